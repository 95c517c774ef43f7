import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'removed' BEFORE 'access-granted';
  ALTER TYPE "public"."enum_application_audit_action" ADD VALUE 'recovery-key-used' BEFORE 'applications-resealed';
  CREATE TABLE "application_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"reference" varchar,
  	"author_id" integer,
  	"author_name" varchar,
  	"body_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id");
  CREATE INDEX "application_notes_reference_idx" ON "application_notes" USING btree ("reference");
  CREATE INDEX "application_notes_author_idx" ON "application_notes" USING btree ("author_id");
  CREATE INDEX "application_notes_updated_at_idx" ON "application_notes" USING btree ("updated_at");
  CREATE INDEX "application_notes_created_at_idx" ON "application_notes" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "application_notes" CASCADE;
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_application_audit_action";
  CREATE TYPE "public"."enum_application_audit_action" AS ENUM('download', 'status-change', 'deleted', 'access-granted', 'access-removed', 'role-added', 'recovery-key-created', 'applications-resealed');
  ALTER TABLE "application_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_application_audit_action" USING "action"::"public"."enum_application_audit_action";`)
}
