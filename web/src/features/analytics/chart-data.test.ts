import { describe, expect, it } from 'vitest';
import type { AbsenceRateResult, RateFigureDto } from '../../../../src/contracts/analytics.ts';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import {
  breakdownRows,
  CHART_GROUPS_MAX,
  chartGroups,
  groupLabel,
  hasChartValues,
  rateChart,
  sortBreakdownRows,
} from './chart-data.ts';
import { durationBars, durationLines } from './duration-data.ts';

const t = new Translator({ language: 'en', fallbackLanguage: 'de', resources: { de, en } }).t;
const WITHHELD = { reason: 'GROUP_TOO_SMALL', minimumGroupSize: 5 } as const;

/** A figure; rates by category split the rate 60/30/10 unless given. */
function figure(period: string, rate: number | null, overrides: Partial<RateFigureDto> = {}): RateFigureDto {
  return {
    period,
    headcount: 10,
    fte: 9.5,
    targetHours: 1596,
    absenceHours: rate === null ? null : (1596 * rate) / 100,
    absenceHoursByCategory: null,
    rate,
    rateByCategory:
      rate === null
        ? null
        : {
            SICKNESS: Math.round(rate * 60) / 100,
            ACCIDENT: Math.round(rate * 30) / 100,
            OTHER: Math.round(rate * 10) / 100,
          },
    previous: { period: 'prev', rate: null },
    yearBefore: { period: 'year', rate: null },
    withheld: null,
    ...overrides,
  };
}

function result(overrides: Partial<AbsenceRateResult> = {}): AbsenceRateResult {
  return {
    asOf: '2026-11-29',
    from: '2026-01',
    to: '2026-03',
    unit: 'MONTH',
    dimension: null,
    minimumGroupSize: 5,
    mayViewHealthData: false,
    groups: [],
    total: {
      periods: [figure('2026-01', 5), figure('2026-02', 4), figure('2026-03', null, { withheld: WITHHELD })],
      total: figure('TOTAL', 4.5),
    },
    ...overrides,
  };
}

const period = (value: string) => `P${value}`;

describe('rate chart without a breakdown', () => {
  it('draws the total and one line per category asked for; a withheld month is a gap (null), not 0', () => {
    const chart = rateChart(result(), ['SICKNESS', 'ACCIDENT', 'OTHER'], { period, t });
    expect(chart.series.map((line) => [line.key, line.label])).toEqual([
      ['total', 'Total'],
      ['SICKNESS', 'Sickness'],
      ['ACCIDENT', 'Accident'],
      ['OTHER', 'Other'],
    ]);
    // 5 % split 60/30/10: 3, 1.5, 0.5
    expect(chart.data[0]).toEqual({ period: 'P2026-01', total: 5, SICKNESS: 3, ACCIDENT: 1.5, OTHER: 0.5 });
    expect(chart.data[2]).toEqual({ period: 'P2026-03', total: null, SICKNESS: null, ACCIDENT: null, OTHER: null });
    expect(chart.omittedGroups).toBe(0);
    expect(hasChartValues(chart)).toBe(true);
  });

  it('with one category asked for, draws the total only (it is that category)', () => {
    const chart = rateChart(result(), ['ACCIDENT'], { period, t });
    expect(chart.series.map((line) => line.key)).toEqual(['total']);
    expect(chart.data[1]).toEqual({ period: 'P2026-02', total: 4 });
  });

  it('has nothing to draw when every figure is withheld or without target time', () => {
    const empty = result({
      total: {
        periods: [figure('2026-01', null, { withheld: WITHHELD }), figure('2026-02', null)],
        total: figure('TOTAL', null),
      },
    });
    expect(hasChartValues(rateChart(empty, ['SICKNESS'], { period, t }))).toBe(false);
  });
});

