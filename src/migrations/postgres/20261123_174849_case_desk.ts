import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_whistleblower_notifications_kind" ADD VALUE 'acknowledge-reminder' BEFORE 'access-change';
  ALTER TYPE "public"."enum_whistleblower_notifications_kind" ADD VALUE 'feedback-reminder' BEFORE 'access-change';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'note' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'assign' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'export' BEFORE 'access-requested';
  CREATE TABLE "whistleblower_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"case_number" varchar,
  	"author_id" integer,
  	"author_name" varchar,
  	"body_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "whistleblower_reports" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "whistleblower_notifications" ADD COLUMN "due_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblower_notifications" ADD COLUMN "reminder_key" varchar;
  ALTER TABLE "whistleblower_notes" ADD CONSTRAINT "whistleblower_notes_report_id_whistleblower_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whistleblower_notes" ADD CONSTRAINT "whistleblower_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whistleblower_notes_report_idx" ON "whistleblower_notes" USING btree ("report_id");
  CREATE INDEX "whistleblower_notes_case_number_idx" ON "whistleblower_notes" USING btree ("case_number");
  CREATE INDEX "whistleblower_notes_author_idx" ON "whistleblower_notes" USING btree ("author_id");
  CREATE INDEX "whistleblower_notes_updated_at_idx" ON "whistleblower_notes" USING btree ("updated_at");
  CREATE INDEX "whistleblower_notes_created_at_idx" ON "whistleblower_notes" USING btree ("created_at");
  ALTER TABLE "whistleblower_reports" ADD CONSTRAINT "whistleblower_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whistleblower_reports_assignee_idx" ON "whistleblower_reports" USING btree ("assignee_id");
  CREATE UNIQUE INDEX "whistleblower_notifications_reminder_key_idx" ON "whistleblower_notifications" USING btree ("reminder_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whistleblower_notes" CASCADE;
  ALTER TABLE "whistleblower_reports" DROP CONSTRAINT "whistleblower_reports_assignee_id_users_id_fk";
  
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_notifications_kind";
  CREATE TYPE "public"."enum_whistleblower_notifications_kind" AS ENUM('new-report', 'reporter-message', 'access-change', 'address-change');
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_whistleblower_notifications_kind" USING "kind"::"public"."enum_whistleblower_notifications_kind";
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-message', 'update', 'reply', 'delete', 'access-requested', 'access-granted', 'access-removed', 'role-change', 'password-change', 'password-reset', 'key-created', 'recovery-key-created', 'recovery-key-used', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP INDEX "whistleblower_reports_assignee_idx";
  DROP INDEX "whistleblower_notifications_reminder_key_idx";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "assignee_id";
  ALTER TABLE "whistleblower_notifications" DROP COLUMN "due_at";
  ALTER TABLE "whistleblower_notifications" DROP COLUMN "reminder_key";`)
}
