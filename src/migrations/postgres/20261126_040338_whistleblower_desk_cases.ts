import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblower_reports_channel" AS ENUM('web', 'phone', 'in-person', 'post', 'email');
  ALTER TYPE "public"."enum_whistleblower_notifications_kind" ADD VALUE 'minutes-confirmed' BEFORE 'acknowledge-reminder';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'recorded' BEFORE 'read-message';
  ALTER TABLE "whistleblower_reports" ADD COLUMN "channel" "enum_whistleblower_reports_channel" DEFAULT 'web' NOT NULL;
  ALTER TABLE "whistleblower_reports" ADD COLUMN "minutes_confirmed_at" timestamp(3) with time zone;
  CREATE INDEX "whistleblower_reports_channel_idx" ON "whistleblower_reports" USING btree ("channel");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_notifications_kind";
  CREATE TYPE "public"."enum_whistleblower_notifications_kind" AS ENUM('new-report', 'reporter-message', 'acknowledge-reminder', 'feedback-reminder', 'access-change', 'address-change');
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_whistleblower_notifications_kind" USING "kind"::"public"."enum_whistleblower_notifications_kind";
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'access-requested', 'access-granted', 'access-removed', 'role-change', 'password-change', 'password-reset', 'key-created', 'recovery-key-created', 'recovery-key-used', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  DROP INDEX "whistleblower_reports_channel_idx";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "channel";
  ALTER TABLE "whistleblower_reports" DROP COLUMN "minutes_confirmed_at";
  DROP TYPE "public"."enum_whistleblower_reports_channel";`)
}
