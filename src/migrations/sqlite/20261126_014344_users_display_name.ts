import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`display_name\` text;`)
  // Existing accounts are named as the hook names new ones: the name, else the e-mail address.
  await db.run(sql`UPDATE \`users\` SET \`display_name\` = COALESCE(NULLIF(TRIM(\`name\`), ''), \`email\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`display_name\`;`)
}
