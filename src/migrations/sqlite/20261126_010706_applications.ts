import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`assignee_id\` integer,
  	\`job_id\` numeric,
  	\`job_name\` text,
  	\`lang\` text DEFAULT 'de' NOT NULL,
  	\`talent_pool\` integer DEFAULT false,
  	\`received_at\` text NOT NULL,
  	\`touched_at\` text,
  	\`closed_at\` text,
  	\`reminded_at\` text,
  	\`delete_after\` text,
  	\`challenge_id\` text,
  	\`name_sealed\` text,
  	\`email_sealed\` text,
  	\`phone_sealed\` text,
  	\`start_sealed\` text,
  	\`salary_sealed\` text,
  	\`message_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_reference_idx\` ON \`applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_assignee_idx\` ON \`applications\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_job_id_idx\` ON \`applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_received_at_idx\` ON \`applications\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_touched_at_idx\` ON \`applications\` (\`touched_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_delete_after_idx\` ON \`applications\` (\`delete_after\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_challenge_id_idx\` ON \`applications\` (\`challenge_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`application_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`index\` numeric NOT NULL,
  	\`stored_name\` text NOT NULL,
  	\`original_name_sealed\` text,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_files_application_idx\` ON \`application_files\` (\`application_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`application_files_stored_name_idx\` ON \`application_files\` (\`stored_name\`);`)
  await db.run(sql`CREATE INDEX \`application_files_updated_at_idx\` ON \`application_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_files_created_at_idx\` ON \`application_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`application_mails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`application_id\` numeric,
  	\`kind\` text NOT NULL,
  	\`envelope_sealed\` text,
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
  await db.run(sql`CREATE INDEX \`application_mails_reference_idx\` ON \`application_mails\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`application_mails_application_id_idx\` ON \`application_mails\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_mails_delivery_status_idx\` ON \`application_mails\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`application_mails_next_attempt_at_idx\` ON \`application_mails\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`application_mails_updated_at_idx\` ON \`application_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_mails_created_at_idx\` ON \`application_mails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`application_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`user_name\` text,
  	\`action\` text NOT NULL,
  	\`subject_name\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`application_audit_reference_idx\` ON \`application_audit\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`application_audit_updated_at_idx\` ON \`application_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_audit_created_at_idx\` ON \`application_audit\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`application_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` numeric NOT NULL,
  	\`reference\` text NOT NULL,
  	\`holder\` text NOT NULL,
  	\`user_id\` numeric,
  	\`wrapped\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`application_keys_application_id_idx\` ON \`application_keys\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_keys_holder_idx\` ON \`application_keys\` (\`holder\`);`)
  await db.run(sql`CREATE INDEX \`application_keys_user_id_idx\` ON \`application_keys\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`application_keys_updated_at_idx\` ON \`application_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_keys_created_at_idx\` ON \`application_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`applications_vault\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recovery_public_key\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`application_files\`;`)
  await db.run(sql`DROP TABLE \`application_mails\`;`)
  await db.run(sql`DROP TABLE \`application_audit\`;`)
  await db.run(sql`DROP TABLE \`application_keys\`;`)
  await db.run(sql`DROP TABLE \`applications_vault\`;`)
}
