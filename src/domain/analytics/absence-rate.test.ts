// The absence rate from stored figures (C19): sums of hours by period and group, the comparison periods, and small
// groups withheld from users who may not see health data.
import { describe, expect, it } from 'vitest';
import { absence, absences } from '../../testing/domain/absences.ts';
import { buildAbsencePeriods } from '../absences/periods.ts';
import {
  absenceRates,
  comparisonRanges,
  monthsOfPeriod,
  periodKeyOf,
  previousPeriod,
  rateOf,
  samePeriodYearBefore,
} from './absence-rate.ts';
import { durationAnalysis } from './duration-analysis.ts';
import { type AnalyticsRecordVersion, employeeMonthFigures } from './employee-month-figures.ts';
import type { AnalyticsRow } from './grouping.ts';
import { version } from './test-support.ts';

type Person = { id: string; version: Partial<AnalyticsRecordVersion>; sickDays?: string[] };

function rowsOf(people: readonly Person[], months = { from: '2026-04', to: '2026-06' }): AnalyticsRow[] {
  return people.flatMap((person) => {
    const records = (person.sickDays ?? []).map((date) => absence(date));
    return employeeMonthFigures({
      versions: [version(person.version)],
      absences: records,
      periods: buildAbsencePeriods(records, { weekendFill: null }),
      asOf: '2026-11-29',
      months,
    }).map((figure) => ({ ...figure, employeeId: person.id }));
  });
}

