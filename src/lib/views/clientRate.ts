import { VIEW_CLIENTS_PER_MINUTE_MAX, VIEW_CLIENT_RATE_PER_MINUTE } from '../constants'

/**
 * Counted requests per client in the current minute, in this process's memory only and forgotten with the
 * minute: no address is kept longer or stored. A client is an IPv4 address, or an IPv6 /64 network (one
 * connection gets a whole /64, so single IPv6 addresses would be no bound).
 */
let minute = -1
let counted = new Map<string, number>()

/** The client an address stands for: IPv4 as is (also when mapped into IPv6), IPv6 as its first four groups. */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!address.includes(':')) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}

/** Whether a counted request of `address` is within VIEW_CLIENT_RATE_PER_MINUTE; takes its place if so. */
export function withinViewRate(address: string, now = Date.now()): boolean {
  const current = Math.floor(now / 60_000)
  if (current !== minute) {
    minute = current
    counted = new Map()
  }
  const client = clientOf(address)
  const seen = counted.get(client)
  if (seen === undefined) {
    if (counted.size >= VIEW_CLIENTS_PER_MINUTE_MAX) return false
    counted.set(client, 1)
    return true
  }
  if (seen >= VIEW_CLIENT_RATE_PER_MINUTE) return false
  counted.set(client, seen + 1)
  return true
}
