// The rate over time as the chart and its table read it (issue 32), pure: one line per group of the breakdown (the
// largest groups by headcount, at most CHART_GROUPS_MAX, the total beside them), or without a breakdown the total and
// one line per absence category asked for. A withheld or missing rate is null in the data (a gap in the line, never
// 0). The table behind the chart has every period with each line's rate and the total's previous period and year
// earlier.
import type {
  AbsenceCategory,
  AbsenceRateResult,
  AnalyticsQueryDimension,
  RateFigureDto,
} from '../../../../src/contracts/analytics.ts';
import type { TFunction } from '../../lib/translator.ts';

/** More lines than this make a chart no one reads; the table below it has every group. */
export const CHART_GROUPS_MAX = 8;

/** Mantine colours of the lines, in order (the total is always the dark one). */
export const SERIES_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.8', 'pink.6'];
export const TOTAL_COLOR = 'dark.5';
export const CATEGORY_COLORS: Record<AbsenceCategory, string> = {
  SICKNESS: 'blue.6',
  ACCIDENT: 'orange.6',
  OTHER: 'grape.6',
};

export type ChartSeries = { key: string; label: string; color: string };
export type ChartRow = { period: string } & Record<string, string | number | null>;
export type RateChart = {
  series: ChartSeries[];
  data: ChartRow[];
  /** Groups of the breakdown left out of the chart (shown in the table). */
  omittedGroups: number;
};

type Group = AbsenceRateResult['groups'][number];

/** A group in words: its name, its employment type's label, or "without value" / "all" when it has no id. */
export function groupLabel(
  group: { groupId: string | null; groupName: string | null },
  dimension: AnalyticsQueryDimension | null,
  t: TFunction,
): string {
  if (dimension === null) return t('analytics.groups.all');
  if (group.groupId === null) return t('analytics.groups.none');
  if (dimension === 'EMPLOYMENT_TYPE') return t(`employees.enums.employmentContractType.${group.groupId}`);
  return group.groupName || group.groupId;
}

/** The figure's rate, or null when withheld (the API sends null then too; this keeps the rule in one place). */
export function shownRate(figure: Pick<RateFigureDto, 'rate' | 'withheld'>): number | null {
  return figure.withheld ? null : figure.rate;
}

/** The groups drawn: by headcount of the range, largest first, at most CHART_GROUPS_MAX. */
export function chartGroups(groups: readonly Group[]): { shown: Group[]; omitted: number } {
  const sorted = [...groups].sort((a, b) => b.total.headcount - a.total.headcount);
  return { shown: sorted.slice(0, CHART_GROUPS_MAX), omitted: Math.max(0, sorted.length - CHART_GROUPS_MAX) };
}

export function rateChart(
  result: AbsenceRateResult,
  categories: readonly AbsenceCategory[],
  labels: { period: (period: string) => string; t: TFunction },
): RateChart {
  const { t } = labels;
  const total: ChartSeries = { key: 'total', label: t('analytics.groups.all'), color: TOTAL_COLOR };
  const rows = result.total.periods.map<ChartRow>((figure) => ({
    period: labels.period(figure.period),
    total: shownRate(figure),
  }));
  if (result.dimension === null) {
    // One category asked for: its line is the total's.
    const lines = categories.length > 1 ? categories : [];
    result.total.periods.forEach((figure, index) => {
      const row = rows[index] as ChartRow;
      for (const category of lines) {
        row[category] = figure.withheld ? null : (figure.rateByCategory?.[category] ?? null);
      }
    });
    return {
      series: [
        total,
        ...lines.map((category) => ({
          key: category,
          label: t(`analytics.categories.${category}`),
          color: CATEGORY_COLORS[category],
        })),
      ],
      data: rows,
      omittedGroups: 0,
    };
  }
  const { shown, omitted } = chartGroups(result.groups);
  const series = shown.map<ChartSeries>((group, index) => ({
    key: `g${index}`,
    label: groupLabel(group, result.dimension, t),
    color: SERIES_COLORS[index % SERIES_COLORS.length] as string,
  }));
  shown.forEach((group, index) => {
    const byPeriod = new Map(group.periods.map((figure) => [figure.period, figure]));
    result.total.periods.forEach((totalFigure, row) => {
      const figure = byPeriod.get(totalFigure.period);
      (rows[row] as ChartRow)[`g${index}`] = figure ? shownRate(figure) : null;
    });
  });
  return { series: [total, ...series], data: rows, omittedGroups: omitted };
}

