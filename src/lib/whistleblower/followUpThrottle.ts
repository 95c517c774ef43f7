import type { NextResponse } from 'next/server'
import { json, rateLimited } from '../api'
import { FOLLOW_UP_RATE_LIMIT, WRONG_CODE_LIMIT } from '../constants'
import { clientAddress, RateLimiter } from '../rateLimit'

// Keyed on keyed hashes, kept an hour at most (src/lib/rateLimit): the reporter's address is neither stored nor logged.
const requests = new RateLimiter('follow-up:requests', () => FOLLOW_UP_RATE_LIMIT)
const attemptsByCase = new RateLimiter('follow-up:wrong-code-case', () => WRONG_CODE_LIMIT.perCase)
const attemptsByClient = new RateLimiter('follow-up:wrong-code-client', () => WRONG_CODE_LIMIT.perClient)

/** Every follow-up request of a client, before its body is read. */
export function followUpRequestLimited(request: Request): Promise<NextResponse | null> {
  return rateLimited(requests, request)
}

type Attempt =
  { succeeded: () => Promise<void>; failed: () => Promise<NextResponse | null> } | { refused: NextResponse }

/**
 * Counts an attempt against the client before the code is checked, so that one client's simultaneous guesses
 * cannot all pass; a successful attempt is taken back. A wrong code also counts against the case: past the
 * case's limit, wrong codes answer 429. The right code still opens the case, so knowing a case number is not
 * enough to lock its reporter out (the code's 100 bits, and the client limit, keep guessing hopeless). Unknown
 * case numbers count like known ones, so the throttle tells nothing about which cases exist.
 */
export async function attemptCase(request: Request, caseNumber: string, now = Date.now()): Promise<Attempt> {
  const client = clientAddress(request)
  const byClient = await attemptsByClient.take(client, now)
  if (!byClient.allowed) return { refused: tooMany(byClient.retryAfterS) }
  return {
    succeeded: () => attemptsByClient.release(client, now),
    failed: async () => {
      const byCase = await attemptsByCase.take(caseNumber, now)
      return byCase.allowed ? null : tooMany(byCase.retryAfterS)
    },
  }
}

function tooMany(retryAfterS: number): NextResponse {
  const response = json({ error: 'Too many attempts, please try again later' }, 429)
  response.headers.set('Retry-After', String(retryAfterS))
  return response
}
