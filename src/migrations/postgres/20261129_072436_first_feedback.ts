import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_reports" ADD COLUMN "first_feedback_at" timestamp(3) with time zone;`)
  // Cases answered before: their first office message was their feedback.
  await db.execute(sql`
   UPDATE "whistleblower_reports" SET "first_feedback_at" = (
     SELECT MIN("created_at") FROM "whistleblower_messages"
     WHERE "report_id" = "whistleblower_reports"."id" AND "author" = 'office');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whistleblower_reports" DROP COLUMN "first_feedback_at";`)
}
