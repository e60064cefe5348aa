-- Uploads in the user's language (issue 28 section 2, decision 0040).
-- How the file named its employees (set when the header is read): 'personnelNumber' or 'employeeId'.
ALTER TABLE "file_uploads" ADD COLUMN "employee_key" text;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_employee_key_valid" CHECK ("file_uploads"."employee_key" is null or "file_uploads"."employee_key" in ('personnelNumber', 'employeeId'));--> statement-breakpoint
-- When the derived state the upload causes (cases, claims, periods, data issues) was written: set once the upload has
-- ended and every domain event it recorded is processed.
ALTER TABLE "file_uploads" ADD COLUMN "derived_at" timestamp with time zone;--> statement-breakpoint
-- The API token an interface delivery came with (its own uploads are what a token may read).
ALTER TABLE "file_uploads" ADD COLUMN "api_token_id" uuid;--> statement-breakpoint
-- The ended uploads still waiting for their derivation: what the marking after each event batch looks at.
CREATE INDEX "file_uploads_underived_idx" ON "file_uploads" USING btree ("tenant_id") WHERE "file_uploads"."derived_at" is null and "file_uploads"."status" <> 'processing';--> statement-breakpoint
-- A row report line as a code and its parameters (translated where it is shown); `message` stays the English text.
ALTER TABLE "file_upload_row_issues" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "file_upload_row_issues" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- The domain events of an upload that are not processed yet (few at any time): whether its derivation is written.
CREATE INDEX "domain_events_open_upload_idx" ON "domain_events" USING btree ("tenant_id", ("payload"->>'uploadId')) WHERE "domain_events"."status" <> 'processed';--> statement-breakpoint
-- Uploads that ended before this migration and whose events are all processed: derived (at their end, as far as is
-- known now).
UPDATE "file_uploads" u SET "derived_at" = coalesce(u."finished_at", now())
WHERE u."status" <> 'processing' AND NOT EXISTS (
  SELECT 1 FROM "domain_events" e
  WHERE e."tenant_id" = u."tenant_id" AND e."status" <> 'processed' AND e."payload"->>'uploadId' = u."id"::text
);
