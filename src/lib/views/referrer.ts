/**
 * The host of the page a visitor came from, and nothing else of it: not the path, not the query (a search
 * engine's query or a mail link's token stay unknown). Empty for no referrer, the site itself, and anything
 * that is no web address.
 */
export function referrerHost(referer: string, ownHost: string): string {
  if (!referer) return ''
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return ''
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '')
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
  if (!host || host === own) return ''
  return host.slice(0, 100)
}
