import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_desk_requests_desk" AS ENUM('whistleblower', 'applications');
  CREATE TYPE "public"."enum_desk_requests_cause" AS ENUM('role-requested', 'password-set-by-other', 'email-changed-by-other', 'second-factor-off-by-other', 'forgot-password');
  CREATE TYPE "public"."enum_desk_notices_desk" AS ENUM('whistleblower', 'applications');
  CREATE TYPE "public"."enum_desk_notices_action" AS ENUM('access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed');
  CREATE TYPE "public"."enum_desk_notices_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_desk_notices_cause" AS ENUM('role-requested', 'password-set-by-other', 'email-changed-by-other', 'second-factor-off-by-other', 'forgot-password');
  CREATE TYPE "public"."enum_desk_notices_delivery_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_users_language" AS ENUM('de', 'en');
  CREATE TABLE "desk_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" numeric NOT NULL,
  	"desk" "enum_desk_requests_desk" NOT NULL,
  	"cause" "enum_desk_requests_cause" NOT NULL,
  	"requested_by" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "desk_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"desk" "enum_desk_notices_desk" NOT NULL,
  	"action" "enum_desk_notices_action" NOT NULL,
  	"recipient" varchar NOT NULL,
  	"language" "enum_desk_notices_language" DEFAULT 'de' NOT NULL,
  	"actor_name" varchar,
  	"subject_name" varchar,
  	"cause" "enum_desk_notices_cause",
  	"count" numeric,
  	"delivery_status" "enum_desk_notices_delivery_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'recorded', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'file-download', 'file-sent', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-change', 'password-reset', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'removed', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-added', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'de';
  ALTER TABLE "whistleblower_vault" ADD COLUMN "recovery_renewed_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblower_vault" ADD COLUMN "recovery_renewed_by" varchar;
  ALTER TABLE "whistleblower_vault" ADD COLUMN "recovery_confirmed" boolean;
  ALTER TABLE "applications_vault" ADD COLUMN "recovery_renewed_at" timestamp(3) with time zone;
  ALTER TABLE "applications_vault" ADD COLUMN "recovery_renewed_by" varchar;
  ALTER TABLE "applications_vault" ADD COLUMN "recovery_confirmed" boolean;
  CREATE INDEX "desk_requests_user_id_idx" ON "desk_requests" USING btree ("user_id");
  CREATE INDEX "desk_requests_updated_at_idx" ON "desk_requests" USING btree ("updated_at");
  CREATE INDEX "desk_requests_created_at_idx" ON "desk_requests" USING btree ("created_at");
  CREATE INDEX "desk_notices_delivery_status_idx" ON "desk_notices" USING btree ("delivery_status");
  CREATE INDEX "desk_notices_next_attempt_at_idx" ON "desk_notices" USING btree ("next_attempt_at");
  CREATE INDEX "desk_notices_updated_at_idx" ON "desk_notices" USING btree ("updated_at");
  CREATE INDEX "desk_notices_created_at_idx" ON "desk_notices" USING btree ("created_at");
  INSERT INTO "desk_requests" ("user_id", "desk", "cause", "requested_by")
    SELECT "id", 'whistleblower', 'role-requested', 'System' FROM "users" WHERE "office_requested" = true;
  ALTER TABLE "users" DROP COLUMN "office_requested";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "desk_requests" CASCADE;
  DROP TABLE "desk_notices" CASCADE;
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'recorded', 'read-message', 'update', 'reply', 'delete', 'note', 'assign', 'export', 'file-download', 'file-sent', 'access-requested', 'access-granted', 'access-removed', 'role-change', 'password-change', 'password-reset', 'key-created', 'recovery-key-created', 'recovery-key-used', 'address-change', 'reports-resealed');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'removed', 'access-granted', 'access-removed', 'role-added', 'recovery-key-created', 'recovery-key-used', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";
  ALTER TABLE "users" ADD COLUMN "office_requested" boolean DEFAULT false;
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "whistleblower_vault" DROP COLUMN "recovery_renewed_at";
  ALTER TABLE "whistleblower_vault" DROP COLUMN "recovery_renewed_by";
  ALTER TABLE "whistleblower_vault" DROP COLUMN "recovery_confirmed";
  ALTER TABLE "applications_vault" DROP COLUMN "recovery_renewed_at";
  ALTER TABLE "applications_vault" DROP COLUMN "recovery_renewed_by";
  ALTER TABLE "applications_vault" DROP COLUMN "recovery_confirmed";
  DROP TYPE "public"."enum_desk_requests_desk";
  DROP TYPE "public"."enum_desk_requests_cause";
  DROP TYPE "public"."enum_desk_notices_desk";
  DROP TYPE "public"."enum_desk_notices_action";
  DROP TYPE "public"."enum_desk_notices_language";
  DROP TYPE "public"."enum_desk_notices_cause";
  DROP TYPE "public"."enum_desk_notices_delivery_status";
  DROP TYPE "public"."enum_users_language";`)
}
