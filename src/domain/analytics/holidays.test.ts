// Cantonal public holidays from date-holidays (decision 0059): type 'public' only, full days only, the nationwide
// list for an unknown canton.
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { isoDateOf, toEpochDay } from '../dates.ts';
import { swissNationwideHolidays } from '../reports/working-days.ts';
import { isPublicHoliday, isSwissCanton, publicHolidays, SWISS_CANTONS } from './holidays.ts';

const dates = (days: ReadonlySet<number>) => [...days].sort((a, b) => a - b).map(isoDateOf);
const weekdaysOnly = (days: ReadonlySet<number>) =>
  dates(days).filter((date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });

describe('publicHolidays', () => {
  it('lists the 26 cantons the library knows', () => {
    expect(SWISS_CANTONS).toHaveLength(26);
    expect([...SWISS_CANTONS].sort()).toEqual(Object.keys(new Holidays().getStates('CH') ?? {}).sort());
    expect(isSwissCanton('ZH')).toBe(true);
    expect(isSwissCanton('XX')).toBe(false);
  });

  it('Zurich 2026: Good Friday 3.4., Easter Monday 6.4., Labour Day 1.5.; Berchtoldstag 2.1. is optional, not public', () => {
    const zurich = dates(publicHolidays('ZH', 2026));
    expect(zurich).toEqual([
      '2026-01-01', // Neujahr
      '2026-04-03', // Karfreitag
      '2026-04-05', // Ostersonntag (a Sunday: harmless, only Mon-Fri is target time)
      '2026-04-06', // Ostermontag
      '2026-05-01', // Tag der Arbeit
      '2026-05-14', // Auffahrt
      '2026-05-24', // Pfingstsonntag
      '2026-05-25', // Pfingstmontag
      '2026-08-01', // Bundesfeiertag
      '2026-09-20', // Bettag (Sunday)
      '2026-12-25', // Weihnachten
      '2026-12-26', // Stephanstag
    ]);
    expect(isPublicHoliday('ZH', toEpochDay('2026-04-03'))).toBe(true);
    expect(isPublicHoliday('ZH', toEpochDay('2026-01-02'))).toBe(false);
  });

  it('Valais keeps neither Good Friday nor Easter Monday; its half-day holidays (1.5., 24.12. from noon) are working days', () => {
    const valais = dates(publicHolidays('VS', 2026));
    expect(valais).toContain('2026-03-19'); // Josefstag
    expect(valais).toContain('2026-06-04'); // Fronleichnam
    expect(valais).not.toContain('2026-04-03');
    expect(valais).not.toContain('2026-04-06');
    expect(valais).not.toContain('2026-05-01');
    expect(valais).not.toContain('2026-12-24');
    // Solothurn's 1 May is a half day too.
    expect(dates(publicHolidays('SO', 2026))).not.toContain('2026-05-01');
  });

  it('canton null: the nationwide list, the same weekdays as the reports’ working days (decision 0058)', () => {
    for (let year = 2024; year <= 2032; year++) {
      const nationwide = weekdaysOnly(publicHolidays(null, year));
      const reports = swissNationwideHolidays(year).filter((date) => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        return weekday !== 0 && weekday !== 6;
      });
      expect(nationwide).toEqual(reports);
    }
    // 2026: New Year, Good Friday, Easter Monday, Ascension, Whit Monday, Christmas (1.8. and 26.12. are Saturdays).
    expect(weekdaysOnly(publicHolidays(null, 2026))).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-05-25',
      '2026-12-25',
    ]);
  });

  it('answers from its cache: the same set for the same canton and year', () => {
    expect(publicHolidays('BE', 2027)).toBe(publicHolidays('BE', 2027));
  });

  it('refuses an unknown canton and a year outside 1900-2200', () => {
    expect(() => publicHolidays('XX' as never, 2026)).toThrow(RangeError);
    expect(() => publicHolidays('ZH', 20026)).toThrow(RangeError);
  });
});
