import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "application_mail_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"translation_status" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "application_mail_texts_locales" (
  	"acknowledgement_subject" varchar,
  	"acknowledgement_text" varchar,
  	"invitation_subject" varchar,
  	"invitation_text" varchar,
  	"rejection_subject" varchar,
  	"rejection_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "application_mail_texts_locales" ADD CONSTRAINT "application_mail_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_mail_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "application_mail_texts_locales_locale_parent_id_unique" ON "application_mail_texts_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "application_mail_texts" CASCADE;
  DROP TABLE "application_mail_texts_locales" CASCADE;`)
}
