import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_attendance_mode" AS ENUM('offline', 'online', 'mixed');
  CREATE TYPE "public"."enum_events_event_status" AS ENUM('scheduled', 'rescheduled', 'postponed', 'cancelled');
  CREATE TYPE "public"."enum__events_v_version_attendance_mode" AS ENUM('offline', 'online', 'mixed');
  CREATE TYPE "public"."enum__events_v_version_event_status" AS ENUM('scheduled', 'rescheduled', 'postponed', 'cancelled');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('fullTime', 'partTime', 'apprenticeship', 'workingStudent', 'internship', 'temporary', 'miniJob');
  CREATE TYPE "public"."enum_jobs_base_salary_unit" AS ENUM('hour', 'month', 'year');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('fullTime', 'partTime', 'apprenticeship', 'workingStudent', 'internship', 'temporary', 'miniJob');
  CREATE TYPE "public"."enum__jobs_v_version_base_salary_unit" AS ENUM('hour', 'month', 'year');
  CREATE TABLE "jobs_employment_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_employment_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_employment_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_employment_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "venue_address" varchar;
  ALTER TABLE "events" ADD COLUMN "attendance_mode" "enum_events_attendance_mode" DEFAULT 'offline';
  ALTER TABLE "events" ADD COLUMN "event_status" "enum_events_event_status" DEFAULT 'scheduled';
  ALTER TABLE "events_locales" ADD COLUMN "venue" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_venue_address" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_attendance_mode" "enum__events_v_version_attendance_mode" DEFAULT 'offline';
  ALTER TABLE "_events_v" ADD COLUMN "version_event_status" "enum__events_v_version_event_status" DEFAULT 'scheduled';
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "jobs" ADD COLUMN "base_salary_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "base_salary_max" numeric;
  ALTER TABLE "jobs" ADD COLUMN "base_salary_unit" "enum_jobs_base_salary_unit" DEFAULT 'month';
  ALTER TABLE "_jobs_v" ADD COLUMN "version_base_salary_min" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_base_salary_max" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_base_salary_unit" "enum__jobs_v_version_base_salary_unit" DEFAULT 'month';
  ALTER TABLE "job_locations" ADD COLUMN "office_id" integer;
  ALTER TABLE "offices" ADD COLUMN "region" varchar;
  ALTER TABLE "jobs_employment_type" ADD CONSTRAINT "jobs_employment_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_employment_type" ADD CONSTRAINT "_jobs_v_version_employment_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_employment_type_order_idx" ON "jobs_employment_type" USING btree ("order");
  CREATE INDEX "jobs_employment_type_parent_idx" ON "jobs_employment_type" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_employment_type_order_idx" ON "_jobs_v_version_employment_type" USING btree ("order");
  CREATE INDEX "_jobs_v_version_employment_type_parent_idx" ON "_jobs_v_version_employment_type" USING btree ("parent_id");
  ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_locations_office_idx" ON "job_locations" USING btree ("office_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs_employment_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_employment_type" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs_employment_type" CASCADE;
  DROP TABLE "_jobs_v_version_employment_type" CASCADE;
  ALTER TABLE "job_locations" DROP CONSTRAINT "job_locations_office_id_offices_id_fk";
  
  DROP INDEX "job_locations_office_idx";
  ALTER TABLE "events" DROP COLUMN "venue_address";
  ALTER TABLE "events" DROP COLUMN "attendance_mode";
  ALTER TABLE "events" DROP COLUMN "event_status";
  ALTER TABLE "events_locales" DROP COLUMN "venue";
  ALTER TABLE "_events_v" DROP COLUMN "version_venue_address";
  ALTER TABLE "_events_v" DROP COLUMN "version_attendance_mode";
  ALTER TABLE "_events_v" DROP COLUMN "version_event_status";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_venue";
  ALTER TABLE "jobs" DROP COLUMN "base_salary_min";
  ALTER TABLE "jobs" DROP COLUMN "base_salary_max";
  ALTER TABLE "jobs" DROP COLUMN "base_salary_unit";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_base_salary_min";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_base_salary_max";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_base_salary_unit";
  ALTER TABLE "job_locations" DROP COLUMN "office_id";
  ALTER TABLE "offices" DROP COLUMN "region";
  DROP TYPE "public"."enum_events_attendance_mode";
  DROP TYPE "public"."enum_events_event_status";
  DROP TYPE "public"."enum__events_v_version_attendance_mode";
  DROP TYPE "public"."enum__events_v_version_event_status";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_base_salary_unit";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_base_salary_unit";`)
}
