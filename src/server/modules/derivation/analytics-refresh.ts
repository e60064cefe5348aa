// The figures of recent months computed again as the days pass (issue 32 point 4; decision 0059): no event marks a
// day passing, yet the running month's figures grow with it (its target hours, FTE days and absence hours go up to
// today), last month's figures are final only once it has ended (its as_of becomes its last day), and a period
// still running grows longer, which may move it — and its parts in earlier months — into the next duration bucket
// (C18: the bucket is the period's whole length up to asOf). The nightly job (jobs/analytics-refresh.ts) calls this
// per batch of employees under their derivation locks; every other change of facts derives the employee and so
// replaces all its rows (analytics.step.ts).
//
// Months computed again for each employee, from the first of:
// - the running month (on the 1st to the 3rd of a month also the previous one: a run missed on the 1st is caught up);
// - the month in which a period starts that runs on or after three days before asOf (its length grew since the last
//   run, the same three days' grace);
// but not earlier than five years before asOf (the months the derivation keeps), up to asOf's month. The rows from
// that month on are replaced (one delete, statements of 2 000 rows). Idempotent: the same day gives the same rows.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { monthRange } from '../../../domain/analytics/employee-month-figures.ts';
import type { QuietMonthCache } from '../../../domain/analytics/quiet-months.ts';
import { ANALYTICS_YEARS_KEPT } from '../../../domain/analytics/stored-inputs.ts';
import { addYears, type IsoDate, isoDateOf, monthIdOf, toEpochDay } from '../../../domain/dates.ts';
import {
  type AnalyticsFigureRow,
  analyticsFiguresOf,
  analyticsRowsOf,
  loadAnalyticsFacts,
  replaceAnalyticsRows,
} from './analytics.step.ts';

/** Days a still running period and the previous month stay in the refresh (a missed night is caught up). */
const GRACE_DAYS = 3;

/** The first month the nightly refresh computes for every employee on `asOf` (the running or the previous one). */
export function refreshStartMonth(asOf: IsoDate): string {
  const running = asOf.slice(0, 7);
  return Number(asOf.slice(8, 10)) <= GRACE_DAYS ? monthIdOf(monthRange(running).from - 1) : running;
}

/**
 * Computes the recent months of `employeeIds` again as of `asOf` (see the header) and replaces their rows; answers
 * the rows written. The caller holds the employees' derivation locks (lockDerivation) and the transaction.
 */
export async function refreshAnalyticsFigures(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  asOf: IsoDate,
): Promise<number> {
  const unique = [...new Set(employeeIds)];
  if (unique.length === 0) return 0;
  const asOfDay = toEpochDay(asOf);
  const earliestKept = monthIdOf(addYears(asOfDay, -ANALYTICS_YEARS_KEPT));
  // Each employee's first month: the refresh's, or the start of a period still running (few employees have one).
  const fromMonth = new Map(unique.map((employeeId) => [employeeId, refreshStartMonth(asOf)]));
  const running = await rowsOf<{ employeeId: string; startDate: string }>(
    tx,
    sql`select employee_id as "employeeId", min(start_date)::text as "startDate" from absence_periods
        where tenant_id = ${tenantId} and employee_id = any(${textArray(unique)})
          and end_date >= ${isoDateOf(asOfDay - GRACE_DAYS)}::date and start_date <= ${asOf}::date
        group by employee_id`,
  );
  for (const { employeeId, startDate } of running) {
    const month = startDate.slice(0, 7);
    if (month < (fromMonth.get(employeeId) ?? '')) fromMonth.set(employeeId, month);
  }
  for (const [employeeId, month] of fromMonth) if (month < earliestKept) fromMonth.set(employeeId, earliestKept);
  // Absences from each employee's first month on are all its figures read; a period reaching into them is read whole.
  const facts = await loadAnalyticsFacts(tx, tenantId, unique, {
    from: new Map([...fromMonth].map(([employeeId, month]) => [employeeId, isoDateOf(monthRange(month).from)])),
  });
  const rows: AnalyticsFigureRow[] = [];
  const cache: QuietMonthCache = new Map();
  for (const employeeId of unique) {
    const employee = facts.get(employeeId);
    const from = fromMonth.get(employeeId);
    if (!employee || !from) continue;
    const figures = analyticsFiguresOf(employee, asOf, { from, to: asOf.slice(0, 7) }, cache);
    rows.push(...analyticsRowsOf(employeeId, figures, asOf));
  }
  await replaceAnalyticsRows(tx, tenantId, unique, rows, { fromMonth });
  return rows.length;
}
