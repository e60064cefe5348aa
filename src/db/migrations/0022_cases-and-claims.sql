CREATE TABLE "case_monthly_totals" (
	"tenant_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"accounting_month_id" text NOT NULL,
	"coverage_line" text NOT NULL,
	"days" integer NOT NULL,
	"paid_days" integer NOT NULL,
	"amount" bigint NOT NULL,
	"correction_amount" bigint NOT NULL,
	"employer_share_amount" bigint NOT NULL,
	"rate" bigint,
	"lines" jsonb NOT NULL,
	CONSTRAINT "case_monthly_totals_tenant_id_case_id_accounting_month_id_coverage_line_pk" PRIMARY KEY("tenant_id","case_id","accounting_month_id","coverage_line")
);
--> statement-breakpoint
ALTER TABLE "case_monthly_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"engine_key" text NOT NULL,
	"employee_id" text NOT NULL,
	"insured_person_id" uuid NOT NULL,
	"case_number" integer NOT NULL,
	"claim_type" text NOT NULL,
	"status" text NOT NULL,
	"absent_from" date NOT NULL,
	"absent_to" date NOT NULL,
	"accident_date" date,
	"number_of_days" integer NOT NULL,
	"company_subunit_id" text,
	"processing_group_id" text,
	"insured_salary" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"is_takeover" boolean DEFAULT false NOT NULL,
	"within_shortterm_risk" boolean NOT NULL,
	"within_continuation_of_payment" boolean NOT NULL,
	"processing_statuses" text[] NOT NULL,
	"details" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cases_claim_type_valid" CHECK ("cases"."claim_type" in ('SICK', 'ACCIDENT')),
	CONSTRAINT "cases_status_valid" CHECK ("cases"."status" in ('WAITING_PERIOD', 'SHORTTERM', 'CLAIMS_ACTIVATED', 'BEING_FINALIZED', 'CLOSED', 'DENIED'))
);
--> statement-breakpoint
ALTER TABLE "cases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "claims" (
	"tenant_id" uuid NOT NULL,
	"claim_id" text NOT NULL,
	"revision_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"date" date NOT NULL,
	"claim_type" text NOT NULL,
	"coverage_line" text NOT NULL,
	"is_correction" boolean NOT NULL,
	"incapacity_of_work" numeric(6, 3) NOT NULL,
	"daily_allowance" bigint NOT NULL,
	"accounting_month_id" text NOT NULL,
	"processing_status" text NOT NULL,
	"salary_export_account_id" text,
	"details" jsonb NOT NULL,
	CONSTRAINT "claims_tenant_id_claim_id_pk" PRIMARY KEY("tenant_id","claim_id"),
	CONSTRAINT "claims_coverage_line_valid" CHECK ("claims"."coverage_line" in ('KTG', 'UVG', 'UVGZ')),
	CONSTRAINT "claims_processing_status_valid" CHECK ("claims"."processing_status" in ('UNASSIGNED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'))
);
--> statement-breakpoint
ALTER TABLE "claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insured_persons" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"processing_group_id" text,
	"accounting_group_code" text,
	"employee_counters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insured_persons_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "insured_persons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "case_monthly_totals" ADD CONSTRAINT "case_monthly_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insured_persons" ADD CONSTRAINT "insured_persons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_monthly_totals_employee_idx" ON "case_monthly_totals" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_engine_key_idx" ON "cases" USING btree ("tenant_id","employee_id","engine_key");--> statement-breakpoint
CREATE INDEX "cases_absent_from_idx" ON "cases" USING btree ("tenant_id","absent_from","id");--> statement-breakpoint
CREATE INDEX "cases_status_idx" ON "cases" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "claims_case_idx" ON "claims" USING btree ("tenant_id","case_id","date");--> statement-breakpoint
CREATE INDEX "claims_employee_idx" ON "claims" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "claims_month_idx" ON "claims" USING btree ("tenant_id","accounting_month_id","processing_status");--> statement-breakpoint
CREATE UNIQUE INDEX "insured_persons_employee_idx" ON "insured_persons" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE POLICY "case_monthly_totals_tenant_isolation" ON "case_monthly_totals" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_monthly_totals"."tenant_id" = app_current_tenant_id()) WITH CHECK ("case_monthly_totals"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "cases_tenant_isolation" ON "cases" AS PERMISSIVE FOR ALL TO "app_user" USING ("cases"."tenant_id" = app_current_tenant_id()) WITH CHECK ("cases"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "claims_tenant_isolation" ON "claims" AS PERMISSIVE FOR ALL TO "app_user" USING ("claims"."tenant_id" = app_current_tenant_id()) WITH CHECK ("claims"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "insured_persons_tenant_isolation" ON "insured_persons" AS PERMISSIVE FOR ALL TO "app_user" USING ("insured_persons"."tenant_id" = app_current_tenant_id()) WITH CHECK ("insured_persons"."tenant_id" = app_current_tenant_id());