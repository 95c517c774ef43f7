import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "office_member_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" numeric NOT NULL,
  	"public_key" varchar NOT NULL,
  	"sealed_private_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "office_member_keys_user_id_idx" ON "office_member_keys" USING btree ("user_id");
  CREATE INDEX "office_member_keys_updated_at_idx" ON "office_member_keys" USING btree ("updated_at");
  CREATE INDEX "office_member_keys_created_at_idx" ON "office_member_keys" USING btree ("created_at");
  -- Each member keeps the key pair they have: it moves out of the account's row.
  INSERT INTO "office_member_keys" ("user_id", "public_key", "sealed_private_key")
    SELECT "id", "office_public_key", "office_private_key" FROM "users"
    WHERE "office_public_key" IS NOT NULL AND "office_private_key" IS NOT NULL;
  ALTER TABLE "users" DROP COLUMN "office_public_key";
  ALTER TABLE "users" DROP COLUMN "office_private_key";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "office_public_key" varchar;
  ALTER TABLE "users" ADD COLUMN "office_private_key" varchar;
  UPDATE "users" SET "office_public_key" = k."public_key", "office_private_key" = k."sealed_private_key"
    FROM "office_member_keys" k WHERE k."user_id" = "users"."id";
  DROP TABLE "office_member_keys" CASCADE;`)
}
