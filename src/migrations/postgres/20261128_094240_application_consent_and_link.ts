import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'consent-given' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'consent-withdrawn' BEFORE 'access-requested';
  ALTER TABLE "applications" ADD COLUMN "applicant_token_hash" varchar;
  CREATE UNIQUE INDEX "applications_applicant_token_hash_idx" ON "applications" USING btree ("applicant_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'removed', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-added', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";
  DROP INDEX "applications_applicant_token_hash_idx";
  ALTER TABLE "applications" DROP COLUMN "applicant_token_hash";`)
}
