import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`application_mail_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`translation_status\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`application_mail_texts_locales\` (
  	\`acknowledgement_subject\` text,
  	\`acknowledgement_text\` text,
  	\`invitation_subject\` text,
  	\`invitation_text\` text,
  	\`rejection_subject\` text,
  	\`rejection_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_mail_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`application_mail_texts_locales_locale_parent_id_unique\` ON \`application_mail_texts_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`application_mail_texts\`;`)
  await db.run(sql`DROP TABLE \`application_mail_texts_locales\`;`)
}
