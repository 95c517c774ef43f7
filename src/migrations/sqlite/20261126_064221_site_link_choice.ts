import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popup_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`jobs_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popup\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_rels_order_idx\` ON \`popup_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_parent_idx\` ON \`popup_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_path_idx\` ON \`popup_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_news_id_idx\` ON \`popup_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_events_id_idx\` ON \`popup_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_jobs_id_idx\` ON \`popup_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`popup_rels_projects_id_idx\` ON \`popup_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE TABLE \`award_banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`jobs_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`award_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`award_banner_rels_order_idx\` ON \`award_banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_parent_idx\` ON \`award_banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_path_idx\` ON \`award_banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_news_id_idx\` ON \`award_banner_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_events_id_idx\` ON \`award_banner_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_jobs_id_idx\` ON \`award_banner_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`award_banner_rels_projects_id_idx\` ON \`award_banner_rels\` (\`projects_id\`);`)
  await db.run(sql`ALTER TABLE \`popup\` ADD \`link_kind\` text;`)
  await db.run(sql`ALTER TABLE \`award_banner\` ADD \`link_kind\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popup_rels\`;`)
  await db.run(sql`DROP TABLE \`award_banner_rels\`;`)
  await db.run(sql`ALTER TABLE \`popup\` DROP COLUMN \`link_kind\`;`)
  await db.run(sql`ALTER TABLE \`award_banner\` DROP COLUMN \`link_kind\`;`)
}
