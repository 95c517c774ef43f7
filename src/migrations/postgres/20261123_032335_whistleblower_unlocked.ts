import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblower_audit_fk";
  
  DROP INDEX "payload_locked_documents_rels_whistleblower_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblower_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblower_notification_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblower_audit_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblower_audit_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblower_audit_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_reports_fk" FOREIGN KEY ("whistleblower_reports_id") REFERENCES "public"."whistleblower_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_messages_fk" FOREIGN KEY ("whistleblower_messages_id") REFERENCES "public"."whistleblower_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_notifications_fk" FOREIGN KEY ("whistleblower_notifications_id") REFERENCES "public"."whistleblower_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblower_audit_fk" FOREIGN KEY ("whistleblower_audit_id") REFERENCES "public"."whistleblower_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_whistleblower_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_reports_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblower_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_messages_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblower_notification_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblower_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblower_audit_id");`)
}
