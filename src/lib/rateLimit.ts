import crypto from 'node:crypto'

/**
 * Sliding-window rate limit per client, in memory. Clients are keyed by a salted hash of their address; the
 * salt is random per process and never stored, so neither the address nor a reversible trace of it is kept
 * (the whistleblower channel must not keep request metadata). Several instances each count on their own,
 * which multiplies the limit by the instance count; see README "Scaling out".
 */
type Limits = { perMinute: number; perHour: number }
type Verdict = { allowed: true } | { allowed: false; retryAfterS: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export class RateLimiter {
  private readonly salt = crypto.randomBytes(32)
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly limits: () => Limits) {}

  /** Counts one request of `client` at `now` if it is within the limits. */
  take(client: string, now = Date.now()): Verdict {
    const key = this.key(client)
    const { perMinute, perHour } = this.limits()
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - HOUR)
    const lastMinute = recent.filter((t) => t > now - MINUTE)
    if (lastMinute.length >= perMinute) {
      return {
        allowed: false,
        retryAfterS: seconds(lastMinute[lastMinute.length - perMinute] + MINUTE - now),
      }
    }
    if (recent.length >= perHour) {
      return { allowed: false, retryAfterS: seconds(recent[recent.length - perHour] + HOUR - now) }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.sweep(now)
    return { allowed: true }
  }

  /**
   * Takes back the request counted at `at` (by `take`): for limits on failures, where each attempt is counted
   * up front, so that simultaneous attempts cannot all pass, and a success is forgiven afterwards.
   */
  release(client: string, at: number): void {
    const key = this.key(client)
    const times = this.hits.get(key)
    const index = times?.lastIndexOf(at) ?? -1
    if (index >= 0) times!.splice(index, 1)
  }

  private key(client: string): string {
    return crypto.createHmac('sha256', this.salt).update(client).digest('base64url')
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times[times.length - 1] <= now - HOUR) this.hits.delete(key)
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/**
 * The client's address as the nearest proxy reported it: the last X-Forwarded-For entry (nginx appends the
 * peer it saw; Next.js fills the header from the socket when no proxy set it).
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  return last || request.headers.get('x-real-ip') || 'unknown'
}
