CREATE TABLE "employee_upload_rows" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"employee_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"fields" jsonb NOT NULL,
	CONSTRAINT "employee_upload_rows_tenant_id_upload_id_row_number_pk" PRIMARY KEY("tenant_id","upload_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "employee_upload_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_upload_statistics" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"company_subunit_id" text DEFAULT '' NOT NULL,
	"processing_group_id" text DEFAULT '' NOT NULL,
	"num_employees" integer NOT NULL,
	"total_salary" numeric(16, 2) NOT NULL,
	CONSTRAINT "employee_upload_statistics_tenant_id_upload_id_company_subunit_id_processing_group_id_pk" PRIMARY KEY("tenant_id","upload_id","company_subunit_id","processing_group_id")
);
--> statement-breakpoint
ALTER TABLE "employee_upload_statistics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_upload_rows" ADD CONSTRAINT "employee_upload_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_upload_statistics" ADD CONSTRAINT "employee_upload_statistics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_upload_rows_employee_idx" ON "employee_upload_rows" USING btree ("tenant_id","upload_id","employee_id");--> statement-breakpoint
CREATE POLICY "employee_upload_rows_tenant_isolation" ON "employee_upload_rows" AS PERMISSIVE FOR ALL TO "app_user" USING ("employee_upload_rows"."tenant_id" = app_current_tenant_id()) WITH CHECK ("employee_upload_rows"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "employee_upload_statistics_tenant_isolation" ON "employee_upload_statistics" AS PERMISSIVE FOR ALL TO "app_user" USING ("employee_upload_statistics"."tenant_id" = app_current_tenant_id()) WITH CHECK ("employee_upload_statistics"."tenant_id" = app_current_tenant_id());