import crypto from 'node:crypto'
import type pg from 'pg'
import { payloadSecret } from '@/lib/env'
import { HOUR, type HitStore } from '@/lib/rateLimit/window'
import { sharedPool } from './sharedDatabase'

/**
 * Hits counted in the database all instances share. A row holds a keyed hash of limit and client (HMAC with a
 * key derived from PAYLOAD_SECRET, which every instance has) and a time, and is deleted after an hour. The table
 * is UNLOGGED (not in the write-ahead log, emptied after a crash) and left out of backups: nothing of it outlives
 * the hour it is needed for.
 */
export const RATE_LIMIT_TABLE = 'site_rate_limit_hits'

const SWEEP_EVERY_MS = 5 * 60_000

export function postgresHitStore(pool: pg.Pool): HitStore {
  const hashKey = crypto.hkdfSync('sha256', payloadSecret, '', 'sekundenwerk rate limit', 32)
  const keyOf = (bucket: string, client: string) =>
    crypto.createHmac('sha256', Buffer.from(hashKey)).update(`${bucket}\n${client}`).digest('base64url')
  let ready: Promise<unknown> | undefined
  let lastSweep = 0

  const createTable = () =>
    (ready ??= pool
      .query(
        `CREATE UNLOGGED TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key text NOT NULL, at bigint NOT NULL);
         CREATE INDEX IF NOT EXISTS ${RATE_LIMIT_TABLE}_key_at ON ${RATE_LIMIT_TABLE} (key, at)`,
      )
      .catch((error) => {
        ready = undefined
        throw error
      }))

  return {
    async take(bucket, client, now, decideOn) {
      await createTable()
      const key = keyOf(bucket, client)
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        // One client's requests are decided one after the other, whichever instance they reach.
        await connection.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key])
        if (now - lastSweep > SWEEP_EVERY_MS) {
          lastSweep = now
          await connection.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE at <= $1`, [now - HOUR])
        }
        const { rows } = await connection.query<{ at: string }>(
          `SELECT at FROM ${RATE_LIMIT_TABLE} WHERE key = $1 AND at > $2 ORDER BY at`,
          [key, now - HOUR],
        )
        const verdict = decideOn(rows.map((row) => Number(row.at)))
        if (verdict.allowed) {
          await connection.query(`INSERT INTO ${RATE_LIMIT_TABLE} (key, at) VALUES ($1, $2)`, [key, now])
        }
        await connection.query('COMMIT')
        return verdict
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        connection.release()
      }
    },
    async release(bucket, client, at) {
      await createTable()
      await pool.query(
        `DELETE FROM ${RATE_LIMIT_TABLE} WHERE ctid IN (SELECT ctid FROM ${RATE_LIMIT_TABLE} WHERE key = $1 AND at = $2 LIMIT 1)`,
        [keyOf(bucket, client), at],
      )
    },
  }
}

/** The store every instance shares on Postgres (src/jobs/startSite.ts hands it to src/lib/rateLimit); null on SQLite. */
export function sharedHitStore(): HitStore | null {
  const pool = sharedPool()
  return pool ? postgresHitStore(pool) : null
}
