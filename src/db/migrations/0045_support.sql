-- Support (issue 33 scope 6, decision 0067): the tenant users' support requests with their attached context and the
-- messages between the user and the platform's operators. Tenant tables with row-level security like every other.
CREATE TABLE "support_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "support_messages_author_valid" CHECK ("support_messages"."author_kind" in ('USER', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "support_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"area" text,
	"path" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"includes_health_data" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "support_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "support_requests_status_valid" CHECK ("support_requests"."status" in ('OPEN', 'ANSWERED', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("tenant_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_tenant_number_idx" ON "support_requests" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE POLICY "support_messages_tenant_isolation" ON "support_messages" AS PERMISSIVE FOR ALL TO "app_user" USING ("support_messages"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("support_messages"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "support_requests_tenant_isolation" ON "support_requests" AS PERMISSIVE FOR ALL TO "app_user" USING ("support_requests"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("support_requests"."tenant_id" = (select app_current_tenant_id()));