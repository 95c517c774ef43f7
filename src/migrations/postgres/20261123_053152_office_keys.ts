import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_password_set_by" AS ENUM('self', 'admin');
  CREATE TYPE "public"."enum_whistleblower_keys_holder" AS ENUM('member', 'recovery', 'reporter', 'server');
  ALTER TYPE "public"."enum_whistleblower_notifications_kind" ADD VALUE 'access-change';
  ALTER TYPE "public"."enum_whistleblower_notifications_kind" ADD VALUE 'address-change';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'access-requested';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'access-granted';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'access-removed';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'role-change';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'password-change';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'password-reset';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'key-created';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'recovery-key-created';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'recovery-key-used';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'address-change';
  ALTER TYPE "public"."enum_whistleblower_audit_action" ADD VALUE 'reports-resealed';
  CREATE TABLE "whistleblower_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" numeric NOT NULL,
  	"case_number" varchar NOT NULL,
  	"holder" "enum_whistleblower_keys_holder" NOT NULL,
  	"user_id" numeric,
  	"wrapped" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whistleblower_vault" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recovery_public_key" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "case_number" DROP NOT NULL;
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "report_id" DROP NOT NULL;
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "case_number" DROP NOT NULL;
  ALTER TABLE "users" ADD COLUMN "office_requested" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "password_set_by" "enum_users_password_set_by";
  ALTER TABLE "users" ADD COLUMN "office_public_key" varchar;
  ALTER TABLE "users" ADD COLUMN "office_private_key" varchar;
  ALTER TABLE "whistleblower_notifications" ADD COLUMN "detail" varchar;
  ALTER TABLE "whistleblower_notifications" ADD COLUMN "recipient" varchar;
  ALTER TABLE "whistleblower_audit" ADD COLUMN "user_name" varchar;
  ALTER TABLE "whistleblower_audit" ADD COLUMN "subject_name" varchar;
  ALTER TABLE "whistleblower_audit" ADD COLUMN "detail" varchar;
  CREATE INDEX "whistleblower_keys_report_id_idx" ON "whistleblower_keys" USING btree ("report_id");
  CREATE INDEX "whistleblower_keys_holder_idx" ON "whistleblower_keys" USING btree ("holder");
  CREATE INDEX "whistleblower_keys_user_id_idx" ON "whistleblower_keys" USING btree ("user_id");
  CREATE INDEX "whistleblower_keys_updated_at_idx" ON "whistleblower_keys" USING btree ("updated_at");
  CREATE INDEX "whistleblower_keys_created_at_idx" ON "whistleblower_keys" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblower_vault" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whistleblower_keys" CASCADE;
  DROP TABLE "whistleblower_vault" CASCADE;
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_notifications_kind";
  CREATE TYPE "public"."enum_whistleblower_notifications_kind" AS ENUM('new-report', 'reporter-message');
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_whistleblower_notifications_kind" USING "kind"::"public"."enum_whistleblower_notifications_kind";
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_whistleblower_audit_action";
  CREATE TYPE "public"."enum_whistleblower_audit_action" AS ENUM('read', 'read-message', 'update', 'reply', 'delete');
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_whistleblower_audit_action" USING "action"::"public"."enum_whistleblower_audit_action";
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "case_number" SET NOT NULL;
  ALTER TABLE "whistleblower_notifications" ALTER COLUMN "report_id" SET NOT NULL;
  ALTER TABLE "whistleblower_audit" ALTER COLUMN "case_number" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "office_requested";
  ALTER TABLE "users" DROP COLUMN "password_set_by";
  ALTER TABLE "users" DROP COLUMN "office_public_key";
  ALTER TABLE "users" DROP COLUMN "office_private_key";
  ALTER TABLE "whistleblower_notifications" DROP COLUMN "detail";
  ALTER TABLE "whistleblower_notifications" DROP COLUMN "recipient";
  ALTER TABLE "whistleblower_audit" DROP COLUMN "user_name";
  ALTER TABLE "whistleblower_audit" DROP COLUMN "subject_name";
  ALTER TABLE "whistleblower_audit" DROP COLUMN "detail";
  DROP TYPE "public"."enum_users_password_set_by";
  DROP TYPE "public"."enum_whistleblower_keys_holder";`)
}
