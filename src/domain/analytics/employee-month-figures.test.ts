// One employee's stored figures per (month, subunit, processing group, employment type): C19 hours, FTE and the C18
// period parts that any range of whole months sums to each period once.
import { describe, expect, it } from 'vitest';
import { absence, absences } from '../../testing/domain/absences.ts';
import { buildAbsencePeriods } from '../absences/periods.ts';
import { countAbsences } from './absence-hours.ts';
import { durationAnalysis } from './duration-analysis.ts';
import { periodsByBucket } from './duration-buckets.ts';
import { employeeMonthFigures, fteOf } from './employee-month-figures.ts';
import { personDaysOf } from './target-hours.ts';
import { version } from './test-support.ts';

const APRIL = { from: '2026-04', to: '2026-04' };

describe('employeeMonthFigures: hours and FTE', () => {
  it('a full-timer sick 7-8 April and on vacation 9 April: target 168 h, sickness 16.8 h, FTE 1', () => {
    const figures = employeeMonthFigures({
      versions: [version()],
      absences: [absence('2026-04-07'), absence('2026-04-08'), absence('2026-04-09', 'VACATION')],
      periods: [],
      asOf: '2026-11-29',
      months: APRIL,
    });
    expect(figures).toEqual([
      {
        month: '2026-04',
        companySubunitId: 'ZH-1',
        processingGroupId: 'PG-1',
        employmentType: 'PERMANENT',
        monthDays: 30,
        employedDays: 30,
        employmentPmDays: 30 * 100_000,
        targetCentiHours: 16_800, // 20 target days x 8.4 h
        absenceCentiHours: { SICKNESS: 1_680, ACCIDENT: 0, OTHER: 0 }, // 2 x 8.4 h; vacation is no absence
        durations: [],
      },
    ]);
    expect(fteOf(30 * 100_000, 30)).toBe(1);
  });

  it('entry on the 15th at 80 %: FTE = 80 % x 16 days / 30 = 0.4267; target 12 days x 6.72 h = 80.64 h', () => {
    const [figure] = employeeMonthFigures({
      versions: [version({ dateOfEmployment: '2026-04-15', employmentPercentage: 80 })],
      absences: [],
      periods: [],
      asOf: '2026-11-29',
      months: APRIL,
    });
    expect(figure).toMatchObject({ employedDays: 16, employmentPmDays: 16 * 80_000, targetCentiHours: 8_064 });
    expect(fteOf(figure?.employmentPmDays ?? 0, figure?.monthDays ?? 0)).toBeCloseTo(0.42667, 5);
  });

  it('a move to another subunit on the 15th with 50 % from then: two figures, split day by day', () => {
    const figures = employeeMonthFigures({
      versions: [
        version({ validTo: '2026-04-14' }),
        version({ validFrom: '2026-04-15', companySubunitId: 'BE-1', canton: 'BE', employmentPercentage: 50 }),
      ],
      absences: [absence('2026-04-14'), absence('2026-04-16')],
      periods: [],
      asOf: '2026-11-29',
      months: APRIL,
    });
    expect(figures.map((figure) => [figure.companySubunitId, figure.employedDays, figure.targetCentiHours])).toEqual([
      // 15-30 April in Bern (same holidays in April): 12 days x 4.2 h = 50.4 h.
      ['BE-1', 16, 5_040],
      // 1-14 April in Zurich: 1, 2, 7, 8, 9, 10, 13, 14 = 8 days x 8.4 h = 67.2 h.
      ['ZH-1', 14, 6_720],
    ]);
    expect(figures.map((figure) => figure.absenceCentiHours.SICKNESS)).toEqual([420, 840]);
    // FTE of the month over both: (14 x 100 % + 16 x 50 %) / 30 = 22 / 30 = 0.7333.
    const pmDays = figures.reduce((sum, figure) => sum + figure.employmentPmDays, 0);
    expect(fteOf(pmDays, 30)).toBeCloseTo(0.73333, 5);
  });

  it('asOf on the 15th: the month has 15 days so far, a full-timer is FTE 1, later absences count nothing', () => {
    // Without `months`: from the first record's month (2020-01) to asOf's month; April 2026 is the last.
    const april = employeeMonthFigures({
      versions: [version()],
      absences: [absence('2026-04-15'), absence('2026-04-16')],
      periods: [],
      asOf: '2026-04-15',
    }).at(-1);
    expect(april).toMatchObject({
      month: '2026-04',
      monthDays: 15,
      employedDays: 15,
      targetCentiHours: 7_560, // 9 days x 8.4 h
      absenceCentiHours: { SICKNESS: 840, ACCIDENT: 0, OTHER: 0 },
    });
    expect(fteOf(april?.employmentPmDays ?? 0, april?.monthDays ?? 0)).toBe(1);
  });

  it('a leaver on the 10th has no figure after April', () => {
    const figures = employeeMonthFigures({
      versions: [version({ leavingDate: '2026-04-10' })],
      absences: [],
      periods: [],
      asOf: '2026-11-29',
      months: { from: '2026-03', to: '2026-06' },
    });
    expect(figures.map((figure) => [figure.month, figure.employedDays, figure.targetCentiHours])).toEqual([
      ['2026-03', 31, 18_480], // 22 weekdays x 8.4 h
      ['2026-04', 10, 5_040], // 6 days x 8.4 h
    ]);
  });
});

