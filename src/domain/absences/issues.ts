// Data issues (issue 12, spec sections 3 "Issue" and 9, the eleven issue types): pure detection from one employee's
// temporal records, live absences, active cases and the tenant's issue configuration. docs/domain/issues.md defines
// every type (trigger, severity, scope and scopeDate, fix); the spec gives only the names, so the definitions there
// are product decisions. In short:
//
// Severity (1-5; bulk dismissal defaults to <= 2, the ids mode only dismisses <= 2, spec section 7):
//   1 hint, 2 warning to check and dismiss when the data is right, 3 error in the data that changes a
//   calculation: it cannot be dismissed, it goes away when the data is fixed. 4 and 5 are kept for operator-only
//   issues; none of the eleven types uses them.
// Scope: what the user fixes (ABSENCE days, an ABSENCE_PERIOD, a MONTH, the EMPLOYEE, an EMPLOYEE_RECORD run, a
//   CASE); scopeDate: the date the issue is anchored on (see each type).
// Key: type | scope | scopeDate | subject (absence type, case id): the identity across re-detections, so a
//   dismissed issue stays dismissed while it exists (redetect).
//
// The absence checks (missing weekend day, gap) look at SICK and ACCIDENT only: those are counted in calendar
// days (C1) for KTG and UVG, so a missing day changes money. They see the days after weekend fill (C17) and before
// the care combination of periods (that is for care stages; a missing day still costs a benefit day).
import { addYears, civilOf, daysInMonth, type EpochDay, isoDateOf, isWeekend, toEpochDay } from '../dates.ts';
import type { AbsenceType, WeekendFillMode } from '../sick-pay/types.ts';
import { ISSUE_TYPES, type IssueType } from './issue-types.ts';
import { type AbsenceRecord, absenceRunsByType, expandAbsenceDays, type IsoDate, toHundredths } from './periods.ts';

export { ISSUE_TYPES, type IssueType };

export const ISSUE_SCOPES = ['ABSENCE', 'ABSENCE_PERIOD', 'MONTH', 'EMPLOYEE', 'EMPLOYEE_RECORD', 'CASE'] as const;
export type IssueScope = (typeof ISSUE_SCOPES)[number];
export type IssueSeverity = 1 | 2 | 3 | 4 | 5;

/** Severity and scope per type (docs/domain/issues.md). */
export const ISSUE_DEFINITIONS: Record<IssueType, { severity: IssueSeverity; scope: IssueScope }> = {
  ABSENCE_MISSING_SATURDAY_OR_SUNDAY: { severity: 2, scope: 'ABSENCE' },
  ABSENCE_DUPLICATED: { severity: 3, scope: 'ABSENCE' },
  ABSENCE_MIXED_TYPES_SAME_MONTH: { severity: 2, scope: 'MONTH' },
  ABSENCE_GAP_BETWEEN_ABSENCES: { severity: 2, scope: 'ABSENCE' },
  EMPLOYEE_MISSING_WAGE_TYPES: { severity: 3, scope: 'EMPLOYEE_RECORD' },
  EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: { severity: 3, scope: 'EMPLOYEE_RECORD' },
  EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: { severity: 2, scope: 'CASE' },
  EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: { severity: 2, scope: 'EMPLOYEE' },
  EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK: { severity: 2, scope: 'ABSENCE_PERIOD' },
  EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH: { severity: 1, scope: 'EMPLOYEE' },
  EMPLOYEE_RECORD_MISSING_CHECKER: { severity: 3, scope: 'EMPLOYEE_RECORD' },
};

/** The absence types counted in calendar days for KTG and UVG (C1): the weekend and gap checks look at these. */
export const CALENDAR_DAY_ABSENCE_TYPES = ['SICK', 'ACCIDENT'] as const satisfies readonly AbsenceType[];

// --- Input --------------------------------------------------------------------------------------------------------

