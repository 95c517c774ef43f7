import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "applicant_token_hash" varchar;
  CREATE UNIQUE INDEX "applications_applicant_token_hash_idx" ON "applications" USING btree ("applicant_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "applications_applicant_token_hash_idx";
  ALTER TABLE "applications" DROP COLUMN "applicant_token_hash";`)
}
