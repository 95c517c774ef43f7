import type { NextResponse } from 'next/server'
import { json, rateLimited } from '../api'
import { FOLLOW_UP_RATE_LIMIT, WRONG_CODE_LIMIT } from '../constants'
import { clientAddress, RateLimiter } from '../rateLimit'

// All in memory, keyed on salted hashes: nothing about the reporter's address is stored or logged.
const requests = new RateLimiter(() => FOLLOW_UP_RATE_LIMIT)
const attemptsByCase = new RateLimiter(() => WRONG_CODE_LIMIT.perCase)
const attemptsByClient = new RateLimiter(() => WRONG_CODE_LIMIT.perClient)

/** Every follow-up request of a client, before its body is read. */
export function followUpRequestLimited(request: Request): NextResponse | null {
  return rateLimited(requests, request)
}

type Attempt = { succeeded: () => void } | { refused: NextResponse }

/**
 * Counts an attempt to open `caseNumber` against the case and the client before the code is checked, so that
 * simultaneous guesses cannot all pass; a successful attempt is taken back. Unknown case numbers count like
 * known ones, so the throttle tells nothing about which cases exist.
 */
export function attemptCase(request: Request, caseNumber: string, now = Date.now()): Attempt {
  const client = clientAddress(request)
  const byCase = attemptsByCase.take(caseNumber, now)
  if (!byCase.allowed) return { refused: tooMany(byCase.retryAfterS) }
  const byClient = attemptsByClient.take(client, now)
  if (!byClient.allowed) {
    attemptsByCase.release(caseNumber, now)
    return { refused: tooMany(byClient.retryAfterS) }
  }
  return {
    succeeded: () => {
      attemptsByCase.release(caseNumber, now)
      attemptsByClient.release(client, now)
    },
  }
}

function tooMany(retryAfterS: number): NextResponse {
  const response = json({ error: 'Too many attempts, please try again later' }, 429)
  response.headers.set('Retry-After', String(retryAfterS))
  return response
}
