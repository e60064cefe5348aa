CREATE TABLE "case_inputs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"employee_id" text NOT NULL,
	"case_id" uuid,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "case_inputs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "case_inputs_kind_valid" CHECK ("case_inputs"."kind" in ('MANUAL_CORRECTION', 'IV_SETTING', 'BENEFIT_STOP', 'ACCIDENT_DATE', 'CASE_LINK', 'CASE_DECISION', 'TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER'))
);
--> statement-breakpoint
ALTER TABLE "case_inputs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "case_inputs" ADD CONSTRAINT "case_inputs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_inputs_employee_idx" ON "case_inputs" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "case_inputs_case_idx" ON "case_inputs" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE POLICY "case_inputs_tenant_isolation" ON "case_inputs" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_inputs"."tenant_id" = app_current_tenant_id()) WITH CHECK ("case_inputs"."tenant_id" = app_current_tenant_id());