import net from 'node:net'

/**
 * Which hops in front of the site may name the client (TRUSTED_PROXIES). Without any, the client is the
 * socket's peer and X-Forwarded-For is ignored: a header the client writes itself must not reset its rate limit.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'count'; hops: number } | { kind: 'list'; addresses: net.BlockList }

/** '' → none; '1' → the nearest hop; '127.0.0.1, 10.0.0.0/8' → those addresses and networks. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) return { kind: 'count', hops: Number(text) }
  const addresses = new net.BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, prefix] = entry.split('/')
    const family = net.isIP(address)
    if (!family || (prefix !== undefined && !/^\d+$/.test(prefix)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is neither a number of hops nor an address or network`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) addresses.addAddress(address, type)
    else addresses.addSubnet(address, Number(prefix), type)
  }
  return { kind: 'list', addresses }
}

function plain(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address
}

function isTrusted(address: string, list: net.BlockList): boolean {
  const family = net.isIP(address)
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** The client's address: the socket's peer, or the entry the trusted proxies put in front of it. */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustedProxies,
): string {
  const peer = plain(socketAddress ?? '') || 'unknown'
  if (trust.kind === 'none') return peer
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => plain(entry.trim()))
      .filter(Boolean),
    peer,
  ]
  if (trust.kind === 'count') return chain[Math.max(0, chain.length - 1 - trust.hops)]
  let index = chain.length - 1
  while (index > 0 && isTrusted(chain[index], trust.addresses)) index--
  return chain[index]
}
