import * as postgres from '@payloadcms/db-postgres/drizzle'
import * as sqlite from '@payloadcms/db-sqlite/drizzle'
import { usesPostgres } from '@/lib/env'

/**
 * The query operators and `sql` of the database adapter the site runs on (Drizzle, as each Payload adapter ships
 * it): SQLite's or Postgres's, never one adapter's for the other's tables. For the few queries that must be one
 * statement (the mail queue's claim, the visitor counts' upsert) and go past Payload's own API.
 */
export const sqlOperators: typeof sqlite = usesPostgres ? (postgres as unknown as typeof sqlite) : sqlite