/** The fields of a temporal employee record the checks read (src/contracts/employees.ts employeeRecord). */
export type IssueEmployeeRecord = {
  validFrom: IsoDate;
  /** Inclusive; null = open end. */
  validTo: IsoDate | null;
  data: {
    salaryBasis: 'YEARLY' | 'MONTHLY' | 'HOURLY' | null;
    wageTypes: readonly { wageTypeId: string; amount: number }[];
    dateOfEmployment: IsoDate | null;
    anniversaryAdjustedDateOfEmployment: IsoDate | null;
    leavingDate: IsoDate | '' | null;
  };
};

/** A case that is not CLOSED or DENIED (cases come with issue 10; the caller passes them once they exist). */
export type ActiveCase = {
  caseId: string;
  caseNumber: number | null;
  claimType: 'SICK' | 'ACCIDENT';
  absentFrom: IsoDate;
  /** Last day of incapacity so far; null = ongoing. */
  absentTo: IsoDate | null;
};

/** The tenant's issue configuration (issueTypeConfiguration) and weekend fill (C17). */
export type IssueConfiguration = {
  enabledIssueTypes: readonly IssueType[];
  /** 1-30, default 10 (spec sections 5 and 9). */
  absenceGapMaxDays: number;
  weekendFill: WeekendFillMode | null;
};

export type IssueDetectionInput = {
  employeeId: string;
  records: readonly IssueEmployeeRecord[];
  absences: readonly AbsenceRecord[];
  activeCases?: readonly ActiveCase[];
  configuration: IssueConfiguration;
};

// --- Output -------------------------------------------------------------------------------------------------------

type CalendarDayType = (typeof CALENDAR_DAY_ABSENCE_TYPES)[number];

/** The data a message needs, per type. */
export type IssueDetailsByType = {
  ABSENCE_MISSING_SATURDAY_OR_SUNDAY: {
    absenceType: CalendarDayType;
    missingDates: IsoDate[];
    lastDayBefore: IsoDate;
    firstDayAfter: IsoDate;
  };
  ABSENCE_DUPLICATED: {
    date: IsoDate;
    absenceIds: string[];
    absenceTypes: AbsenceType[];
    reason: 'SAME_TYPE' | 'MORE_THAN_100_PERCENT';
    /** Sum of the day's percentages, two decimals; null when no record is percentage-based. */
    totalPercentage: string | null;
  };
  ABSENCE_MIXED_TYPES_SAME_MONTH: { month: string; absenceTypes: AbsenceType[]; daysByType: Record<string, number> };
  ABSENCE_GAP_BETWEEN_ABSENCES: {
    absenceType: CalendarDayType;
    gapStart: IsoDate;
    gapEnd: IsoDate;
    gapDays: number;
    absenceGapMaxDays: number;
    lastDayBefore: IsoDate;
    firstDayAfter: IsoDate;
  };
  EMPLOYEE_MISSING_WAGE_TYPES: { validFrom: IsoDate; validTo: IsoDate | null; recordCount: number };
  EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: { validFrom: IsoDate; validTo: IsoDate | null; recordCount: number };
  EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: {
    caseId: string;
    caseNumber: number | null;
    claimType: 'SICK' | 'ACCIDENT';
    absentFrom: IsoDate;
    absentTo: IsoDate | null;
    leavingDate: IsoDate;
  };
  EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: {
    dateOfEmployment: IsoDate;
    firstAnniversary: IsoDate;
    firstAbsenceDate: IsoDate;
    lastAbsenceDate: IsoDate;
    hasAbsenceBeforeDateOfEmployment: boolean;
  };
  EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK: {
    anniversaryDate: IsoDate;
    serviceYears: number;
    basis: 'anniversaryAdjustedDateOfEmployment' | 'dateOfEmployment';
    basisDate: IsoDate;
    absenceType: CalendarDayType;
    periodStart: IsoDate;
    periodEnd: IsoDate;
  };
  EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH: { leavingDate: IsoDate; lastDayOfMonth: IsoDate };
  EMPLOYEE_RECORD_MISSING_CHECKER: {
    firstAbsenceDate: IsoDate;
    lastAbsenceDate: IsoDate;
    absenceCount: number;
    /** The days without a record around the absences; null = open (before the first / after the last record). */
    uncoveredFrom: IsoDate | null;
    uncoveredTo: IsoDate | null;
  };
};

