import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`applications_interview_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_interview_times_order_idx\` ON \`applications_interview_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_interview_times_parent_id_idx\` ON \`applications_interview_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`reference\` text,
  	\`author\` numeric,
  	\`author_name\` text,
  	\`rating\` numeric NOT NULL,
  	\`body_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_reviews_application_idx\` ON \`application_reviews\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_reviews_reference_idx\` ON \`application_reviews\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`application_reviews_author_idx\` ON \`application_reviews\` (\`author\`);`)
  await db.run(sql`CREATE INDEX \`application_reviews_updated_at_idx\` ON \`application_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_reviews_created_at_idx\` ON \`application_reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`interview_minutes\` numeric DEFAULT 60;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`interview_place\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`interview_at\` text;`)
  await db.run(sql`CREATE INDEX \`applications_interview_at_idx\` ON \`applications\` (\`interview_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`applications_interview_times\`;`)
  await db.run(sql`DROP TABLE \`application_reviews\`;`)
  await db.run(sql`DROP INDEX \`applications_interview_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`interview_minutes\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`interview_place\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`interview_at\`;`)
}
