// Data issues of the employee records (issues.ts): runs of records without wage types or date of employment, an
// active case over the leaving date, absences on days no record covers.
import { type EpochDay, isoDateOf, toEpochDay } from '../dates.ts';
import {
  type DetectedIssue,
  type Interval,
  type IssueDetectionInput,
  type IssueEmployeeRecord,
  issue,
  isWithinEmployment,
  leavingDateOf,
  recordOn,
} from './issue-model.ts';
import type { AbsenceRecord, IsoDate } from './periods.ts';

/** EMPLOYEE_MISSING_WAGE_TYPES / EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: one issue per run of consecutive records. */
export function recordRunIssues(
  employeeId: string,
  intervals: readonly Interval[],
  type: 'EMPLOYEE_MISSING_WAGE_TYPES' | 'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
  isMissing: (record: IssueEmployeeRecord) => boolean,
): DetectedIssue[] {
  const found: DetectedIssue[] = [];
  let run: IssueEmployeeRecord[] = [];
  const close = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last) {
      found.push(
        issue(employeeId, type, first.validFrom, '', {
          validFrom: first.validFrom,
          validTo: last.validTo,
          recordCount: run.length,
        }),
      );
    }
    run = [];
  };
  for (const { record } of intervals) {
    if (isWithinEmployment(record) && isMissing(record)) run.push(record);
    else close();
  }
  close();
  return found;
}

/**
 * No wage type with an amount: the insured salary would be 0 (C8). Hourly earners report the month's actual pay,
 * so a wage type of 0 is a month without hours; only an empty list is missing for them.
 */
export function hasNoWages(record: IssueEmployeeRecord): boolean {
  const { wageTypes, salaryBasis } = record.data;
  if (wageTypes.length === 0) return true;
  return salaryBasis !== 'HOURLY' && wageTypes.every((wageType) => wageType.amount <= 0);
}

/** EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: an active case still running on the current leaving date (C13). */
export function activeCaseIssues(input: IssueDetectionInput, intervals: readonly Interval[]): DetectedIssue[] {
  const latest = intervals[intervals.length - 1]?.record;
  const leavingDate = latest ? leavingDateOf(latest) : null;
  if (leavingDate === null) return [];
  return (input.activeCases ?? [])
    .filter((activeCase) => activeCase.absentTo === null || activeCase.absentTo >= leavingDate)
    .map((activeCase) =>
      issue(input.employeeId, 'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE', leavingDate, activeCase.caseId, {
        caseId: activeCase.caseId,
        caseNumber: activeCase.caseNumber,
        claimType: activeCase.claimType,
        absentFrom: activeCase.absentFrom,
        absentTo: activeCase.absentTo,
        leavingDate,
      }),
    );
}

/**
 * EMPLOYEE_RECORD_MISSING_CHECKER: absences on days no employee record covers (before the first record, between
 * records, after the last), one issue per uncovered stretch. Days after the leaving date of the record that ends
 * before them are not missing: the case goes on with the last record's data (C13).
 */
export function missingRecordIssues(
  employeeId: string,
  intervals: readonly Interval[],
  live: readonly AbsenceRecord[],
): DetectedIssue[] {
  const stretches = new Map<string, { from: EpochDay | null; to: EpochDay | null; dates: Set<IsoDate> }>();
  for (const record of live) {
    const day = toEpochDay(record.date);
    if (recordOn(intervals, day) !== null) continue;
    let endBefore: Interval | null = null;
    let startAfter: EpochDay | null = null;
    for (const interval of intervals) {
      if (interval.to < day && (endBefore === null || interval.to > endBefore.to)) endBefore = interval;
      if (interval.from > day && (startAfter === null || interval.from < startAfter)) startAfter = interval.from;
    }
    const leaving = endBefore ? leavingDateOf(endBefore.record) : null;
    if (startAfter === null && leaving !== null && leaving < record.date) continue;
    const from = endBefore ? endBefore.to + 1 : null;
    const to = startAfter === null ? null : startAfter - 1;
    const key = `${from}|${to}`;
    const stretch = stretches.get(key) ?? { from, to, dates: new Set<IsoDate>() };
    stretches.set(key, stretch);
    stretch.dates.add(record.date);
  }
  return [...stretches.values()].map((stretch) => {
    const dates = [...stretch.dates].sort();
    const first = dates[0] as IsoDate;
    return issue(employeeId, 'EMPLOYEE_RECORD_MISSING_CHECKER', first, '', {
      firstAbsenceDate: first,
      lastAbsenceDate: dates[dates.length - 1] as IsoDate,
      absenceCount: dates.length,
      uncoveredFrom: stretch.from === null ? null : isoDateOf(stretch.from),
      uncoveredTo: stretch.to === null ? null : isoDateOf(stretch.to),
    });
  });
}
