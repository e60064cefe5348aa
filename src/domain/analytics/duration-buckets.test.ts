// C18 duration buckets on combined periods (spec section 9: 1-3, 4-10, 11-30, 31-90, 91-270, 271+ days).
import { describe, expect, it } from 'vitest';
import { absences } from '../../testing/domain/absences.ts';
import { buildAbsencePeriods } from '../absences/periods.ts';
import { countAbsences } from './absence-hours.ts';
import {
  bucketOf,
  countedLengthOf,
  DURATION_BUCKETS,
  periodsByBucket,
  sharesOfAbsenceHours,
} from './duration-buckets.ts';
import { personDaysOf } from './target-hours.ts';
import { version } from './test-support.ts';

describe('bucketOf', () => {
  it('uses the spec’s labels in the spec’s order', () => {
    expect(DURATION_BUCKETS).toEqual(['1-3', '4-10', '11-30', '31-90', '91-270', '271+']);
  });

  it.each([
    [1, '1-3'],
    [3, '1-3'],
    [4, '4-10'],
    [10, '4-10'],
    [11, '11-30'],
    [30, '11-30'],
    [31, '31-90'],
    [90, '31-90'],
    [91, '91-270'],
    [270, '91-270'],
    [271, '271+'],
    [900, '271+'],
  ])('%i calendar days → %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });

  it('refuses 0, negative and fractional lengths', () => {
    expect(() => bucketOf(0)).toThrow(RangeError);
    expect(() => bucketOf(-1)).toThrow(RangeError);
    expect(() => bucketOf(2.5)).toThrow(RangeError);
  });
});

describe('periodsByBucket for one person and a range', () => {
  // A 95-day illness, Sun 1 February - Wed 6 May 2026 (28 + 31 + 30 + 6 days), recorded every day: one combined
  // period (periods.ts).
  const records = absences('2026-02-01', '2026-05-06');
  const periods = buildAbsencePeriods(records, { weekendFill: null });
  const versions = [version()];

  it('the period is built whole: 95 calendar days', () => {
    expect(periods.map((period) => [period.startDate, period.endDate, period.calendarDays])).toEqual([
      ['2026-02-01', '2026-05-06', 95],
    ]);
  });

  it('March only: the period lands in 91-270 (its whole length), with only its March days and hours', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const days = personDaysOf(versions, march, '2026-11-29');
    const buckets = periodsByBucket({ periods, days, counted: countAbsences(records, days), asOf: '2026-11-29' });
    // March: 31 calendar days; 22 weekdays (2-6, 9-13, 16-20, 23-27, 30-31), no Zurich holiday: 22 x 8.4 h = 184.8 h.
    expect(buckets.find((figure) => figure.bucket === '91-270')).toEqual({
      bucket: '91-270',
      periods: 1,
      days: 31,
      absenceCentiHours: 18_480,
    });
    expect(buckets.filter((figure) => figure.periods > 0)).toHaveLength(1);
    expect(sharesOfAbsenceHours(buckets).find((figure) => figure.bucket === '91-270')?.share).toBe(100);
  });

  it('asOf ends the whole: on 31 March the period is 1.2.-31.3. = 59 days long, a 31-90 period', () => {
    expect(countedLengthOf({ type: 'SICK', startDate: '2026-02-01', endDate: '2026-05-06' }, '2026-03-31')).toBe(59);
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const days = personDaysOf(versions, march, '2026-03-31');
    const buckets = periodsByBucket({ periods, days, counted: countAbsences(records, days), asOf: '2026-03-31' });
    expect(buckets.find((figure) => figure.periods > 0)?.bucket).toBe('31-90');
    // A period starting after asOf is not counted at all.
    expect(countedLengthOf({ type: 'SICK', startDate: '2026-04-01', endDate: '2026-04-03' }, '2026-03-31')).toBeNull();
  });

  it('vacation periods are no absence periods; a category filter keeps only the asked ones', () => {
    const mixed = [
      ...absences('2026-03-02', '2026-03-03', 'VACATION'),
      ...absences('2026-03-09', '2026-03-13', 'ACCIDENT'),
    ];
    const mixedPeriods = buildAbsencePeriods(mixed, { weekendFill: null });
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const days = personDaysOf(versions, march, '2026-11-29');
    const counted = countAbsences(mixed, days);
    const all = periodsByBucket({ periods: mixedPeriods, days, counted, asOf: '2026-11-29' });
    // Only the 5-day accident (9-13 March, 5 x 8.4 h = 42 h) counts: bucket 4-10.
    expect(all.filter((figure) => figure.periods > 0)).toEqual([
      { bucket: '4-10', periods: 1, days: 5, absenceCentiHours: 4_200 },
    ]);
    const sicknessOnly = periodsByBucket({
      periods: mixedPeriods,
      days,
      counted,
      asOf: '2026-11-29',
      categories: ['SICKNESS'],
    });
    expect(sicknessOnly.every((figure) => figure.periods === 0)).toBe(true);
  });

  it('days outside employment are not the period’s days: a leaver on 10 March keeps 10 March days of the 95', () => {
    const leaver = [version({ leavingDate: '2026-03-10' })];
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const days = personDaysOf(leaver, march, '2026-11-29');
    const buckets = periodsByBucket({ periods, days, counted: countAbsences(records, days), asOf: '2026-11-29' });
    // 1-10 March: 10 calendar days, weekdays 2-6 and 9-10 = 7 x 8.4 h = 58.8 h. Still the 95-day bucket.
    expect(buckets.find((figure) => figure.periods > 0)).toEqual({
      bucket: '91-270',
      periods: 1,
      days: 10,
      absenceCentiHours: 5_880,
    });
  });

  it('shares of the absence hours: two decimals, half-up; null when there are no hours', () => {
    const shares = sharesOfAbsenceHours([
      { bucket: '1-3', periods: 2, days: 3, absenceCentiHours: 100 },
      { bucket: '4-10', periods: 1, days: 5, absenceCentiHours: 200 },
    ]);
    // 100 / 300 = 33.333… %, 200 / 300 = 66.666… %.
    expect(shares.map((figure) => figure.share)).toEqual([33.33, 66.67]);
    expect(sharesOfAbsenceHours([{ bucket: '1-3', periods: 0, days: 0, absenceCentiHours: 0 }])[0]?.share).toBeNull();
  });
});
