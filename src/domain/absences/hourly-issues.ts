// Data issues of hourly earners (issues.ts): their insured salary is an average of the months worked (swiss-rules
// 4.2), so the date of employment, the anniversaries and a leaving date mid-month decide amounts.
import { addYears, civilOf, daysInMonth, isoDateOf, toEpochDay } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import {
  CALENDAR_DAY_ABSENCE_TYPES,
  type DetectedIssue,
  type Interval,
  type IssueDetectionInput,
  issue,
  leavingDateOf,
  recordOn,
} from './issue-model.ts';
import { type AbsenceRecord, absenceRunsByType, expandAbsenceDays, type IsoDate } from './periods.ts';

/**
 * EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: an hourly earner is SICK or ACCIDENT absent within the first year after
 * the date of employment (or before it): the insured salary is the average since entry, annualised (swiss-rules
 * 4.2), so the date of employment decides the amount. One issue per date of employment.
 */
export function hourlyEmploymentIssues(
  employeeId: string,
  intervals: readonly Interval[],
  live: readonly AbsenceRecord[],
): DetectedIssue[] {
  const byDate = new Map<IsoDate, { first: IsoDate; last: IsoDate; before: boolean; anniversary: IsoDate }>();
  for (const record of live) {
    if (!(CALENDAR_DAY_ABSENCE_TYPES as readonly AbsenceType[]).includes(record.type)) continue;
    const day = toEpochDay(record.date);
    const employee = recordOn(intervals, day);
    const dateOfEmployment = employee?.data.dateOfEmployment;
    if (employee?.data.salaryBasis !== 'HOURLY' || !dateOfEmployment) continue;
    const firstAnniversary = addYears(toEpochDay(dateOfEmployment), 1);
    if (day >= firstAnniversary) continue;
    const entry = byDate.get(dateOfEmployment);
    const before = record.date < dateOfEmployment;
    if (!entry) {
      byDate.set(dateOfEmployment, {
        first: record.date,
        last: record.date,
        before,
        anniversary: isoDateOf(firstAnniversary),
      });
    } else {
      if (record.date < entry.first) entry.first = record.date;
      if (record.date > entry.last) entry.last = record.date;
      entry.before ||= before;
    }
  }
  return [...byDate].map(([dateOfEmployment, entry]) =>
    issue(employeeId, 'EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK', dateOfEmployment, '', {
      dateOfEmployment,
      firstAnniversary: entry.anniversary,
      firstAbsenceDate: entry.first,
      lastAbsenceDate: entry.last,
      hasAbsenceBeforeDateOfEmployment: entry.before,
    }),
  );
}

/**
 * EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK: a SICK or ACCIDENT run (after weekend fill) of an hourly
 * earner goes over an anniversary of employment (anniversaryAdjustedDateOfEmployment, else dateOfEmployment, C9):
 * the LFZ entitlement renews and the 12-month average is taken anew on that day.
 */
export function hourlyAnniversaryIssues(
  input: IssueDetectionInput,
  intervals: readonly Interval[],
  live: readonly AbsenceRecord[],
): DetectedIssue[] {
  const runsByType = absenceRunsByType(expandAbsenceDays(live, input.configuration.weekendFill));
  const found = new Map<string, DetectedIssue>();
  for (const absenceType of CALENDAR_DAY_ABSENCE_TYPES) {
    for (const run of runsByType.get(absenceType) ?? []) {
      if (run.end === run.start) continue;
      for (const interval of intervals) {
        if (interval.to <= run.start || interval.from > run.end) continue;
        const { data } = interval.record;
        const basisDate = data.anniversaryAdjustedDateOfEmployment ?? data.dateOfEmployment;
        if (data.salaryBasis !== 'HOURLY' || !basisDate) continue;
        const basis = data.anniversaryAdjustedDateOfEmployment
          ? 'anniversaryAdjustedDateOfEmployment'
          : 'dateOfEmployment';
        const basisDay = toEpochDay(basisDate);
        const basisYear = civilOf(basisDay).year;
        for (let year = civilOf(run.start).year; year <= civilOf(run.end).year; year++) {
          const serviceYears = year - basisYear;
          if (serviceYears < 1) continue;
          const anniversary = addYears(basisDay, serviceYears);
          // Inside the run but not its first day, and on a day this (hourly) record is valid.
          if (anniversary <= run.start || anniversary > run.end) continue;
          if (anniversary < interval.from || anniversary > interval.to) continue;
          const detected = issue(
            input.employeeId,
            'EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK',
            isoDateOf(anniversary),
            absenceType,
            {
              anniversaryDate: isoDateOf(anniversary),
              serviceYears,
              basis,
              basisDate,
              absenceType,
              periodStart: isoDateOf(run.start),
              periodEnd: isoDateOf(run.end),
            },
          );
          found.set(detected.key, detected);
        }
      }
    }
  }
  return [...found.values()];
}

/** EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH: an hourly earner leaves on a day that is not the month's last. */
export function hourlyLeavingIssues(employeeId: string, intervals: readonly Interval[]): DetectedIssue[] {
  const found = new Map<string, DetectedIssue>();
  for (const { record } of intervals) {
    const leavingDate = leavingDateOf(record);
    if (record.data.salaryBasis !== 'HOURLY' || leavingDate === null) continue;
    const { year, month, day } = civilOf(toEpochDay(leavingDate));
    const lastDay = daysInMonth(year, month);
    if (day === lastDay) continue;
    const detected = issue(employeeId, 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH', leavingDate, '', {
      leavingDate,
      lastDayOfMonth: `${leavingDate.slice(0, 8)}${String(lastDay).padStart(2, '0')}`,
    });
    found.set(detected.key, detected);
  }
  return [...found.values()];
}
