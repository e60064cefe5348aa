// The period a scheduled report's run covers, from its run day (issue 31 scope 4, decision 0058). Pure.
import { daysInMonth, yearMonthId } from '../dates.ts';
import type { ReportPeriodValue } from './report-types.ts';

export const SCHEDULE_PERIOD_RULES = ['previous-month', 'previous-accounting-month', 'month-to-date'] as const;
export type SchedulePeriodRule = (typeof SCHEDULE_PERIOD_RULES)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * previous-month: the whole calendar month before the run day's; previous-accounting-month: that month as an
 * accounting period (its booked lines); month-to-date: from the first of the run day's month to the run day.
 */
export function schedulePeriodOn(rule: SchedulePeriodRule, runDay: string): ReportPeriodValue {
  const year = Number(runDay.slice(0, 4));
  const month = Number(runDay.slice(5, 7));
  if (rule === 'month-to-date') return { kind: 'time-range', from: `${runDay.slice(0, 7)}-01`, to: runDay };
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const monthId = yearMonthId(previousYear, previousMonth);
  if (rule === 'previous-accounting-month') return { kind: 'accounting-period', accountingMonthId: monthId };
  return {
    kind: 'time-range',
    from: `${monthId}-01`,
    to: `${monthId}-${pad(daysInMonth(previousYear, previousMonth))}`,
  };
}
