// The absence duration (issue 32, C18): the combined absence periods of the range per duration bucket (1-3, 4-10,
// 11-30, 31-90, 91-270, 271+ days) as a bar chart of the number of periods, and as a table with the periods, their
// days in the range and the share of the absence hours. With a breakdown, one group at a time (the whole selection
// first). The note under the chart says that a period counts in the bucket of its whole length, also when it crosses
// the edge of the range.
import { Alert, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { DURATION_BUCKETS } from '../../../../../src/contracts/analytics.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { formatHours, withheldReason } from '../analytics-display.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import { useAbsenceDuration } from '../api/get-absence-duration.ts';
import { durationBars, durationLines } from '../duration-data.ts';
import classes from './analytics.module.css';
import { LazyDurationBarChart } from './chart-drawings-loader.ts';

const WHOLE = '__total__';

export function DurationPanel({ query }: { query: AnalyticsQueryInput }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const duration = useAbsenceDuration(query);
  const [lineKey, setLineKey] = useState(WHOLE);
  const titleId = useId();
  const result = duration.data;

  if (duration.isError && !result) {
    return (
      <ErrorAlert error={duration.error} onRetry={() => void duration.refetch()} isRetrying={duration.isFetching} />
    );
  }
  if (!result) {
    return (
      <Card withBorder radius="md" padding="md" data-testid="analytics-duration-loading">
        <Skeleton height={24} width="40%" mb="md" />
        <Skeleton height={260} />
      </Card>
    );
  }

  const lines = durationLines(result, t);
  const line = lines.find((candidate) => candidate.key === lineKey) ?? (lines[0] as (typeof lines)[number]);
  const bars = durationBars(line.buckets, t);
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 0 });

  return (
    <Stack gap="md" data-testid="analytics-duration">
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="analytics-duration-note">
        {t('analytics.duration.edgeNote')}
      </Alert>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Title order={2} size="h4" id={titleId}>
              {t('analytics.duration.title')}
            </Title>
            {lines.length > 1 && (
              <Select
                label={t('analytics.duration.group')}
                data={lines.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
                value={line.key}
                onChange={(value) => setLineKey(value ?? WHOLE)}
                allowDeselect={false}
                searchable
                w={260}
                data-testid="analytics-duration-group"
              />
            )}
          </Group>
          {line.withheld ? (
            <Text size="sm" c="dimmed" fs="italic" data-testid="analytics-duration-withheld">
              {withheldReason(line.withheld, t)}
            </Text>
          ) : bars.every((bar) => bar.periods === 0) ? (
            <Text size="sm" c="dimmed" data-testid="analytics-duration-empty">
              {t('analytics.duration.none')}
            </Text>
          ) : (
            <div aria-hidden className={classes.chart}>
              <Suspense fallback={<Skeleton height={260} />}>
                <LazyDurationBarChart
                  data={bars}
                  label={t('analytics.duration.periods')}
                  format={number}
                  isDimmed={duration.isPlaceholderData}
                />
              </Suspense>
            </div>
          )}
          {!line.withheld && line.buckets && (
            <Table.ScrollContainer minWidth={480} type="native">
              <Table verticalSpacing="xs" aria-labelledby={titleId} data-testid="analytics-duration-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analytics.duration.bucket')}</Table.Th>
                    <Table.Th className={classes.numeric}>{t('analytics.duration.periods')}</Table.Th>
                    <Table.Th className={classes.numeric}>{t('analytics.duration.days')}</Table.Th>
                    <Table.Th className={classes.numeric}>{t('analytics.columns.absenceHours')}</Table.Th>
                    <Table.Th className={classes.numeric}>{t('analytics.duration.share')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {DURATION_BUCKETS.map((bucket) => {
                    const figure = line.buckets?.find((candidate) => candidate.bucket === bucket);
                    return (
                      <Table.Tr key={bucket} data-testid={`analytics-duration-row-${bucket}`}>
                        <Table.Th scope="row" fw={400}>
                          {t(`analytics.buckets.${bucket}`)}
                        </Table.Th>
                        <Table.Td className={classes.numeric}>{number(figure?.periods ?? 0)}</Table.Td>
                        <Table.Td className={classes.numeric}>{number(figure?.days ?? 0)}</Table.Td>
                        <Table.Td className={classes.numeric}>
                          {formatHours(figure?.absenceHours ?? 0, language)}
                        </Table.Td>
                        <Table.Td className={classes.numeric}>
                          {figure?.share == null
                            ? '–'
                            : formatPercent(figure.share, language, {
                                minimumFractionDigits: 2,
                                maximumFractionDigits: 2,
                              })}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed">
            {t('analytics.duration.headcount', { count: line.headcount })}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
