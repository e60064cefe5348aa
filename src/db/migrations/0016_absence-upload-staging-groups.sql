-- Absence upload staging: one row per employee and reading batch, the file rows as parallel arrays, instead of one
-- row per file row (docs/performance.md, "Absence uploads"). Staged rows of an upload in progress are carried over.
ALTER TABLE "absence_upload_rows" RENAME TO "absence_upload_rows_before_0016";--> statement-breakpoint
CREATE TABLE "absence_upload_rows" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"first_row" integer NOT NULL,
	"row_numbers" integer[] NOT NULL,
	"start_dates" date[] NOT NULL,
	"end_dates" date[] NOT NULL,
	"types" text[] NOT NULL,
	"accident_types" text[] NOT NULL,
	"hours" numeric(5, 2)[] NOT NULL,
	"percentages" numeric(5, 2)[] NOT NULL,
	"comments" text[] NOT NULL,
	CONSTRAINT "absence_upload_rows_pk" PRIMARY KEY("tenant_id","upload_id","employee_id","first_row")
);
--> statement-breakpoint
ALTER TABLE "absence_upload_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "absence_upload_rows_tenant_isolation" ON "absence_upload_rows" AS PERMISSIVE FOR ALL TO "app_user" USING ("absence_upload_rows"."tenant_id" = app_current_tenant_id()) WITH CHECK ("absence_upload_rows"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
INSERT INTO "absence_upload_rows"
  SELECT tenant_id, upload_id, employee_id, min(row_number), array_agg(row_number ORDER BY row_number),
    array_agg(start_date ORDER BY row_number), array_agg(end_date ORDER BY row_number),
    array_agg(type ORDER BY row_number), array_agg(accident_type ORDER BY row_number),
    array_agg(hours ORDER BY row_number), array_agg(percentage ORDER BY row_number),
    array_agg(comment ORDER BY row_number)
  FROM "absence_upload_rows_before_0016" GROUP BY tenant_id, upload_id, employee_id;--> statement-breakpoint
DROP TABLE "absence_upload_rows_before_0016" CASCADE;
