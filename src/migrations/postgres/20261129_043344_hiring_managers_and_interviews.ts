import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'shared' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'unshared' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'review-added' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'hiring-manager-added' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'hiring-manager-removed' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'interview-confirmed' BEFORE 'access-requested';
  ALTER TYPE "public"."enum_application_keys_holder" ADD VALUE 'hiring-manager' BEFORE 'server';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'hiring-manager';
  CREATE TABLE "applications_interview_times" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "application_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"reference" varchar,
  	"author" numeric,
  	"author_name" varchar,
  	"rating" numeric NOT NULL,
  	"body_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applications" ADD COLUMN "interview_minutes" numeric DEFAULT 60;
  ALTER TABLE "applications" ADD COLUMN "interview_place" varchar;
  ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp(3) with time zone;
  ALTER TABLE "applications_interview_times" ADD CONSTRAINT "applications_interview_times_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_interview_times_order_idx" ON "applications_interview_times" USING btree ("_order");
  CREATE INDEX "applications_interview_times_parent_id_idx" ON "applications_interview_times" USING btree ("_parent_id");
  CREATE INDEX "application_reviews_application_idx" ON "application_reviews" USING btree ("application_id");
  CREATE INDEX "application_reviews_reference_idx" ON "application_reviews" USING btree ("reference");
  CREATE INDEX "application_reviews_author_idx" ON "application_reviews" USING btree ("author");
  CREATE INDEX "application_reviews_updated_at_idx" ON "application_reviews" USING btree ("updated_at");
  CREATE INDEX "application_reviews_created_at_idx" ON "application_reviews" USING btree ("created_at");
  CREATE INDEX "applications_interview_at_idx" ON "applications" USING btree ("interview_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_interview_times" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_interview_times" CASCADE;
  DROP TABLE "application_reviews" CASCADE;
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'removed', 'consent-given', 'consent-withdrawn', 'access-requested', 'access-granted', 'access-declined', 'access-removed', 'access-reset', 'records-shared', 'first-member', 'key-created', 'password-change', 'recovery-key-created', 'recovery-key-confirmed', 'recovery-key-used', 'records-resealed', 'role-added', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";
  ALTER TABLE "application_keys" ALTER COLUMN "holder" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_keys_holder";
  CREATE TYPE "public"."enum_application_keys_holder" AS ENUM('member', 'recovery', 'server');
  ALTER TABLE "application_keys" ALTER COLUMN "holder" SET DATA TYPE "public"."enum_application_keys_holder" USING "holder"::"public"."enum_application_keys_holder";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'reporting-office', 'hr');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "applications_interview_at_idx";
  ALTER TABLE "applications" DROP COLUMN "interview_minutes";
  ALTER TABLE "applications" DROP COLUMN "interview_place";
  ALTER TABLE "applications" DROP COLUMN "interview_at";`)
}
