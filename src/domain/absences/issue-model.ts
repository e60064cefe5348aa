// Data issues (issues.ts): the definitions (severity, scope), the detection's input and output types, the key of an
// issue, and the record intervals the employee checks share. The checks live by family: absence-issues.ts,
// employee-issues.ts, hourly-issues.ts.
import { type EpochDay, toEpochDay } from '../dates.ts';
import type { AbsenceType, WeekendFillMode } from '../sick-pay/types.ts';
import type { IssueType } from './issue-types.ts';
import type { AbsenceRecord, IsoDate } from './periods.ts';

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
  ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH: { severity: 2, scope: 'ABSENCE' },
};

/** The absence types counted in calendar days for KTG and UVG (C1): the weekend and gap checks look at these. */
export const CALENDAR_DAY_ABSENCE_TYPES = ['SICK', 'ACCIDENT'] as const satisfies readonly AbsenceType[];
export type CalendarDayType = (typeof CALENDAR_DAY_ABSENCE_TYPES)[number];

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

/**
 * A medical certificate of the employee (not deleted; decision 0053): its span (`to` null: until further notice) and
 * the incapacity the doctor attests, for SICK or ACCIDENT days.
 */
export type IssueCertificate = {
  certificateId: string;
  absenceType: CalendarDayType;
  from: IsoDate;
  /** Inclusive; null = until further notice. */
  to: IsoDate | null;
  /** Whole percent, 1-100. */
  incapacityPercentage: number;
  /** The day HR received it: the later of two certificates starting the same day wins (certificate-issues.ts). */
  receivedOn: IsoDate;
};

export type IssueDetectionInput = {
  employeeId: string;
  records: readonly IssueEmployeeRecord[];
  absences: readonly AbsenceRecord[];
  activeCases?: readonly ActiveCase[];
  /** The employee's certificates (ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH); none when left out. */
  certificates?: readonly IssueCertificate[];
  configuration: IssueConfiguration;
};

// --- Output -------------------------------------------------------------------------------------------------------

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
  ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH: {
    absenceType: CalendarDayType;
    certificateId: string;
    certificateFrom: IsoDate;
    /** null: until further notice. */
    certificateTo: IsoDate | null;
    /** The certificate's incapacity, whole percent. */
    certificatePercentage: number;
    /** The recorded absence percentage of the days (the day's records of the type summed). */
    recordedPercentage: number;
    /** First and last mismatching day, and how many recorded days mismatch (Saturdays and Sundays without a record in between are not counted). */
    from: IsoDate;
    to: IsoDate;
    days: number;
    absenceIds: string[];
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

export function issue<T extends IssueType>(
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

export type Interval = { from: EpochDay; to: EpochDay; record: IssueEmployeeRecord };
const OPEN_END = Number.MAX_SAFE_INTEGER;

export function intervalsOf(records: readonly IssueEmployeeRecord[]): Interval[] {
  return records
    .map((record) => ({
      from: toEpochDay(record.validFrom),
      to: record.validTo === null ? OPEN_END : toEpochDay(record.validTo),
      record,
    }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
}

/** The record valid on a day (the latest validFrom wins should records overlap). */
export function recordOn(intervals: readonly Interval[], day: EpochDay): IssueEmployeeRecord | null {
  let found: IssueEmployeeRecord | null = null;
  for (const interval of intervals) {
    if (interval.from > day) break;
    if (interval.to >= day) found = interval.record;
  }
  return found;
}

export function leavingDateOf(record: IssueEmployeeRecord): IsoDate | null {
  return record.data.leavingDate ? record.data.leavingDate : null;
}

/** A record that starts after its own leaving date describes no employment and is not checked. */
export function isWithinEmployment(record: IssueEmployeeRecord): boolean {
  const leaving = leavingDateOf(record);
  return leaving === null || record.validFrom <= leaving;
}
