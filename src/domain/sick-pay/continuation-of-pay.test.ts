import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import { baselScaleDays, bernScaleDays, isLfzEligible, serviceYearOf, zurichScaleDays } from './continuation-of-pay.ts';

describe('C9: LFZ scales (1 week = 7 days, 1 month = 30 days)', () => {
  it.each([
    // service year, Bern, Basel, Zurich
    [1, 21, 21, 21], // 3 weeks everywhere
    [2, 30, 60, 56], // Bern 1 month, Basel 2 months, Zurich 8 weeks
    [3, 60, 60, 63], // Bern 2 months, Basel 2 months, Zurich 9 weeks
    [4, 60, 90, 70],
    [5, 90, 90, 77], // Bern 3 months, Basel 3 months, Zurich (5 + 6) weeks = 77 days
    [10, 120, 90, 112],
    [11, 120, 120, 119],
    [20, 180, 150, 182],
    [21, 180, 180, 189],
    [25, 210, 180, 217], // Bern 25+: +1 month per 5 years (UNCONFIRMED)
  ])('year %i: Bern %i, Basel %i, Zurich %i days', (year, bern, basel, zurich) => {
    expect(bernScaleDays(year)).toBe(bern);
    expect(baselScaleDays(year)).toBe(basel);
    expect(zurichScaleDays(year)).toBe(zurich);
  });

  it('counts service years from the start date and renews on the anniversary', () => {
    const start = toEpochDay('2022-04-01');
    const year = (date: string) => {
      const result = serviceYearOf(start, toEpochDay(date));
      return [result.serviceYear, fromEpochDay(result.from), fromEpochDay(result.to)];
    };
    expect(year('2022-04-01')).toEqual([1, '2022-04-01', '2023-03-31']);
    expect(year('2026-03-31')).toEqual([4, '2025-04-01', '2026-03-31']);
    expect(year('2026-04-01')).toEqual([5, '2026-04-01', '2027-03-31']);
    // 29 February: the anniversary falls on 28 February in common years.
    const leap = toEpochDay('2024-02-29');
    expect(serviceYearOf(leap, toEpochDay('2025-02-27')).serviceYear).toBe(1);
    expect(serviceYearOf(leap, toEpochDay('2025-02-28')).serviceYear).toBe(2);
  });

  it('is owed only after 3 months of employment and never after the leaving date (OR 324a)', () => {
    const start = toEpochDay('2026-01-05');
    expect(isLfzEligible(start, null, toEpochDay('2026-04-04'))).toBe(false);
    expect(isLfzEligible(start, null, toEpochDay('2026-04-05'))).toBe(true);
    expect(isLfzEligible(start, toEpochDay('2026-06-30'), toEpochDay('2026-07-01'))).toBe(false);
  });
});