describe('employeeMonthFigures: period parts (C18)', () => {
  // The 95-day illness of 1 February - 6 May 2026, every day recorded.
  const records = absences('2026-02-01', '2026-05-06');
  const periods = buildAbsencePeriods(records, { weekendFill: null });
  const figures = employeeMonthFigures({
    versions: [version()],
    absences: records,
    periods,
    asOf: '2026-11-29',
    months: { from: '2026-01', to: '2026-06' },
  });
  const rows = figures.map((figure) => ({ ...figure, employeeId: 'E1' }));

  it('February starts the period, March to May carry it in; days and hours per month', () => {
    expect(
      figures.filter((figure) => figure.durations.length > 0).map((figure) => [figure.month, figure.durations]),
    ).toEqual([
      // February: 28 days, weekdays 2-6, 9-13, 16-20, 23-27 = 20 x 8.4 h = 168 h.
      [
        '2026-02',
        [
          {
            category: 'SICKNESS',
            bucket: '91-270',
            periodsStarted: 1,
            periodsCarriedIn: 0,
            days: 28,
            absenceCentiHours: 16_800,
          },
        ],
      ],
      // March: 31 days, 22 weekdays x 8.4 h = 184.8 h.
      [
        '2026-03',
        [
          {
            category: 'SICKNESS',
            bucket: '91-270',
            periodsStarted: 0,
            periodsCarriedIn: 1,
            days: 31,
            absenceCentiHours: 18_480,
          },
        ],
      ],
      // April: 30 days, 20 target days x 8.4 h = 168 h (Good Friday, Easter Monday are holidays, not absence).
      [
        '2026-04',
        [
          {
            category: 'SICKNESS',
            bucket: '91-270',
            periodsStarted: 0,
            periodsCarriedIn: 1,
            days: 30,
            absenceCentiHours: 16_800,
          },
        ],
      ],
      // May 1-6: Fr 1 is Labour Day in Zurich; Mo 4 - We 6 = 3 x 8.4 h = 25.2 h.
      [
        '2026-05',
        [
          {
            category: 'SICKNESS',
            bucket: '91-270',
            periodsStarted: 0,
            periodsCarriedIn: 1,
            days: 6,
            absenceCentiHours: 2_520,
          },
        ],
      ],
    ]);
  });

  it.each([
    ['2026-01', '2026-06'],
    ['2026-02', '2026-02'],
    ['2026-03', '2026-04'],
    ['2026-05', '2026-06'],
  ])('any range of whole months (%s..%s) counts the period once, as the day walk does', (from, to) => {
    const analysis = durationAnalysis(rows, { months: { from, to }, dimension: null, mayViewHealthData: true });
    const stored = analysis[0]?.buckets?.find((figure) => figure.bucket === '91-270');
    expect(stored?.periods).toBe(1);
    const lastDay = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const days = personDaysOf([version()], { from: `${from}-01`, to: lastDay }, '2026-11-29');
    const direct = periodsByBucket({ periods, days, counted: countAbsences(records, days), asOf: '2026-11-29' });
    expect(stored).toMatchObject(direct.find((figure) => figure.bucket === '91-270') ?? {});
  });

  it('months asked for in the middle of a period still know where it started', () => {
    const march = employeeMonthFigures({
      versions: [version()],
      absences: records,
      periods,
      asOf: '2026-11-29',
      months: { from: '2026-03', to: '2026-03' },
    });
    expect(march[0]?.durations[0]).toMatchObject({ periodsStarted: 0, periodsCarriedIn: 1, days: 31 });
  });

  it('a period moving to another subunit mid-month: one part each, counted once', () => {
    const moved = employeeMonthFigures({
      versions: [version({ validTo: '2026-03-15' }), version({ validFrom: '2026-03-16', companySubunitId: 'ZH-2' })],
      absences: records,
      periods,
      asOf: '2026-11-29',
      months: { from: '2026-03', to: '2026-03' },
    });
    expect(
      moved.map((figure) => [
        figure.companySubunitId,
        figure.durations[0]?.periodsCarriedIn,
        figure.durations[0]?.days,
      ]),
    ).toEqual([
      ['ZH-1', 1, 15],
      ['ZH-2', 0, 16],
    ]);
    const analysis = durationAnalysis(
      moved.map((figure) => ({ ...figure, employeeId: 'E1' })),
      { months: { from: '2026-03', to: '2026-03' }, dimension: null, mayViewHealthData: true },
    );
    expect(analysis[0]?.buckets?.find((figure) => figure.bucket === '91-270')).toMatchObject({ periods: 1, days: 31 });
  });
});
