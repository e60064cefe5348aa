// The issues page's display logic (pure): the issue types in the order the page shows them, the groups (type and
// severity), an issue's details in words (Swiss dates, type names, never codes or JSON), where its "fix" leads,
// whether it may be dismissed, and the client-side employee search. Definitions: docs/domain/issues.md.

import { ISSUE_TYPES } from '../../../../src/domain/absences/issue-types.ts';
import { isIsoDate } from '../../lib/dates.ts';
import type { TFunction } from '../../lib/translator.ts';

/** The eleven types in the spec's order, the absence ones first (one list: src/domain/absences/issue-types.ts). */
export const ISSUE_TYPE_LIST = ISSUE_TYPES;
export type IssueTypeValue = (typeof ISSUE_TYPE_LIST)[number];

export const ISSUE_ABSENCE_TYPES = [
  'SICK',
  'ACCIDENT',
  'MILITARY',
  'MATERNITY',
  'PATERNITY',
  'VACATION',
  'FAMILY_CARE',
  'OTHER',
] as const;

/** Issues of this severity or lower may be dismissed (contract: ISSUE_DISMISSABLE_MAX_SEVERITY). */
export const DISMISSABLE_MAX_SEVERITY = 2;

/** What the page needs of an issue (the contract's TenantIssue). */
export type IssueView = {
  id: string;
  employeeId: string | null;
  firstName: string | null;
  lastName: string | null;
  personnelNumber: string | null;
  type: IssueTypeValue;
  scopeDate: string | null;
  severity: number;
  details: unknown;
  ignoredAt: string | null;
};

export type IssueGroup<T extends IssueView = IssueView> = { type: IssueTypeValue; severity: number; issues: T[] };

export type DateFormatters = { date: (isoDate: string) => string; month: (isoMonth: string) => string };

export const isDismissable = (issue: Pick<IssueView, 'severity'>): boolean =>
  issue.severity <= DISMISSABLE_MAX_SEVERITY;

/** 1 hint, 2 warning, 3 error (4-5 are operator-only and not listed; shown as errors should one come). */
export const severityLevel = (severity: number): 1 | 2 | 3 => (severity >= 3 ? 3 : severity <= 1 ? 1 : 2);

export function severityColor(severity: number): 'red' | 'orange' | 'blue' {
  const level = severityLevel(severity);
  return level === 3 ? 'red' : level === 2 ? 'orange' : 'blue';
}

/** Groups by type and severity, most severe first, then in the order of ISSUE_TYPE_LIST; inside by day, name. */
export function groupIssues<T extends IssueView>(issues: readonly T[]): IssueGroup<T>[] {
  const groups = new Map<string, IssueGroup<T>>();
  for (const issue of issues) {
    const key = `${issue.type}|${issue.severity}`;
    const group = groups.get(key) ?? { type: issue.type, severity: issue.severity, issues: [] };
    group.issues.push(issue);
    groups.set(key, group);
  }
  const order = (type: IssueTypeValue) => ISSUE_TYPE_LIST.indexOf(type);
  return [...groups.values()]
    .sort((a, b) => b.severity - a.severity || order(a.type) - order(b.type))
    .map((group) => ({
      ...group,
      issues: [...group.issues].sort(
        (a, b) =>
          (b.scopeDate ?? '').localeCompare(a.scopeDate ?? '') ||
          employeeName(a).localeCompare(employeeName(b)) ||
          a.id.localeCompare(b.id),
      ),
    }));
}

/** "Muster Anna" order as in the employee list: last name, first name; the personnel number when no name. */
export function employeeName(issue: Pick<IssueView, 'firstName' | 'lastName' | 'personnelNumber'>): string {
  const name = [issue.lastName, issue.firstName].filter((part) => part && part.trim() !== '').join(' ');
  return name || issue.personnelNumber || '';
}

/** The client-side employee search: name (either order) or personnel number, case-insensitive. */
export function matchesEmployeeSearch(
  issue: Pick<IssueView, 'firstName' | 'lastName' | 'personnelNumber'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('de-CH');
  if (!needle) return true;
  const first = issue.firstName ?? '';
  const last = issue.lastName ?? '';
  const haystack = [`${first} ${last}`, `${last} ${first}`, issue.personnelNumber ?? '']
    .join('\n')
    .toLocaleLowerCase('de-CH');
  return haystack.includes(needle);
}

const detailsOf = (issue: Pick<IssueView, 'details'>): Record<string, unknown> =>
  typeof issue.details === 'object' && issue.details !== null && !Array.isArray(issue.details)
    ? (issue.details as Record<string, unknown>)
    : {};

const isAbsenceType = (value: unknown): value is (typeof ISSUE_ABSENCE_TYPES)[number] =>
  typeof value === 'string' && (ISSUE_ABSENCE_TYPES as readonly string[]).includes(value);

