import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "events_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "jobs_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "jobs_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "jobs_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "projects" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "projects_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "events_meta_meta_image_idx" ON "events_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "jobs_meta_meta_image_idx" ON "jobs_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_jobs_v_version_meta_version_meta_image_idx" ON "_jobs_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v_locales" DROP CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "events_locales" DROP CONSTRAINT "events_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_events_v_locales" DROP CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "jobs_locales" DROP CONSTRAINT "jobs_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_jobs_v_locales" DROP CONSTRAINT "_jobs_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "projects_locales" DROP CONSTRAINT "projects_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_projects_v_locales" DROP CONSTRAINT "_projects_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "events_meta_meta_image_idx";
  DROP INDEX "_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "jobs_meta_meta_image_idx";
  DROP INDEX "_jobs_v_version_meta_version_meta_image_idx";
  DROP INDEX "projects_meta_meta_image_idx";
  DROP INDEX "_projects_v_version_meta_version_meta_image_idx";
  ALTER TABLE "news" DROP COLUMN "meta_noindex";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "events" DROP COLUMN "meta_noindex";
  ALTER TABLE "events_locales" DROP COLUMN "meta_title";
  ALTER TABLE "events_locales" DROP COLUMN "meta_description";
  ALTER TABLE "events_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "jobs" DROP COLUMN "meta_noindex";
  ALTER TABLE "jobs_locales" DROP COLUMN "meta_title";
  ALTER TABLE "jobs_locales" DROP COLUMN "meta_description";
  ALTER TABLE "jobs_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "projects" DROP COLUMN "meta_noindex";
  ALTER TABLE "projects_locales" DROP COLUMN "meta_title";
  ALTER TABLE "projects_locales" DROP COLUMN "meta_description";
  ALTER TABLE "projects_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_meta_image_id";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
