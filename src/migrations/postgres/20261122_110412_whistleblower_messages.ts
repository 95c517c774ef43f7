import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_messages_author" AS ENUM('office', 'reporter');
  CREATE TYPE "public"."enum_whistleblower_notifications_kind" AS ENUM('new-report', 'reporter-message');
  CREATE TYPE "public"."enum_whistleblower_notifications_delivery_status" AS ENUM('queued', 'sent', 'failed');
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'read-message' BEFORE 'update';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'reply' BEFORE 'delete';
  CREATE TABLE "whistleblower_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"case_number" varchar,
  	"author" "enum_whistleblower_messages_author" DEFAULT 'office' NOT NULL,
  	"body_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whistleblower_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_number" varchar NOT NULL,
  	"report_id" numeric NOT NULL,
  	"kind" "enum_whistleblower_notifications_kind" NOT NULL,
  	"delivery_status" "enum_whistleblower_notifications_delivery_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_notifications_id" integer;
  ALTER TABLE "whistleblower_messages" ADD CONSTRAINT "whistleblower_messages_report_id_whistleblower_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whistleblower_messages_report_idx" ON "whistleblower_messages" USING btree ("report_id");
  CREATE INDEX "whistleblower_messages_case_number_idx" ON "whistleblower_messages" USING btree ("case_number");
  CREATE INDEX "whistleblower_messages_updated_at_idx" ON "whistleblower_messages" USING btree ("updated_at");
  CREATE INDEX "whistleblower_messages_created_at_idx" ON "whistleblower_messages" USING btree ("created_at");
  CREATE INDEX "whistleblower_notifications_case_number_idx" ON "whistleblower_notifications" USING btree ("case_number");
  CREATE INDEX "whistleblower_notifications_delivery_status_idx" ON "whistleblower_notifications" USING btree ("delivery_status");
  CREATE INDEX "whistleblower_notifications_next_attempt_at_idx" ON "whistleblower_notifications" USING btree ("next_attempt_at");
  CREATE INDEX "whistleblower_notifications_updated_at_idx" ON "whistleblower_notifications" USING btree ("updated_at");
  CREATE INDEX "whistleblower_notifications_created_at_idx" ON "whistleblower_notifications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_messages_fk" FOREIGN KEY ("whistleblower_messages_id") REFERENCES "public"."whistleblower_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_notifications_fk" FOREIGN KEY ("whistleblower_notifications_id") REFERENCES "public"."whistleblower_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_whistleblower_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_messages_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblower_notification_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblower_notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whistleblower_messages" CASCADE;
  DROP TABLE "whistleblower_notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_notifications_fk";
  
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'update', 'delete');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP INDEX "payload_locked_documents_rels_whistleblower_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblower_notification_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_notifications_id";
  DROP TYPE "public"."enum_whistleblower_messages_author";
  DROP TYPE "public"."enum_whistleblower_notifications_kind";
  DROP TYPE "public"."enum_whistleblower_notifications_delivery_status";`)
}
