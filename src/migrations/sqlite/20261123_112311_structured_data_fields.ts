import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jobs_employment_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_employment_type_order_idx\` ON \`jobs_employment_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_employment_type_parent_idx\` ON \`jobs_employment_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_employment_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_employment_type_order_idx\` ON \`_jobs_v_version_employment_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_employment_type_parent_idx\` ON \`_jobs_v_version_employment_type\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`venue_address\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`attendance_mode\` text DEFAULT 'offline';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`event_status\` text DEFAULT 'scheduled';`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`venue\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_venue_address\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_attendance_mode\` text DEFAULT 'offline';`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_event_status\` text DEFAULT 'scheduled';`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_venue\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`base_salary_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`base_salary_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`base_salary_unit\` text DEFAULT 'month';`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_base_salary_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_base_salary_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_base_salary_unit\` text DEFAULT 'month';`)
  await db.run(sql`ALTER TABLE \`job_locations\` ADD \`office_id\` integer REFERENCES offices(id);`)
  await db.run(sql`CREATE INDEX \`job_locations_office_idx\` ON \`job_locations\` (\`office_id\`);`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`region\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`jobs_employment_type\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_employment_type\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_job_locations\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_locations\`("id", "name", "order", "updated_at", "created_at") SELECT "id", "name", "order", "updated_at", "created_at" FROM \`job_locations\`;`)
  await db.run(sql`DROP TABLE \`job_locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_locations\` RENAME TO \`job_locations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`job_locations_updated_at_idx\` ON \`job_locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_locations_created_at_idx\` ON \`job_locations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`venue_address\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`attendance_mode\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`event_status\`;`)
  await db.run(sql`ALTER TABLE \`events_locales\` DROP COLUMN \`venue\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_venue_address\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_attendance_mode\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_event_status\`;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` DROP COLUMN \`version_venue\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`base_salary_min\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`base_salary_max\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`base_salary_unit\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_base_salary_min\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_base_salary_max\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_base_salary_unit\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`region\`;`)
}