/**
 * An issue's details in words, in the language of `t`: "Illness on 07.11.2026 and 10.11.2026, not on 08.11.2026,
 * 09.11.2026". Details that are missing or malformed fall back to the day the issue concerns (or nothing): never
 * a code or raw data.
 */
export function issueDetailsText(
  issue: Pick<IssueView, 'type' | 'details' | 'scopeDate'>,
  t: TFunction,
  format: DateFormatters,
): string {
  const text = detailsSentence(issue, t, format);
  // A sentence may begin with a month ("février 2026 : …"), which French and Italian write in lower case.
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function detailsSentence(
  issue: Pick<IssueView, 'type' | 'details' | 'scopeDate'>,
  t: TFunction,
  format: DateFormatters,
): string {
  const details = detailsOf(issue);
  const date = (key: string): string | null => {
    const value = details[key];
    return typeof value === 'string' && isIsoDate(value) ? format.date(value) : null;
  };
  const dates = (key: string): string | null => {
    const value = details[key];
    if (!Array.isArray(value)) return null;
    const valid = value.filter((entry): entry is string => typeof entry === 'string' && isIsoDate(entry)).sort();
    return valid.length > 0 ? valid.map(format.date).join(', ') : null;
  };
  const typeName = (value: unknown): string | null => (isAbsenceType(value) ? t(`issues.absenceTypes.${value}`) : null);
  const typeNames = (value: unknown): string | null => {
    if (!Array.isArray(value)) return null;
    const names = value.map(typeName).filter((name): name is string => name !== null);
    return names.length > 0 ? names.join(', ') : null;
  };
  const number = (key: string): number | null => {
    const value = details[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const fallback = () => (issue.scopeDate ? t('issues.details.concerns', { date: format.date(issue.scopeDate) }) : '');
  const key = `issues.types.${issue.type}.details`;

  switch (issue.type) {
    case 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY': {
      const values = {
        absenceType: typeName(details.absenceType),
        lastDayBefore: date('lastDayBefore'),
        firstDayAfter: date('firstDayAfter'),
        missingDates: dates('missingDates'),
      };
      return allSet(values) ? t(key, values) : fallback();
    }
    case 'ABSENCE_DUPLICATED': {
      const day = date('date');
      if (!day) return fallback();
      const types = typeNames(details.absenceTypes) ?? t('issues.details.someAbsences');
      if (details.reason === 'SAME_TYPE') return t(`${key}.sameType`, { date: day, absenceTypes: types });
      const total = typeof details.totalPercentage === 'string' ? Number(details.totalPercentage) : Number.NaN;
      return Number.isFinite(total)
        ? t(`${key}.percent`, { date: day, absenceTypes: types, total: formatPercentNumber(total) })
        : t(`${key}.moreThanDay`, { date: day, absenceTypes: types });
    }
    case 'ABSENCE_MIXED_TYPES_SAME_MONTH': {
      const month = typeof details.month === 'string' && /^\d{4}-\d{2}$/.test(details.month) ? details.month : null;
      if (!month) return fallback();
      const byType =
        typeof details.daysByType === 'object' && details.daysByType !== null
          ? Object.entries(details.daysByType as Record<string, unknown>)
              .filter(([type, count]) => isAbsenceType(type) && typeof count === 'number')
              .sort(([a], [b]) => ISSUE_ABSENCE_TYPES.indexOf(a as never) - ISSUE_ABSENCE_TYPES.indexOf(b as never))
              .map(([type, count]) =>
                t('issues.details.typeDays', { type: t(`issues.absenceTypesInText.${type}`), count: count as number }),
              )
          : [];
      const counts = byType.length > 0 ? byType.join(', ') : (typeNames(details.absenceTypes) ?? '');
      return t(key, { month: format.month(month), counts });
    }
    case 'ABSENCE_GAP_BETWEEN_ABSENCES': {
      const gapDays = number('gapDays');
      const values = {
        absenceType: typeName(details.absenceType),
        lastDayBefore: date('lastDayBefore'),
        firstDayAfter: date('firstDayAfter'),
        gapStart: date('gapStart'),
        gapEnd: date('gapEnd'),
      };
      if (!allSet(values) || gapDays === null) return fallback();
      return t(values.gapStart === values.gapEnd ? `${key}.oneDay` : `${key}.days`, { ...values, count: gapDays });
    }
    case 'EMPLOYEE_MISSING_WAGE_TYPES':
    case 'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT': {
      const from = date('validFrom');
      if (!from) return fallback();
      const to = date('validTo');
      return to ? t(`${key}.closed`, { from, to }) : t(`${key}.open`, { from });
    }
    case 'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE': {
      const leavingDate = date('leavingDate');
      const absentFrom = date('absentFrom');
      if (!leavingDate || !absentFrom) return fallback();
      const claim = details.claimType === 'ACCIDENT' ? 'accident' : 'sick';
      const caseNumber = number('caseNumber');
      const absentTo = date('absentTo');
      return t(`${key}.${claim}`, {
        leavingDate,
        absentFrom,
        until: absentTo ? t('issues.details.until', { date: absentTo }) : t('issues.details.openEnd'),
        caseNumber: caseNumber === null ? '' : t('issues.details.caseNumber', { number: caseNumber }),
      });
    }
    case 'EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK': {
      const values = {
        dateOfEmployment: date('dateOfEmployment'),
        firstAnniversary: date('firstAnniversary'),
        firstAbsenceDate: date('firstAbsenceDate'),
      };
      if (!allSet(values)) return fallback();
      return t(details.hasAbsenceBeforeDateOfEmployment === true ? `${key}.before` : `${key}.firstYear`, values);
    }
    case 'EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK': {
      const serviceYears = number('serviceYears');
      const values = {
        absenceType: typeName(details.absenceType),
        anniversaryDate: date('anniversaryDate'),
        periodStart: date('periodStart'),
        periodEnd: date('periodEnd'),
        basisDate: date('basisDate'),
      };
      if (!allSet(values) || serviceYears === null) return fallback();
      const basis =
        details.basis === 'anniversaryAdjustedDateOfEmployment'
          ? t('issues.details.basisAdjusted', { date: values.basisDate })
          : t('issues.details.basisEmployment', { date: values.basisDate });
      return t(key, { ...values, count: serviceYears, basis });
    }
    case 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH': {
      const values = { leavingDate: date('leavingDate'), lastDayOfMonth: date('lastDayOfMonth') };
      return allSet(values) ? t(key, values) : fallback();
    }
    case 'EMPLOYEE_RECORD_MISSING_CHECKER': {
      const values = { firstAbsenceDate: date('firstAbsenceDate'), lastAbsenceDate: date('lastAbsenceDate') };
      const count = number('absenceCount');
      if (!allSet(values) || count === null) return fallback();
      const days =
        values.firstAbsenceDate === values.lastAbsenceDate
          ? t(`${key}.oneDay`, { date: values.firstAbsenceDate, count })
          : t(`${key}.days`, { ...values, count });
      const from = date('uncoveredFrom');
      const to = date('uncoveredTo');
      const uncovered =
        from && to
          ? t('issues.details.uncoveredBetween', { from, to })
          : from
            ? t('issues.details.uncoveredFrom', { from })
            : to
              ? t('issues.details.uncoveredUntil', { to })
              : t('issues.details.uncoveredAll');
      return `${days} ${uncovered}`;
    }
    case 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH': {
      const values = {
        absenceType: typeName(details.absenceType),
        from: date('from'),
        to: date('to'),
        certificateFrom: date('certificateFrom'),
      };
      const count = number('days');
      const recordedPercentage = number('recordedPercentage');
      const certificatePercentage = number('certificatePercentage');
      if (!allSet(values) || count === null || recordedPercentage === null || certificatePercentage === null) {
        return fallback();
      }
      return t(key, {
        ...values,
        count,
        recordedPercentage: formatPercentNumber(recordedPercentage),
        certificatePercentage: formatPercentNumber(certificatePercentage),
      });
    }
    default:
      return fallback();
  }
}

