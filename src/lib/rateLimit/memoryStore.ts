import crypto from 'node:crypto'
import { HOUR, type HitStore } from './window'

/** Hits in this process's memory, keyed with a random key that is never stored. */
export function memoryHitStore(): HitStore {
  const salt = crypto.randomBytes(32)
  const hits = new Map<string, number[]>()
  const keyOf = (bucket: string, client: string) =>
    crypto.createHmac('sha256', salt).update(`${bucket}\n${client}`).digest('base64url')
  const sweep = (now: number) => {
    for (const [key, times] of hits) if (times[times.length - 1] <= now - HOUR) hits.delete(key)
  }
  return {
    async take(bucket, client, now, decideOn) {
      const key = keyOf(bucket, client)
      const recent = (hits.get(key) ?? []).filter((t) => t > now - HOUR)
      const verdict = decideOn(recent)
      if (verdict.allowed) recent.push(now)
      hits.set(key, recent)
      if (hits.size > 10_000) sweep(now)
      return verdict
    },
    async release(bucket, client, at) {
      const times = hits.get(keyOf(bucket, client))
      const index = times?.lastIndexOf(at) ?? -1
      if (index >= 0) times!.splice(index, 1)
    },
  }
}
