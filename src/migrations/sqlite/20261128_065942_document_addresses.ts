import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`documents_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_texts_order_parent\` ON \`documents_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`file_language\` text DEFAULT 'de';`)
  // A document chosen as another's English version holds an English file.
  await db.run(
    sql`UPDATE \`documents\` SET \`file_language\` = 'en' WHERE \`id\` IN (SELECT \`english_file_id\` FROM \`documents\` WHERE \`english_file_id\` IS NOT NULL);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`documents_texts\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`file_language\`;`)
}
