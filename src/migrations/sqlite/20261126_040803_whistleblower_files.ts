import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whistleblower_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`case_number\` text,
  	\`message_id\` integer,
  	\`author\` text NOT NULL,
  	\`stored_name\` text NOT NULL,
  	\`original_name_sealed\` text,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`removed_metadata\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`whistleblower_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`message_id\`) REFERENCES \`whistleblower_messages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblower_files_report_idx\` ON \`whistleblower_files\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_files_case_number_idx\` ON \`whistleblower_files\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_files_message_idx\` ON \`whistleblower_files\` (\`message_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whistleblower_files_stored_name_idx\` ON \`whistleblower_files\` (\`stored_name\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_files_updated_at_idx\` ON \`whistleblower_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_files_created_at_idx\` ON \`whistleblower_files\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whistleblower_files\`;`)
}
