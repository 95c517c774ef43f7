import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_search_translation_state" AS ENUM('stale', 'untranslated', 'current');
  CREATE TABLE "site_search_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL
  );
  
  CREATE TABLE "site_search_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"target" varchar NOT NULL
  );
  
  CREATE TABLE "site_search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"translation_status" jsonb,
  	"translation_state" "enum_site_search_translation_state",
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_search_synonyms" ADD CONSTRAINT "site_search_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_search_pins" ADD CONSTRAINT "site_search_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_search_synonyms_order_idx" ON "site_search_synonyms" USING btree ("_order");
  CREATE INDEX "site_search_synonyms_parent_id_idx" ON "site_search_synonyms" USING btree ("_parent_id");
  CREATE INDEX "site_search_synonyms_locale_idx" ON "site_search_synonyms" USING btree ("_locale");
  CREATE INDEX "site_search_pins_order_idx" ON "site_search_pins" USING btree ("_order");
  CREATE INDEX "site_search_pins_parent_id_idx" ON "site_search_pins" USING btree ("_parent_id");
  CREATE INDEX "site_search_pins_locale_idx" ON "site_search_pins" USING btree ("_locale");
  CREATE INDEX "site_search_translation_state_idx" ON "site_search" USING btree ("translation_state");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_search_synonyms" CASCADE;
  DROP TABLE "site_search_pins" CASCADE;
  DROP TABLE "site_search" CASCADE;
  DROP TYPE "public"."enum_site_search_translation_state";`)
}
