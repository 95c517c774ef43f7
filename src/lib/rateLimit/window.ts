/** Sliding windows of a minute and an hour: the verdict on one more request of a client. */
export type Limits = { perMinute: number; perHour: number }
export type Verdict = { allowed: true } | { allowed: false; retryAfterS: number }

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

/** Where the hits are counted. `take` decides and records atomically, also between instances. */
export type HitStore = {
  take(bucket: string, client: string, now: number, decide: (recent: number[]) => Verdict): Promise<Verdict>
  release(bucket: string, client: string, at: number): Promise<void>
}

/** The verdict on one more request, given the times of the client's requests in the last hour (ascending). */
export function decide(recent: number[], now: number, { perMinute, perHour }: Limits): Verdict {
  const lastHour = recent.filter((t) => t > now - HOUR)
  const lastMinute = lastHour.filter((t) => t > now - MINUTE)
  if (lastMinute.length >= perMinute) {
    return { allowed: false, retryAfterS: seconds(lastMinute[lastMinute.length - perMinute] + MINUTE - now) }
  }
  if (lastHour.length >= perHour) {
    return { allowed: false, retryAfterS: seconds(lastHour[lastHour.length - perHour] + HOUR - now) }
  }
  return { allowed: true }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
