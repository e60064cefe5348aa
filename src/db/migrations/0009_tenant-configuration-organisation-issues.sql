CREATE TABLE "organization_units" (
	"tenant_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"parent_organization_id" text,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_it" text DEFAULT '' NOT NULL,
	"description_short" text DEFAULT '' NOT NULL,
	"superior_employee_id" text,
	"superior_company_subunit_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_units_tenant_id_organization_id_pk" PRIMARY KEY("tenant_id","organization_id"),
	CONSTRAINT "organization_units_not_own_parent" CHECK ("organization_units"."parent_organization_id" is distinct from "organization_units"."organization_id")
);
--> statement-breakpoint
ALTER TABLE "organization_units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_configuration_versions" (
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"changed_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_configuration_versions_tenant_id_version_pk" PRIMARY KEY("tenant_id","version"),
	CONSTRAINT "tenant_configuration_versions_version_positive" CHECK ("tenant_configuration_versions"."version" > 0),
	CONSTRAINT "tenant_configuration_versions_actor_valid" CHECK ("tenant_configuration_versions"."actor_type" in ('user', 'admin', 'system'))
);
--> statement-breakpoint
ALTER TABLE "tenant_configuration_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_issues" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text,
	"type" text NOT NULL,
	"scope" text NOT NULL,
	"scope_date" date,
	"severity" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ignored_at" timestamp with time zone,
	CONSTRAINT "tenant_issues_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tenant_issues_severity_range" CHECK ("tenant_issues"."severity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "tenant_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_units" ADD CONSTRAINT "organization_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_configuration_versions" ADD CONSTRAINT "tenant_configuration_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_issues" ADD CONSTRAINT "tenant_issues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_units_superior_idx" ON "organization_units" USING btree ("tenant_id","superior_employee_id");--> statement-breakpoint
CREATE INDEX "tenant_issues_open_severity_idx" ON "tenant_issues" USING btree ("tenant_id","severity","created_at") WHERE "tenant_issues"."ignored_at" is null;--> statement-breakpoint
CREATE INDEX "tenant_issues_employee_idx" ON "tenant_issues" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_records_tenant_subunit_idx" ON "employee_records" USING btree ("tenant_id","company_subunit_id");--> statement-breakpoint
CREATE POLICY "organization_units_tenant_isolation" ON "organization_units" AS PERMISSIVE FOR ALL TO "app_user" USING ("organization_units"."tenant_id" = app_current_tenant_id()) WITH CHECK ("organization_units"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "tenant_configuration_versions_tenant_isolation" ON "tenant_configuration_versions" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_configuration_versions"."tenant_id" = app_current_tenant_id()) WITH CHECK ("tenant_configuration_versions"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "tenant_issues_tenant_isolation" ON "tenant_issues" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_issues"."tenant_id" = app_current_tenant_id()) WITH CHECK ("tenant_issues"."tenant_id" = app_current_tenant_id());
--> statement-breakpoint
-- A configuration version is history: it is never changed (a change is a new version). Deleting happens only
-- with the tenant itself (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION tenant_configuration_versions_refuse_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'tenant_configuration_versions is history: UPDATE is not allowed' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenant_configuration_versions_no_update
  BEFORE UPDATE ON tenant_configuration_versions
  FOR EACH ROW EXECUTE FUNCTION tenant_configuration_versions_refuse_update();
