// Swiss working days (issue 31 scope 4, decision 0058): a scheduled report runs on the Nth working day of a month.
// A working day is Monday to Friday and not one of the nationwide public holidays every canton keeps (New Year,
// Good Friday, Easter Monday, Ascension, Whit Monday, the Federal holiday 1 August, Christmas and St Stephen's
// Day). Cantonal holidays (Berchtoldstag, Labour Day, Corpus Christi …) are not counted: a schedule is one rule for
// the whole company, and a run one day early is harmless where a run on a closed office day is not. Pure.
import { type EpochDay, epochDayOf, isoDateOf, isWeekend, yearMonthId } from '../dates.ts';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): EpochDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return epochDayOf(year, month, day);
}

/** The nationwide public holidays of a year, as ISO dates in calendar order. */
export function swissNationwideHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    epochDayOf(year, 1, 1),
    easter - 2, // Good Friday
    easter + 1, // Easter Monday
    easter + 39, // Ascension
    easter + 50, // Whit Monday
    epochDayOf(year, 8, 1),
    epochDayOf(year, 12, 25),
    epochDayOf(year, 12, 26),
  ]
    .sort((x, y) => x - y)
    .map(isoDateOf);
}

export function isSwissWorkingDay(day: EpochDay): boolean {
  if (isWeekend(day)) return false;
  const iso = isoDateOf(day);
  return !swissNationwideHolidays(Number(iso.slice(0, 4))).includes(iso);
}

/**
 * The Nth working day (1-based) of a month, as an ISO date; a month has at least 18 working days, so an N beyond
 * the month's working days gives its last working day.
 */
export function nthSwissWorkingDay(year: number, month: number, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  const holidays = new Set(swissNationwideHolidays(year));
  let day = epochDayOf(year, month, 1);
  let last: EpochDay | null = null;
  let count = 0;
  while (isoDateOf(day).slice(0, 7) === yearMonthId(year, month)) {
    if (!isWeekend(day) && !holidays.has(isoDateOf(day))) {
      count += 1;
      last = day;
      if (count === n) return isoDateOf(day);
    }
    day += 1;
  }
  if (last === null) throw new Error(`no working day in ${year}-${month}`);
  return isoDateOf(last);
}

/**
 * The next run of a schedule on or after `fromDay` (ISO): the Nth working day of fromDay's month when it is not
 * before fromDay, else that of the next month.
 */
export function nextScheduledRunOn(fromDay: string, n: number): string {
  const year = Number(fromDay.slice(0, 4));
  const month = Number(fromDay.slice(5, 7));
  const thisMonth = nthSwissWorkingDay(year, month, n);
  if (thisMonth >= fromDay) return thisMonth;
  return month === 12 ? nthSwissWorkingDay(year + 1, 1, n) : nthSwissWorkingDay(year, month + 1, n);
}
