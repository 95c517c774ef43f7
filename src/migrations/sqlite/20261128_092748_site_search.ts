import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_search_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`terms\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_search_synonyms_order_idx\` ON \`site_search_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_search_synonyms_parent_id_idx\` ON \`site_search_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_search_synonyms_locale_idx\` ON \`site_search_synonyms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`site_search_pins\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`target\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_search_pins_order_idx\` ON \`site_search_pins\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_search_pins_parent_id_idx\` ON \`site_search_pins\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_search_pins_locale_idx\` ON \`site_search_pins\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`site_search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`translation_status\` text,
  	\`translation_state\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`site_search_translation_state_idx\` ON \`site_search\` (\`translation_state\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_search_synonyms\`;`)
  await db.run(sql`DROP TABLE \`site_search_pins\`;`)
  await db.run(sql`DROP TABLE \`site_search\`;`)
}
