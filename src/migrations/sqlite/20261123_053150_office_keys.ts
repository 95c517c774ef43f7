import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whistleblower_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` numeric NOT NULL,
  	\`case_number\` text NOT NULL,
  	\`holder\` text NOT NULL,
  	\`user_id\` numeric,
  	\`wrapped\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblower_keys_report_id_idx\` ON \`whistleblower_keys\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_keys_holder_idx\` ON \`whistleblower_keys\` (\`holder\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_keys_user_id_idx\` ON \`whistleblower_keys\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_keys_updated_at_idx\` ON \`whistleblower_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_keys_created_at_idx\` ON \`whistleblower_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`whistleblower_vault\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recovery_public_key\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_whistleblower_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text,
  	\`report_id\` numeric,
  	\`kind\` text NOT NULL,
  	\`detail\` text,
  	\`recipient\` text,
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
  await db.run(sql`INSERT INTO \`__new_whistleblower_notifications\`("id", "case_number", "report_id", "kind", "delivery_status", "attempts", "next_attempt_at", "lease_until", "last_error", "sent_at", "updated_at", "created_at") SELECT "id", "case_number", "report_id", "kind", "delivery_status", "attempts", "next_attempt_at", "lease_until", "last_error", "sent_at", "updated_at", "created_at" FROM \`whistleblower_notifications\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_whistleblower_notifications\` RENAME TO \`whistleblower_notifications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_case_number_idx\` ON \`whistleblower_notifications\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_delivery_status_idx\` ON \`whistleblower_notifications\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_next_attempt_at_idx\` ON \`whistleblower_notifications\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_updated_at_idx\` ON \`whistleblower_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_created_at_idx\` ON \`whistleblower_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_whistleblower_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text,
  	\`user_id\` integer,
  	\`user_name\` text,
  	\`action\` text NOT NULL,
  	\`subject_name\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_whistleblower_audit\`("id", "case_number", "user_id", "action", "updated_at", "created_at") SELECT "id", "case_number", "user_id", "action", "updated_at", "created_at" FROM \`whistleblower_audit\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_audit\`;`)
  await db.run(sql`ALTER TABLE \`__new_whistleblower_audit\` RENAME TO \`whistleblower_audit\`;`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_case_number_idx\` ON \`whistleblower_audit\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_user_idx\` ON \`whistleblower_audit\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_updated_at_idx\` ON \`whistleblower_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_created_at_idx\` ON \`whistleblower_audit\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`password_set_by\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_public_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_private_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whistleblower_keys\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_vault\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_whistleblower_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text NOT NULL,
  	\`report_id\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_whistleblower_notifications\`("id", "case_number", "report_id", "kind", "delivery_status", "attempts", "next_attempt_at", "lease_until", "last_error", "sent_at", "updated_at", "created_at") SELECT "id", "case_number", "report_id", "kind", "delivery_status", "attempts", "next_attempt_at", "lease_until", "last_error", "sent_at", "updated_at", "created_at" FROM \`whistleblower_notifications\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_whistleblower_notifications\` RENAME TO \`whistleblower_notifications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_case_number_idx\` ON \`whistleblower_notifications\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_delivery_status_idx\` ON \`whistleblower_notifications\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_next_attempt_at_idx\` ON \`whistleblower_notifications\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_updated_at_idx\` ON \`whistleblower_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_notifications_created_at_idx\` ON \`whistleblower_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_whistleblower_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text NOT NULL,
  	\`user_id\` integer,
  	\`action\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_whistleblower_audit\`("id", "case_number", "user_id", "action", "updated_at", "created_at") SELECT "id", "case_number", "user_id", "action", "updated_at", "created_at" FROM \`whistleblower_audit\`;`)
  await db.run(sql`DROP TABLE \`whistleblower_audit\`;`)
  await db.run(sql`ALTER TABLE \`__new_whistleblower_audit\` RENAME TO \`whistleblower_audit\`;`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_case_number_idx\` ON \`whistleblower_audit\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_user_idx\` ON \`whistleblower_audit\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_updated_at_idx\` ON \`whistleblower_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_audit_created_at_idx\` ON \`whistleblower_audit\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_requested\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`password_set_by\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_public_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_private_key\`;`)
}
