// The admin's two accounting checks of a tenant's month (issue 14 scope 6): the URL state (month, view), the month
// the screen starts with and offers, the absence days without a claim joined into runs (one row per person, type
// and percentage over consecutive days) and the total of the employee statistics. Pure; the caller passes today.

export const CHECK_VIEWS = ['absences', 'statistics'] as const;
export type CheckView = (typeof CHECK_VIEWS)[number];

/** `?month=YYYY-MM&view=statistics`; the defaults (the default month, the absences) are left out of the URL. */
export type AccountingChecksSearch = { month?: string; view?: CheckView };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parseAccountingChecksSearch(raw: Record<string, unknown>): AccountingChecksSearch {
  const month = typeof raw.month === 'string' && MONTH.test(raw.month) ? raw.month : undefined;
  const view = raw.view === 'statistics' ? 'statistics' : undefined;
  return { ...(month ? { month } : {}), ...(view ? { view } : {}) };
}

/** The search with another view (the default, the absences, left out of the URL). */
export function withView(search: AccountingChecksSearch, view: string | null): AccountingChecksSearch {
  const { month } = search;
  return { ...(month ? { month } : {}), ...(view === 'statistics' ? { view: 'statistics' as const } : {}) };
}

export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type OpenedMonth = { accountingMonthId: string; isLocked: boolean };

/** The newest opened month that is not locked for good, else the current month. */
export function defaultCheckMonth(today: string, opened: readonly OpenedMonth[]): string {
  const open = opened
    .filter((month) => !month.isLocked)
    .map((month) => month.accountingMonthId)
    .sort();
  return open.at(-1) ?? today.slice(0, 7);
}

/**
 * The months offered, newest first: the opened ones and the current month back twelve months (the checks need
 * no opened month), plus the month shown when it is none of these (a shared link).
 */
export function checkMonthOptions(today: string, opened: readonly OpenedMonth[], shown?: string): string[] {
  const current = today.slice(0, 7);
  const months = new Set([
    ...Array.from({ length: 13 }, (_, index) => shiftMonth(current, -index)),
    ...opened.map((month) => month.accountingMonthId),
    ...(shown ? [shown] : []),
  ]);
  return [...months].sort().reverse();
}

type AbsenceDay = {
  employeeId: string;
  absenceDate: string;
  absenceId: string;
  absenceType: string;
  percentage: string | null;
};

/** Consecutive days of one person with the same type and percentage. */
export type AbsenceRun = {
  key: string;
  employeeId: string;
  absenceType: string;
  percentage: string | null;
  from: string;
  to: string;
  days: number;
  absenceIds: string[];
};

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The days as runs, in the order person, first day (the API's order is person, day; sorted again to be sure). */
export function absenceRuns(items: readonly AbsenceDay[]): AbsenceRun[] {
  const sorted = [...items].sort(
    (a, b) =>
      a.employeeId.localeCompare(b.employeeId) ||
      a.absenceDate.localeCompare(b.absenceDate) ||
      a.absenceType.localeCompare(b.absenceType),
  );
  const runs: AbsenceRun[] = [];
  const open = new Map<string, AbsenceRun>();
  for (const item of sorted) {
    const group = `${item.employeeId}|${item.absenceType}|${item.percentage ?? ''}`;
    const run = open.get(group);
    if (run && (nextDay(run.to) === item.absenceDate || run.to === item.absenceDate)) {
      if (run.to !== item.absenceDate) run.days += 1;
      run.to = item.absenceDate;
      run.absenceIds.push(item.absenceId);
      continue;
    }
    const created: AbsenceRun = {
      key: `${group}|${item.absenceDate}`,
      employeeId: item.employeeId,
      absenceType: item.absenceType,
      percentage: item.percentage,
      from: item.absenceDate,
      to: item.absenceDate,
      days: 1,
      absenceIds: [item.absenceId],
    };
    open.set(group, created);
    runs.push(created);
  }
  return runs;
}

/** The persons of the runs, each once, in the runs' order. */
export function runPersons(runs: readonly AbsenceRun[]): { employeeId: string; firstDay: string }[] {
  const seen = new Map<string, string>();
  for (const run of runs) if (!seen.has(run.employeeId)) seen.set(run.employeeId, run.from);
  return [...seen].map(([employeeId, firstDay]) => ({ employeeId, firstDay }));
}

/** 'CHF' amount string ('1234.50', '-0.05') -> Rappen. */
function rappen(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** The total row of the employee statistics: employees and salary (Rappen) over every subunit and group. */
export function statisticsTotal(items: readonly { numEmployees: number; totalSalary: string }[]): {
  numEmployees: number;
  totalRappen: number;
} {
  return items.reduce(
    (sum, item) => ({
      numEmployees: sum.numEmployees + item.numEmployees,
      totalRappen: sum.totalRappen + rappen(item.totalSalary),
    }),
    { numEmployees: 0, totalRappen: 0 },
  );
}
