import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('received', 'reviewing', 'interview', 'offer', 'rejected', 'withdrawn');
  CREATE TYPE "public"."enum_applications_lang" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_application_mails_kind" AS ENUM('acknowledgement', 'invitation', 'rejection', 'hr-notice', 'reminder');
  CREATE TYPE "public"."enum_application_mails_delivery_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'access-granted', 'access-removed', 'role-added', 'recovery-key-created', 'applications-resealed');
  CREATE TYPE "public"."enum_application_keys_holder" AS ENUM('member', 'recovery', 'server');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'hr';
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'received' NOT NULL,
  	"assignee_id" integer,
  	"job_id" numeric,
  	"job_name" varchar,
  	"lang" "enum_applications_lang" DEFAULT 'de' NOT NULL,
  	"talent_pool" boolean DEFAULT false,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"touched_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"delete_after" timestamp(3) with time zone,
  	"challenge_id" varchar,
  	"name_sealed" varchar,
  	"email_sealed" varchar,
  	"phone_sealed" varchar,
  	"start_sealed" varchar,
  	"salary_sealed" varchar,
  	"message_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"index" numeric NOT NULL,
  	"stored_name" varchar NOT NULL,
  	"original_name_sealed" varchar,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"application_id" numeric,
  	"kind" "enum_application_mails_kind" NOT NULL,
  	"envelope_sealed" varchar,
  	"delivery_status" "enum_application_mails_delivery_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"user_name" varchar,
  	"action" "enum_application_audit_action" NOT NULL,
  	"subject_name" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" numeric NOT NULL,
  	"reference" varchar NOT NULL,
  	"holder" "enum_application_keys_holder" NOT NULL,
  	"user_id" numeric,
  	"wrapped" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "applications_vault" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recovery_public_key" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "applications_reference_idx" ON "applications" USING btree ("reference");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_assignee_idx" ON "applications" USING btree ("assignee_id");
  CREATE INDEX "applications_job_id_idx" ON "applications" USING btree ("job_id");
  CREATE INDEX "applications_received_at_idx" ON "applications" USING btree ("received_at");
  CREATE INDEX "applications_touched_at_idx" ON "applications" USING btree ("touched_at");
  CREATE INDEX "applications_delete_after_idx" ON "applications" USING btree ("delete_after");
  CREATE UNIQUE INDEX "applications_challenge_id_idx" ON "applications" USING btree ("challenge_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");
  CREATE UNIQUE INDEX "application_files_stored_name_idx" ON "application_files" USING btree ("stored_name");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE INDEX "application_mails_reference_idx" ON "application_mails" USING btree ("reference");
  CREATE INDEX "application_mails_application_id_idx" ON "application_mails" USING btree ("application_id");
  CREATE INDEX "application_mails_delivery_status_idx" ON "application_mails" USING btree ("delivery_status");
  CREATE INDEX "application_mails_next_attempt_at_idx" ON "application_mails" USING btree ("next_attempt_at");
  CREATE INDEX "application_mails_updated_at_idx" ON "application_mails" USING btree ("updated_at");
  CREATE INDEX "application_mails_created_at_idx" ON "application_mails" USING btree ("created_at");
  CREATE INDEX "application_audit_reference_idx" ON "application_audit" USING btree ("reference");
  CREATE INDEX "application_audit_updated_at_idx" ON "application_audit" USING btree ("updated_at");
  CREATE INDEX "application_audit_created_at_idx" ON "application_audit" USING btree ("created_at");
  CREATE INDEX "application_keys_application_id_idx" ON "application_keys" USING btree ("application_id");
  CREATE INDEX "application_keys_holder_idx" ON "application_keys" USING btree ("holder");
  CREATE INDEX "application_keys_user_id_idx" ON "application_keys" USING btree ("user_id");
  CREATE INDEX "application_keys_updated_at_idx" ON "application_keys" USING btree ("updated_at");
  CREATE INDEX "application_keys_created_at_idx" ON "application_keys" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "applications" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "application_mails" CASCADE;
  DROP TABLE "application_audit" CASCADE;
  DROP TABLE "application_keys" CASCADE;
  DROP TABLE "applications_vault" CASCADE;
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'reporting-office');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_lang";
  DROP TYPE "public"."enum_application_mails_kind";
  DROP TYPE "public"."enum_application_mails_delivery_status";
  DROP TYPE "public"."enum_application_audit_action";
  DROP TYPE "public"."enum_application_keys_holder";`)
}
