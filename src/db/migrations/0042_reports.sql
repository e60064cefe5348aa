-- Reports (issue 31, decision 0058): the history of generated reports, scheduled reports, the retention setting and
-- the users' saved filters. Tenant tables with row-level security like every other.
CREATE TABLE "filter_settings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"filter_key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filter_settings_tenant_id_user_id_filter_key_pk" PRIMARY KEY("tenant_id","user_id","filter_key")
);
--> statement-breakpoint
ALTER TABLE "filter_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"period" text NOT NULL,
	"working_day_of_month" integer NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_run_on" date,
	"last_run_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "report_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_schedules_period_valid" CHECK ("report_schedules"."period" in ('previous-month', 'previous-accounting-month', 'month-to-date')),
	CONSTRAINT "report_schedules_working_day_range" CHECK ("report_schedules"."working_day_of_month" >= 1 and "report_schedules"."working_day_of_month" <= 20)
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_retention_range" CHECK ("report_settings"."retention_days" >= 7 and "report_settings"."retention_days" <= 3650)
);
--> statement-breakpoint
ALTER TABLE "report_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"document_id" uuid,
	"filename" text,
	"row_count" integer,
	"error" text,
	"requested_by_user_id" uuid,
	"requested_by_name" text NOT NULL,
	"schedule_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_removed_at" timestamp with time zone,
	CONSTRAINT "reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "reports_progress_range" CHECK ("reports"."progress" >= 0 and "reports"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "filter_settings" ADD CONSTRAINT "filter_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_on") WHERE is_active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "reports_tenant_created_idx" ON "reports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_schedule_idx" ON "reports" USING btree ("tenant_id","schedule_id");--> statement-breakpoint
CREATE INDEX "reports_expires_idx" ON "reports" USING btree ("expires_at") WHERE document_id is not null;--> statement-breakpoint
CREATE POLICY "filter_settings_tenant_isolation" ON "filter_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("filter_settings"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("filter_settings"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "report_schedules_tenant_isolation" ON "report_schedules" AS PERMISSIVE FOR ALL TO "app_user" USING ("report_schedules"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("report_schedules"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "report_settings_tenant_isolation" ON "report_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("report_settings"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("report_settings"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "reports_tenant_isolation" ON "reports" AS PERMISSIVE FOR ALL TO "app_user" USING ("reports"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("reports"."tenant_id" = (select app_current_tenant_id()));