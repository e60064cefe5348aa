-- Analytics (issue 32, decisions 0059 and 0061): the per-employee-month absence-rate figures the derivation keeps, and
-- each user's saved analytics views. Tenant tables with row-level security like every other.
CREATE TABLE "analytics_employee_months" (
	"tenant_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"month" text NOT NULL,
	"segment" integer NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"employment_type" text,
	"month_days" integer NOT NULL,
	"employed_days" integer NOT NULL,
	"employment_pm_days" bigint NOT NULL,
	"target_centi_hours" integer NOT NULL,
	"sickness_centi_hours" integer NOT NULL,
	"accident_centi_hours" integer NOT NULL,
	"other_centi_hours" integer NOT NULL,
	"durations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"as_of" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_employee_months_tenant_id_employee_id_month_segment_pk" PRIMARY KEY("tenant_id","employee_id","month","segment"),
	CONSTRAINT "analytics_employee_months_month_format" CHECK ("analytics_employee_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "analytics_employee_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_view_settings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"views" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_view_settings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_view_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_employee_months" ADD CONSTRAINT "analytics_employee_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_view_settings" ADD CONSTRAINT "analytics_view_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_employee_months_month_idx" ON "analytics_employee_months" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE POLICY "analytics_employee_months_tenant_isolation" ON "analytics_employee_months" AS PERMISSIVE FOR ALL TO "app_user" USING ("analytics_employee_months"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("analytics_employee_months"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "analytics_view_settings_tenant_isolation" ON "analytics_view_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("analytics_view_settings"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("analytics_view_settings"."tenant_id" = (select app_current_tenant_id()));