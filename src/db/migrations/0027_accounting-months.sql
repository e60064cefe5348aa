CREATE TABLE "accounting_month_locks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text NOT NULL,
	"employee_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	CONSTRAINT "accounting_month_locks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounting_month_locks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounting_months" (
	"tenant_id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "accounting_months_tenant_id_accounting_month_id_pk" PRIMARY KEY("tenant_id","accounting_month_id"),
	CONSTRAINT "accounting_months_id_valid" CHECK ("accounting_months"."accounting_month_id" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "accounting_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounting_snapshots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"personnel_number" text,
	"first_name" text,
	"last_name" text,
	"case_id" uuid NOT NULL,
	"case_number" integer NOT NULL,
	"claim_type" text NOT NULL,
	"coverage_line" text NOT NULL,
	"reimbursement_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" bigint NOT NULL,
	"daily_allowance" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"incapacity_of_work" numeric(6, 3) NOT NULL,
	"coverage" numeric(6, 3) NOT NULL,
	"is_within_shortterm_risk" boolean NOT NULL,
	"is_within_continuation_of_payment" boolean NOT NULL,
	"is_correction" boolean NOT NULL,
	"correction_kind" text,
	"corrected_month_id" text,
	"manual_correction_id" text,
	"salary_export_account_id" text,
	"company_subunit_id" text,
	"processing_group_id" text,
	"counter_snapshots" jsonb NOT NULL,
	CONSTRAINT "accounting_snapshots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "accounting_snapshots_days_positive" CHECK ("accounting_snapshots"."days" > 0),
	CONSTRAINT "accounting_snapshots_correction_kind_valid" CHECK ("accounting_snapshots"."correction_kind" in ('REVERSAL', 'REBOOKING'))
);
--> statement-breakpoint
ALTER TABLE "accounting_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounting_submissions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_user_id" uuid,
	"submitted_by_name" text NOT NULL,
	CONSTRAINT "accounting_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounting_submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booked_claims" (
	"tenant_id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"claim_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"claim" jsonb NOT NULL,
	CONSTRAINT "booked_claims_tenant_id_accounting_month_id_claim_id_pk" PRIMARY KEY("tenant_id","accounting_month_id","claim_id")
);
--> statement-breakpoint
ALTER TABLE "booked_claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "salary_exports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"accounting_month_id" text NOT NULL,
	"type" text NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"lock_id" uuid,
	"is_preview" boolean NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"documents" jsonb NOT NULL,
	"unmapped_line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "salary_exports_type_valid" CHECK ("salary_exports"."type" in ('SALARY_EXPORT', 'KTG_PROTOCOL'))
);
--> statement-breakpoint
ALTER TABLE "salary_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_month_locks" ADD CONSTRAINT "accounting_month_locks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_months" ADD CONSTRAINT "accounting_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_snapshots" ADD CONSTRAINT "accounting_snapshots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_submissions" ADD CONSTRAINT "accounting_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_claims" ADD CONSTRAINT "booked_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_exports" ADD CONSTRAINT "salary_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_month_locks_entity_idx" ON "accounting_month_locks" USING btree ("tenant_id","accounting_month_id",coalesce("company_subunit_id", ''),coalesce("processing_group_id", ''));--> statement-breakpoint
CREATE INDEX "accounting_snapshots_month_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","last_name","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_lock_idx" ON "accounting_snapshots" USING btree ("tenant_id","lock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_submissions_entity_idx" ON "accounting_submissions" USING btree ("tenant_id","accounting_month_id",coalesce("company_subunit_id", ''),coalesce("processing_group_id", ''));--> statement-breakpoint
CREATE INDEX "booked_claims_employee_idx" ON "booked_claims" USING btree ("tenant_id","employee_id","accounting_month_id");--> statement-breakpoint
CREATE INDEX "salary_exports_month_idx" ON "salary_exports" USING btree ("tenant_id","accounting_month_id");--> statement-breakpoint
CREATE POLICY "accounting_month_locks_tenant_isolation" ON "accounting_month_locks" AS PERMISSIVE FOR ALL TO "app_user" USING ("accounting_month_locks"."tenant_id" = app_current_tenant_id()) WITH CHECK ("accounting_month_locks"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "accounting_months_tenant_isolation" ON "accounting_months" AS PERMISSIVE FOR ALL TO "app_user" USING ("accounting_months"."tenant_id" = app_current_tenant_id()) WITH CHECK ("accounting_months"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "accounting_snapshots_tenant_isolation" ON "accounting_snapshots" AS PERMISSIVE FOR ALL TO "app_user" USING ("accounting_snapshots"."tenant_id" = app_current_tenant_id()) WITH CHECK ("accounting_snapshots"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "accounting_submissions_tenant_isolation" ON "accounting_submissions" AS PERMISSIVE FOR ALL TO "app_user" USING ("accounting_submissions"."tenant_id" = app_current_tenant_id()) WITH CHECK ("accounting_submissions"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "booked_claims_tenant_isolation" ON "booked_claims" AS PERMISSIVE FOR ALL TO "app_user" USING ("booked_claims"."tenant_id" = app_current_tenant_id()) WITH CHECK ("booked_claims"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "salary_exports_tenant_isolation" ON "salary_exports" AS PERMISSIVE FOR ALL TO "app_user" USING ("salary_exports"."tenant_id" = app_current_tenant_id()) WITH CHECK ("salary_exports"."tenant_id" = app_current_tenant_id());