describe('rate chart with a breakdown', () => {
  const group = (groupId: string | null, headcount: number, rates: (number | null)[]) => ({
    groupId,
    groupName: groupId ? `Name ${groupId}` : null,
    periods: rates.map((rate, index) =>
      figure(`2026-0${index + 1}`, rate, rate === null ? { withheld: WITHHELD, headcount } : { headcount }),
    ),
    total: figure('TOTAL', 1, { headcount }),
  });

  it('draws one line per group, the largest groups first, besides the total', () => {
    const data = result({
      dimension: 'COMPANY_SUBUNIT',
      groups: [group('small', 3, [null, null, null]), group('big', 40, [6, 5, 4]), group(null, 12, [1, 2, 3])],
    });
    const chart = rateChart(data, ['SICKNESS', 'ACCIDENT', 'OTHER'], { period, t });
    expect(chart.series.map((line) => line.label)).toEqual(['Total', 'Name big', 'Not set', 'Name small']);
    expect(chart.data[0]).toEqual({ period: 'P2026-01', total: 5, g0: 6, g1: 1, g2: null });
  });

  it(`draws at most ${CHART_GROUPS_MAX} groups and counts the others`, () => {
    const groups = Array.from({ length: 11 }, (_, index) => group(`u${index}`, index + 1, [1, 1, 1]));
    expect(chartGroups(groups).shown.map((shown) => shown.groupId)).toEqual([
      'u10',
      'u9',
      'u8',
      'u7',
      'u6',
      'u5',
      'u4',
      'u3',
    ]);
    expect(rateChart(result({ dimension: 'COMPANY_SUBUNIT', groups }), ['SICKNESS'], { period, t }).omittedGroups).toBe(
      3,
    );
  });

  it('breakdown rows: groups by name, the total last; one period or the whole range', () => {
    const data = result({
      dimension: 'COMPANY_SUBUNIT',
      groups: [group('zurich', 20, [1, 2, 3]), group('bern', 8, [4, 5, 6])],
    });
    expect(breakdownRows(data, t).map((row) => [row.label, row.groupId, row.isTotal, row.figure.period])).toEqual([
      ['Name bern', 'bern', false, 'TOTAL'],
      ['Name zurich', 'zurich', false, 'TOTAL'],
      ['Total', null, true, 'TOTAL'],
    ]);
    expect(breakdownRows(data, t, '2026-02').map((row) => row.figure.rate)).toEqual([5, 2, 4]);
    expect(breakdownRows(result(), t).map((row) => row.label)).toEqual(['Total']);
  });

  it('sorts the breakdown by a column: a withheld figure after the others either way, the total always last', () => {
    // February's rates: zurich 2 %, bern 5 %, basel withheld (3 people), geneva 2 % (ties zurich: by name).
    const data = result({
      dimension: 'COMPANY_SUBUNIT',
      groups: [
        group('zurich', 20, [1, 2, 3]),
        group('bern', 8, [4, 5, 6]),
        group('basel', 3, [null, null, null]),
        group('geneva', 6, [1, 2, 1]),
      ],
    });
    const rows = breakdownRows(data, t, '2026-02');
    const labels = (sorted: typeof rows) => sorted.map((row) => row.label);
    expect(labels(sortBreakdownRows(rows, { field: 'rate', direction: 'desc' }))).toEqual([
      'Name bern',
      'Name geneva',
      'Name zurich',
      'Name basel',
      'Total',
    ]);
    expect(labels(sortBreakdownRows(rows, { field: 'rate', direction: 'asc' }))).toEqual([
      'Name geneva',
      'Name zurich',
      'Name bern',
      'Name basel',
      'Total',
    ]);
    // Headcount 20 > 8 > 6 > 3; names Z to A.
    expect(labels(sortBreakdownRows(rows, { field: 'headcount', direction: 'desc' }))).toEqual([
      'Name zurich',
      'Name bern',
      'Name geneva',
      'Name basel',
      'Total',
    ]);
    expect(labels(sortBreakdownRows(rows, { field: 'group', direction: 'desc' }))).toEqual([
      'Name zurich',
      'Name geneva',
      'Name bern',
      'Name basel',
      'Total',
    ]);
  });

  it('names groups: employment types by their label, no id as "not set", no breakdown as "Total"', () => {
    expect(groupLabel({ groupId: 'TEMPORARY', groupName: 'TEMPORARY' }, 'EMPLOYMENT_TYPE', t)).toBe('Fixed-term');
    expect(groupLabel({ groupId: null, groupName: null }, 'PROCESSING_GROUP', t)).toBe('Not set');
    expect(groupLabel({ groupId: 'g1', groupName: '' }, 'PROCESSING_GROUP', t)).toBe('g1');
    expect(groupLabel({ groupId: null, groupName: null }, null, t)).toBe('Total');
  });
});

describe('duration data', () => {
  it('has every bucket in the spec order, 0 periods where the server sends none', () => {
    const bars = durationBars([{ bucket: '31-90', periods: 2, days: 95, absenceHours: 500, share: 80 }], t);
    expect(bars.map((bar) => [bar.bucket, bar.label, bar.periods])).toEqual([
      ['1-3', '1–3 days', 0],
      ['4-10', '4–10 days', 0],
      ['11-30', '11–30 days', 0],
      ['31-90', '31–90 days', 2],
      ['91-270', '91–270 days', 0],
      ['271+', '271 days or more', 0],
    ]);
    expect(durationBars(null, t).every((bar) => bar.periods === 0)).toBe(true);
  });

  it('offers the whole selection first, then the groups by name, each with its withheld state', () => {
    const lines = durationLines(
      {
        asOf: '2026-11-29',
        from: '2026-01',
        to: '2026-03',
        dimension: 'PROCESSING_GROUP',
        minimumGroupSize: 5,
        mayViewHealthData: false,
        groups: [
          { groupId: 'b', groupName: 'Beta', headcount: 3, buckets: null, withheld: WITHHELD },
          { groupId: 'a', groupName: 'Alpha', headcount: 9, buckets: [], withheld: null },
        ],
        total: { headcount: 12, buckets: [], withheld: null },
      },
      t,
    );
    expect(lines.map((line) => [line.label, line.headcount, line.withheld !== null])).toEqual([
      ['Total', 12, false],
      ['Alpha', 9, false],
      ['Beta', 3, true],
    ]);
  });
});
