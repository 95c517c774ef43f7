import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
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
    (await db.all(sql.raw(statement))) as Record<string, unknown>[]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // What the earlier version's pages showed, read before key, group and order go (see ../pageAssetsData.ts).
  const old = await readOldAssets(runner(db))
  await db.run(sql`CREATE TABLE \`page_images_zertifikate_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_awards_order_idx\` ON \`page_images_zertifikate_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_awards_parent_id_idx\` ON \`page_images_zertifikate_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_images_zertifikate_awards_locales\` (
  	\`image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_images_zertifikate_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_awards_image_idx\` ON \`page_images_zertifikate_awards_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_images_zertifikate_awards_locales_locale_parent_id_uniq\` ON \`page_images_zertifikate_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`leitsysteme_hero_id\` integer,
  	\`wachen_und_elw_hero_id\` integer,
  	\`wachen_und_elw_image_id\` integer,
  	\`einsatznavigation_hero_id\` integer,
  	\`einsatznavigation_product_id\` integer,
  	\`sprach_und_datenfunk_hero_id\` integer,
  	\`digitale_alarmierung_hero_id\` integer,
  	\`reparaturen_hero_id\` integer,
  	\`reparaturen_image_id\` integer,
  	\`it_hero_id\` integer,
  	\`ueber_uns_hero_id\` integer,
  	\`management_hero_id\` integer,
  	\`management_portrait_id\` integer,
  	\`team_hero_id\` integer,
  	\`team_group_id\` integer,
  	\`niederlassungen_hero_id\` integer,
  	\`unsere_werte_hero_id\` integer,
  	\`unsere_werte_film_poster_id\` integer,
  	\`umwelt_hero_id\` integer,
  	\`umwelt_image_id\` integer,
  	\`partner_hero_id\` integer,
  	\`zertifikate_hero_id\` integer,
  	\`verbaende_hero_id\` integer,
  	\`karriere_hero_id\` integer,
  	\`kontakt_hero_id\` integer,
  	\`rechtliches_hero_id\` integer,
  	\`hinweisgeberschutz_hero_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`leitsysteme_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`wachen_und_elw_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`wachen_und_elw_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`einsatznavigation_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`einsatznavigation_product_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sprach_und_datenfunk_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`digitale_alarmierung_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reparaturen_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reparaturen_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`it_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ueber_uns_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`management_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`management_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_group_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`niederlassungen_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unsere_werte_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unsere_werte_film_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`umwelt_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`umwelt_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partner_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`zertifikate_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`verbaende_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`karriere_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`kontakt_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`rechtliches_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hinweisgeberschutz_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_leitsysteme_leitsysteme_hero_idx\` ON \`page_images\` (\`leitsysteme_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_wachen_und_elw_wachen_und_elw_hero_idx\` ON \`page_images\` (\`wachen_und_elw_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_wachen_und_elw_wachen_und_elw_image_idx\` ON \`page_images\` (\`wachen_und_elw_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_einsatznavigation_einsatznavigation_hero_idx\` ON \`page_images\` (\`einsatznavigation_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_einsatznavigation_einsatznavigation_product_idx\` ON \`page_images\` (\`einsatznavigation_product_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_sprach_und_datenfunk_sprach_und_datenfunk_he_idx\` ON \`page_images\` (\`sprach_und_datenfunk_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_digitale_alarmierung_digitale_alarmierung_he_idx\` ON \`page_images\` (\`digitale_alarmierung_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_reparaturen_reparaturen_hero_idx\` ON \`page_images\` (\`reparaturen_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_reparaturen_reparaturen_image_idx\` ON \`page_images\` (\`reparaturen_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_it_it_hero_idx\` ON \`page_images\` (\`it_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_ueber_uns_ueber_uns_hero_idx\` ON \`page_images\` (\`ueber_uns_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_management_management_hero_idx\` ON \`page_images\` (\`management_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_management_management_portrait_idx\` ON \`page_images\` (\`management_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_team_team_hero_idx\` ON \`page_images\` (\`team_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_team_team_group_idx\` ON \`page_images\` (\`team_group_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_niederlassungen_niederlassungen_hero_idx\` ON \`page_images\` (\`niederlassungen_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_unsere_werte_unsere_werte_hero_idx\` ON \`page_images\` (\`unsere_werte_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_unsere_werte_unsere_werte_film_poster_idx\` ON \`page_images\` (\`unsere_werte_film_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_umwelt_umwelt_hero_idx\` ON \`page_images\` (\`umwelt_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_umwelt_umwelt_image_idx\` ON \`page_images\` (\`umwelt_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_partner_partner_hero_idx\` ON \`page_images\` (\`partner_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_zertifikate_hero_idx\` ON \`page_images\` (\`zertifikate_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_verbaende_verbaende_hero_idx\` ON \`page_images\` (\`verbaende_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_karriere_karriere_hero_idx\` ON \`page_images\` (\`karriere_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_kontakt_kontakt_hero_idx\` ON \`page_images\` (\`kontakt_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_rechtliches_rechtliches_hero_idx\` ON \`page_images\` (\`rechtliches_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_hinweisgeberschutz_hinweisgeberschutz_hero_idx\` ON \`page_images\` (\`hinweisgeberschutz_hero_id\`);`)
  await db.run(sql`CREATE TABLE \`page_images_locales\` (
  	\`zertifikate_iso9001_id\` integer,
  	\`zertifikate_further_id\` integer,
  	\`kontakt_map_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`zertifikate_iso9001_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`zertifikate_further_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`kontakt_map_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_zertifikate_iso9001_idx\` ON \`page_images_locales\` (\`zertifikate_iso9001_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_images_zertifikate_zertifikate_further_idx\` ON \`page_images_locales\` (\`zertifikate_further_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_images_kontakt_kontakt_map_idx\` ON \`page_images_locales\` (\`kontakt_map_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_images_locales_locale_parent_id_unique\` ON \`page_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_images_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_rels_order_idx\` ON \`page_images_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`page_images_rels_parent_idx\` ON \`page_images_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_images_rels_path_idx\` ON \`page_images_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_images_rels_media_id_idx\` ON \`page_images_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`leitsysteme_id\` integer,
  	\`reparaturen_id\` integer,
  	\`iso9001_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`leitsysteme_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reparaturen_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`iso9001_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_leitsysteme_idx\` ON \`downloads\` (\`leitsysteme_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_reparaturen_idx\` ON \`downloads\` (\`reparaturen_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_iso9001_idx\` ON \`downloads\` (\`iso9001_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_rels_order_idx\` ON \`downloads_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_parent_idx\` ON \`downloads_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_path_idx\` ON \`downloads_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_documents_id_idx\` ON \`downloads_rels\` (\`documents_id\`);`)
  await db.run(sql`DROP INDEX \`documents_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`english_file_id\` integer REFERENCES documents(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`documents_english_file_idx\` ON \`documents\` (\`english_file_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`order\`;`)
  await writePageAssets(runner(db), planPageAssets(old.media, old.documents))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Key, group and order of each document from the global Downloads, before its tables go.
  const restored = await restoreDocumentColumns(runner(db))
  await db.run(sql`DROP TABLE \`page_images_zertifikate_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`page_images_zertifikate_awards\`;`)
  await db.run(sql`DROP TABLE \`page_images_locales\`;`)
  await db.run(sql`DROP TABLE \`page_images_rels\`;`)
  await db.run(sql`DROP TABLE \`page_images\`;`)
  await db.run(sql`DROP TABLE \`downloads_rels\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  // Placeholders, overwritten from `restored` below.
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "key", "group", "order", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", 'document-' || "id", 'leitsysteme', 0, "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  for (const statement of documentUpdates(restored)) await db.run(sql.raw(statement))
  await db.run(sql`CREATE UNIQUE INDEX \`documents_key_idx\` ON \`documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
}
