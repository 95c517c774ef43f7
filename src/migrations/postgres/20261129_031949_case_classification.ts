import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_reports_importance" AS ENUM('low', 'normal', 'high');
  CREATE TYPE "public"."enum_whistleblower_reports_outcome" AS ENUM('internal-inquiry', 'referred-elsewhere', 'closed-lack-of-evidence', 'closed-unfounded', 'closed-other', 'handed-over-internal', 'handed-over-authority');
  CREATE TYPE "public"."enum_whistleblower_reports_marked_out_reason" AS ENUM('out-of-scope', 'spam', 'test', 'duplicate');
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'classified' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'marked-out' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'marked-in' BEFORE 'access-requested';
  ALTER TABLE "whistleblower_reports" ADD COLUMN "importance" "enum_whistleblower_reports_importance";
  ALTER TABLE "whistleblower_reports" ADD COLUMN "outcome" "enum_whistleblower_reports_outcome";
  ALTER TABLE "whistleblower_reports" ADD COLUMN "marked_out" boolean DEFAULT false;
  ALTER TABLE "whistleblower_reports" ADD COLUMN "marked_out_reason" "enum_whistleblower_reports_marked_out_reason";
  ALTER TABLE "whistleblower_reports" ADD COLUMN "area_sealed" varchar;
  ALTER TABLE "whistleblower_reports" ADD COLUMN "labels_sealed" varchar;
  CREATE INDEX "whistleblower_reports_importance_idx" ON "whistleblower_reports" USING btree ("importance");
  CREATE INDEX "whistleblower_reports_outcome_idx" ON "whistleblower_reports" USING btree ("outcome");
  CREATE INDEX "whistleblower_reports_marked_out_idx" ON "whistleblower_reports" USING btree ("marked_out");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-locked', 'recorded', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'file-download', 'file-sent', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-change', 'password-reset', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP INDEX "whistleblower_reports_importance_idx";
  DROP INDEX "whistleblower_reports_outcome_idx";
  DROP INDEX "whistleblower_reports_marked_out_idx";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "importance";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "outcome";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "marked_out";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "marked_out_reason";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "area_sealed";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "labels_sealed";
  DROP TYPE "public"."enum_whistleblower_reports_importance";
  DROP TYPE "public"."enum_whistleblower_reports_outcome";
  DROP TYPE "public"."enum_whistleblower_reports_marked_out_reason";`)
}
