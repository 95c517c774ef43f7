import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_topic" AS ENUM('appointment', 'offer', 'support', 'other', 'callback');
  CREATE TYPE "public"."enum_contact_submissions_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_contact_submissions_delivery_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TABLE "contact_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"tel" varchar NOT NULL,
  	"firm_name" varchar,
  	"subject" varchar,
  	"topic" "enum_contact_submissions_topic",
  	"message" varchar,
  	"locale" "enum_contact_submissions_locale" DEFAULT 'de',
  	"challenge_id" varchar NOT NULL,
  	"delivery_status" "enum_contact_submissions_delivery_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_submissions_id" integer;
  CREATE UNIQUE INDEX "contact_submissions_challenge_id_idx" ON "contact_submissions" USING btree ("challenge_id");
  CREATE INDEX "contact_submissions_delivery_status_idx" ON "contact_submissions" USING btree ("delivery_status");
  CREATE INDEX "contact_submissions_next_attempt_at_idx" ON "contact_submissions" USING btree ("next_attempt_at");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_submissions_id";
  DROP TYPE "public"."enum_contact_submissions_topic";
  DROP TYPE "public"."enum_contact_submissions_locale";
  DROP TYPE "public"."enum_contact_submissions_delivery_status";`)
}
