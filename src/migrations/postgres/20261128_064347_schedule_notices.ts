import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_schedule_notices_language" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_schedule_notices_action" AS ENUM('publish', 'unpublish');
  CREATE TYPE "public"."enum_schedule_notices_delivery_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TABLE "schedule_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" varchar NOT NULL,
  	"recipient" varchar NOT NULL,
  	"language" "enum_schedule_notices_language" DEFAULT 'de',
  	"record_collection" varchar NOT NULL,
  	"record_id" varchar NOT NULL,
  	"title" varchar,
  	"action" "enum_schedule_notices_action" DEFAULT 'publish',
  	"planned_at" timestamp(3) with time zone,
  	"reason" varchar,
  	"delivery_status" "enum_schedule_notices_delivery_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "schedule_notices_plan_idx" ON "schedule_notices" USING btree ("plan");
  CREATE INDEX "schedule_notices_delivery_status_idx" ON "schedule_notices" USING btree ("delivery_status");
  CREATE INDEX "schedule_notices_next_attempt_at_idx" ON "schedule_notices" USING btree ("next_attempt_at");
  CREATE INDEX "schedule_notices_updated_at_idx" ON "schedule_notices" USING btree ("updated_at");
  CREATE INDEX "schedule_notices_created_at_idx" ON "schedule_notices" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "schedule_notices" CASCADE;
  DROP TYPE "public"."enum_schedule_notices_language";
  DROP TYPE "public"."enum_schedule_notices_action";
  DROP TYPE "public"."enum_schedule_notices_delivery_status";`)
}
