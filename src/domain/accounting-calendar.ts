// Accounting months: a claim dated in month M is booked in accounting month M (C12), so an accounting month is
// exactly a calendar month. Counting is in calendar days, weekends included (C1).
import { daysInMonth, fromEpochDay, isWeekend, toEpochDay } from './dates.ts';

export type AccountingMonthId = string; // 'YYYY-MM'

export type AccountingMonthFacts = {
  accountingMonthId: AccountingMonthId;
  startDate: string;
  endDate: string;
  calendarDays: number;
  weekdays: number;
  weekendDays: number;
};

const MONTH_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(id: AccountingMonthId): { year: number; month: number } {
  const match = MONTH_ID.exec(id);
  if (!match) throw new RangeError(`Not an accounting month in YYYY-MM form: ${id}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function monthIndex(id: AccountingMonthId): number {
  const { year, month } = parseMonth(id);
  return year * 12 + (month - 1);
}

function monthIdOfIndex(index: number): AccountingMonthId {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Number of accounting months from `from` to `to`, both inclusive (0 when `to` is before `from`). */
export function countAccountingMonths(from: AccountingMonthId, to: AccountingMonthId): number {
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}

export function accountingMonthFacts(id: AccountingMonthId): AccountingMonthFacts {
  const { year, month } = parseMonth(id);
  const calendarDays = daysInMonth(year, month);
  const start = toEpochDay(`${id}-01`);
  let weekendDays = 0;
  for (let day = start; day < start + calendarDays; day++) {
    if (isWeekend(day)) weekendDays++;
  }
  return {
    accountingMonthId: id,
    startDate: fromEpochDay(start),
    endDate: fromEpochDay(start + calendarDays - 1),
    calendarDays,
    weekdays: calendarDays - weekendDays,
    weekendDays,
  };
}

/** The accounting months of an inclusive range, one page of it (`skip`, `take`). */
export function accountingMonthsBetween(
  from: AccountingMonthId,
  to: AccountingMonthId,
  skip: number,
  take: number,
): { items: AccountingMonthFacts[]; totalCount: number } {
  const totalCount = countAccountingMonths(from, to);
  const first = monthIndex(from) + skip;
  const last = Math.min(monthIndex(to), first + take - 1);
  const items: AccountingMonthFacts[] = [];
  for (let index = first; index <= last; index++) items.push(accountingMonthFacts(monthIdOfIndex(index)));
  return { items, totalCount };
}
