// How a deadline reads (issue 30; decision 0057): its due date relative to today in whole calendar days (C1: the
// rules count calendar days, so "in 2 days" does too), the employee's name, and where its person and case open for
// the session. Pure: no React.
import type { Deadline } from '../../../../src/contracts/deadlines.ts';
import { isoDateInZurich } from '../../lib/dates.ts';

const DAY_MS = 86_400_000;

function epochDay(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** Calendar days from `today` to `dueDate` (negative: in the past). */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round(epochDay(dueDate) - epochDay(today));
}

export type RelativeDue = { key: 'overdue' | 'today' | 'in'; days: number };

/**
 * The due date relative to today, as a translation key below `deadlines.relative` and its count: due 26.11 on
 * 29.11 → overdue by 3 days; due 01.12 → in 2 days; due today → today.
 */
export function relativeDue(dueDate: string, today: string): RelativeDue {
  const days = daysUntil(dueDate, today);
  if (days < 0) return { key: 'overdue', days: -days };
  if (days === 0) return { key: 'today', days: 0 };
  return { key: 'in', days };
}

export function deadlineEmployeeName(deadline: Pick<Deadline, 'firstName' | 'lastName' | 'employeeId'>): string {
  const name = [deadline.firstName, deadline.lastName].filter(Boolean).join(' ');
  return name === '' ? deadline.employeeId : name;
}

/** Where a deadline's person and case open: the routes the session may see (null: shown as text). */
export type DeadlineLinks = {
  /** `/employee-health/$employeeId` (employee.health.view) or `/employees/$employeeId` (employee.view). */
  employee: '/employee-health/$employeeId' | '/employees/$employeeId' | null;
  /** The case management's case detail, else the KTG case detail. */
  case: '/case-management/cases/$caseId' | '/insurance/ktg/$caseId' | null;
};

export function deadlineLinks(opens: (areaId: string) => boolean): DeadlineLinks {
  return {
    employee: opens('health')
      ? '/employee-health/$employeeId'
      : opens('employeeOverview')
        ? '/employees/$employeeId'
        : null,
    case: opens('cases') ? '/case-management/cases/$caseId' : opens('ktgCases') ? '/insurance/ktg/$caseId' : null,
  };
}

/** Today in Zurich (YYYY-MM-DD): the day the server counts overdue and due soon for. */
export function zurichToday(now = new Date()): string {
  return isoDateInZurich(now);
}