export type DetectedIssue = {
  [T in IssueType]: {
    key: string;
    employeeId: string;
    type: T;
    severity: IssueSeverity;
    scope: IssueScope;
    scopeDate: IsoDate | null;
    details: IssueDetailsByType[T];
  };
}[IssueType];

function issue<T extends IssueType>(
  employeeId: string,
  type: T,
  scopeDate: IsoDate | null,
  subject: string,
  details: IssueDetailsByType[T],
): DetectedIssue {
  const { severity, scope } = ISSUE_DEFINITIONS[type];
  const key = [type, scope, scopeDate ?? '', subject].join('|');
  return { key, employeeId, type, severity, scope, scopeDate, details } as DetectedIssue;
}

// --- Helpers ------------------------------------------------------------------------------------------------------

type Interval = { from: EpochDay; to: EpochDay; record: IssueEmployeeRecord };
const OPEN_END = Number.MAX_SAFE_INTEGER;

function intervalsOf(records: readonly IssueEmployeeRecord[]): Interval[] {
  return records
    .map((record) => ({
      from: toEpochDay(record.validFrom),
      to: record.validTo === null ? OPEN_END : toEpochDay(record.validTo),
      record,
    }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
}

/** The record valid on a day (the latest validFrom wins should records overlap). */
function recordOn(intervals: readonly Interval[], day: EpochDay): IssueEmployeeRecord | null {
  let found: IssueEmployeeRecord | null = null;
  for (const interval of intervals) {
    if (interval.from > day) break;
    if (interval.to >= day) found = interval.record;
  }
  return found;
}

function leavingDateOf(record: IssueEmployeeRecord): IsoDate | null {
  return record.data.leavingDate ? record.data.leavingDate : null;
}

/** A record that starts after its own leaving date describes no employment and is not checked. */
function isWithinEmployment(record: IssueEmployeeRecord): boolean {
  const leaving = leavingDateOf(record);
  return leaving === null || record.validFrom <= leaving;
}

function formatHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

// --- The checks ---------------------------------------------------------------------------------------------------

/** ABSENCE_MISSING_SATURDAY_OR_SUNDAY and ABSENCE_GAP_BETWEEN_ABSENCES: the gaps between runs of SICK / ACCIDENT. */
function gapIssues(input: IssueDetectionInput, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const { employeeId, configuration } = input;
  const expanded = expandAbsenceDays(live, configuration.weekendFill);
  const absentDays = new Set(expanded.map((entry) => entry.day));
  const runsByType = absenceRunsByType(expanded);
  const found: DetectedIssue[] = [];
  for (const absenceType of CALENDAR_DAY_ABSENCE_TYPES) {
    const runs = runsByType.get(absenceType) ?? [];
    for (let index = 1; index < runs.length; index++) {
      const before = runs[index - 1] as { end: EpochDay };
      const after = runs[index] as { start: EpochDay };
      const gapStart = before.end + 1;
      const gapEnd = after.start - 1;
      const gap: EpochDay[] = [];
      for (let day = gapStart; day <= gapEnd; day++) gap.push(day);
      const isWeekendHole = gap.every((day) => isWeekend(day) && !absentDays.has(day));
      const common = { absenceType, lastDayBefore: isoDateOf(before.end), firstDayAfter: isoDateOf(after.start) };
      if (isWeekendHole) {
        found.push(
          issue(employeeId, 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY', isoDateOf(gapStart), absenceType, {
            ...common,
            missingDates: gap.map(isoDateOf),
          }),
        );
        continue;
      }
      const hasWorkingDayBack = gap.some((day) => !isWeekend(day) && !absentDays.has(day));
      if (gap.length <= configuration.absenceGapMaxDays && hasWorkingDayBack) {
        found.push(
          issue(employeeId, 'ABSENCE_GAP_BETWEEN_ABSENCES', isoDateOf(gapStart), absenceType, {
            ...common,
            gapStart: isoDateOf(gapStart),
            gapEnd: isoDateOf(gapEnd),
            gapDays: gap.length,
            absenceGapMaxDays: configuration.absenceGapMaxDays,
          }),
        );
      }
    }
  }
  return found;
}

/** ABSENCE_DUPLICATED: one type twice on a day, or different types above 100 % together. */
function duplicateIssues(employeeId: string, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const byDate = new Map<IsoDate, AbsenceRecord[]>();
  for (const record of live) {
    const list = byDate.get(record.date);
    if (list) list.push(record);
    else byDate.set(record.date, [record]);
  }
  const found: DetectedIssue[] = [];
  for (const [date, records] of byDate) {
    if (records.length < 2) continue;
    const types = new Set(records.map((record) => record.type));
    const percentages = records.filter((record) => record.percentage !== null);
    const total = percentages.reduce((sum, record) => sum + toHundredths(record.percentage as string), 0);
    const reason = types.size < records.length ? 'SAME_TYPE' : total > 100_00 ? 'MORE_THAN_100_PERCENT' : null;
    if (reason === null) continue;
    found.push(
      issue(employeeId, 'ABSENCE_DUPLICATED', date, '', {
        date,
        absenceIds: records.map((record) => record.absenceId).sort(),
        absenceTypes: [...types].sort(),
        reason,
        totalPercentage: percentages.length > 0 ? formatHundredths(total) : null,
      }),
    );
  }
  return found;
}

/** ABSENCE_MIXED_TYPES_SAME_MONTH: SICK and ACCIDENT in one calendar month (KTG or UVG: which one is it?). */
function mixedTypeIssues(employeeId: string, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const daysByMonth = new Map<string, Map<AbsenceType, Set<IsoDate>>>();
  for (const record of live) {
    if (!(CALENDAR_DAY_ABSENCE_TYPES as readonly AbsenceType[]).includes(record.type)) continue;
    const month = record.date.slice(0, 7);
    const byType = daysByMonth.get(month) ?? new Map<AbsenceType, Set<IsoDate>>();
    daysByMonth.set(month, byType);
    const dates = byType.get(record.type) ?? new Set<IsoDate>();
    byType.set(record.type, dates);
    dates.add(record.date);
  }
  const found: DetectedIssue[] = [];
  for (const [month, byType] of daysByMonth) {
    if (byType.size < 2) continue;
    const absenceTypes = [...byType.keys()].sort();
    found.push(
      issue(employeeId, 'ABSENCE_MIXED_TYPES_SAME_MONTH', `${month}-01`, '', {
        month,
        absenceTypes,
        daysByType: Object.fromEntries(absenceTypes.map((type) => [type, byType.get(type)?.size ?? 0])),
      }),
    );
  }
  return found;
}

/** EMPLOYEE_MISSING_WAGE_TYPES / EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: one issue per run of consecutive records. */
function recordRunIssues(
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
function hasNoWages(record: IssueEmployeeRecord): boolean {
  const { wageTypes, salaryBasis } = record.data;
  if (wageTypes.length === 0) return true;
  return salaryBasis !== 'HOURLY' && wageTypes.every((wageType) => wageType.amount <= 0);
}

/** EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: an active case still running on the current leaving date (C13). */
function activeCaseIssues(input: IssueDetectionInput, intervals: readonly Interval[]): DetectedIssue[] {
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
 * EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: an hourly earner is SICK or ACCIDENT absent within the first year after
 * the date of employment (or before it): the insured salary is the average since entry, annualised (swiss-rules
 * 4.2), so the date of employment decides the amount. One issue per date of employment.
 */
function hourlyEmploymentIssues(
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
function hourlyAnniversaryIssues(
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
function hourlyLeavingIssues(employeeId: string, intervals: readonly Interval[]): DetectedIssue[] {
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

/**
 * EMPLOYEE_RECORD_MISSING_CHECKER: absences on days no employee record covers (before the first record, between
 * records, after the last), one issue per uncovered stretch. Days after the leaving date of the record that ends
 * before them are not missing: the case goes on with the last record's data (C13).
 */
function missingRecordIssues(
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

// --- Detection and re-detection -----------------------------------------------------------------------------------

/**
 * All issues of one employee for the tenant's enabled types, sorted by scopeDate (null first), type (spec order)
 * and key; keys are unique. Pure: the same input gives the same issues in any input order.
 */
export function detectIssues(input: IssueDetectionInput): DetectedIssue[] {
  const enabled = new Set(input.configuration.enabledIssueTypes);
  const live = input.absences.filter((record) => !record.deleted);
  const intervals = intervalsOf(input.records);
  const { employeeId } = input;
  const found: DetectedIssue[] = [];
  const wants = (...types: IssueType[]) => types.some((type) => enabled.has(type));
  if (wants('ABSENCE_MISSING_SATURDAY_OR_SUNDAY', 'ABSENCE_GAP_BETWEEN_ABSENCES'))
    found.push(...gapIssues(input, live));
  if (wants('ABSENCE_DUPLICATED')) found.push(...duplicateIssues(employeeId, live));
  if (wants('ABSENCE_MIXED_TYPES_SAME_MONTH')) found.push(...mixedTypeIssues(employeeId, live));
  if (wants('EMPLOYEE_MISSING_WAGE_TYPES')) {
    found.push(...recordRunIssues(employeeId, intervals, 'EMPLOYEE_MISSING_WAGE_TYPES', hasNoWages));
  }
  if (wants('EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT')) {
    found.push(
      ...recordRunIssues(
        employeeId,
        intervals,
        'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
        (record) => !record.data.dateOfEmployment,
      ),
    );
  }
  if (wants('EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE')) found.push(...activeCaseIssues(input, intervals));
  if (wants('EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK')) {
    found.push(...hourlyEmploymentIssues(employeeId, intervals, live));
  }
  if (wants('EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK')) {
    found.push(...hourlyAnniversaryIssues(input, intervals, live));
  }
  if (wants('EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH')) found.push(...hourlyLeavingIssues(employeeId, intervals));
  if (wants('EMPLOYEE_RECORD_MISSING_CHECKER')) found.push(...missingRecordIssues(employeeId, intervals, live));
  const order = (type: IssueType) => ISSUE_TYPES.indexOf(type);
  return found
    .filter((detected) => enabled.has(detected.type))
    .sort(
      (a, b) =>
        (a.scopeDate ?? '').localeCompare(b.scopeDate ?? '') ||
        order(a.type) - order(b.type) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** What redetect needs of a stored issue. */
export type PreviousIssue = { id: string; key: string; ignoredAt: string | null };

/** A detected issue as it is to be stored: id null = new (the store assigns one). */
export type StoredIssue = DetectedIssue & { id: string | null; ignoredAt: string | null };

/**
 * Re-detection (spec "Issue": dismissed by ignoredAt): an issue detected again (same key) keeps its id and
 * ignoredAt and takes the new severity and details; a previous issue not detected again is removed (its id is in
 * removedIds); a new one has id null and ignoredAt null.
 */
export function redetect(
  previous: readonly PreviousIssue[],
  detected: readonly DetectedIssue[],
): { issues: StoredIssue[]; removedIds: string[] } {
  const byKey = new Map<string, PreviousIssue>();
  for (const old of previous) if (!byKey.has(old.key)) byKey.set(old.key, old);
  const kept = new Set<string>();
  const seen = new Set<string>();
  const issues: StoredIssue[] = [];
  for (const current of detected) {
    if (seen.has(current.key)) continue;
    seen.add(current.key);
    const old = byKey.get(current.key);
    if (old) kept.add(old.id);
    issues.push({ ...current, id: old?.id ?? null, ignoredAt: old?.ignoredAt ?? null });
  }
  const removedIds = previous.filter((old) => !kept.has(old.id)).map((old) => old.id);
  return { issues, removedIds };
}
