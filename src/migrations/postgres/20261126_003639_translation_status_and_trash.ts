import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_translation_status" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_translation_status" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "history" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "history" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_history_v" ADD COLUMN "version_translation_status" jsonb;
  ALTER TABLE "_history_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_translation_status" jsonb;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_translation_status" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "offices" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "team_members" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "team_members" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "associations" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "documents" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "home" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "page_images" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "popup" ADD COLUMN "translation_status" jsonb;
  ALTER TABLE "award_banner" ADD COLUMN "translation_status" jsonb;
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at");
  CREATE INDEX "_events_v_version_version_deleted_at_idx" ON "_events_v" USING btree ("version_deleted_at");
  CREATE INDEX "history_deleted_at_idx" ON "history" USING btree ("deleted_at");
  CREATE INDEX "_history_v_version_version_deleted_at_idx" ON "_history_v" USING btree ("version_deleted_at");
  CREATE INDEX "jobs_deleted_at_idx" ON "jobs" USING btree ("deleted_at");
  CREATE INDEX "_jobs_v_version_version_deleted_at_idx" ON "_jobs_v" USING btree ("version_deleted_at");
  CREATE INDEX "projects_deleted_at_idx" ON "projects" USING btree ("deleted_at");
  CREATE INDEX "_projects_v_version_version_deleted_at_idx" ON "_projects_v" USING btree ("version_deleted_at");
  CREATE INDEX "team_members_deleted_at_idx" ON "team_members" USING btree ("deleted_at");
  CREATE INDEX "partners_deleted_at_idx" ON "partners" USING btree ("deleted_at");
  CREATE INDEX "associations_deleted_at_idx" ON "associations" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "events_deleted_at_idx";
  DROP INDEX "_events_v_version_version_deleted_at_idx";
  DROP INDEX "history_deleted_at_idx";
  DROP INDEX "_history_v_version_version_deleted_at_idx";
  DROP INDEX "jobs_deleted_at_idx";
  DROP INDEX "_jobs_v_version_version_deleted_at_idx";
  DROP INDEX "projects_deleted_at_idx";
  DROP INDEX "_projects_v_version_version_deleted_at_idx";
  DROP INDEX "team_members_deleted_at_idx";
  DROP INDEX "partners_deleted_at_idx";
  DROP INDEX "associations_deleted_at_idx";
  ALTER TABLE "news" DROP COLUMN "translation_status";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "events" DROP COLUMN "translation_status";
  ALTER TABLE "events" DROP COLUMN "deleted_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "_events_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "history" DROP COLUMN "translation_status";
  ALTER TABLE "history" DROP COLUMN "deleted_at";
  ALTER TABLE "_history_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "_history_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "jobs" DROP COLUMN "translation_status";
  ALTER TABLE "jobs" DROP COLUMN "deleted_at";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "projects" DROP COLUMN "translation_status";
  ALTER TABLE "projects" DROP COLUMN "deleted_at";
  ALTER TABLE "_projects_v" DROP COLUMN "version_translation_status";
  ALTER TABLE "_projects_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "offices" DROP COLUMN "translation_status";
  ALTER TABLE "team_members" DROP COLUMN "translation_status";
  ALTER TABLE "team_members" DROP COLUMN "deleted_at";
  ALTER TABLE "partners" DROP COLUMN "deleted_at";
  ALTER TABLE "associations" DROP COLUMN "deleted_at";
  ALTER TABLE "media" DROP COLUMN "translation_status";
  ALTER TABLE "documents" DROP COLUMN "translation_status";
  ALTER TABLE "home" DROP COLUMN "translation_status";
  ALTER TABLE "page_images" DROP COLUMN "translation_status";
  ALTER TABLE "popup" DROP COLUMN "translation_status";
  ALTER TABLE "award_banner" DROP COLUMN "translation_status";`)
}
