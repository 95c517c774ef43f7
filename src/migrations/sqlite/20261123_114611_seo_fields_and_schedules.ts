import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`events_meta_meta_image_idx\` ON \`events_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_meta_version_meta_image_idx\` ON \`_events_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`jobs_meta_meta_image_idx\` ON \`jobs_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_meta_version_meta_image_idx\` ON \`_jobs_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_meta_version_meta_image_idx\` ON \`_projects_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`subline\` text,
  	\`short_body\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "subline", "short_body", "body", "id", "_locale", "_parent_id") SELECT "title", "subline", "short_body", "body", "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v_locales\` (
  	\`version_title\` text,
  	\`version_subline\` text,
  	\`version_short_body\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v_locales\`("version_title", "version_subline", "version_short_body", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_subline", "version_short_body", "version_body", "id", "_locale", "_parent_id" FROM \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v_locales\` RENAME TO \`_news_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_locales\` (
  	\`title\` text,
  	\`venue\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_locales\`("title", "venue", "body", "id", "_locale", "_parent_id") SELECT "title", "venue", "body", "id", "_locale", "_parent_id" FROM \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_locales\` RENAME TO \`events_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_locales\` (
  	\`version_title\` text,
  	\`version_venue\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_locales\`("version_title", "version_venue", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_venue", "version_body", "id", "_locale", "_parent_id" FROM \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_locales\` RENAME TO \`_events_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs_locales\` (
  	\`name\` text,
  	\`work\` text,
  	\`profile\` text,
  	\`benefits\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs_locales\`("name", "work", "profile", "benefits", "body", "id", "_locale", "_parent_id") SELECT "name", "work", "profile", "benefits", "body", "id", "_locale", "_parent_id" FROM \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_locales\` RENAME TO \`jobs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v_locales\` (
  	\`version_name\` text,
  	\`version_work\` text,
  	\`version_profile\` text,
  	\`version_benefits\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v_locales\`("version_name", "version_work", "version_profile", "version_benefits", "version_body", "id", "_locale", "_parent_id") SELECT "version_name", "version_work", "version_profile", "version_benefits", "version_body", "id", "_locale", "_parent_id" FROM \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v_locales\` RENAME TO \`_jobs_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_locales\` (
  	\`title\` text,
  	\`client\` text,
  	\`involved_members\` text,
  	\`involved_partners\` text,
  	\`content\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_locales\`("title", "client", "involved_members", "involved_partners", "content", "body", "id", "_locale", "_parent_id") SELECT "title", "client", "involved_members", "involved_partners", "content", "body", "id", "_locale", "_parent_id" FROM \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_locales\` RENAME TO \`projects_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v_locales\` (
  	\`version_title\` text,
  	\`version_client\` text,
  	\`version_involved_members\` text,
  	\`version_involved_partners\` text,
  	\`version_content\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__projects_v_locales\`("version_title", "version_client", "version_involved_members", "version_involved_partners", "version_content", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_client", "version_involved_members", "version_involved_partners", "version_content", "version_body", "id", "_locale", "_parent_id" FROM \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v_locales\` RENAME TO \`_projects_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_meta_noindex\`;`)
}
