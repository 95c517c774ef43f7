import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { RateLimiter } from '@/lib/rateLimit'
import { postgresHitStore, RATE_LIMIT_TABLE } from '@/data/rateLimitStore'

const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'))

/**
 * On Postgres every instance counts in one table: two stores with pools of their own stand for two instances.
 * (On SQLite there is one instance, counting in memory: tests/unit/forms-server.test.ts.)
 */
describe.skipIf(!onPostgres)('rate limits shared between instances (Postgres)', () => {
  const pools = [1, 2].map(() => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 }))
  const limits = () => ({ perMinute: 3, perHour: 10 })
  const [first, second] = pools.map((pool) => new RateLimiter('test:shared', limits, postgresHitStore(pool)))
  afterAll(() => Promise.all(pools.map((pool) => pool.end())))

  it('counts the requests of one client on both instances together', async () => {
    const now = Date.now()
    expect((await first.take('198.51.100.7', now)).allowed).toBe(true)
    expect((await second.take('198.51.100.7', now + 1)).allowed).toBe(true)
    expect((await first.take('198.51.100.7', now + 2)).allowed).toBe(true)
    expect(await second.take('198.51.100.7', now + 3)).toEqual({ allowed: false, retryAfterS: 60 })
    expect((await second.take('203.0.113.9', now + 3)).allowed).toBe(true)
    await first.release('198.51.100.7', now + 2)
    expect((await second.take('198.51.100.7', now + 4)).allowed).toBe(true)
  })

  it('lets simultaneous requests on both instances through only up to the limit', async () => {
    const now = Date.now()
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).take('192.0.2.44', now + i)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3)
  })

  it('stores neither the address nor anything older than an hour', async () => {
    const old = Date.now() - 2 * 60 * 60_000
    await first.take('192.0.2.99', old)
    // A sweep runs at most every five minutes per instance; a fresh store sweeps on its first request.
    const fresh = new RateLimiter('test:shared', limits, postgresHitStore(pools[1]))
    await fresh.take('192.0.2.100')
    const { rows } = await pools[0].query(`SELECT key, at FROM ${RATE_LIMIT_TABLE}`)
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2|198\.51\.100|203\.0\.113/)
    expect(rows.every((row) => Number(row.at) > old)).toBe(true)
  })
})
