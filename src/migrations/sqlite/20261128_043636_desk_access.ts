import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`desk_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` numeric NOT NULL,
  	\`desk\` text NOT NULL,
  	\`cause\` text NOT NULL,
  	\`requested_by\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`desk_requests_user_id_idx\` ON \`desk_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`desk_requests_updated_at_idx\` ON \`desk_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`desk_requests_created_at_idx\` ON \`desk_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`desk_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`desk\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`actor_name\` text,
  	\`subject_name\` text,
  	\`cause\` text,
  	\`count\` numeric,
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
  await db.run(sql`CREATE INDEX \`desk_notices_delivery_status_idx\` ON \`desk_notices\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`desk_notices_next_attempt_at_idx\` ON \`desk_notices\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`desk_notices_updated_at_idx\` ON \`desk_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`desk_notices_created_at_idx\` ON \`desk_notices\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text DEFAULT 'de';`)
  // Requests for the reporting office's role of the earlier version become the desk's requests.
  await db.run(
    sql`INSERT INTO \`desk_requests\` (\`user_id\`, \`desk\`, \`cause\`, \`requested_by\`) SELECT \`id\`, 'whistleblower', 'role-requested', 'System' FROM \`users\` WHERE \`office_requested\` = 1;`,
  )
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_requested\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` ADD \`recovery_renewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` ADD \`recovery_renewed_by\` text;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` ADD \`recovery_confirmed\` integer;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` ADD \`recovery_renewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` ADD \`recovery_renewed_by\` text;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` ADD \`recovery_confirmed\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`desk_requests\`;`)
  await db.run(sql`DROP TABLE \`desk_notices\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_requested\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` DROP COLUMN \`recovery_renewed_at\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` DROP COLUMN \`recovery_renewed_by\`;`)
  await db.run(sql`ALTER TABLE \`whistleblower_vault\` DROP COLUMN \`recovery_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` DROP COLUMN \`recovery_renewed_at\`;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` DROP COLUMN \`recovery_renewed_by\`;`)
  await db.run(sql`ALTER TABLE \`applications_vault\` DROP COLUMN \`recovery_confirmed\`;`)
}
