ALTER TABLE "absences" DROP CONSTRAINT "absences_tenant_id_tenants_id_fk";
--> statement-breakpoint
-- The absences have no foreign key to tenants any more (a per-row check on a million inserts per upload): a tenant
-- that goes takes its absences with it here instead.
CREATE OR REPLACE FUNCTION absences_of_deleted_tenant() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM absences WHERE tenant_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_delete_absences AFTER DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION absences_of_deleted_tenant();
