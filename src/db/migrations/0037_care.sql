-- Care (issue 29, decision 0046): stage definitions and their set revision, task templates, employee care stages, care
-- tasks with comments and attachments, notification settings and the mails (outbox). Every table tenant-isolated.
CREATE TABLE "care_stage_definition_sets" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "care_stage_definition_sets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "care_stage_definitions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"level" integer NOT NULL,
	"triggers_logical_operator" text NOT NULL,
	"triggers" jsonb NOT NULL,
	"scheduled_task_definition_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notified_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_additional_tasks_for_new_absences" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_stage_definitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "care_stage_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "care_task_attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"care_task_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_task_attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "care_task_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "care_task_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"care_task_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"posted_by" text NOT NULL,
	"posted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_task_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "care_task_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "care_task_definitions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_in_days" integer NOT NULL,
	"responsible" text DEFAULT 'SUPERIOR' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_task_definitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "care_task_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "care_tasks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"origin" text NOT NULL,
	"care_task_definition_id" uuid,
	"care_stage_id" uuid,
	"care_stage_level" integer,
	"care_stage_entered_at" date,
	"absence_period_start" date,
	"trigger_reason" jsonb,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conversation_date" date,
	"participants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"private_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"due_date" date NOT NULL,
	"responsible_user_id" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"discarded_at" timestamp with time zone,
	"discard_kind" text,
	"discard_reason" text,
	"protocol_document_id" uuid,
	"due_notified_for" date,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "care_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_care_stages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"care_stage_definition_id" uuid,
	"level" integer NOT NULL,
	"entered_care_stage_at" date NOT NULL,
	"left_care_stage_at" date,
	"changed_care_stage_to" integer,
	"triggers" jsonb NOT NULL,
	"reason" jsonb NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_care_stages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_care_stages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mails" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recipient_user_id" uuid,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"link" text,
	"digest_on" date,
	"digest_mail_id" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mails_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"events" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "care_stage_definition_sets" ADD CONSTRAINT "care_stage_definition_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_stage_definitions" ADD CONSTRAINT "care_stage_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_task_attachments" ADD CONSTRAINT "care_task_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_task_comments" ADD CONSTRAINT "care_task_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_task_definitions" ADD CONSTRAINT "care_task_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_tasks" ADD CONSTRAINT "care_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_care_stages" ADD CONSTRAINT "employee_care_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_stage_definitions_level_unique" ON "care_stage_definitions" USING btree ("tenant_id","level");--> statement-breakpoint
CREATE INDEX "care_task_attachments_task_idx" ON "care_task_attachments" USING btree ("tenant_id","care_task_id");--> statement-breakpoint
CREATE INDEX "care_task_comments_task_idx" ON "care_task_comments" USING btree ("tenant_id","care_task_id");--> statement-breakpoint
CREATE INDEX "care_tasks_employee_idx" ON "care_tasks" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "care_tasks_responsible_idx" ON "care_tasks" USING btree ("tenant_id","responsible_user_id","status","due_date");--> statement-breakpoint
CREATE INDEX "care_tasks_status_due_idx" ON "care_tasks" USING btree ("tenant_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "care_tasks_from_stage_unique" ON "care_tasks" USING btree ("tenant_id","care_stage_id","care_task_definition_id","absence_period_start") WHERE "care_tasks"."origin" <> 'MANUAL';--> statement-breakpoint
CREATE UNIQUE INDEX "employee_care_stages_stint_unique" ON "employee_care_stages" USING btree ("tenant_id","employee_id","entered_care_stage_at");--> statement-breakpoint
CREATE INDEX "employee_care_stages_current_idx" ON "employee_care_stages" USING btree ("tenant_id","level","employee_id") WHERE "employee_care_stages"."left_care_stage_at" is null;--> statement-breakpoint
CREATE INDEX "mails_recipient_idx" ON "mails" USING btree ("tenant_id","recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "mails_status_idx" ON "mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_dedupe_unique" ON "mails" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
CREATE POLICY "care_stage_definition_sets_tenant_isolation" ON "care_stage_definition_sets" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_stage_definition_sets"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_stage_definition_sets"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "care_stage_definitions_tenant_isolation" ON "care_stage_definitions" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_stage_definitions"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_stage_definitions"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "care_task_attachments_tenant_isolation" ON "care_task_attachments" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_task_attachments"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_task_attachments"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "care_task_comments_tenant_isolation" ON "care_task_comments" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_task_comments"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_task_comments"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "care_task_definitions_tenant_isolation" ON "care_task_definitions" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_task_definitions"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_task_definitions"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "care_tasks_tenant_isolation" ON "care_tasks" AS PERMISSIVE FOR ALL TO "app_user" USING ("care_tasks"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("care_tasks"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "employee_care_stages_tenant_isolation" ON "employee_care_stages" AS PERMISSIVE FOR ALL TO "app_user" USING ("employee_care_stages"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("employee_care_stages"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "mails_tenant_isolation" ON "mails" AS PERMISSIVE FOR ALL TO "app_user" USING ("mails"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("mails"."tenant_id" = (select app_current_tenant_id()));--> statement-breakpoint
CREATE POLICY "notification_settings_tenant_isolation" ON "notification_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("notification_settings"."tenant_id" = (select app_current_tenant_id())) WITH CHECK ("notification_settings"."tenant_id" = (select app_current_tenant_id()));