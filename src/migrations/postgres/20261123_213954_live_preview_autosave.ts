import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_history_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE INDEX "_history_v_autosave_idx" ON "_history_v" USING btree ("autosave");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_news_v_autosave_idx";
  DROP INDEX "_events_v_autosave_idx";
  DROP INDEX "_history_v_autosave_idx";
  DROP INDEX "_jobs_v_autosave_idx";
  DROP INDEX "_projects_v_autosave_idx";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  ALTER TABLE "_events_v" DROP COLUMN "autosave";
  ALTER TABLE "_history_v" DROP COLUMN "autosave";
  ALTER TABLE "_jobs_v" DROP COLUMN "autosave";
  ALTER TABLE "_projects_v" DROP COLUMN "autosave";`)
}
