CREATE TABLE "calendar_feeds" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hashed_token" text NOT NULL,
	"token_prefix" text NOT NULL,
	"company_subunit_id" text,
	"absence_types" jsonb,
	"show_absence_types" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_hash_unique" ON "calendar_feeds" USING btree ("hashed_token");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "calendar_feeds_tenant_isolation" ON "calendar_feeds" AS PERMISSIVE FOR ALL TO "app_user" USING ("calendar_feeds"."tenant_id" = app_current_tenant_id()) WITH CHECK ("calendar_feeds"."tenant_id" = app_current_tenant_id());