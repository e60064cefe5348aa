-- Case management, medical certificates with their upload links, and deadlines (issue 30; decisions 0052-0054).
CREATE TABLE "case_management_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_management_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "case_management_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_management_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "case_management_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"ktg_case_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"requested_by_user_id" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"case_management_id" uuid,
	CONSTRAINT "case_management_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_management_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "case_management_status_changes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"case_management_id" uuid,
	"request_id" uuid,
	"status" text NOT NULL,
	"comment" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by" text NOT NULL,
	CONSTRAINT "case_management_status_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_management_status_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "case_managements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"responsible_user_id" uuid,
	"responsible_name" text,
	"ktg_case_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"outcome_comment" text,
	"is_case_review_completed" boolean DEFAULT false NOT NULL,
	"pow_document_id" uuid,
	"pow_uploaded_at" timestamp with time zone,
	"earliest_report_date" date,
	"plan" jsonb DEFAULT '{"goals":[],"steps":[],"workCapacity":[]}'::jsonb NOT NULL,
	"plan_updated_at" timestamp with time zone,
	"plan_updated_by" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_managements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_managements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificate_upload_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"hashed_token" text NOT NULL,
	"absence_type" text DEFAULT 'SICK' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"sent_to" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"certificate_id" uuid,
	"created_by_user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_upload_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "certificate_upload_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadlines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"deadline_key" text NOT NULL,
	"kind" text NOT NULL,
	"employee_id" text NOT NULL,
	"case_id" uuid,
	"due_date" date NOT NULL,
	"basis_date" date NOT NULL,
	"rule_id" text NOT NULL,
	"explanation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" uuid,
	"done_by" text,
	"reminded_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadlines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "deadlines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "medical_certificates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"absence_type" text DEFAULT 'SICK' NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"incapacity_percentage" integer NOT NULL,
	"issuer_name" text NOT NULL,
	"issuer_practice" text,
	"received_on" date NOT NULL,
	"source" text NOT NULL,
	"document_id" uuid,
	"upload_link_id" uuid,
	"created_by_user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "medical_certificates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "medical_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "case_management_notes" ADD CONSTRAINT "case_management_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_management_requests" ADD CONSTRAINT "case_management_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_management_status_changes" ADD CONSTRAINT "case_management_status_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_managements" ADD CONSTRAINT "case_managements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_upload_links" ADD CONSTRAINT "certificate_upload_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadlines" ADD CONSTRAINT "deadlines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_certificates" ADD CONSTRAINT "medical_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_management_notes_cm_idx" ON "case_management_notes" USING btree ("tenant_id","case_management_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_management_requests_open_unique" ON "case_management_requests" USING btree ("tenant_id","employee_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "case_management_requests_status_idx" ON "case_management_requests" USING btree ("tenant_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "case_management_status_changes_employee_idx" ON "case_management_status_changes" USING btree ("tenant_id","employee_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_managements_running_unique" ON "case_managements" USING btree ("tenant_id","employee_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "case_managements_employee_idx" ON "case_managements" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_upload_links_hash_unique" ON "certificate_upload_links" USING btree ("hashed_token");--> statement-breakpoint
CREATE INDEX "certificate_upload_links_employee_idx" ON "certificate_upload_links" USING btree ("tenant_id","employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deadlines_key_unique" ON "deadlines" USING btree ("tenant_id","deadline_key");--> statement-breakpoint
CREATE INDEX "deadlines_due_idx" ON "deadlines" USING btree ("tenant_id","status","due_date");--> statement-breakpoint
CREATE INDEX "deadlines_employee_idx" ON "deadlines" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "medical_certificates_employee_idx" ON "medical_certificates" USING btree ("tenant_id","employee_id","from_date");--> statement-breakpoint
CREATE POLICY "case_management_notes_tenant_isolation" ON "case_management_notes" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_management_notes"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("case_management_notes"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "case_management_requests_tenant_isolation" ON "case_management_requests" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_management_requests"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("case_management_requests"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "case_management_status_changes_tenant_isolation" ON "case_management_status_changes" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_management_status_changes"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("case_management_status_changes"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "case_managements_tenant_isolation" ON "case_managements" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_managements"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("case_managements"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "certificate_upload_links_tenant_isolation" ON "certificate_upload_links" AS PERMISSIVE FOR ALL TO "app_user" USING ("certificate_upload_links"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("certificate_upload_links"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "deadlines_tenant_isolation" ON "deadlines" AS PERMISSIVE FOR ALL TO "app_user" USING ("deadlines"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("deadlines"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "medical_certificates_tenant_isolation" ON "medical_certificates" AS PERMISSIVE FOR ALL TO "app_user" USING ("medical_certificates"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("medical_certificates"."tenant_id" = (select app_current_tenant_id()));