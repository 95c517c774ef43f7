import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whistleblower_redactions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`case_number\` text,
  	\`scope\` text DEFAULT 'everywhere' NOT NULL,
  	\`passage_sealed\` text,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`whistleblower_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`whistleblower_redactions_report_idx\` ON \`whistleblower_redactions\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_redactions_case_number_idx\` ON \`whistleblower_redactions\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_redactions_author_idx\` ON \`whistleblower_redactions\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_redactions_updated_at_idx\` ON \`whistleblower_redactions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whistleblower_redactions_created_at_idx\` ON \`whistleblower_redactions\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whistleblower_redactions\`;`)
}
