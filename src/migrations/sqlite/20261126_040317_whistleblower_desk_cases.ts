import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`channel\` text DEFAULT 'web' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`minutes_confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_channel_idx\` ON \`whistleblower_reports\` (\`channel\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`whistleblower_reports_channel_idx\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`channel\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`minutes_confirmed_at\`;`)
}
