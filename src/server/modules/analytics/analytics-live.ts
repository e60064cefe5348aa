// What the stored figures cannot answer, computed from the facts as the derivation would (decision 0061):
// - the as-of month when the as-of day lies inside it and before today (the stored rows count up to today): that
//   month's figures as of the as-of day, for the people with a figure that month;
// - one person's absence days in a range with what each counts for the rate, or why it counts less (the days behind
//   a person's figures, issue 32 point 3).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { countAbsences } from '../../../domain/analytics/absence-hours.ts';
import type { EmployeeMonthFigure } from '../../../domain/analytics/employee-month-figures.ts';
import { personDaysOf } from '../../../domain/analytics/target-hours.ts';
import { daysInMonth } from '../../../domain/dates.ts';
import { analyticsFiguresOf, loadAnalyticsFacts } from '../derivation/index.ts';
import { type LiveFigure, type Selection, selectionWhere } from './analytics-figures.repository.ts';

/** Whether the as-of day cuts its month short of what the stored rows count (they count up to today). */
export function needsLiveMonth(asOf: string, today: string): boolean {
  if (asOf >= today) return false;
  const [year, month] = [Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))];
  return Number(asOf.slice(8, 10)) < daysInMonth(year, month);
}

/** The as-of month's figures as of the as-of day, for the people of the selection with a stored figure that month. */
export async function liveMonthFigures(tx: Queryable, selection: Selection, asOf: string): Promise<LiveFigure[]> {
  const month = asOf.slice(0, 7);
  const people = await rowsOf<{ employee_id: string }>(
    tx,
    sql`select distinct employee_id from analytics_employee_months where ${selectionWhere(selection, month, month)}`,
  );
  const ids = people.map((row) => row.employee_id);
  if (ids.length === 0) return [];
  const from = new Map(ids.map((id) => [id, `${month}-01`]));
  const facts = await loadAnalyticsFacts(tx, selection.tenantId, ids, { from });
  const figures: LiveFigure[] = [];
  // Months without absences are shared by the people of one schedule (the derivation's cache, quiet-months.ts).
  const cache = new Map();
  for (const [employeeId, employeeFacts] of facts) {
    for (const figure of analyticsFiguresOf(employeeFacts, asOf, { from: month, to: month }, cache)) {
      figures.push(liveFigureOf(employeeId, figure));
    }
  }
  return figures;
}

function liveFigureOf(employeeId: string, figure: EmployeeMonthFigure): LiveFigure {
  return {
    employee_id: employeeId,
    month: figure.month,
    company_subunit_id: figure.companySubunitId,
    processing_group_id: figure.processingGroupId,
    employment_type: figure.employmentType,
    month_days: figure.monthDays,
    employment_pm_days: figure.employmentPmDays,
    target_centi_hours: figure.targetCentiHours,
    sickness_centi_hours: figure.absenceCentiHours.SICKNESS,
    accident_centi_hours: figure.absenceCentiHours.ACCIDENT,
    other_centi_hours: figure.absenceCentiHours.OTHER,
    durations: figure.durations,
  };
}

/** One person's absence days from..to (whole months) as the rate counts them, as of the as-of day. */
export async function countedDaysOf(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
  range: { from: string; to: string },
  asOf: string,
) {
  const from = `${range.from}-01`;
  const to = `${range.to}-${String(daysInMonth(Number(range.to.slice(0, 4)), Number(range.to.slice(5, 7)))).padStart(2, '0')}`;
  const facts = (await loadAnalyticsFacts(tx, tenantId, [employeeId], { from: new Map([[employeeId, from]]) })).get(
    employeeId,
  );
  if (!facts) return [];
  const absences = facts.absences.filter((absence) => absence.date >= from && absence.date <= to);
  const days = personDaysOf(facts.versions, { from, to }, asOf);
  return countAbsences(absences, days).map((day) => ({
    date: day.date,
    type: day.type,
    category: day.category,
    requestedHours: day.requestedCentiHours / 100,
    countedHours: day.centiHours / 100,
    reason: day.reason,
  }));
}
