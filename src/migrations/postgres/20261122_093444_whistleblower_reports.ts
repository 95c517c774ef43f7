import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_reports_status" AS ENUM('received', 'acknowledged', 'in-progress', 'closed');
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'update', 'delete');
  CREATE TABLE "whistleblower_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_number" varchar NOT NULL,
  	"status" "enum_whistleblower_reports_status" DEFAULT 'received' NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"acknowledged_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"delete_after" timestamp(3) with time zone,
  	"name_sealed" varchar,
  	"email_sealed" varchar,
  	"tel_sealed" varchar,
  	"subject_sealed" varchar,
  	"message_sealed" varchar,
  	"access_code_hash" varchar NOT NULL,
  	"challenge_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whistleblower_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_number" varchar NOT NULL,
  	"user_id" integer,
  	"action" "enum_whistleblower_audit_action" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_audit_id" integer;
  ALTER TABLE "whistleblower_audit" ADD CONSTRAINT "whistleblower_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "whistleblower_reports_case_number_idx" ON "whistleblower_reports" USING btree ("case_number");
  CREATE INDEX "whistleblower_reports_delete_after_idx" ON "whistleblower_reports" USING btree ("delete_after");
  CREATE UNIQUE INDEX "whistleblower_reports_challenge_id_idx" ON "whistleblower_reports" USING btree ("challenge_id");
  CREATE INDEX "whistleblower_reports_updated_at_idx" ON "whistleblower_reports" USING btree ("updated_at");
  CREATE INDEX "whistleblower_reports_created_at_idx" ON "whistleblower_reports" USING btree ("created_at");
  CREATE INDEX "whistleblower_audit_case_number_idx" ON "whistleblower_audit" USING btree ("case_number");
  CREATE INDEX "whistleblower_audit_user_idx" ON "whistleblower_audit" USING btree ("user_id");
  CREATE INDEX "whistleblower_audit_updated_at_idx" ON "whistleblower_audit" USING btree ("updated_at");
  CREATE INDEX "whistleblower_audit_created_at_idx" ON "whistleblower_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_reports_fk" FOREIGN KEY ("whistleblower_reports_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_audit_fk" FOREIGN KEY ("whistleblower_audit_id") REFERENCES "public"."whistleblower_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_whistleblower_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_reports_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblower_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblower_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whistleblower_reports" CASCADE;
  DROP TABLE "whistleblower_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_audit_fk";
  
  DROP INDEX "payload_locked_documents_rels_whistleblower_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblower_audit_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_audit_id";
  DROP TYPE "public"."enum_whistleblower_reports_status";
  DROP TYPE "public"."enum_whistleblower_audit_action";`)
}
