-- The home page's work list (issue 28 section 1, decision 0039) counts in one request: two partial indexes so its
-- counts read only the rows they count. Claims no accounting month has taken up (UNASSIGNED, paying) for the count and
-- the claims list (300 000 claims at 10 000 employees: a parallel scan of 131 ms -> an index-only scan of 2 ms), and
-- cases with a blocked claim (a scan of 20 000 cases of 13 ms -> 0.2 ms). And the superior scope's search of the
-- SUPERIOR connections as a function, so that it uses the connections' GIN index (0.5-1 s -> a few ms at 10 000
-- employees). docs/performance.md, "Home work list (issue 28)"; docs/decisions/0039-home-work-list.md.
CREATE INDEX "cases_blocked_idx" ON "cases" USING btree ("tenant_id","claim_type") WHERE 'BLOCKED' = any("cases"."processing_statuses");--> statement-breakpoint
CREATE INDEX "claims_unassigned_idx" ON "claims" USING btree ("tenant_id","accounting_month_id","case_id","employee_id") WHERE "claims"."processing_status" = 'UNASSIGNED' and "claims"."daily_allowance" <> 0;--> statement-breakpoint
-- The employees whose record valid on the day names the superior in a SUPERIOR connection, in the request's tenant.
-- Under row-level security the containment search cannot use employee_records_connections_idx (jsonb operators are
-- not leakproof, so the planner evaluates them only after the policy, row by row); as the owner the function searches
-- with the index and applies the policy's own condition, tenant_id = app_current_tenant_id(), itself: it sees exactly
-- the rows the caller's policy admits (none without a tenant). Only app_user may call it.
CREATE FUNCTION employees_reporting_to(superior_employee_id text, on_day date) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT r.employee_id
    FROM employee_records r
    WHERE r.tenant_id = app_current_tenant_id()
      AND r.data -> 'connections' @> jsonb_build_array(
            jsonb_build_object('employeeId', superior_employee_id, 'kind', 'SUPERIOR'))
      AND r.valid_from <= on_day
      AND (r.valid_to IS NULL OR r.valid_to >= on_day)
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION employees_reporting_to(text, date) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION employees_reporting_to(text, date) TO app_user;
