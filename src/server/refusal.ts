import { REQUEST_PATH_MAX_LENGTH, REQUEST_TARGET_MAX_LENGTH } from '@/lib/constants'
import { sitePath } from '@/lib/paths'

/**
 * Requests refused before Next.js sees them, which it answered with a 500 and a stack trace in the log: a
 * method the site does not serve (TRACE, PROPFIND, a POST to a page or to the admin that is no server action)
 * and a path that is not one (not starting with a single '/', leading to another host by sitePath, malformed
 * percent-encoding, control characters); a target longer than any of the site's (414).
 */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const READ_METHODS = ['GET', 'HEAD']
/** Where requests other than reads are served: the public API and Payload's API. */
const API = /^\/(api|cms-api)(\/|$)/
/** The admin's pages also take its server actions: a POST that names one (Next.js's ids are 42 hex digits). */
const ADMIN = /^\/admin(\/|$)/
const SERVER_ACTION_ID = /^[0-9a-f]{42}$/i
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

export type Refusal = { status: 400 } | { status: 414 } | { status: 405; allow: string }

function allowedMethods(path: string, serverAction: string | undefined): string[] {
  if (API.test(path)) return API_METHODS
  if (ADMIN.test(path) && SERVER_ACTION_ID.test(serverAction ?? '')) return [...READ_METHODS, 'POST']
  return READ_METHODS
}

export function refusalOf(
  method: string | undefined,
  url: string | undefined,
  serverAction?: string,
): Refusal | null {
  const query = url?.indexOf('?') ?? -1
  const pathLength = query < 0 ? (url?.length ?? 0) : query
  if ((url?.length ?? 0) > REQUEST_TARGET_MAX_LENGTH || pathLength > REQUEST_PATH_MAX_LENGTH)
    return { status: 414 }
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
  const allowed = allowedMethods(path, serverAction)
  if (!allowed.includes(method ?? '')) return { status: 405, allow: allowed.join(', ') }
  return null
}
