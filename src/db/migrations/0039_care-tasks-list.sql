-- The care tasks list (issue 29, decision 0048; docs/performance.md "Care tasks list (issue 29)"): its default order
-- (open tasks first by due date, the overdue ones leading; then the closed ones, most recently changed first) as an
-- index, so the first page reads 50 entries in order instead of sorting every task of the tenant. The expressions are
-- exactly those of the list's ORDER BY (src/server/modules/care/care-task-repository.ts).
CREATE INDEX "care_tasks_default_order_idx" ON "care_tasks" USING btree ("tenant_id",("status" <> 'OPEN'),(CASE WHEN "status" = 'OPEN' THEN "due_date" END),"updated_at" DESC,"id");
