import { sql } from '@payloadcms/db-sqlite'
import type { CollectionBeforeDeleteHook } from 'payload'

type Reference = readonly [table: string, column: string]

/**
 * References that the SQLite database would refuse to let go. Migrations of earlier versions added these columns
 * with `ALTER TABLE … ADD … REFERENCES` and no `ON DELETE` (SQLite cannot change a column's constraint without
 * rebuilding its table, and a rebuild would fire the cascades of the tables that point to it), so deleting the
 * record they name failed with a foreign-key error. Postgres has `ON DELETE SET NULL` on them already.
 */
export const SQLITE_REFERENCES = {
  offices: [['job_locations', 'office_id']],
  media: [
    ['news_locales', 'meta_image_id'],
    ['_news_v_locales', 'version_meta_image_id'],
    ['events_locales', 'meta_image_id'],
    ['_events_v_locales', 'version_meta_image_id'],
    ['jobs_locales', 'meta_image_id'],
    ['_jobs_v_locales', 'version_meta_image_id'],
    ['projects_locales', 'meta_image_id'],
    ['_projects_v_locales', 'version_meta_image_id'],
  ],
} satisfies Record<string, Reference[]>

type Drizzle = { run: (query: unknown) => Promise<unknown> }
type SqliteAdapter = { name: string; drizzle: Drizzle; sessions?: Record<string, { db?: Drizzle }> }

/** Before a record is deleted, empties what points to it, in the deletion's own transaction, as SET NULL would. */
export function clearReferences(references: readonly Reference[]): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const adapter = req.payload.db as unknown as SqliteAdapter
    if (adapter.name !== 'sqlite') return
    const transaction = req.transactionID
      ? adapter.sessions?.[String(await req.transactionID)]?.db
      : undefined
    const db = transaction ?? adapter.drizzle
    for (const [table, column] of references)
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = NULL WHERE ${sql.identifier(column)} = ${id}`,
      )
  }
}
