ALTER TABLE "payouts" ADD COLUMN "person_sort" text GENERATED ALWAYS AS (lower(coalesce(statement->'personNames'->>'lastName', ''))) STORED;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(statement->'personNames'->>'personnelNumber', '') || ' ' ||
        coalesce(statement->'personNames'->>'firstName', '') || ' ' ||
        coalesce(statement->'personNames'->>'lastName', '') || ' ' ||
        coalesce(statement->'personNames'->>'firstName', '') || ' ' || employee_id || ' ' ||
        coalesce(case_number::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "payouts_overview_idx" ON "payouts" USING btree ("tenant_id","accounting_month_id" desc,"person_sort","case_number","id","status","release_id","net_amount","payee_kind");--> statement-breakpoint
CREATE INDEX "payouts_search_idx" ON "payouts" USING gin ("search_text" gin_trgm_ops);