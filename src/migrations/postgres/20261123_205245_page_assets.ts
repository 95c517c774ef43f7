import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import {
  documentUpdates,
  planPageAssets,
  readOldAssets,
  restoreDocumentColumns,
  writePageAssets,
  type Run,
} from '../pageAssetsData'

const runner =
  (db: MigrateUpArgs['db']): Run =>
  async (statement) =>
    (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // What the earlier version's pages showed, read before key, group and order go (see ../pageAssetsData.ts).
  const old = await readOldAssets(runner(db))
  await db.execute(sql`
   CREATE TABLE "page_images_zertifikate_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_images_zertifikate_awards_locales" (
  	"image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"leitsysteme_hero_id" integer,
  	"wachen_und_elw_hero_id" integer,
  	"wachen_und_elw_image_id" integer,
  	"einsatznavigation_hero_id" integer,
  	"einsatznavigation_product_id" integer,
  	"sprach_und_datenfunk_hero_id" integer,
  	"digitale_alarmierung_hero_id" integer,
  	"reparaturen_hero_id" integer,
  	"reparaturen_image_id" integer,
  	"it_hero_id" integer,
  	"ueber_uns_hero_id" integer,
  	"management_hero_id" integer,
  	"management_portrait_id" integer,
  	"team_hero_id" integer,
  	"team_group_id" integer,
  	"niederlassungen_hero_id" integer,
  	"unsere_werte_hero_id" integer,
  	"unsere_werte_film_poster_id" integer,
  	"umwelt_hero_id" integer,
  	"umwelt_image_id" integer,
  	"partner_hero_id" integer,
  	"zertifikate_hero_id" integer,
  	"verbaende_hero_id" integer,
  	"karriere_hero_id" integer,
  	"kontakt_hero_id" integer,
  	"rechtliches_hero_id" integer,
  	"hinweisgeberschutz_hero_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_images_locales" (
  	"zertifikate_iso9001_id" integer,
  	"zertifikate_further_id" integer,
  	"kontakt_map_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_images_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"leitsysteme_id" integer,
  	"reparaturen_id" integer,
  	"iso9001_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "downloads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  DROP INDEX "documents_key_idx";
  ALTER TABLE "documents" ADD COLUMN "english_file_id" integer;
  ALTER TABLE "page_images_zertifikate_awards" ADD CONSTRAINT "page_images_zertifikate_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_images_zertifikate_awards_locales" ADD CONSTRAINT "page_images_zertifikate_awards_locales_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images_zertifikate_awards_locales" ADD CONSTRAINT "page_images_zertifikate_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_images_zertifikate_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_leitsysteme_hero_id_media_id_fk" FOREIGN KEY ("leitsysteme_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_wachen_und_elw_hero_id_media_id_fk" FOREIGN KEY ("wachen_und_elw_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_wachen_und_elw_image_id_media_id_fk" FOREIGN KEY ("wachen_und_elw_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_einsatznavigation_hero_id_media_id_fk" FOREIGN KEY ("einsatznavigation_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_einsatznavigation_product_id_media_id_fk" FOREIGN KEY ("einsatznavigation_product_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_sprach_und_datenfunk_hero_id_media_id_fk" FOREIGN KEY ("sprach_und_datenfunk_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_digitale_alarmierung_hero_id_media_id_fk" FOREIGN KEY ("digitale_alarmierung_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_reparaturen_hero_id_media_id_fk" FOREIGN KEY ("reparaturen_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_reparaturen_image_id_media_id_fk" FOREIGN KEY ("reparaturen_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_it_hero_id_media_id_fk" FOREIGN KEY ("it_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_ueber_uns_hero_id_media_id_fk" FOREIGN KEY ("ueber_uns_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_management_hero_id_media_id_fk" FOREIGN KEY ("management_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_management_portrait_id_media_id_fk" FOREIGN KEY ("management_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_team_hero_id_media_id_fk" FOREIGN KEY ("team_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_team_group_id_media_id_fk" FOREIGN KEY ("team_group_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_niederlassungen_hero_id_media_id_fk" FOREIGN KEY ("niederlassungen_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_unsere_werte_hero_id_media_id_fk" FOREIGN KEY ("unsere_werte_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_unsere_werte_film_poster_id_media_id_fk" FOREIGN KEY ("unsere_werte_film_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_umwelt_hero_id_media_id_fk" FOREIGN KEY ("umwelt_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_umwelt_image_id_media_id_fk" FOREIGN KEY ("umwelt_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_partner_hero_id_media_id_fk" FOREIGN KEY ("partner_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_zertifikate_hero_id_media_id_fk" FOREIGN KEY ("zertifikate_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_verbaende_hero_id_media_id_fk" FOREIGN KEY ("verbaende_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_karriere_hero_id_media_id_fk" FOREIGN KEY ("karriere_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_kontakt_hero_id_media_id_fk" FOREIGN KEY ("kontakt_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_rechtliches_hero_id_media_id_fk" FOREIGN KEY ("rechtliches_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images" ADD CONSTRAINT "page_images_hinweisgeberschutz_hero_id_media_id_fk" FOREIGN KEY ("hinweisgeberschutz_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images_locales" ADD CONSTRAINT "page_images_locales_zertifikate_iso9001_id_media_id_fk" FOREIGN KEY ("zertifikate_iso9001_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images_locales" ADD CONSTRAINT "page_images_locales_zertifikate_further_id_media_id_fk" FOREIGN KEY ("zertifikate_further_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images_locales" ADD CONSTRAINT "page_images_locales_kontakt_map_id_media_id_fk" FOREIGN KEY ("kontakt_map_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_images_locales" ADD CONSTRAINT "page_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_images_rels" ADD CONSTRAINT "page_images_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_images_rels" ADD CONSTRAINT "page_images_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_leitsysteme_id_documents_id_fk" FOREIGN KEY ("leitsysteme_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_reparaturen_id_documents_id_fk" FOREIGN KEY ("reparaturen_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_iso9001_id_documents_id_fk" FOREIGN KEY ("iso9001_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_images_zertifikate_awards_order_idx" ON "page_images_zertifikate_awards" USING btree ("_order");
  CREATE INDEX "page_images_zertifikate_awards_parent_id_idx" ON "page_images_zertifikate_awards" USING btree ("_parent_id");
  CREATE INDEX "page_images_zertifikate_awards_image_idx" ON "page_images_zertifikate_awards_locales" USING btree ("image_id","_locale");
  CREATE UNIQUE INDEX "page_images_zertifikate_awards_locales_locale_parent_id_uniq" ON "page_images_zertifikate_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_images_leitsysteme_leitsysteme_hero_idx" ON "page_images" USING btree ("leitsysteme_hero_id");
  CREATE INDEX "page_images_wachen_und_elw_wachen_und_elw_hero_idx" ON "page_images" USING btree ("wachen_und_elw_hero_id");
  CREATE INDEX "page_images_wachen_und_elw_wachen_und_elw_image_idx" ON "page_images" USING btree ("wachen_und_elw_image_id");
  CREATE INDEX "page_images_einsatznavigation_einsatznavigation_hero_idx" ON "page_images" USING btree ("einsatznavigation_hero_id");
  CREATE INDEX "page_images_einsatznavigation_einsatznavigation_product_idx" ON "page_images" USING btree ("einsatznavigation_product_id");
  CREATE INDEX "page_images_sprach_und_datenfunk_sprach_und_datenfunk_he_idx" ON "page_images" USING btree ("sprach_und_datenfunk_hero_id");
  CREATE INDEX "page_images_digitale_alarmierung_digitale_alarmierung_he_idx" ON "page_images" USING btree ("digitale_alarmierung_hero_id");
  CREATE INDEX "page_images_reparaturen_reparaturen_hero_idx" ON "page_images" USING btree ("reparaturen_hero_id");
  CREATE INDEX "page_images_reparaturen_reparaturen_image_idx" ON "page_images" USING btree ("reparaturen_image_id");
  CREATE INDEX "page_images_it_it_hero_idx" ON "page_images" USING btree ("it_hero_id");
  CREATE INDEX "page_images_ueber_uns_ueber_uns_hero_idx" ON "page_images" USING btree ("ueber_uns_hero_id");
  CREATE INDEX "page_images_management_management_hero_idx" ON "page_images" USING btree ("management_hero_id");
  CREATE INDEX "page_images_management_management_portrait_idx" ON "page_images" USING btree ("management_portrait_id");
  CREATE INDEX "page_images_team_team_hero_idx" ON "page_images" USING btree ("team_hero_id");
  CREATE INDEX "page_images_team_team_group_idx" ON "page_images" USING btree ("team_group_id");
  CREATE INDEX "page_images_niederlassungen_niederlassungen_hero_idx" ON "page_images" USING btree ("niederlassungen_hero_id");
  CREATE INDEX "page_images_unsere_werte_unsere_werte_hero_idx" ON "page_images" USING btree ("unsere_werte_hero_id");
  CREATE INDEX "page_images_unsere_werte_unsere_werte_film_poster_idx" ON "page_images" USING btree ("unsere_werte_film_poster_id");
  CREATE INDEX "page_images_umwelt_umwelt_hero_idx" ON "page_images" USING btree ("umwelt_hero_id");
  CREATE INDEX "page_images_umwelt_umwelt_image_idx" ON "page_images" USING btree ("umwelt_image_id");
  CREATE INDEX "page_images_partner_partner_hero_idx" ON "page_images" USING btree ("partner_hero_id");
  CREATE INDEX "page_images_zertifikate_zertifikate_hero_idx" ON "page_images" USING btree ("zertifikate_hero_id");
  CREATE INDEX "page_images_verbaende_verbaende_hero_idx" ON "page_images" USING btree ("verbaende_hero_id");
  CREATE INDEX "page_images_karriere_karriere_hero_idx" ON "page_images" USING btree ("karriere_hero_id");
  CREATE INDEX "page_images_kontakt_kontakt_hero_idx" ON "page_images" USING btree ("kontakt_hero_id");
  CREATE INDEX "page_images_rechtliches_rechtliches_hero_idx" ON "page_images" USING btree ("rechtliches_hero_id");
  CREATE INDEX "page_images_hinweisgeberschutz_hinweisgeberschutz_hero_idx" ON "page_images" USING btree ("hinweisgeberschutz_hero_id");
  CREATE INDEX "page_images_zertifikate_zertifikate_iso9001_idx" ON "page_images_locales" USING btree ("zertifikate_iso9001_id","_locale");
  CREATE INDEX "page_images_zertifikate_zertifikate_further_idx" ON "page_images_locales" USING btree ("zertifikate_further_id","_locale");
  CREATE INDEX "page_images_kontakt_kontakt_map_idx" ON "page_images_locales" USING btree ("kontakt_map_id","_locale");
  CREATE UNIQUE INDEX "page_images_locales_locale_parent_id_unique" ON "page_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_images_rels_order_idx" ON "page_images_rels" USING btree ("order");
  CREATE INDEX "page_images_rels_parent_idx" ON "page_images_rels" USING btree ("parent_id");
  CREATE INDEX "page_images_rels_path_idx" ON "page_images_rels" USING btree ("path");
  CREATE INDEX "page_images_rels_media_id_idx" ON "page_images_rels" USING btree ("media_id");
  CREATE INDEX "downloads_leitsysteme_idx" ON "downloads" USING btree ("leitsysteme_id");
  CREATE INDEX "downloads_reparaturen_idx" ON "downloads" USING btree ("reparaturen_id");
  CREATE INDEX "downloads_iso9001_idx" ON "downloads" USING btree ("iso9001_id");
  CREATE INDEX "downloads_rels_order_idx" ON "downloads_rels" USING btree ("order");
  CREATE INDEX "downloads_rels_parent_idx" ON "downloads_rels" USING btree ("parent_id");
  CREATE INDEX "downloads_rels_path_idx" ON "downloads_rels" USING btree ("path");
  CREATE INDEX "downloads_rels_documents_id_idx" ON "downloads_rels" USING btree ("documents_id");
  ALTER TABLE "documents" ADD CONSTRAINT "documents_english_file_id_documents_id_fk" FOREIGN KEY ("english_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "documents_english_file_idx" ON "documents" USING btree ("english_file_id");
  ALTER TABLE "documents" DROP COLUMN "key";
  ALTER TABLE "documents" DROP COLUMN "group";
  ALTER TABLE "documents" DROP COLUMN "order";
  DROP TYPE "public"."enum_documents_group";`)
  await writePageAssets(runner(db), planPageAssets(old.media, old.documents))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Key, group and order of each document from the global Downloads, before its tables go.
  const restored = await restoreDocumentColumns(runner(db))
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_group" AS ENUM('footer', 'einsatznavigation', 'sprach-und-datenfunk', 'wachen-und-elw', 'leitsysteme', 'reparaturen', 'zertifikate');
  ALTER TABLE "page_images_zertifikate_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images_zertifikate_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_images_zertifikate_awards" CASCADE;
  DROP TABLE "page_images_zertifikate_awards_locales" CASCADE;
  DROP TABLE "page_images" CASCADE;
  DROP TABLE "page_images_locales" CASCADE;
  DROP TABLE "page_images_rels" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_rels" CASCADE;
  ALTER TABLE "documents" DROP CONSTRAINT "documents_english_file_id_documents_id_fk";
  
  DROP INDEX "documents_english_file_idx";
  ALTER TABLE "documents" ADD COLUMN "key" varchar;
  ALTER TABLE "documents" ADD COLUMN "group" "enum_documents_group";
  ALTER TABLE "documents" ADD COLUMN "order" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "documents" DROP COLUMN "english_file_id";`)
  for (const statement of documentUpdates(restored)) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "documents" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "documents" ALTER COLUMN "group" SET NOT NULL;
  CREATE UNIQUE INDEX "documents_key_idx" ON "documents" USING btree ("key");`)
}
