import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_popup_link_kind" AS ENUM('page', 'record', 'external');
  CREATE TYPE "public"."enum_award_banner_link_kind" AS ENUM('page', 'record', 'external');
  CREATE TABLE "popup_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"jobs_id" integer,
  	"projects_id" integer
  );
  
  CREATE TABLE "award_banner_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"jobs_id" integer,
  	"projects_id" integer
  );
  
  ALTER TABLE "popup" ADD COLUMN "link_kind" "enum_popup_link_kind";
  ALTER TABLE "award_banner" ADD COLUMN "link_kind" "enum_award_banner_link_kind";
  ALTER TABLE "popup_rels" ADD CONSTRAINT "popup_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_rels" ADD CONSTRAINT "popup_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_rels" ADD CONSTRAINT "popup_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_rels" ADD CONSTRAINT "popup_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_rels" ADD CONSTRAINT "popup_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "award_banner_rels" ADD CONSTRAINT "award_banner_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."award_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "award_banner_rels" ADD CONSTRAINT "award_banner_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "award_banner_rels" ADD CONSTRAINT "award_banner_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "award_banner_rels" ADD CONSTRAINT "award_banner_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "award_banner_rels" ADD CONSTRAINT "award_banner_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "popup_rels_order_idx" ON "popup_rels" USING btree ("order");
  CREATE INDEX "popup_rels_parent_idx" ON "popup_rels" USING btree ("parent_id");
  CREATE INDEX "popup_rels_path_idx" ON "popup_rels" USING btree ("path");
  CREATE INDEX "popup_rels_news_id_idx" ON "popup_rels" USING btree ("news_id");
  CREATE INDEX "popup_rels_events_id_idx" ON "popup_rels" USING btree ("events_id");
  CREATE INDEX "popup_rels_jobs_id_idx" ON "popup_rels" USING btree ("jobs_id");
  CREATE INDEX "popup_rels_projects_id_idx" ON "popup_rels" USING btree ("projects_id");
  CREATE INDEX "award_banner_rels_order_idx" ON "award_banner_rels" USING btree ("order");
  CREATE INDEX "award_banner_rels_parent_idx" ON "award_banner_rels" USING btree ("parent_id");
  CREATE INDEX "award_banner_rels_path_idx" ON "award_banner_rels" USING btree ("path");
  CREATE INDEX "award_banner_rels_news_id_idx" ON "award_banner_rels" USING btree ("news_id");
  CREATE INDEX "award_banner_rels_events_id_idx" ON "award_banner_rels" USING btree ("events_id");
  CREATE INDEX "award_banner_rels_jobs_id_idx" ON "award_banner_rels" USING btree ("jobs_id");
  CREATE INDEX "award_banner_rels_projects_id_idx" ON "award_banner_rels" USING btree ("projects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "popup_rels" CASCADE;
  DROP TABLE "award_banner_rels" CASCADE;
  ALTER TABLE "popup" DROP COLUMN "link_kind";
  ALTER TABLE "award_banner" DROP COLUMN "link_kind";
  DROP TYPE "public"."enum_popup_link_kind";
  DROP TYPE "public"."enum_award_banner_link_kind";`)
}
