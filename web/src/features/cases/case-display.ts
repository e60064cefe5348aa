// Display helpers of the case screens: CHF strings of the API as Rappen for the Swiss formatter, the person's name,
// the colour of each status, and the day states of the case calendar (pure, tested in case-display.test.ts).
import type { TintColor } from '../../components/tinted.tsx';
import type { CaseStatus } from './cases-search.ts';

/** '1578.10' (the API's CHF with two decimals) -> 157810 Rappen; null stays null. */
export function chfToRappen(amount: string): number;
export function chfToRappen(amount: string | null): number | null;
export function chfToRappen(amount: string | null): number | null {
  if (amount === null) return null;
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** "Last, First", or the employee id when the display record has no names. */
export function personName(item: { firstName: string | null; lastName: string | null; employeeId: string }): string {
  return [item.lastName, item.firstName].filter(Boolean).join(', ') || item.employeeId;
}

export const STATUS_COLORS: Record<CaseStatus, TintColor> = {
  WAITING_PERIOD: 'yellow',
  SHORTTERM: 'orange',
  CLAIMS_ACTIVATED: 'blue',
  BEING_FINALIZED: 'grape',
  CLOSED: 'gray',
  DENIED: 'red',
};

/** What a day of the case calendar shows. */
export type DayKind = 'paid' | 'waiting' | 'unpaid' | 'noClaim';

export type CalendarClaim = {
  date: string;
  dailyAllowance: string;
  isWaitingPeriodDay: boolean;
  isWeekendFilled: boolean;
  isCorrection: boolean;
  incapacityOfWork: number;
};

export type CalendarDay = {
  date: string;
  kind: DayKind;
  /** Rappen payable on the day, every line (UVG + UVGZ) and correction included. */
  amount: number;
  incapacityOfWork: number | null;
  isWeekendFilled: boolean;
  hasCorrection: boolean;
};

/**
 * The case's days by date: a waiting day (C11) is a waiting day whatever it pays; a day with a positive amount is
 * paid; a day with claims that pay nothing (benefits exhausted, the employer's days after an accident) is unpaid.
 * Days of the case without a claim are "noClaim" (below the minimum incapacity, C6).
 */
export function calendarDays(claims: readonly CalendarClaim[]): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const claim of claims) {
    const day = days.get(claim.date) ?? {
      date: claim.date,
      kind: 'unpaid' as DayKind,
      amount: 0,
      incapacityOfWork: null,
      isWeekendFilled: false,
      hasCorrection: false,
    };
    day.amount += chfToRappen(claim.dailyAllowance);
    if (claim.isCorrection) day.hasCorrection = true;
    else {
      day.incapacityOfWork = Math.max(day.incapacityOfWork ?? 0, claim.incapacityOfWork);
      if (claim.isWeekendFilled) day.isWeekendFilled = true;
      if (claim.isWaitingPeriodDay) day.kind = 'waiting';
    }
    days.set(claim.date, day);
  }
  for (const day of days.values()) {
    if (day.kind !== 'waiting') day.kind = day.amount > 0 ? 'paid' : 'unpaid';
  }
  return days;
}

/** 'YYYY-MM' of an ISO date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The months from the first to the last, inclusive ('YYYY-MM'). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The weeks of a month for a Monday-first grid: each week 7 ISO dates or null for the days outside the month.
 */
export function monthWeeks(isoMonth: string): (string | null)[][] {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = 1; day <= dayCount; day++) cells.push(`${isoMonth}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export type LfzClaim = {
  date: string;
  isCorrection: boolean;
  isWithinContinuationOfPayment: boolean;
  /** Percent points, up to three decimals. */
  incapacityOfWork: number;
};
export type LfzServiceYear = {
  serviceYear: number;
  from: string;
  to: string;
  /** The employee's days used in the service year, every case. */
  usedDays: number;
  entitlementDays: number;
};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The service years of the employee's counters (the contract keeps them loose): the entries that have the shape. */
export function lfzServiceYears(entries: readonly unknown[]): LfzServiceYear[] {
  return entries.filter((entry): entry is LfzServiceYear => {
    if (typeof entry !== 'object' || entry === null) return false;
    const year = entry as Record<string, unknown>;
    return (
      typeof year.serviceYear === 'number' &&
      typeof year.from === 'string' &&
      ISO_DAY.test(year.from) &&
      typeof year.to === 'string' &&
      ISO_DAY.test(year.to) &&
      typeof year.usedDays === 'number' &&
      typeof year.entitlementDays === 'number'
    );
  });
}

export type CaseLfzYear = LfzServiceYear & {
  /** This case's days in the service year: its days within the employer's pay, each at its incapacity. */
  caseDays: number;
};

/**
 * The case's continuation-of-pay days by service year (C9: each service year has its own entitlement, renewed at
 * the anniversary, also during a case; a 50 % day uses half a day). The case's counter (lfzDaysUsed) is their sum,
 * so a long case may use more than one year grants: the demo's Merian case, 87.5 days in service year 10 and 110.5
 * in service year 11, shows 198. Summed in thousandths of a day, so 0.1 + 0.2 stays 0.3. Years without a day of
 * the case are left out.
 */
export function caseLfzByServiceYear(claims: readonly LfzClaim[], years: readonly LfzServiceYear[]): CaseLfzYear[] {
  return years
    .map((year) => {
      const thousandths = claims
        .filter(
          (claim) =>
            !claim.isCorrection &&
            claim.isWithinContinuationOfPayment &&
            claim.date >= year.from &&
            claim.date <= year.to,
        )
        .reduce((sum, claim) => sum + Math.round(claim.incapacityOfWork * 10), 0);
      return { ...year, caseDays: thousandths / 1000 };
    })
    .filter((year) => year.caseDays > 0);
}
