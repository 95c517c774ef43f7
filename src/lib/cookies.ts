/**
 * The few cookies the browser writes itself (consent choices, popup dismissal; design §8 "strictly necessary").
 * Without a max-age a cookie lasts for the browser session. A max-age rather than an absolute expiry keeps the
 * lifetime right when the page's clock and the browser's disagree.
 */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieIn(document.cookie, name)
}

/** A cookie's value in a `Cookie` header (or `document.cookie`), or null. */
export function cookieIn(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === encodeURIComponent(name)) return decodeURIComponent(value.join('='))
  }
  return null
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const lifetime = maxAgeSeconds == null ? '' : `; max-age=${maxAgeSeconds}`
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${lifetime}${secure}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; max-age=0`
}
