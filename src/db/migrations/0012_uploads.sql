CREATE TABLE "absences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"accident_type" text,
	"hours" numeric(5, 2),
	"percentage" numeric(5, 2),
	"source" text NOT NULL,
	"comment" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"upload_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "absences_hours_xor_percentage" CHECK (("absences"."hours" is null) <> ("absences"."percentage" is null)),
	CONSTRAINT "absences_hours_range" CHECK ("absences"."hours" is null or ("absences"."hours" > 0 and "absences"."hours" <= 24)),
	CONSTRAINT "absences_percentage_range" CHECK ("absences"."percentage" is null or ("absences"."percentage" > 0 and "absences"."percentage" <= 100)),
	CONSTRAINT "absences_type_valid" CHECK ("absences"."type" in ('SICK', 'ACCIDENT', 'MILITARY', 'MATERNITY', 'PATERNITY', 'VACATION', 'FAMILY_CARE', 'OTHER')),
	CONSTRAINT "absences_accident_type_valid" CHECK ("absences"."accident_type" is null or "absences"."accident_type" in ('OCCUPATIONAL', 'NON_OCCUPATIONAL')),
	CONSTRAINT "absences_source_valid" CHECK ("absences"."source" in ('automatic', 'edited', 'manual')),
	CONSTRAINT "absences_comment_length" CHECK ("absences"."comment" is null or length("absences"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "absences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint,
	"sha256" text,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "documents_status_valid" CHECK ("documents"."status" in ('pending', 'stored')),
	CONSTRAINT "documents_purpose_valid" CHECK ("documents"."purpose" in ('upload', 'generated')),
	CONSTRAINT "documents_stored_complete" CHECK ("documents"."status" <> 'stored' or ("documents"."size_bytes" is not null and "documents"."sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "absence_upload_rows" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"employee_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"type" text NOT NULL,
	"accident_type" text,
	"hours" numeric(5, 2),
	"percentage" numeric(5, 2),
	"comment" text,
	CONSTRAINT "absence_upload_rows_tenant_id_upload_id_row_number_pk" PRIMARY KEY("tenant_id","upload_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "absence_upload_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_upload_row_issues" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"seq" integer NOT NULL,
	"severity" text NOT NULL,
	"column" text,
	"value" text,
	"message" text NOT NULL,
	CONSTRAINT "file_upload_row_issues_tenant_id_upload_id_row_number_seq_pk" PRIMARY KEY("tenant_id","upload_id","row_number","seq"),
	CONSTRAINT "file_upload_row_issues_severity_valid" CHECK ("file_upload_row_issues"."severity" in ('error', 'notice'))
);
--> statement-breakpoint
ALTER TABLE "file_upload_row_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'file' NOT NULL,
	"document_id" uuid,
	"file_upload_key" text,
	"file_upload_name" text,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'processing' NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"applied_through" text,
	"rows_accepted" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"employees_affected" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"idempotency_key" text,
	CONSTRAINT "file_uploads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "file_uploads_kind_valid" CHECK ("file_uploads"."kind" in ('employee', 'absence')),
	CONSTRAINT "file_uploads_source_valid" CHECK ("file_uploads"."source" in ('file', 'api')),
	CONSTRAINT "file_uploads_status_valid" CHECK ("file_uploads"."status" in ('processing', 'completed', 'failed', 'formatting-failed')),
	CONSTRAINT "file_uploads_phase_valid" CHECK ("file_uploads"."phase" in ('reading', 'applying', 'done')),
	CONSTRAINT "file_uploads_absence_range" CHECK ("file_uploads"."kind" <> 'absence' or ("file_uploads"."start_date" is not null and "file_uploads"."end_date" >= "file_uploads"."start_date"))
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_upload_rows" ADD CONSTRAINT "absence_upload_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_row_issues" ADD CONSTRAINT "file_upload_row_issues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_tenant_employee_date_idx" ON "absences" USING btree ("tenant_id","employee_id","date") WHERE not "absences"."deleted";--> statement-breakpoint
CREATE INDEX "absences_tenant_date_idx" ON "absences" USING btree ("tenant_id","date") WHERE not "absences"."deleted";--> statement-breakpoint
CREATE INDEX "absences_tenant_upload_idx" ON "absences" USING btree ("tenant_id","upload_id") WHERE "absences"."upload_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_tenant_created_idx" ON "documents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "absence_upload_rows_employee_idx" ON "absence_upload_rows" USING btree ("tenant_id","upload_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_uploads_one_processing_per_tenant" ON "file_uploads" USING btree ("tenant_id") WHERE "file_uploads"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "file_uploads_idempotency_key" ON "file_uploads" USING btree ("tenant_id","idempotency_key") WHERE "file_uploads"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "file_uploads_tenant_kind_uploaded_idx" ON "file_uploads" USING btree ("tenant_id","kind","uploaded_at");--> statement-breakpoint
CREATE POLICY "absences_tenant_isolation" ON "absences" AS PERMISSIVE FOR ALL TO "app_user" USING ("absences"."tenant_id" = app_current_tenant_id()) WITH CHECK ("absences"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "documents_tenant_isolation" ON "documents" AS PERMISSIVE FOR ALL TO "app_user" USING ("documents"."tenant_id" = app_current_tenant_id()) WITH CHECK ("documents"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "absence_upload_rows_tenant_isolation" ON "absence_upload_rows" AS PERMISSIVE FOR ALL TO "app_user" USING ("absence_upload_rows"."tenant_id" = app_current_tenant_id()) WITH CHECK ("absence_upload_rows"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "file_upload_row_issues_tenant_isolation" ON "file_upload_row_issues" AS PERMISSIVE FOR ALL TO "app_user" USING ("file_upload_row_issues"."tenant_id" = app_current_tenant_id()) WITH CHECK ("file_upload_row_issues"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "file_uploads_tenant_isolation" ON "file_uploads" AS PERMISSIVE FOR ALL TO "app_user" USING ("file_uploads"."tenant_id" = app_current_tenant_id()) WITH CHECK ("file_uploads"."tenant_id" = app_current_tenant_id());