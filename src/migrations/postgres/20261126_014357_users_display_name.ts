import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "display_name" varchar;`)
  // Existing accounts are named as the hook names new ones: the name, else the e-mail address.
  await db.execute(sql`UPDATE "users" SET "display_name" = COALESCE(NULLIF(TRIM("name"), ''), "email");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "display_name";`)
}
