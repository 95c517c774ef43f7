/**
 * Out of space: the disk (ENOSPC, a quota's EDQUOT), SQLite's "database or disk is full", Postgres's disk_full
 * (53100), or the bucket refusing for lack of room (507, or its own name for it). Recognised through wrapped
 * errors (the ORM's, Payload's) by code, name or message. What such an error means for a visitor: nothing was
 * stored, try again later (a 507 in their language); for the operator, one line a minute, not a stack trace per
 * request or per pass of a background job.
 */
const CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'])
const NAMES = new Set(['XMinioStorageFull', 'StorageFull', 'QuotaExceeded', 'InsufficientStorage', 'NotEnoughSpace'])
const MESSAGE = /no space left on device|database or disk is full|SQLITE_FULL|disk quota exceeded|could not extend file|storage full/i

export function isOutOfSpace(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const e = error as {
    code?: unknown
    name?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
    $metadata?: { httpStatusCode?: number }
    Code?: unknown
  }
  if (CODES.has(String(e.code)) || CODES.has(String(e.Code))) return true
  if (NAMES.has(String(e.name)) || NAMES.has(String(e.Code))) return true
  if (e.$metadata?.httpStatusCode === 507) return true
  if (typeof e.message === 'string' && MESSAGE.test(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isOutOfSpace(inner, depth + 1))) return true
  return isOutOfSpace(e.cause, depth + 1)
}

const QUIET_MS = 60_000
let lastLogged = 0
let suppressed = 0

/** Logs that `where` ran out of space: once a minute at most, with how many more times it happened meanwhile. */
export function logOutOfSpace(where: string, now = Date.now()): void {
  if (now - lastLogged < QUIET_MS) {
    suppressed++
    return
  }
  const more = suppressed ? ` (${suppressed} more since the last notice)` : ''
  console.error(`[storage] out of space: ${where} could not store anything${more}; free space in DATA_DIR or the bucket`)
  lastLogged = now
  suppressed = 0
}

/** The answer's message of a 507; the forms show their own text in the visitor's language. */
export const STORAGE_FULL_MESSAGE = 'Storage is full at the moment: nothing was stored, please try again later'
