/** A host name as the URL parser gives it (lower case, IDN as punycode): labels with at least one dot. */
const HOST_NAME = /^(?=.{4,100}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/
/** An address given as the host: an IPv4 address or an IPv6 one in brackets. */
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}

/**
 * The host of the page a visitor came from, and nothing else of it: not the path, not the query (a search
 * engine's query or a mail link's token stay unknown). Empty for no referrer, anything that is no web address
 * or whose host is no host name (`a..b`, `x`, text), and the site itself: the host the request named and each of
 * `ownHosts` (the site's public address, SITE_URL).
 */
export function referrerHost(referer: string, ownHost: string, ownHosts: readonly string[] = []): string {
  if (!referer) return ''
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return ''
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
  const host = bareHost(url.hostname)
  if (!HOST_NAME.test(host) && !IP_ADDRESS.test(host)) return ''
  if (host === bareHost(ownHost) || ownHosts.some((own) => host === bareHost(own))) return ''
  return host
}
