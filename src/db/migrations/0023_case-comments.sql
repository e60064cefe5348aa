CREATE TABLE "case_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"insured_person_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"posted_by_type" text NOT NULL,
	"posted_by_id" text,
	"posted_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "case_comments_comment_length" CHECK (char_length("case_comments"."comment") between 1 and 1000),
	CONSTRAINT "case_comments_valid_between" CHECK ("case_comments"."valid_from" is null or "case_comments"."valid_to" is null or "case_comments"."valid_to" >= "case_comments"."valid_from"),
	CONSTRAINT "case_comments_posted_by_type_valid" CHECK ("case_comments"."posted_by_type" in ('user', 'admin', 'api-token', 'system'))
);
--> statement-breakpoint
ALTER TABLE "case_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "case_comments" ADD CONSTRAINT "case_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_comments_case_idx" ON "case_comments" USING btree ("tenant_id","case_id","created_at");--> statement-breakpoint
CREATE POLICY "case_comments_tenant_isolation" ON "case_comments" AS PERMISSIVE FOR ALL TO "app_user" USING ("case_comments"."tenant_id" = app_current_tenant_id()) WITH CHECK ("case_comments"."tenant_id" = app_current_tenant_id());