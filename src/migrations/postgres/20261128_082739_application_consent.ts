import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'consent-given' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'consent-withdrawn' BEFORE 'access-requested';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'removed', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-added', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";`)
}
