import pg from 'pg'
import { databaseUrl, usesPostgres } from '@/lib/env'
import { CACHE_TAGS, REVALIDATION_CHANNEL, revalidateProcessCache } from '@/lib/revalidate'

const RETRY_MAX_MS = 30_000

let started = false

/**
 * On Postgres, each instance listens for the cache tags any instance changed (src/lib/revalidate.ts) and
 * invalidates them in its own cache, so that an edit shows on every instance within a second or two while
 * pages stay cached. A lost connection is opened again; everything is invalidated then, as notices sent
 * meanwhile are gone. On SQLite there is one instance and nothing to listen for.
 */
export function startRevalidationListener(): void {
  if (started || !usesPostgres) return
  started = true
  let retryMs = 1000

  const connect = async (catchUp: boolean) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    let retried = false
    const retry = (reason: string) => {
      if (retried) return
      retried = true
      console.error(`[revalidation] connection lost (${reason}); again in ${retryMs / 1000} s`)
      client.end().catch(() => {})
      setTimeout(() => connect(true), retryMs).unref()
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
    }
    client.on('error', (error) => retry(error.message))
    client.on('end', () => retry('closed'))
    client.on('notification', ({ channel, payload }) => {
      if (channel === REVALIDATION_CHANNEL && payload) revalidateProcessCache(payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${REVALIDATION_CHANNEL}`)
      retryMs = 1000
      // Notices sent while the connection was lost are gone: everything may have changed meanwhile.
      if (catchUp) CACHE_TAGS.forEach(revalidateProcessCache)
    } catch (error) {
      retry(error instanceof Error ? error.message : String(error))
    }
  }
  void connect(false)
}
