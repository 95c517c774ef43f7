import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * The access log's new action 'read-locked' (a case opened whose content the member's key did not open). SQLite
 * keeps a select as text, so nothing changes here; the Postgres twin adds the value to its enum.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
