import { describe, expect, it } from 'vitest';
import { absenceRate, bucketPeriods, durationBucket, employeeHours } from './analytics.ts';

describe('C18: absence duration buckets on combined periods', () => {
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
  ])('%i days -> %s', (days, bucket) => {
    expect(durationBucket(days)).toBe(bucket);
  });

  it('buckets whole periods: one illness of Mon 2 - Sun 15 March (14 days, weekends filled) is one 11-30 period', () => {
    expect(
      bucketPeriods([
        { from: '2026-03-02', to: '2026-03-15' },
        { from: '2026-05-04', to: '2026-05-05' },
      ]),
    ).toEqual({
      '1-3': 1,
      '4-10': 0,
      '11-30': 1,
      '31-90': 0,
      '91-270': 0,
      '271+': 0,
    });
    expect(() => durationBucket(0)).toThrow(RangeError);
  });
});

describe('C19: absence rate = absence hours / target hours x 100, FTE-weighted, holidays not target time', () => {
  // March 2026: 22 working days (Mon-Fri). Holiday none. Full-time 42 h/week -> 8.4 h a day.
  const fullTime = {
    from: '2026-03-01',
    to: '2026-03-31',
    weeklyHours: 42,
    employmentPercentage: 100,
    publicHolidays: [],
  };

  it('one full-timer absent 3 working days at 100 % and one at 50 % plus a Saturday', () => {
    // Target 22 x 8.4 = 184.8 h; absence 3 x 8.4 + 0.5 x 8.4 = 29.4 h (the Saturday is not target time).
    const hours = employeeHours({
      ...fullTime,
      absences: [
        { date: '2026-03-02', incapacityOfWork: 100 },
        { date: '2026-03-03', incapacityOfWork: 100 },
        { date: '2026-03-04', incapacityOfWork: 100 },
        { date: '2026-03-05', incapacityOfWork: 50 },
        { date: '2026-03-07', incapacityOfWork: 100 },
      ],
    });
    expect(hours.targetHours).toBeCloseTo(184.8, 9);
    expect(hours.absenceHours).toBeCloseTo(29.4, 9);
    // 29.4 / 184.8 x 100 = 15.909... -> 15.91
    expect(
      absenceRate([
        {
          ...fullTime,
          absences: [
            { date: '2026-03-02', incapacityOfWork: 100 },
            { date: '2026-03-03', incapacityOfWork: 100 },
            { date: '2026-03-04', incapacityOfWork: 100 },
            { date: '2026-03-05', incapacityOfWork: 50 },
          ],
        },
      ]),
    ).toBe(15.91);
  });

  it('weights by FTE and leaves public holidays out of the target', () => {
    // A: full-time, no absence: 22 x 8.4 = 184.8 h. B: 50 %, holiday on 19 March, absent 10 working days:
    // target 21 x 4.2 = 88.2 h, absence 10 x 4.2 = 42 h. Rate = 42 / (184.8 + 88.2) x 100 = 15.384... -> 15.38.
    const b = {
      ...fullTime,
      employmentPercentage: 50,
      publicHolidays: ['2026-03-19'],
      absences: ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'].map((d) => ({
        date: `2026-03-${d}`,
        incapacityOfWork: 100,
      })),
    };
    expect(employeeHours(b).targetHours).toBeCloseTo(88.2, 9);
    expect(absenceRate([{ ...fullTime, absences: [] }, b])).toBe(15.38);
    expect(absenceRate([])).toBe(0);
  });
});
