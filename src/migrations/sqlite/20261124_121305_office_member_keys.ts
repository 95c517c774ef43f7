import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`office_member_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` numeric NOT NULL,
  	\`public_key\` text NOT NULL,
  	\`sealed_private_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`office_member_keys_user_id_idx\` ON \`office_member_keys\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`office_member_keys_updated_at_idx\` ON \`office_member_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`office_member_keys_created_at_idx\` ON \`office_member_keys\` (\`created_at\`);`)
  // Each member keeps the key pair they have: it moves out of the account's row.
  await db.run(sql`INSERT INTO \`office_member_keys\` (\`user_id\`, \`public_key\`, \`sealed_private_key\`)
    SELECT \`id\`, \`office_public_key\`, \`office_private_key\` FROM \`users\`
    WHERE \`office_public_key\` IS NOT NULL AND \`office_private_key\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_public_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`office_private_key\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_public_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`office_private_key\` text;`)
  await db.run(sql`UPDATE \`users\` SET
    \`office_public_key\` = (SELECT \`public_key\` FROM \`office_member_keys\` k WHERE k.\`user_id\` = \`users\`.\`id\`),
    \`office_private_key\` = (SELECT \`sealed_private_key\` FROM \`office_member_keys\` k WHERE k.\`user_id\` = \`users\`.\`id\`);`)
  await db.run(sql`DROP TABLE \`office_member_keys\`;`)
}
