// Cantonal public holidays for the absence rate (C19: target hours are the weekdays less the cantonal public
// holidays of the person's workplace). Source: the maintained `date-holidays` library (decision 0059), type 'public'
// only (its 'optional' days such as Berchtoldstag in Zurich and its 'observance' days are working days).
//
// - A canton's set holds every full-day public holiday of the year, Sundays included (Ostersonntag, Bettag): they
//   are harmless, only Monday to Friday is ever target time.
// - Half-day holidays (the library gives them a noon start: 1 May afternoon in SO and VS, 24 December afternoon in
//   VS) are not holidays here: C19 counts whole days, and the morning is worked. The day is a working day.
// - canton null (the workplace's canton is unknown): the library's country-level Swiss list, i.e. New Year, Good
//   Friday, Easter Monday, Ascension, Whit Monday, 1 August, Christmas, St Stephen's Day (plus Sundays). These are
//   the holidays most cantons keep (Good Friday 23 of 26, Easter and Whit Monday 19, St Stephen's 15) and the same
//   list the reports' working days use (src/domain/reports/working-days.ts, decision 0058), so the product has one
//   "nationwide" list. The days every canton keeps would be only New Year, Ascension, 1 August and Christmas: a
//   person without a canton would then work Good Friday, which almost nobody does.
// Memoised per canton and year: the library builds its rules on every construction, the derivation asks for the
// same few years of the same few cantons for every employee. The cache holds a pure function's results.
import Holidays from 'date-holidays';
import { civilOf, type EpochDay, toEpochDay } from '../dates.ts';
import { isSwissCanton, type SwissCanton } from './cantons.ts';

export { isSwissCanton, SWISS_CANTONS, type SwissCanton } from './cantons.ts';

/** Years the library is asked about: a guard against a typo such as year 20026 building a useless cache entry. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

const cache = new Map<string, ReadonlySet<EpochDay>>();

/**
 * The full-day public holidays of a canton in a year, as epoch days; canton null: the nationwide list (see the
 * header). Sundays are included; callers count Monday to Friday only.
 */
export function publicHolidays(canton: SwissCanton | null, year: number): ReadonlySet<EpochDay> {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Public holidays are known for the years ${FIRST_YEAR}-${LAST_YEAR}, not ${year}`);
  }
  if (canton !== null && !isSwissCanton(canton)) throw new RangeError(`Not a Swiss canton: ${canton}`);
  const key = `${canton ?? 'CH'}|${year}`;
  let days = cache.get(key);
  if (days === undefined) {
    const calendar = canton === null ? new Holidays('CH') : new Holidays('CH', canton);
    days = new Set(
      calendar
        .getHolidays(year)
        // 'YYYY-MM-DD hh:mm:ss': a noon start is a half-day holiday (not a holiday here, see the header).
        .filter((holiday) => holiday.type === 'public' && holiday.date.slice(11, 19) === '00:00:00')
        .map((holiday) => toEpochDay(holiday.date.slice(0, 10))),
    );
    cache.set(key, days);
  }
  return days;
}

/** Whether a day is a full-day public holiday of the canton (canton null: nationwide). */
export function isPublicHoliday(canton: SwissCanton | null, day: EpochDay): boolean {
  return publicHolidays(canton, civilOf(day).year).has(day);
}
