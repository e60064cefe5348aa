// The Nth Swiss working day (decision 0058), worked out by hand on the 2026 calendar: 1 January 2026 is a Thursday;
// Easter Sunday is 5 April 2026, so Good Friday 3.4., Easter Monday 6.4., Ascension (Easter + 39) 14.5., Whit Monday
// (Easter + 50) 25.5.; 1 August is a Saturday; 25 December a Friday.
import { describe, expect, it } from 'vitest';
import { isoDateOf } from '../dates.ts';
import { schedulePeriodOn } from './schedule-period.ts';
import { easterSunday, nextScheduledRunOn, nthSwissWorkingDay, swissNationwideHolidays } from './working-days.ts';

describe('Swiss working days', () => {
  it('knows the nationwide holidays of 2026 (and Easter of other years)', () => {
    expect(swissNationwideHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-05-25',
      '2026-08-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(isoDateOf(easterSunday(2025))).toBe('2025-04-20');
    expect(isoDateOf(easterSunday(2027))).toBe('2027-03-28');
    expect(isoDateOf(easterSunday(2038))).toBe('2038-04-25');
  });

  it.each([
    // January: Thu 1.1. is New Year; Fri 2.1. (Berchtoldstag is cantonal) is the 1st, Mon 5.1. the 2nd, Tue 6.1. the 3rd.
    [1, 1, '2026-01-02'],
    [1, 3, '2026-01-06'],
    // February begins on a Sunday: Mon 2.2., Tue 3.2., Wed 4.2.
    [2, 1, '2026-02-02'],
    [2, 3, '2026-02-04'],
    // March begins on a Sunday as well (February has 28 days).
    [3, 3, '2026-03-04'],
    // April: Wed 1.4. (1), Thu 2.4. (2), Good Friday 3.4., the weekend, Easter Monday 6.4.; Tue 7.4. is the 3rd.
    [4, 2, '2026-04-02'],
    [4, 3, '2026-04-07'],
    // May: Fri 1.5. counts (Labour Day is cantonal): 1, 4, 5, 6, 7, 8, 11, 12, 13 (9th), Ascension 14.5., 15.5. the 10th.
    [5, 1, '2026-05-01'],
    [5, 10, '2026-05-15'],
    // May's 16th: 18, 19, 20, 21, 22 are the 11th-15th; Whit Monday 25.5.; Tue 26.5. is the 16th.
    [5, 16, '2026-05-26'],
    // August begins on Saturday 1.8. (the holiday falls on the weekend): Mon 3.8. is the 1st.
    [8, 1, '2026-08-03'],
    // December: 1-4 (4), 7-11 (9), 14-18 (14), 21-24 (18); Christmas Fri 25.12.; Mon 28.12. the 19th, Tue 29.12. the 20th.
    [12, 18, '2026-12-24'],
    [12, 19, '2026-12-28'],
    [12, 20, '2026-12-29'],
  ])('2026-%i: working day %i is %s', (month, n, expected) => {
    expect(nthSwissWorkingDay(2026, month, n)).toBe(expected);
  });

  it('gives the last working day when the month has fewer than N (Dec 2026 has 22)', () => {
    expect(nthSwissWorkingDay(2026, 12, 22)).toBe('2026-12-31');
    expect(nthSwissWorkingDay(2026, 12, 25)).toBe('2026-12-31');
    expect(() => nthSwissWorkingDay(2026, 1, 0)).toThrow(RangeError);
  });

  it('counts the days of a year before 1000 too (its month was compared as "350-02" and no day matched)', () => {
    // 1.2.0350 (proleptic Gregorian) is a Wednesday: the 1st working day; Thu 2., Fri 3., then Mon 6. is the 4th.
    expect(nthSwissWorkingDay(350, 2, 1)).toBe('0350-02-01');
    expect(nthSwissWorkingDay(350, 2, 4)).toBe('0350-02-06');
  });

  it('finds the next run on or after a day', () => {
    // The 3rd working day of March 2026 is Wed 4.3.: on that day it is today's run, the day after April's (7.4.).
    expect(nextScheduledRunOn('2026-03-01', 3)).toBe('2026-03-04');
    expect(nextScheduledRunOn('2026-03-04', 3)).toBe('2026-03-04');
    expect(nextScheduledRunOn('2026-03-05', 3)).toBe('2026-04-07');
    // Over the year's end: Fri 1.1.2027 is New Year; Mon 4.1. (1), Tue 5.1. (2), Wed 6.1. (3).
    expect(nextScheduledRunOn('2026-12-10', 3)).toBe('2027-01-06');
  });
});

describe('the period of a scheduled run', () => {
  it('covers the previous month, the previous accounting month or the month so far', () => {
    // Run on Wed 4.3.2026 (the 3rd working day): February 2026 has 28 days.
    expect(schedulePeriodOn('previous-month', '2026-03-04')).toEqual({
      kind: 'time-range',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(schedulePeriodOn('previous-accounting-month', '2026-03-04')).toEqual({
      kind: 'accounting-period',
      accountingMonthId: '2026-02',
    });
    expect(schedulePeriodOn('month-to-date', '2026-03-04')).toEqual({
      kind: 'time-range',
      from: '2026-03-01',
      to: '2026-03-04',
    });
    // January's run reports December of the year before.
    expect(schedulePeriodOn('previous-month', '2026-01-06')).toEqual({
      kind: 'time-range',
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});
