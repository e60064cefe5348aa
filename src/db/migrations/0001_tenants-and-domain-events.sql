CREATE TABLE "domain_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"employee_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "domain_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "domain_events_type_valid" CHECK ("domain_events"."type" in ('absences-modified', 'employee-data-modified')),
	CONSTRAINT "domain_events_status_valid" CHECK ("domain_events"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "domain_events_attempts_non_negative" CHECK ("domain_events"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"default_correspondence_language" text DEFAULT 'DE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_name_not_blank" CHECK (length(trim("tenants"."name")) > 0),
	CONSTRAINT "tenants_default_correspondence_language_valid" CHECK ("tenants"."default_correspondence_language" in ('DE', 'FR', 'EN', 'IT'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_tenant_status_created_idx" ON "domain_events" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "domain_events_tenant_employee_idx" ON "domain_events" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE POLICY "domain_events_tenant_isolation" ON "domain_events" AS PERMISSIVE FOR ALL TO "app_user" USING ("domain_events"."tenant_id" = app_current_tenant_id()) WITH CHECK ("domain_events"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
CREATE POLICY "tenants_tenant_isolation" ON "tenants" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenants"."id" = app_current_tenant_id()) WITH CHECK ("tenants"."id" = app_current_tenant_id());