CREATE TABLE "absence_periods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"calendar_days" integer NOT NULL,
	"is_care_relevant" boolean NOT NULL,
	"accident_type" text,
	"hours" numeric(8, 2),
	"percentage" numeric(5, 2),
	"is_percentage_varying" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"color_mark" text,
	"absence_ids" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_periods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "absence_periods_color_mark_valid" CHECK ("absence_periods"."color_mark" is null or "absence_periods"."color_mark" in ('DARK_RED', 'GREEN', 'PURPLE', 'DARK_PURPLE', 'GREY')),
	CONSTRAINT "absence_periods_dates" CHECK ("absence_periods"."end_date" >= "absence_periods"."start_date")
);
--> statement-breakpoint
ALTER TABLE "absence_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_issues" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "tenant_issues" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "absence_periods" ADD CONSTRAINT "absence_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_periods_employee_idx" ON "absence_periods" USING btree ("tenant_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "absence_periods_start_idx" ON "absence_periods" USING btree ("tenant_id","start_date","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_issues_key_unique" ON "tenant_issues" USING btree ("tenant_id","employee_id","key");--> statement-breakpoint
CREATE POLICY "absence_periods_tenant_isolation" ON "absence_periods" AS PERMISSIVE FOR ALL TO "app_user" USING ("absence_periods"."tenant_id" = app_current_tenant_id()) WITH CHECK ("absence_periods"."tenant_id" = app_current_tenant_id());