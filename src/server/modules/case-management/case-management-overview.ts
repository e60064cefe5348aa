// What case management adds to the case overview (issue 30, decision 0052; decision 0018): the case management that
// names the insurance case (ktgCaseIds) — or, when none names it, the employee's running one — gives
// isCaseReviewCompleted, powUploadedAt, its earliest report date and the plan's planned full return. Read by the
// cases module through index.ts, inside its transaction.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { plannedFullReturnOf, type WorkCapacityEntry } from '../../../domain/return-to-work.ts';

export type CaseManagementOverview = {
  isCaseReviewCompleted: boolean;
  powUploadedAt: string | null;
  earliestReportDate: string | null;
  plannedFullReturn: string | null;
};

export async function caseManagementOverviewOf(
  tx: Queryable,
  ktgCaseId: string,
  employeeId: string,
): Promise<CaseManagementOverview | null> {
  const [row] = await rowsOf<{
    is_case_review_completed: boolean;
    pow_uploaded_at: string | Date | null;
    earliest_report_date: string | null;
    plan: { workCapacity?: WorkCapacityEntry[] };
  }>(
    tx,
    sql`select is_case_review_completed, pow_uploaded_at, earliest_report_date::text as earliest_report_date, plan
        from case_managements
        where employee_id = ${employeeId}
          and (ktg_case_ids @> ${JSON.stringify([ktgCaseId])}::jsonb or status = 'ACTIVE')
        order by (ktg_case_ids @> ${JSON.stringify([ktgCaseId])}::jsonb) desc, (status = 'ACTIVE') desc,
          opened_at desc
        limit 1`,
  );
  if (!row) return null;
  return {
    isCaseReviewCompleted: row.is_case_review_completed,
    powUploadedAt: row.pow_uploaded_at === null ? null : toIsoTimestamp(row.pow_uploaded_at),
    earliestReportDate: row.earliest_report_date,
    plannedFullReturn: plannedFullReturnOf(row.plan.workCapacity ?? []),
  };
}
