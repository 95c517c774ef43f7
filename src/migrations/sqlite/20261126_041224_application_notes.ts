import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`application_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`reference\` text,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`body_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_notes_application_idx\` ON \`application_notes\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_notes_reference_idx\` ON \`application_notes\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`application_notes_author_idx\` ON \`application_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`application_notes_updated_at_idx\` ON \`application_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_notes_created_at_idx\` ON \`application_notes\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`application_notes\`;`)
}
