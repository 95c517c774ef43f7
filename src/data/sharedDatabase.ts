import pg from 'pg'
import { databaseUrl, usesPostgres } from '@/lib/env'

let pool: pg.Pool | null | undefined

/**
 * A small connection pool to the Postgres database every instance shares, for what the instances must agree on
 * outside Payload's collections (rate limits). Null on SQLite: one instance, nothing to share.
 */
export function sharedPool(): pg.Pool | null {
  if (pool === undefined) {
    pool = usesPostgres
      ? new pg.Pool({ connectionString: databaseUrl, max: 3, idleTimeoutMillis: 30_000 })
      : null
    // An idle connection that breaks (database restarted) must not end the process; the next query reconnects.
    pool?.on('error', (error) => console.error('[shared-database]', error.message))
  }
  return pool
}
