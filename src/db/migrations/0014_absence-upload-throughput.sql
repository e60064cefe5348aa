ALTER TABLE "absence_upload_rows" DROP CONSTRAINT "absence_upload_rows_tenant_id_tenants_id_fk";
--> statement-breakpoint
DROP INDEX "absences_tenant_upload_idx";--> statement-breakpoint
DROP INDEX "absence_upload_rows_employee_idx";--> statement-breakpoint
ALTER TABLE "absence_upload_rows" DROP CONSTRAINT "absence_upload_rows_tenant_id_upload_id_row_number_pk";--> statement-breakpoint
ALTER TABLE "absence_upload_rows" ADD CONSTRAINT "absence_upload_rows_tenant_id_upload_id_employee_id_row_number_pk" PRIMARY KEY("tenant_id","upload_id","employee_id","row_number");--> statement-breakpoint
-- The staging rows have no foreign key to tenants any more (a per-row check on a million inserts): an upload row that
-- goes, on its own or with its tenant, takes its staging rows with it here instead.
CREATE OR REPLACE FUNCTION absence_upload_rows_of_deleted_upload() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM absence_upload_rows WHERE tenant_id = OLD.tenant_id AND upload_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER file_uploads_delete_absence_upload_rows AFTER DELETE ON file_uploads
  FOR EACH ROW EXECUTE FUNCTION absence_upload_rows_of_deleted_upload();
