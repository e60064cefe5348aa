CREATE TABLE "employee_list" (
	"tenant_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"record_id" uuid NOT NULL,
	"personnel_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"date_of_employment" date,
	"leaving_date" date,
	"search_text" text GENERATED ALWAYS AS (lower(personnel_number || ' ' || first_name || ' ' || last_name || ' ' || employee_id)) STORED,
	CONSTRAINT "employee_list_tenant_id_employee_id_pk" PRIMARY KEY("tenant_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "employee_list" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "employee_records_display_last_name_idx";--> statement-breakpoint
DROP INDEX "employee_records_display_personnel_number_idx";--> statement-breakpoint
ALTER TABLE "employee_list" ADD CONSTRAINT "employee_list_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_list_last_name_idx" ON "employee_list" USING btree ("tenant_id","last_name","first_name","employee_id");--> statement-breakpoint
CREATE INDEX "employee_list_first_name_idx" ON "employee_list" USING btree ("tenant_id","first_name","employee_id");--> statement-breakpoint
CREATE INDEX "employee_list_personnel_number_idx" ON "employee_list" USING btree ("tenant_id","personnel_number","employee_id");--> statement-breakpoint
CREATE INDEX "employee_list_subunit_last_name_idx" ON "employee_list" USING btree ("tenant_id","company_subunit_id","last_name");--> statement-breakpoint
CREATE INDEX "employee_list_search_idx" ON "employee_list" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "employee_list_tenant_isolation" ON "employee_list" AS PERMISSIVE FOR ALL TO "app_user" USING ("employee_list"."tenant_id" = app_current_tenant_id()) WITH CHECK ("employee_list"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
-- Existing installations: project every display record into the list once (later writes keep it current).
INSERT INTO "employee_list" ("tenant_id", "employee_id", "record_id", "personnel_number", "first_name", "last_name",
  "company_subunit_id", "processing_group_id", "date_of_employment", "leaving_date")
SELECT "tenant_id", "employee_id", "id", "personnel_number", "first_name", "last_name", "company_subunit_id",
  "processing_group_id", "date_of_employment", "leaving_date"
FROM "employee_records" WHERE "is_display";
