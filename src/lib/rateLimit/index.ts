import { memoryHitStore } from './memoryStore'
import { decide, type HitStore, type Limits, type Verdict } from './window'

export type { Limits, Verdict } from './window'

/**
 * Sliding-window rate limits per client. Clients are keyed by a keyed hash of their address, never the address
 * itself (the whistleblower channel must not keep request metadata). One instance (SQLite) counts in memory
 * with a random key per process; on Postgres every instance counts in one shared table, so the limits hold
 * however many instances serve the site (docs/operations.md, "Scaling out"). That table is the data layer's
 * (src/data/rateLimitStore.ts): the server's start hands it over with `provideSharedHitStore`.
 */
export class RateLimiter {
  /**
   * `bucket` names the limit in a shared store (each limiter counts on its own); `limits` is read at each
   * request, so that settings from the environment apply.
   */
  constructor(
    private readonly bucket: string,
    private readonly limits: () => Limits,
    private readonly ownStore?: HitStore,
  ) {}

  private get store(): HitStore {
    return this.ownStore ?? defaultHitStore()
  }

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

/** On globalThis: the server's route bundles may each hold a copy of this module, and all must count in it. */
const shared = globalThis as typeof globalThis & { __sharedHitStore?: HitStore }

/** The store the instances share (Postgres), handed over once at the server's start (src/jobs/startSite.ts). */
export function provideSharedHitStore(store: HitStore): void {
  shared.__sharedHitStore = store
}

let memoryStore: HitStore | undefined
function defaultHitStore(): HitStore {
  return shared.__sharedHitStore ?? (memoryStore ??= memoryHitStore())
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
