import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_file_language" AS ENUM('de', 'en');
  CREATE TABLE "documents_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "documents" ADD COLUMN "file_language" "enum_documents_file_language" DEFAULT 'de';
  ALTER TABLE "documents_texts" ADD CONSTRAINT "documents_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_texts_order_parent" ON "documents_texts" USING btree ("order","parent_id");`)
  // A document chosen as another's English version holds an English file.
  await db.execute(
    sql`UPDATE "documents" SET "file_language" = 'en' WHERE "id" IN (SELECT "english_file_id" FROM "documents" WHERE "english_file_id" IS NOT NULL);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "documents_texts" CASCADE;
  ALTER TABLE "documents" DROP COLUMN "file_language";
  DROP TYPE "public"."enum_documents_file_language";`)
}
