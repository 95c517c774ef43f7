import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`first_feedback_at\` text;`)
  // Cases answered before: their first office message was their feedback.
  await db.run(sql`UPDATE \`whistleblower_reports\` SET \`first_feedback_at\` = (
    SELECT MIN(\`created_at\`) FROM \`whistleblower_messages\`
    WHERE \`report_id\` = \`whistleblower_reports\`.\`id\` AND \`author\` = 'office');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`first_feedback_at\`;`)
}
