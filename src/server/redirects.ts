import type { IncomingMessage, ServerResponse } from 'node:http'
import { sitePath } from '@/lib/paths'

/**
 * Where a redirect of this site may lead: `location` when it is a path of the site by sitePath (src/lib/paths.ts),
 * as a path or as a whole address on the request's own host; the start page otherwise. Whatever made the redirect (Next.js, Payload,
 * the site's routes), a visitor is never sent to another host by an address someone else chose.
 */
export function locationOnSite(location: string, host: string | undefined): string {
  if (location.startsWith('/')) return sitePath(location) === null ? '/' : location
  // Only a whole address names a host: `http:evil.example` is another host for a page served over https.
  if (!/^https?:\/\/[^/\\]/i.test(location) || !host) return '/'
  let url: URL
  try {
    url = new URL(location)
  } catch {
    return '/'
  }
  return url.host === host.toLowerCase() && sitePath(`${url.pathname}${url.search}${url.hash}`) !== null
    ? location
    : '/'
}

/** `value` (one Location, or Next's list of the same one) when each is locationOnSite's; else the start page. */
function kept(value: unknown, host: string | undefined): unknown {
  const values = Array.isArray(value) ? value : [value]
  return values.every((one) => locationOnSite(String(one), host) === String(one)) ? value : '/'
}

/** Holds every Location the answer sends to locationOnSite, just before its head is written. */
export function keepRedirectsOnSite(req: IncomingMessage, res: ServerResponse): void {
  const { writeHead } = res
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      Record<string, unknown> | undefined
    if (headers)
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'location') headers[name] = kept(headers[name], req.headers.host)
    const location = this.getHeader('location')
    if (location !== undefined && kept(location, req.headers.host) !== location)
      this.setHeader('location', '/')
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
