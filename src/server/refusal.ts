import { sitePath } from '@/lib/paths'

/**
 * Requests refused before Next.js sees them, which it answered with a 500 and a stack trace in the log: a
 * method the site does not serve (TRACE, PROPFIND, a POST to a page) and a path that is not one (not starting
 * with a single '/', malformed percent-encoding, control characters).
 */
const WRITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const READ_METHODS = ['GET', 'HEAD']
/** Where requests other than reads are served: the public API, Payload's API and the admin's server actions. */
const WRITABLE = /^\/(api|cms-api|admin)(\/|$)/
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

export type Refusal = { status: 400 } | { status: 405; allow: string }

export function refusalOf(method: string | undefined, url: string | undefined): Refusal | null {
  // The path as Next.js will route it ('/api/../kontakt' is a page), not as it was written.
  const normalised = url ? sitePath(url) : null
  if (normalised === null) return { status: 400 }
  let path: string
  try {
    path = decodeURIComponent(normalised.split(/[?#]/)[0])
  } catch {
    return { status: 400 }
  }
  if (CONTROL_CHARACTER.test(path)) return { status: 400 }
  const allowed = WRITABLE.test(path) ? WRITE_METHODS : READ_METHODS
  if (!allowed.includes(method ?? '')) return { status: 405, allow: allowed.join(', ') }
  return null
}
