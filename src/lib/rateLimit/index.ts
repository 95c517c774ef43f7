import { sharedPool } from '../sharedDatabase'
import { memoryHitStore } from './memoryStore'
import { postgresHitStore } from './postgresStore'
import { decide, type HitStore, type Limits, type Verdict } from './window'

export type { Limits, Verdict } from './window'

/**
 * Sliding-window rate limits per client. Clients are keyed by a keyed hash of their address, never the address
 * itself (the whistleblower channel must not keep request metadata). One instance (SQLite) counts in memory
 * with a random key per process; on Postgres every instance counts in one shared table, so the limits hold
 * however many instances serve the site (docs/operations.md, "Scaling out").
 */
export class RateLimiter {
  /**
   * `bucket` names the limit in a shared store (each limiter counts on its own); `limits` is read at each
   * request, so that settings from the environment apply.
   */
  constructor(
    private readonly bucket: string,
    private readonly limits: () => Limits,
    private readonly store: HitStore = defaultHitStore(),
  ) {}

  /** Counts one request of `client` at `now` if it is within the limits. */
  take(client: string, now = Date.now()): Promise<Verdict> {
    const limits = this.limits()
    return this.store.take(this.bucket, client, now, (recent) => decide(recent, now, limits))
  }

  /**
   * Takes back the request counted at `at` (by `take`): for limits on failures, where each attempt is counted
   * up front, so that simultaneous attempts cannot all pass, and a success is forgiven afterwards.
   */
  release(client: string, at: number): Promise<void> {
    return this.store.release(this.bucket, client, at)
  }
}

let defaultStore: HitStore | undefined
function defaultHitStore(): HitStore {
  if (!defaultStore) {
    const pool = sharedPool()
    defaultStore = pool ? postgresHitStore(pool) : memoryHitStore()
  }
  return defaultStore
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
