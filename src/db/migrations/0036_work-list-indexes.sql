-- The home page's work list (issue 28 section 1, decision 0039) counts in one request: two partial indexes so its
-- counts read only the rows they count. Claims no accounting month has taken up (UNASSIGNED, paying) for the count and
-- the claims list (300 000 claims at 10 000 employees: a parallel scan of 131 ms -> an index-only scan of 2 ms), and
-- cases with a blocked claim (a scan of 20 000 cases of 13 ms -> 0.2 ms). docs/performance.md, "Home work list".
CREATE INDEX "cases_blocked_idx" ON "cases" USING btree ("tenant_id","claim_type") WHERE 'BLOCKED' = any("cases"."processing_statuses");--> statement-breakpoint
CREATE INDEX "claims_unassigned_idx" ON "claims" USING btree ("tenant_id","accounting_month_id","case_id","employee_id") WHERE "claims"."processing_status" = 'UNASSIGNED' and "claims"."daily_allowance" <> 0;