/** Whether the chart has anything to draw (else the screen says so instead of an empty frame). */
export function hasChartValues(chart: RateChart): boolean {
  return chart.data.some((row) => chart.series.some((line) => typeof row[line.key] === 'number'));
}

/**
 * The breakdown table's rows: the groups (their figure of the whole range, or of one period when `period` is given)
 * with the total last. Each row keeps what the people drawer needs to ask for the people behind it.
 */
export type BreakdownRow = {
  key: string;
  label: string;
  groupId: string | null;
  isTotal: boolean;
  figure: RateFigureDto;
};

export const BREAKDOWN_SORT_FIELDS = ['group', 'rate', 'headcount', 'target', 'absence'] as const;
export type BreakdownSortField = (typeof BREAKDOWN_SORT_FIELDS)[number];
export type BreakdownSort = { field: BreakdownSortField; direction: 'asc' | 'desc' };

const sortValue: Record<Exclude<BreakdownSortField, 'group'>, (figure: RateFigureDto) => number | null> = {
  rate: (figure) => shownRate(figure),
  headcount: (figure) => figure.headcount,
  target: (figure) => figure.targetHours,
  absence: (figure) => (figure.withheld ? null : figure.absenceHours),
};

/**
 * The groups in the chosen order (the breakdown table's headers sort it in the browser: the groups are all there);
 * a figure without a value (withheld, no target time) after the others in either direction, ties by name, and the
 * whole company's row always last.
 */
export function sortBreakdownRows(rows: readonly BreakdownRow[], sort: BreakdownSort): BreakdownRow[] {
  const byName = (a: BreakdownRow, b: BreakdownRow) => a.label.localeCompare(b.label, 'de-CH');
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: BreakdownRow, b: BreakdownRow): number => {
    if (sort.field === 'group') return sign * byName(a, b);
    const value = sortValue[sort.field];
    const [left, right] = [value(a.figure), value(b.figure)];
    if (left === null || right === null) return Number(left === null) - Number(right === null) || byName(a, b);
    return sign * (left - right) || byName(a, b);
  };
  const groups = rows.filter((row) => !row.isTotal).sort(compare);
  return [...groups, ...rows.filter((row) => row.isTotal)];
}

export function breakdownRows(result: AbsenceRateResult, t: TFunction, period?: string): BreakdownRow[] {
  const pick = (line: { periods: RateFigureDto[]; total: RateFigureDto }) =>
    period === undefined ? line.total : line.periods.find((figure) => figure.period === period);
  const rows: BreakdownRow[] = [];
  if (result.dimension !== null) {
    const sorted = [...result.groups].sort((a, b) =>
      groupLabel(a, result.dimension, t).localeCompare(groupLabel(b, result.dimension, t)),
    );
    for (const group of sorted) {
      const figure = pick(group);
      if (figure) {
        rows.push({
          key: `group:${group.groupId ?? ''}`,
          label: groupLabel(group, result.dimension, t),
          groupId: group.groupId,
          isTotal: false,
          figure,
        });
      }
    }
  }
  const totalFigure = pick(result.total);
  if (totalFigure) {
    rows.push({ key: 'total', label: t('analytics.groups.all'), groupId: null, isTotal: true, figure: totalFigure });
  }
  return rows;
}
