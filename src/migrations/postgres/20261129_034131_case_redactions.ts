import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_redactions_scope" AS ENUM('report', 'messages', 'notes', 'everywhere');
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'redacted' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'unredacted' BEFORE 'access-requested';
  CREATE TABLE "whistleblower_redactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"case_number" varchar,
  	"scope" "enum_whistleblower_redactions_scope" DEFAULT 'everywhere' NOT NULL,
  	"passage_sealed" varchar,
  	"author_id" integer,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "whistleblower_redactions" ADD CONSTRAINT "whistleblower_redactions_report_id_whistleblower_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "whistleblower_redactions" ADD CONSTRAINT "whistleblower_redactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whistleblower_redactions_report_idx" ON "whistleblower_redactions" USING btree ("report_id");
  CREATE INDEX "whistleblower_redactions_case_number_idx" ON "whistleblower_redactions" USING btree ("case_number");
  CREATE INDEX "whistleblower_redactions_author_idx" ON "whistleblower_redactions" USING btree ("author_id");
  CREATE INDEX "whistleblower_redactions_updated_at_idx" ON "whistleblower_redactions" USING btree ("updated_at");
  CREATE INDEX "whistleblower_redactions_created_at_idx" ON "whistleblower_redactions" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "whistleblower_redactions" CASCADE;
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-locked', 'recorded', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'file-download', 'file-sent', 'classified', 'marked-out', 'marked-in', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-change', 'password-reset', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP TYPE "public"."enum_whistleblower_redactions_scope";`)
}
