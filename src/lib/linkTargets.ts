/**
 * Where a link an editor types may lead: a web address (http, https), an e-mail (mailto), a phone number (tel)
 * or a path of the site. Anything else (`javascript:`, `data:`, `//host`) is refused, not merely drawn harmless.
 */
const ALLOWED = [
  /^https?:\/\/[^\s/?#]+[^\s]*$/i,
  /^mailto:[^\s]+$/i,
  /^tel:\+?[\d\s()./-]+$/i,
  /^\/(?![/\\])[^\s\\]*$/,
]

export function isAllowedLink(href: string): boolean {
  return ALLOWED.some((pattern) => pattern.test(href))
}
