// The absence rate over time (issue 32): a line chart (@mantine/charts, its own chunk: chart-drawings.tsx) — one line per group of the breakdown, or the
// total and its absence categories — with the same figures as a table behind it: visually hidden under the chart (so
// a screen reader reads the table, not the drawing) and shown on "Table". The table has the total's previous period
// and year earlier beside each period. A gap in a line is a withheld or missing figure, never 0.
import { Button, Card, ColorSwatch, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import type { AbsenceCategory, AbsenceRateResult, RateFigureDto } from '../../../../../src/contracts/analytics.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import {
  formatDelta,
  formatRate,
  periodAxisLabel,
  periodLabel,
  rateDelta,
  rateDisplay,
  type Withheld,
  withheldReason,
} from '../analytics-display.ts';
import { chartGroups, hasChartValues, rateChart, shownRate } from '../chart-data.ts';
import classes from './analytics.module.css';
import { LazyRateLineChart } from './chart-drawings-loader.ts';
import { FigureValue } from './figure-value.tsx';

/** What the people drawer is asked for: a period, and a group of the breakdown (absent: the total). */
export type OpenFigure = { period: string; groupId?: string | null };

export function RateChart({
  result,
  categories,
  onOpenFigure,
}: {
  result: AbsenceRateResult;
  categories: readonly AbsenceCategory[];
  onOpenFigure: (figure: OpenFigure) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  const chart = rateChart(result, categories, { period: (period) => periodAxisLabel(period, language, t), t });
  const { shown } = chartGroups(result.groups);
  const withheld =
    [result.total, ...result.groups].flatMap((line) => line.periods).find((figure) => figure.withheld)?.withheld ??
    null;

  /** A line's figure of a period: the total's, a category's of the total, or a group's. */
  const cellOf = (
    key: string,
    figure: RateFigureDto,
  ): { rate: number | null; withheld: Withheld; open?: { groupId?: string | null } } => {
    if (key === 'total') return { rate: figure.rate, withheld: figure.withheld, open: {} };
    if (!key.startsWith('g')) {
      const rate = figure.rateByCategory?.[key as AbsenceCategory] ?? null;
      return { rate, withheld: figure.withheld };
    }
    const group = shown[Number(key.slice(1))];
    const own = group?.periods.find((candidate) => candidate.period === figure.period);
    if (!group || !own) return { rate: null, withheld: null };
    return { rate: own.rate, withheld: own.withheld, open: { groupId: group.groupId } };
  };

  const table = (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing="xs" data-testid="analytics-rate-table" aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.columns.period')}</Table.Th>
            {chart.series.map((line) => (
              <Table.Th key={line.key} className={classes.numeric}>
                {line.label}
              </Table.Th>
            ))}
            <Table.Th className={classes.numeric}>{t('analytics.columns.deltaPrevious')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('analytics.columns.deltaYear')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.total.periods.map((figure) => {
            const now = shownRate(figure);
            const previous = rateDelta(now, figure.previous.rate);
            const year = rateDelta(now, figure.yearBefore.rate);
            const label = periodLabel(figure.period, language, t);
            return (
              <Table.Tr key={figure.period}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                {chart.series.map((line) => {
                  const cell = cellOf(line.key, figure);
                  const display = rateDisplay(cell.rate, cell.withheld, language, t);
                  const what = line.key === 'total' ? label : `${line.label}, ${label}`;
                  return (
                    <Table.Td key={line.key} className={classes.numeric}>
                      <FigureValue
                        display={display}
                        reasonId={reasonId}
                        reason={cell.withheld ? withheldReason(cell.withheld, t) : undefined}
                        onOpen={cell.open ? () => onOpenFigure({ period: figure.period, ...cell.open }) : undefined}
                        label={t('analytics.openPeople', {
                          figure: display.kind === 'value' ? display.text : '',
                          what,
                        })}
                      />
                    </Table.Td>
                  );
                })}
                <Table.Td className={classes.numeric}>
                  {previous === null ? '–' : formatDelta(previous, language)}
                </Table.Td>
                <Table.Td className={classes.numeric}>{year === null ? '–' : formatDelta(year, language)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Card withBorder radius="md" padding="md" data-testid="analytics-rate-chart">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {t('analytics.rate.chartTitle')}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={showTable ? <IconChartLine aria-hidden size={16} /> : <IconTable aria-hidden size={16} />}
            onClick={() => setShowTable((shown) => !shown)}
            aria-pressed={showTable}
            data-testid="analytics-chart-toggle"
          >
            {showTable ? t('analytics.rate.showChart') : t('analytics.rate.showTable')}
          </Button>
        </Group>
        {showTable ? (
          table
        ) : (
          <>
            {hasChartValues(chart) ? (
              <Stack gap="xs">
                {/* The drawing is for the eye; the same figures are in the table below it (screen readers read that). */}
                <div aria-hidden className={classes.chart}>
                  <Suspense fallback={<Skeleton height={300} />}>
                    <LazyRateLineChart
                      data={chart.data}
                      series={chart.series.map((line) => ({ name: line.key, label: line.label, color: line.color }))}
                      format={(value) => formatRate(value, language)}
                    />
                  </Suspense>
                </div>
                <Group gap="md" wrap="wrap" aria-hidden data-testid="analytics-chart-legend">
                  {chart.series.map((line) => (
                    <Group key={line.key} gap={6} wrap="nowrap">
                      <ColorSwatch color={`var(--mantine-color-${line.color.replace('.', '-')})`} size={12} />
                      <Text size="sm">{line.label}</Text>
                    </Group>
                  ))}
                </Group>
              </Stack>
            ) : (
              <Text c="dimmed" size="sm" data-testid="analytics-chart-empty">
                {t('analytics.rate.nothingToDraw')}
              </Text>
            )}
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
        {chart.omittedGroups > 0 && (
          <Text size="xs" c="dimmed">
            {t('analytics.rate.omittedGroups', { count: chart.omittedGroups })}
          </Text>
        )}
        {withheld && (
          <Text size="xs" c="dimmed" id={reasonId} data-testid="analytics-withheld-note">
            {withheldReason(withheld, t)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
