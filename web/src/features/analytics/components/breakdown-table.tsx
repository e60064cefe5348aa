// The breakdown table (issue 32): per group of the breakdown (and the total, last) headcount, FTE, target hours,
// absence hours, the rate, the rate per absence category and the change to the previous period and to a year earlier,
// for the whole range or one period of it. Built on the list kit's columns: on phones each group is a card. Every
// rate and hour figure opens the people behind it; a withheld figure says so in words.
import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import {
  ABSENCE_CATEGORIES,
  type AbsenceCategory,
  type AbsenceRateResult,
} from '../../../../../src/contracts/analytics.ts';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import {
  type FigureDisplay,
  formatDelta,
  formatFte,
  formatHours,
  hoursDisplay,
  periodLabel,
  rateDelta,
  rateDisplay,
  withheldReason,
} from '../analytics-display.ts';
import {
  type BreakdownRow,
  type BreakdownSort,
  type BreakdownSortField,
  breakdownRows,
  shownRate,
  sortBreakdownRows,
} from '../chart-data.ts';
import classes from './analytics.module.css';
import { FigureValue } from './figure-value.tsx';
import type { OpenFigure } from './rate-chart.tsx';

const WHOLE_RANGE = 'TOTAL';

export function BreakdownTable({
  query,
  result,
  categories,
  onOpenFigure,
}: {
  query: UseQueryResult<unknown>;
  result: AbsenceRateResult | undefined;
  categories: readonly AbsenceCategory[];
  onOpenFigure: (figure: OpenFigure) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const titleId = useId();
  const reasonId = useId();
  const [period, setPeriod] = useState(WHOLE_RANGE);
  const periods = result?.total.periods.map((figure) => figure.period) ?? [];
  const chosen = periods.includes(period) ? period : WHOLE_RANGE;
  const [sort, setSort] = useState<BreakdownSort>({ field: 'group', direction: 'asc' });
  const rows = result
    ? sortBreakdownRows(breakdownRows(result, t, chosen === WHOLE_RANGE ? undefined : chosen), sort)
    : [];
  const withheld = rows.find((row) => row.figure.withheld)?.figure.withheld ?? null;
  const reason = withheld ? withheldReason(withheld, t) : undefined;

  const open = (row: BreakdownRow) => () =>
    onOpenFigure({
      period: chosen === WHOLE_RANGE ? WHOLE_RANGE : chosen,
      ...(row.isTotal ? {} : { groupId: row.groupId }),
    });
  const figureCell = (row: BreakdownRow, display: FigureDisplay, what: string, testId?: string) => (
    <FigureValue
      display={display}
      onOpen={open(row)}
      label={t('analytics.openPeople', {
        figure: display.kind === 'value' ? display.text : '',
        what: `${what}, ${row.label}`,
      })}
      reasonId={reasonId}
      reason={reason}
      testId={testId}
    />
  );
  const numeric = { align: 'right' as const, nowrap: true, className: classes.numeric };
  /** A heading that wraps between its words (the combined columns' long headings; Mantine's th does not wrap). */
  const wrappingHeading = { th: { style: { textAlign: 'right' as const, whiteSpace: 'normal' as const } } };
  const delta = (now: number | null, before: number | null) => {
    const value = rateDelta(now, before);
    return value === null ? '–' : formatDelta(value, language);
  };
  const shownCategories = categories.length > 1 ? ABSENCE_CATEGORIES.filter((c) => categories.includes(c)) : [];
  const categoryCell = (row: BreakdownRow, category: (typeof ABSENCE_CATEGORIES)[number]) =>
    figureCell(
      row,
      rateDisplay(row.figure.rateByCategory?.[category] ?? null, row.figure.withheld, language, t),
      t(`analytics.categories.${category}`),
    );

  const columns: ListColumn<BreakdownRow, BreakdownSortField>[] = [
    {
      id: 'group',
      sort: 'group',
      header: t('analytics.columns.group'),
      cell: (row) => (
        <Text size="sm" fw={row.isTotal ? 700 : 500}>
          {row.label}
        </Text>
      ),
      card: 'title',
    },
    {
      id: 'rate',
      sort: 'rate',
      header: t('analytics.columns.rate'),
      ...numeric,
      cell: (row) =>
        figureCell(
          row,
          rateDisplay(row.figure.rate, row.figure.withheld, language, t),
          t('analytics.columns.rate'),
          `analytics-breakdown-rate-${row.key}`,
        ),
      card: 'subtitle',
    },
    {
      id: 'headcount',
      sort: 'headcount',
      header: t('analytics.columns.headcount'),
      ...numeric,
      cell: (row) => String(row.figure.headcount),
      card: 'fact',
    },
    {
      id: 'fte',
      header: t('analytics.columns.fte'),
      ...numeric,
      // On the cards; the table leaves it to the people behind a figure and the export (1440 px, issue 28).
      table: false,
      cell: (row) => formatFte(row.figure.fte, language),
      card: 'fact',
    },
    {
      id: 'target',
      sort: 'target',
      header: t('analytics.columns.targetHours'),
      ...numeric,
      cell: (row) =>
        figureCell(
          row,
          { kind: 'value', text: formatHours(row.figure.targetHours, language) },
          t('analytics.columns.targetHours'),
        ),
      card: 'fact',
    },
    {
      id: 'absence',
      sort: 'absence',
      header: t('analytics.columns.absenceHours'),
      ...numeric,
      cell: (row) =>
        figureCell(
          row,
          hoursDisplay(row.figure.absenceHours, row.figure.withheld, language, t),
          t('analytics.columns.absenceHours'),
        ),
      card: 'fact',
    },
    // The categories' rates: on a card one fact each; in the table one column with a line per category (three
    // columns of their own would not fit 1440 px beside the hours and the comparisons).
    ...shownCategories.map<ListColumn<BreakdownRow, BreakdownSortField>>((category) => ({
      id: `category-${category}`,
      header: t(`analytics.categories.${category}`),
      ...numeric,
      table: false,
      cell: (row) => categoryCell(row, category),
      card: 'fact',
    })),
    ...(shownCategories.length > 0
      ? [
          {
            id: 'categories',
            header: shownCategories.map((category) => t(`analytics.categories.${category}`)).join(' / '),
            ...numeric,
            ...wrappingHeading,
            cell: (row: BreakdownRow) => (
              <Stack gap={0} align="flex-end">
                {shownCategories.map((category) => (
                  <Fragment key={category}>{categoryCell(row, category)}</Fragment>
                ))}
              </Stack>
            ),
          } satisfies ListColumn<BreakdownRow, BreakdownSortField>,
        ]
      : []),
    {
      id: 'previous',
      header: t('analytics.columns.deltaPrevious'),
      ...numeric,
      table: false,
      cell: (row) => delta(shownRate(row.figure), row.figure.previous.rate),
      card: 'fact',
    },
    {
      id: 'year',
      header: t('analytics.columns.deltaYear'),
      ...numeric,
      table: false,
      cell: (row) => delta(shownRate(row.figure), row.figure.yearBefore.rate),
      card: 'fact',
    },
    // In the table both comparisons in one column, a line each (previous period, then a year earlier).
    {
      id: 'deltas',
      header: `${t('analytics.columns.deltaPrevious')} / ${t('analytics.columns.deltaYear')}`,
      ...numeric,
      ...wrappingHeading,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text span size="sm" title={periodLabel(row.figure.previous.period, language, t)}>
            {delta(shownRate(row.figure), row.figure.previous.rate)}
          </Text>
          <Text span size="sm" title={periodLabel(row.figure.yearBefore.period, language, t)}>
            {delta(shownRate(row.figure), row.figure.yearBefore.rate)}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Card withBorder radius="md" padding={0} data-testid="analytics-breakdown">
      <Stack gap="sm" p="md" pb="xs">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {t('analytics.breakdown.title')}
          </Title>
          <Select
            label={t('analytics.breakdown.period')}
            data={[
              { value: WHOLE_RANGE, label: t('analytics.period.total') },
              ...periods.map((value) => ({ value, label: periodLabel(value, language, t) })),
            ]}
            value={chosen}
            onChange={(value) => setPeriod(value ?? WHOLE_RANGE)}
            allowDeselect={false}
            w={220}
            data-testid="analytics-breakdown-period"
          />
        </Group>
      </Stack>
      <ListTable
        query={query}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rowTestId={(row) => `analytics-breakdown-row-${row.isTotal ? 'total' : 'group'}`}
        sort={{
          ariaSort: (field) =>
            sort.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none',
          // A figure column starts with the highest (where the absences are); the names from A.
          onSort: (field) =>
            setSort((current) =>
              current.field === field
                ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
                : { field, direction: field === 'group' ? 'asc' : 'desc' },
            ),
          title: (column) => t('analytics.breakdown.sortBy', { column }),
          testId: (field) => `analytics-breakdown-sort-${field}`,
        }}
        testId="analytics-breakdown-table"
        minWidth={900}
        horizontalSpacing="sm"
        loadingRows={4}
        loadingCards={3}
        empty={<Text size="sm">{t('analytics.empty.noPeople')}</Text>}
      />
      {reason && (
        <Text size="xs" c="dimmed" px="md" pb="md" id={reasonId} data-testid="analytics-breakdown-withheld">
          {reason}
        </Text>
      )}
    </Card>
  );
}
