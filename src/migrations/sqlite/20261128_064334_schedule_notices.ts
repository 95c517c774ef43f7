import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`schedule_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`language\` text DEFAULT 'de',
  	\`record_collection\` text NOT NULL,
  	\`record_id\` text NOT NULL,
  	\`title\` text,
  	\`action\` text DEFAULT 'publish',
  	\`planned_at\` text,
  	\`reason\` text,
  	\`delivery_status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`lease_until\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schedule_notices_plan_idx\` ON \`schedule_notices\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`schedule_notices_delivery_status_idx\` ON \`schedule_notices\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`schedule_notices_next_attempt_at_idx\` ON \`schedule_notices\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`schedule_notices_updated_at_idx\` ON \`schedule_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`schedule_notices_created_at_idx\` ON \`schedule_notices\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`schedule_notices\`;`)
}
