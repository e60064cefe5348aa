// Team month calendar (issue 12, decision 0015): who is absent on which day of a month, from the stored absence
// periods of the team's employees. Pure: the service reads the periods overlapping the month and the page of
// employees; this turns each employee's periods into one entry per absent day of the month.
//
// - A day comes from a period's `days` (recorded days and weekend days filled by the tenant rule, C17); a combined
//   period's gap days are not the period's days, so they stay empty here as in the period table.
// - Two entries on one day (two types, or a duplicated record: data issues) are both kept, the larger absence
//   first, so the calendar shows that something is wrong instead of choosing one silently.
// - A day is partial when it is recorded in hours or below 100 %: the calendar draws it half filled.
// - Withheld types (the viewer may not see health data): the type and accident type become null ("absent"); the
//   extent stays, as it says only when the person works, which the team needs to plan.
import { daysInMonth, epochDayOf, isoDateOf } from '../dates.ts';
import type { AbsenceType, AccidentType } from '../sick-pay/types.ts';

export type CalendarPeriodDay = {
  date: string;
  isFilled: boolean;
  accidentType: AccidentType | null;
  hours: string | null;
  percentage: string | null;
};

/** A stored period as the calendar needs it. */
export type CalendarPeriod = {
  periodId: string;
  employeeId: string;
  type: AbsenceType;
  days: readonly CalendarPeriodDay[];
};

export type CalendarDay = {
  date: string;
  periodId: string;
  type: AbsenceType | null;
  accidentType: AccidentType | null;
  hours: string | null;
  percentage: string | null;
  isFilled: boolean;
  isPartial: boolean;
};

/** First and last day ('YYYY-MM-DD') of a month 'YYYY-MM'. */
export function monthBounds(month: string): { startDate: string; endDate: string; days: number } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const days = daysInMonth(year, monthNumber);
  return {
    startDate: isoDateOf(epochDayOf(year, monthNumber, 1)),
    endDate: isoDateOf(epochDayOf(year, monthNumber, days)),
    days,
  };
}

/** Below a whole day: recorded in hours, or a percentage under 100. */
export function isPartialDay(day: { hours: string | null; percentage: string | null }): boolean {
  if (day.hours !== null) return true;
  return day.percentage !== null && Number(day.percentage) < 100;
}

/** How much of the day the entry takes, for the order of two entries on one day (whole days first). */
function extent(day: CalendarDay): number {
  if (day.percentage !== null) return Number(day.percentage);
  return day.hours === null ? 100 : Math.min(99, Number(day.hours) * 10);
}

/**
 * The absent days of each employee within [startDate, endDate], sorted by date (and on one day by extent, then
 * period id), keyed by employee id. Employees without a day have no key.
 */
export function calendarDaysByEmployee(
  periods: readonly CalendarPeriod[],
  range: { startDate: string; endDate: string },
  options: { withholdTypes: boolean },
): Map<string, CalendarDay[]> {
  const byEmployee = new Map<string, CalendarDay[]>();
  for (const period of periods) {
    for (const day of period.days) {
      if (day.date < range.startDate || day.date > range.endDate) continue;
      const entry: CalendarDay = {
        date: day.date,
        periodId: period.periodId,
        type: options.withholdTypes ? null : period.type,
        accidentType: options.withholdTypes ? null : day.accidentType,
        hours: day.hours,
        percentage: day.percentage,
        isFilled: day.isFilled,
        isPartial: isPartialDay(day),
      };
      const list = byEmployee.get(period.employeeId);
      if (list) list.push(entry);
      else byEmployee.set(period.employeeId, [entry]);
    }
  }
  for (const list of byEmployee.values()) {
    list.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        extent(b) - extent(a) ||
        (a.periodId < b.periodId ? -1 : a.periodId > b.periodId ? 1 : 0),
    );
  }
  return byEmployee;
}
