DROP INDEX "accounting_snapshots_month_idx";--> statement-breakpoint
ALTER TABLE "accounting_month_locks" ADD COLUMN "day_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_month_locks" ADD COLUMN "correction_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_snapshots" ADD COLUMN "case_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_snapshots" ADD COLUMN "benefit_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing lines: the counters from counter_snapshots, the lock totals from their lines.
UPDATE "accounting_snapshots" SET
  "case_days" = coalesce((select (c->>'value')::numeric::integer from jsonb_array_elements("counter_snapshots") c where c->>'name' = 'CASE_DAYS' limit 1), 0),
  "benefit_days" = coalesce((select (c->>'value')::numeric::integer from jsonb_array_elements("counter_snapshots") c where c->>'name' = 'BENEFIT_DAYS' limit 1), 0);--> statement-breakpoint
UPDATE "accounting_month_locks" l SET
  "day_count" = coalesce((select sum(s."days") from "accounting_snapshots" s where s."tenant_id" = l."tenant_id" and s."lock_id" = l."id"), 0),
  "correction_amount" = coalesce((select sum(s."amount") from "accounting_snapshots" s where s."tenant_id" = l."tenant_id" and s."lock_id" = l."id" and s."is_correction"), 0);--> statement-breakpoint
CREATE INDEX "accounting_snapshots_last_name_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","last_name","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_personnel_number_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","personnel_number","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_first_name_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","first_name","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_start_date_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_end_date_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","end_date","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_case_days_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","case_days","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_benefit_days_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","benefit_days","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_daily_allowance_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","daily_allowance","start_date","employee_id","case_number","id");--> statement-breakpoint
CREATE INDEX "accounting_snapshots_amount_idx" ON "accounting_snapshots" USING btree ("tenant_id","accounting_month_id","amount","start_date","employee_id","case_number","id");