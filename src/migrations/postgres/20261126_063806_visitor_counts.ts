import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "visitor_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar DEFAULT '' NOT NULL,
  	"period" varchar DEFAULT '' NOT NULL,
  	"date" varchar DEFAULT '' NOT NULL,
  	"subject" varchar DEFAULT '' NOT NULL,
  	"language" varchar DEFAULT '' NOT NULL,
  	"referrer_host" varchar DEFAULT '' NOT NULL,
  	"device" varchar DEFAULT '' NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visitor_counts_id" integer;
  CREATE UNIQUE INDEX "kind_period_date_subject_language_referrerHost_device_idx" ON "visitor_counts" USING btree ("kind","period","date","subject","language","referrer_host","device");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitor_counts_fk" FOREIGN KEY ("visitor_counts_id") REFERENCES "public"."visitor_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visitor_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("visitor_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visitor_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visitor_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visitor_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_visitor_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visitor_counts_id";`)
}
