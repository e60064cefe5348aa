// The days an issue is about (docs/decisions/0013-absence-periods-and-issues-routes.md): an issue "touches" an
// absence period of its employee when these days overlap the period. Taken from the issue's details per type
// (docs/domain/issues.md); without details, the scopeDate alone; without either, every day of the employee. One SQL
// expression, used by the period list's issue filters (hasIssues, issueType) and by include=issues alike.
import { type SQL, sql } from 'drizzle-orm';

const DAY_RANGE_BY_TYPE: Record<string, { from: string; to: string }> = {
  // Both sides of the missing weekend or of the gap: the periods before and after it.
  ABSENCE_MISSING_SATURDAY_OR_SUNDAY: { from: "(d->>'lastDayBefore')::date", to: "(d->>'firstDayAfter')::date" },
  ABSENCE_GAP_BETWEEN_ABSENCES: { from: "(d->>'lastDayBefore')::date", to: "(d->>'firstDayAfter')::date" },
  ABSENCE_DUPLICATED: { from: "(d->>'date')::date", to: "(d->>'date')::date" },
  ABSENCE_MIXED_TYPES_SAME_MONTH: {
    from: "date_trunc('month', {s})::date",
    to: "(date_trunc('month', {s}) + interval '1 month' - interval '1 day')::date",
  },
  EMPLOYEE_MISSING_WAGE_TYPES: {
    from: "(d->>'validFrom')::date",
    to: "coalesce((d->>'validTo')::date, 'infinity'::date)",
  },
  EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: {
    from: "(d->>'validFrom')::date",
    to: "coalesce((d->>'validTo')::date, 'infinity'::date)",
  },
  EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: {
    from: "(d->>'absentFrom')::date",
    to: "coalesce((d->>'absentTo')::date, 'infinity'::date)",
  },
  EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: {
    from: "(d->>'firstAbsenceDate')::date",
    to: "(d->>'lastAbsenceDate')::date",
  },
  EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK: {
    from: "(d->>'periodStart')::date",
    to: "(d->>'periodEnd')::date",
  },
  // The last, partial month of the hourly earner.
  EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH: {
    from: "date_trunc('month', (d->>'leavingDate')::date)::date",
    to: "(d->>'leavingDate')::date",
  },
  EMPLOYEE_RECORD_MISSING_CHECKER: {
    from: "(d->>'firstAbsenceDate')::date",
    to: "(d->>'lastAbsenceDate')::date",
  },
  // The mismatching recorded days (not the certificate's whole span).
  ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH: { from: "(d->>'from')::date", to: "(d->>'to')::date" },
};

function expression(alias: string, side: 'from' | 'to'): SQL {
  const d = `${alias}.details`;
  const s = `${alias}.scope_date`;
  const fallback = side === 'from' ? `coalesce(${s}, '-infinity'::date)` : `coalesce(${s}, 'infinity'::date)`;
  const branches = Object.entries(DAY_RANGE_BY_TYPE)
    .map(([type, range]) => `when '${type}' then ${range[side].replaceAll('d->>', `${d}->>`).replaceAll('{s}', s)}`)
    .join(' ');
  return sql.raw(`(case when ${d} is null or jsonb_typeof(${d}) <> 'object' then ${fallback}
    else coalesce(case ${alias}.type ${branches} end, ${fallback}) end)`);
}

/** First and last day an issue of the table aliased `alias` is about (dates; open ends are ±infinity). */
export function issueDays(alias: string): { from: SQL; to: SQL } {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return { from: expression(alias, 'from'), to: expression(alias, 'to') };
}