function allSet<T extends Record<string, string | null>>(values: T): values is { [K in keyof T]: string } & T {
  return Object.values(values).every((value) => value !== null);
}

/** "150" or "120.5": the percentage as the server sums it, without needless decimals. */
function formatPercentNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Where an issue's "fix" leads: the absences (of that employee, around the days) or the employee's data. */
export type IssueFixTarget =
  | { kind: 'absences'; search: { search: string; from?: string; to?: string } }
  | { kind: 'employee'; employeeId: string }
  | null;

export function issueFixTarget(issue: IssueView): IssueFixTarget {
  if (!issue.employeeId) return null;
  if (issue.type.startsWith('ABSENCE_')) {
    const needle = issue.personnelNumber ?? issue.lastName ?? '';
    if (!needle) return { kind: 'employee', employeeId: issue.employeeId };
    const details = detailsOf(issue);
    const iso = (key: string) => {
      const value = details[key];
      return typeof value === 'string' && isIsoDate(value) ? value : undefined;
    };
    let from = iso('lastDayBefore') ?? iso('date') ?? issue.scopeDate ?? undefined;
    let to = iso('firstDayAfter') ?? iso('date') ?? issue.scopeDate ?? undefined;
    if (issue.type === 'ABSENCE_MIXED_TYPES_SAME_MONTH' && typeof details.month === 'string') {
      const [year, month] = details.month.split('-').map(Number);
      if (year && month) {
        from = `${details.month}-01`;
        to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      }
    }
    return { kind: 'absences', search: { search: needle, ...(from ? { from } : {}), ...(to ? { to } : {}) } };
  }
  return { kind: 'employee', employeeId: issue.employeeId };
}
