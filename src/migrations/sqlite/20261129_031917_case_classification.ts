import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`importance\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`outcome\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`marked_out\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`marked_out_reason\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`area_sealed\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`labels_sealed\` text;`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_importance_idx\` ON \`whistleblower_reports\` (\`importance\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_outcome_idx\` ON \`whistleblower_reports\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_marked_out_idx\` ON \`whistleblower_reports\` (\`marked_out\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`whistleblower_reports_importance_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblower_reports_outcome_idx\`;`)
  await db.run(sql`DROP INDEX \`whistleblower_reports_marked_out_idx\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`importance\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`outcome\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`marked_out\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`marked_out_reason\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`area_sealed\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` DROP COLUMN \`labels_sealed\`;`)
}