describe('period keys', () => {
  it.each([
    ['2026-05', 'MONTH', '2026-05'],
    ['2026-05', 'QUARTER', '2026-Q2'],
    ['2026-12', 'QUARTER', '2026-Q4'],
    ['2026-01', 'YEAR', '2026'],
  ] as const)('%s in a %s → %s', (month, unit, key) => {
    expect(periodKeyOf(month, unit)).toBe(key);
  });

  it('months of a period', () => {
    expect(monthsOfPeriod('2026-Q2')).toEqual({ from: '2026-04', to: '2026-06' });
    expect(monthsOfPeriod('2026')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(monthsOfPeriod('2026-02')).toEqual({ from: '2026-02', to: '2026-02' });
  });

  it('the previous period and the same period a year earlier, across year ends', () => {
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(previousPeriod('2026-Q1')).toBe('2025-Q4');
    expect(previousPeriod('2026')).toBe('2025');
    expect(samePeriodYearBefore('2026-03')).toBe('2025-03');
    expect(samePeriodYearBefore('2026-Q2')).toBe('2025-Q2');
    expect(samePeriodYearBefore('2026')).toBe('2025');
  });

  it('ranges beside an arbitrary range: Nov 2025 - Feb 2026 (4 months) → Jul-Oct 2025, and Nov 2024 - Feb 2025', () => {
    expect(comparisonRanges({ from: '2025-11', to: '2026-02' })).toEqual({
      previous: { from: '2025-07', to: '2025-10' },
      yearBefore: { from: '2024-11', to: '2025-02' },
    });
  });

  it('refuses what is not a period', () => {
    expect(() => previousPeriod('2026-13')).toThrow(RangeError);
    expect(() => previousPeriod('2026-Q5')).toThrow(RangeError);
  });
});

describe('absenceRates', () => {
  it('rateOf: two decimals half-up, null without target time', () => {
    expect(rateOf(1_260, 16_800)).toBe(7.5);
    expect(rateOf(1, 3)).toBe(33.33);
    expect(rateOf(2, 3)).toBe(66.67);
    expect(rateOf(0, 0)).toBeNull();
  });

  it('is FTE-weighted: a full-timer sick 2 days and an 80 % four-day person sick 1 day in April 2026', () => {
    const rows = rowsOf(
      [
        { id: 'A', version: {}, sickDays: ['2026-04-07', '2026-04-08'] },
        { id: 'B', version: { employmentPercentage: 80, workingDaysPerWeek: 4 }, sickDays: ['2026-04-09'] },
      ],
      { from: '2026-04', to: '2026-04' },
    );
    const [figure] = absenceRates(rows, { unit: 'MONTH', dimension: null, mayViewHealthData: true });
    // Target: 168 h + 134.4 h = 302.4 h. Absence: 2 x 8.4 h + 1 x 8.4 h (42 x 80 % / 4) = 25.2 h.
    // Rate: 25.2 / 302.4 = 8.333… → 8.33 %. FTE: 1 + 0.8 = 1.8.
    expect(figure).toMatchObject({
      period: '2026-04',
      group: null,
      headcount: 2,
      targetCentiHours: 30_240,
      totalAbsenceCentiHours: 2_520,
      rate: 8.33,
      rateByCategory: { SICKNESS: 8.33, ACCIDENT: 0, OTHER: 0 },
      withheld: null,
    });
    expect(figure?.fte).toBeCloseTo(1.8, 10);
  });

  it('the worked month of docs/domain/analytics.md: 46.5 h of 302.4 h = 15.38 %', () => {
    const april = { from: '2026-04', to: '2026-04' };
    const anna = employeeMonthFigures({
      versions: [version()],
      absences: [
        absence('2026-04-07'),
        absence('2026-04-08'),
        absence('2026-04-14', 'SICK', { hours: '4.5', percentage: null }),
      ],
      periods: [],
      asOf: '2026-11-29',
      months: april,
    });
    const ben = employeeMonthFigures({
      versions: [version({ employmentPercentage: 80, workingDaysPerWeek: 4 })],
      absences: absences('2026-04-07', '2026-04-10'),
      periods: [],
      asOf: '2026-11-29',
      months: april,
    });
    const rows = [
      ...anna.map((figure) => ({ ...figure, employeeId: 'anna' })),
      ...ben.map((figure) => ({ ...figure, employeeId: 'ben' })),
    ];
    // Anna: 168 h target, 8.4 + 8.4 + 4.5 = 21.3 h absent. Ben: 134.4 h target, Tu-Th 3 x 8.4 = 25.2 h (Friday is
    // not his day). 46.5 / 302.4 = 15.3769… %.
    expect(absenceRates(rows, { unit: 'MONTH', dimension: null, mayViewHealthData: true })[0]).toMatchObject({
      targetCentiHours: 30_240,
      totalAbsenceCentiHours: 4_650,
      rate: 15.38,
    });
  });

  it('by quarter and subunit; a group of 4 people is withheld from a user without health data, 5 are shown', () => {
    const people: Person[] = [
      ...['A1', 'A2', 'A3', 'A4'].map((id) => ({ id, version: { companySubunitId: 'A' }, sickDays: ['2026-05-04'] })),
      ...['B1', 'B2', 'B3', 'B4', 'B5'].map((id) => ({ id, version: { companySubunitId: 'B' } })),
    ];
    people[4] = { ...(people[4] as Person), sickDays: ['2026-06-01', '2026-06-02'] };
    const rows = rowsOf(people);
    const options = { unit: 'QUARTER', dimension: 'COMPANY_SUBUNIT', mayViewHealthData: false } as const;
    const [a, b] = absenceRates(rows, options);
    // Q2 2026 in Zurich: April 20, May 18 (1.5., 14.5., 25.5. are holidays), June 22 target days = 60 x 8.4 h = 504 h.
    expect(a).toMatchObject({
      period: '2026-Q2',
      group: 'A',
      headcount: 4,
      targetCentiHours: 4 * 50_400,
      absenceCentiHours: null,
      rate: null,
      withheld: { reason: 'GROUP_TOO_SMALL', minimumGroupSize: 5 },
    });
    // B: 2 x 8.4 h = 16.8 h of 5 x 504 h = 2520 h: 0.666… → 0.67 %.
    expect(b).toMatchObject({ group: 'B', headcount: 5, rate: 0.67, withheld: null });
    // A user who may see health data sees A: 4 x 8.4 h / (4 x 504 h) = 1.666… → 1.67 %.
    expect(absenceRates(rows, { ...options, mayViewHealthData: true })[0]).toMatchObject({
      rate: 1.67,
      withheld: null,
    });
    // A tenant's threshold of 4 shows A too.
    expect(absenceRates(rows, { ...options, minimumGroupSize: 4 })[0]?.withheld).toBeNull();
  });

  it('per person is a group of one: withheld unless the caller may see health data', () => {
    const rows = rowsOf([{ id: 'A', version: {}, sickDays: ['2026-04-07'] }]);
    const months = absenceRates(rows, { unit: 'MONTH', dimension: 'EMPLOYEE', mayViewHealthData: false });
    expect(months.map((figure) => [figure.period, figure.group, figure.withheld?.reason])).toEqual([
      ['2026-04', 'A', 'GROUP_TOO_SMALL'],
      ['2026-05', 'A', 'GROUP_TOO_SMALL'],
      ['2026-06', 'A', 'GROUP_TOO_SMALL'],
    ]);
  });

  it('categories narrow the total rate; the per-category rates stay', () => {
    const rows = rowsOf([{ id: 'A', version: {}, sickDays: ['2026-04-07'] }], { from: '2026-04', to: '2026-04' });
    const [figure] = absenceRates(rows, {
      unit: 'MONTH',
      dimension: null,
      mayViewHealthData: true,
      categories: ['ACCIDENT'],
    });
    expect(figure).toMatchObject({ rate: 0, rateByCategory: { SICKNESS: 5, ACCIDENT: 0, OTHER: 0 } });
  });

  it('a quarter’s FTE averages over its days: entry on 1 June gives 30 / 91 = 0.33', () => {
    const rows = rowsOf([
      { id: 'A', version: {} },
      { id: 'B', version: { dateOfEmployment: '2026-06-01' } },
    ]);
    const [figure] = absenceRates(rows, { unit: 'QUARTER', dimension: null, mayViewHealthData: true });
    // (91 + 30) days / 91 days = 1.3297.
    expect(figure?.fte).toBeCloseTo(121 / 91, 10);
  });
});

describe('durationAnalysis: withholding', () => {
  it('withholds the buckets of a group below the threshold', () => {
    const records = absences('2026-04-07', '2026-04-09');
    const rows = employeeMonthFigures({
      versions: [version()],
      absences: records,
      periods: buildAbsencePeriods(records, { weekendFill: null }),
      asOf: '2026-11-29',
      months: { from: '2026-04', to: '2026-04' },
    }).map((figure) => ({ ...figure, employeeId: 'A' }));
    const months = { from: '2026-04', to: '2026-04' };
    expect(durationAnalysis(rows, { months, dimension: null, mayViewHealthData: false })).toEqual([
      { group: null, headcount: 1, buckets: null, withheld: { reason: 'GROUP_TOO_SMALL', minimumGroupSize: 5 } },
    ]);
    // 7-9 April: one 3-day period, 3 x 8.4 h = 25.2 h, all of the hours.
    expect(durationAnalysis(rows, { months, dimension: null, mayViewHealthData: true })[0]?.buckets?.[0]).toEqual({
      bucket: '1-3',
      periods: 1,
      days: 3,
      absenceCentiHours: 2_520,
      share: 100,
    });
  });
});
