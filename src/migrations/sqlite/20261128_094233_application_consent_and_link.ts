import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`applicant_token_hash\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_applicant_token_hash_idx\` ON \`applications\` (\`applicant_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`applications_applicant_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`applicant_token_hash\`;`)
}
