import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_files_author" AS ENUM('reporter', 'office');
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'file-download' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'file-sent' BEFORE 'access-requested';
  CREATE TABLE "whistleblower_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"case_number" varchar,
  	"message_id" integer,
  	"author" "enum_whistleblower_files_author" NOT NULL,
  	"stored_name" varchar NOT NULL,
  	"original_name_sealed" varchar,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"removed_metadata" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "whistleblower_files" ADD CONSTRAINT "whistleblower_files_report_id_whistleblower_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whistleblower_files" ADD CONSTRAINT "whistleblower_files_message_id_whistleblower_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whistleblower_messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whistleblower_files_report_idx" ON "whistleblower_files" USING btree ("report_id");
  CREATE INDEX "whistleblower_files_case_number_idx" ON "whistleblower_files" USING btree ("case_number");
  CREATE INDEX "whistleblower_files_message_idx" ON "whistleblower_files" USING btree ("message_id");
  CREATE UNIQUE INDEX "whistleblower_files_stored_name_idx" ON "whistleblower_files" USING btree ("stored_name");
  CREATE INDEX "whistleblower_files_updated_at_idx" ON "whistleblower_files" USING btree ("updated_at");
  CREATE INDEX "whistleblower_files_created_at_idx" ON "whistleblower_files" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "whistleblower_files" CASCADE;
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'access-requested', 'access-granted', 'access-removed', 'role-change', 'password-change', 'password-reset', 'key-created', 'recovery-key-created', 'recovery-key-used', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP TYPE "public"."enum_whistleblower_files_author";`)
}
