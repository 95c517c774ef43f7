import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_events_v_autosave_idx\` ON \`_events_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_history_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_history_v_autosave_idx\` ON \`_history_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_news_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_events_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_history_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_history_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`autosave\`;`)
}
