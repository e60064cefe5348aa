CREATE TABLE "employee_records" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"data" jsonb NOT NULL,
	"personnel_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"date_of_employment" date,
	"leaving_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "employee_records_valid_range" CHECK ("employee_records"."valid_to" is null or "employee_records"."valid_to" >= "employee_records"."valid_from"),
	CONSTRAINT "employee_records_employee_id_not_blank" CHECK (length(trim("employee_records"."employee_id")) > 0)
);
--> statement-breakpoint
ALTER TABLE "employee_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_records" ADD CONSTRAINT "employee_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_records_tenant_employee_idx" ON "employee_records" USING btree ("tenant_id","employee_id","valid_from");--> statement-breakpoint
CREATE INDEX "employee_records_tenant_last_name_idx" ON "employee_records" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "employee_records_tenant_personnel_number_idx" ON "employee_records" USING btree ("tenant_id","personnel_number");--> statement-breakpoint
CREATE INDEX "employee_records_connections_idx" ON "employee_records" USING gin (("data" -> 'connections') jsonb_path_ops);--> statement-breakpoint
CREATE POLICY "employee_records_tenant_isolation" ON "employee_records" AS PERMISSIVE FOR ALL TO "app_user" USING ("employee_records"."tenant_id" = app_current_tenant_id()) WITH CHECK ("employee_records"."tenant_id" = app_current_tenant_id());