CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"paying_unit_name" text NOT NULL,
	"street_name" text NOT NULL,
	"building_number" text,
	"post_code" text NOT NULL,
	"town_name" text NOT NULL,
	"country" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_name_not_blank" CHECK (length(trim("carriers"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"document_id" uuid,
	"created_at_text" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum" bigint NOT NULL,
	"requested_execution_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"tenant_id" uuid NOT NULL,
	"guard_key" text NOT NULL,
	"payout_id" uuid NOT NULL,
	"day_slot" text NOT NULL,
	"party" text NOT NULL,
	"kind" text NOT NULL,
	"claim_id" text NOT NULL,
	"revision_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_key" text NOT NULL,
	CONSTRAINT "payout_lines_tenant_id_guard_key_pk" PRIMARY KEY("tenant_id","guard_key")
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payout_offsets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_key" text NOT NULL,
	"payee" jsonb NOT NULL,
	"coverage_line" text NOT NULL,
	"payout_id" uuid NOT NULL,
	"delta" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_offsets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payout_offsets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payout_releases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_execution_date" date NOT NULL,
	"payout_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"proposed_by_admin_id" uuid NOT NULL,
	"proposed_by_name" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_admin_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"statements_written" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payout_releases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payout_releases_four_eyes" CHECK ("payout_releases"."status" <> 'RELEASED' or "payout_releases"."decided_by_admin_id" <> "payout_releases"."proposed_by_admin_id"),
	CONSTRAINT "payout_releases_total_not_negative" CHECK ("payout_releases"."total_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payout_releases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payouts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"draft_key" text NOT NULL,
	"status" text NOT NULL,
	"accounting_month_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"case_number" integer,
	"employee_id" text NOT NULL,
	"payee_kind" text NOT NULL,
	"company_subunit_id" text,
	"coverage_line" text NOT NULL,
	"carrier_id" uuid,
	"draft" jsonb NOT NULL,
	"statement" jsonb NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gross_amount" bigint NOT NULL,
	"offset_applied" bigint NOT NULL,
	"carried_offset" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"release_id" uuid,
	"payment_file_id" uuid,
	"end_to_end_id" text,
	"statement_document_id" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payouts_amounts_not_negative" CHECK ("payouts"."net_amount" >= 0 and "payouts"."offset_applied" >= 0 and "payouts"."carried_offset" >= 0),
	CONSTRAINT "payouts_amounts_add_up" CHECK ("payouts"."gross_amount" - "payouts"."offset_applied" = "payouts"."net_amount" - "payouts"."carried_offset"),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('DRAFT', 'PROPOSED', 'RELEASED')),
	CONSTRAINT "payouts_released_has_release" CHECK ("payouts"."status" = 'DRAFT' or "payouts"."release_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "payouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_carriers" (
	"tenant_id" uuid NOT NULL,
	"coverage_line" text NOT NULL,
	"carrier_id" uuid NOT NULL,
	CONSTRAINT "tenant_carriers_tenant_id_coverage_line_pk" PRIMARY KEY("tenant_id","coverage_line")
);
--> statement-breakpoint
ALTER TABLE "tenant_carriers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_files" ADD CONSTRAINT "payment_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_offsets" ADD CONSTRAINT "payout_offsets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_releases" ADD CONSTRAINT "payout_releases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_carriers" ADD CONSTRAINT "tenant_carriers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_carriers" ADD CONSTRAINT "tenant_carriers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_idx" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_files_message_id_idx" ON "payment_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "payment_files_release_idx" ON "payment_files" USING btree ("tenant_id","release_id");--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("tenant_id","payout_id");--> statement-breakpoint
CREATE INDEX "payout_offsets_account_idx" ON "payout_offsets" USING btree ("tenant_id","account_key");--> statement-breakpoint
CREATE INDEX "payout_releases_status_idx" ON "payout_releases" USING btree ("tenant_id","status","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_live_draft_key_idx" ON "payouts" USING btree ("tenant_id","draft_key") WHERE "payouts"."status" in ('DRAFT', 'PROPOSED');--> statement-breakpoint
CREATE INDEX "payouts_month_idx" ON "payouts" USING btree ("tenant_id","accounting_month_id","status");--> statement-breakpoint
CREATE INDEX "payouts_case_idx" ON "payouts" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "payouts_release_idx" ON "payouts" USING btree ("tenant_id","release_id");--> statement-breakpoint
CREATE POLICY "payment_files_tenant_isolation" ON "payment_files" AS PERMISSIVE FOR ALL TO "app_user" USING ("payment_files"."tenant_id" = app_current_tenant_id()) WITH CHECK ("payment_files"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "payout_lines_tenant_isolation" ON "payout_lines" AS PERMISSIVE FOR ALL TO "app_user" USING ("payout_lines"."tenant_id" = app_current_tenant_id()) WITH CHECK ("payout_lines"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "payout_offsets_tenant_isolation" ON "payout_offsets" AS PERMISSIVE FOR ALL TO "app_user" USING ("payout_offsets"."tenant_id" = app_current_tenant_id()) WITH CHECK ("payout_offsets"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "payout_releases_tenant_isolation" ON "payout_releases" AS PERMISSIVE FOR ALL TO "app_user" USING ("payout_releases"."tenant_id" = app_current_tenant_id()) WITH CHECK ("payout_releases"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "payouts_tenant_isolation" ON "payouts" AS PERMISSIVE FOR ALL TO "app_user" USING ("payouts"."tenant_id" = app_current_tenant_id()) WITH CHECK ("payouts"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "tenant_carriers_tenant_isolation" ON "tenant_carriers" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_carriers"."tenant_id" = app_current_tenant_id()) WITH CHECK ("tenant_carriers"."tenant_id" = app_current_tenant_id());