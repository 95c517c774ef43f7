import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whistleblower_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`case_number\` text,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`body_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`whistleblower_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblower_notes_report_idx\` ON \`whistleblower_notes\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notes_case_number_idx\` ON \`whistleblower_notes\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notes_author_idx\` ON \`whistleblower_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notes_updated_at_idx\` ON \`whistleblower_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notes_created_at_idx\` ON \`whistleblower_notes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`whistleblower_reports\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_assignee_idx\` ON \`whistleblower_reports\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`whistleblower_notifications\` ADD \`due_at\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_notifications\` ADD \`reminder_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblower_notifications_reminder_key_idx\` ON \`whistleblower_notifications\` (\`reminder_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whistleblower_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_whistleblower_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`received_at\` text,
  	\`acknowledged_at\` text,
  	\`closed_at\` text,
  	\`delete_after\` text,
  	\`name_sealed\` text,
  	\`email_sealed\` text,
  	\`tel_sealed\` text,
  	\`subject_sealed\` text,
  	\`message_sealed\` text,
  	\`access_code_hash\` text NOT NULL,
  	\`challenge_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_whistleblower_reports\`("id", "case_number", "status", "received_at", "acknowledged_at", "closed_at", "delete_after", "name_sealed", "email_sealed", "tel_sealed", "subject_sealed", "message_sealed", "access_code_hash", "challenge_id", "updated_at", "created_at") SELECT "id", "case_number", "status", "received_at", "acknowledged_at", "closed_at", "delete_after", "name_sealed", "email_sealed", "tel_sealed", "subject_sealed", "message_sealed", "access_code_hash", "challenge_id", "updated_at", "created_at" FROM \`whistleblower_reports\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_reports\`;`)
  await db.run(sql`ALTER TABLE \`__new_whistleblower_reports\` RENAME TO \`whistleblower_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblower_reports_case_number_idx\` ON \`whistleblower_reports\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_delete_after_idx\` ON \`whistleblower_reports\` (\`delete_after\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblower_reports_challenge_id_idx\` ON \`whistleblower_reports\` (\`challenge_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_updated_at_idx\` ON \`whistleblower_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_reports_created_at_idx\` ON \`whistleblower_reports\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`whistleblower_notifications_reminder_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_notifications\` DROP COLUMN \`due_at\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_notifications\` DROP COLUMN \`reminder_key\`;`)
}
