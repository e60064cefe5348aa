// Swiss bank business days: the days on which SIC (CHF) and euroSIC settle. SIX closes both systems on weekends and
// on nine holidays (SIX "Clearing Day Calendar" for SIC RTGS / SIC IP / euroSIC RTGS; the same list as the bank
// holidays the SNB links for the SIC system): New Year's Day (1 Jan), Berchtold's Day (2 Jan), Good Friday, Easter
// Monday, Ascension Day (Easter + 39), Whit Monday (Easter + 50), Swiss National Day (1 Aug), Christmas Day
// (25 Dec) and St Stephen's Day (26 Dec). 24 and 31 December are settlement days (banks may close early).
// The published calendar is authoritative and can add ad-hoc closures: see README.md (UNCONFIRMED).

import type { EpochDay } from '../../dates.ts';
import { civilOf, epochDayOf, type IsoDate, isoDateOf, isWeekend, toEpochDay } from '../../dates.ts';

/**
 * Easter Sunday of a Gregorian year (anonymous Gregorian computus, "Meeus/Jones/Butcher"), as an epoch day.
 * 2026 -> 5 April, 2027 -> 28 March.
 */
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

export type BankHoliday = { date: IsoDate; name: string };

/** The SIC/euroSIC closing holidays of a year (weekends aside), in date order. */
export function swissBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const holidays: Array<[EpochDay, string]> = [
    [epochDayOf(year, 1, 1), "New Year's Day"],
    [epochDayOf(year, 1, 2), "Berchtold's Day"],
    [easter - 2, 'Good Friday'],
    [easter + 1, 'Easter Monday'],
    [easter + 39, 'Ascension Day'],
    [easter + 50, 'Whit Monday'],
    [epochDayOf(year, 8, 1), 'Swiss National Day'],
    [epochDayOf(year, 12, 25), 'Christmas Day'],
    [epochDayOf(year, 12, 26), "St Stephen's Day"],
  ];
  return holidays.sort((x, y) => x[0] - y[0]).map(([day, name]) => ({ date: isoDateOf(day), name }));
}

const holidayCache = new Map<number, ReadonlySet<EpochDay>>();

function holidaysOf(year: number): ReadonlySet<EpochDay> {
  let set = holidayCache.get(year);
  if (set === undefined) {
    set = new Set(swissBankHolidays(year).map((holiday) => toEpochDay(holiday.date)));
    holidayCache.set(year, set);
  }
  return set;
}

function isBankBusinessEpochDay(day: EpochDay): boolean {
  return !isWeekend(day) && !holidaysOf(civilOf(day).year).has(day);
}

/** Whether SIC settles on this date ('YYYY-MM-DD'; throws a RangeError for anything else). */
export function isBankBusinessDay(date: IsoDate): boolean {
  return isBankBusinessEpochDay(toEpochDay(date));
}

/** The date itself when it is a bank business day, else the next one. */
export function nextBankBusinessDay(date: IsoDate): IsoDate {
  let day = toEpochDay(date);
  while (!isBankBusinessEpochDay(day)) day++;
  return isoDateOf(day);
}
