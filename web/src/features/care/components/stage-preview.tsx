// The live preview next to the definitions editor: with the rules as they stand, how many employees would be at each
// level today, next to how many are there now (POST /care-stage-definitions/preview, asked for debounced and only
// while the rules are complete).
import { Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { careStagePreview } from '../../../../../src/contracts/care-stages.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';

type Preview = z.infer<typeof careStagePreview>;

export function StagePreview({ query, isIncomplete }: { query: UseQueryResult<Preview>; isIncomplete: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const preview = query.data;
  const levels = (preview?.byLevel ?? []).filter((entry) => entry.level > 0);
  const people = (count: number) => t('care.definitions.preview.people', { count, total: format.number(count) });
  return (
    <Card withBorder data-testid="stage-preview" aria-live="polite" aria-busy={query.isFetching}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('care.definitions.preview.title')}
          </Title>
          {query.isFetching && <Loader size="xs" role="status" aria-label={t('care.definitions.preview.loading')} />}
        </Group>
        {isIncomplete ? (
          <Text size="sm" c="dimmed" data-testid="stage-preview-incomplete">
            {t('care.definitions.preview.incomplete')}
          </Text>
        ) : query.isError ? (
          <ErrorAlert error={query.error} />
        ) : !preview ? (
          <Text size="sm" c="dimmed">
            {t('care.definitions.preview.loading')}
          </Text>
        ) : levels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('care.definitions.preview.noStages')}
          </Text>
        ) : (
          <>
            <Stack gap={4} data-testid="stage-preview-sentences">
              {levels.map((entry) => (
                <Text key={entry.level} size="sm" data-testid={`stage-preview-level-${entry.level}`}>
                  {t('care.definitions.preview.sentence', {
                    people: people(entry.count),
                    level: t('care.level.named', { level: entry.level }),
                    number: entry.level,
                  })}
                </Text>
              ))}
            </Stack>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('care.definitions.preview.level')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('care.definitions.preview.withRules')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('care.definitions.preview.today')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(preview?.byLevel ?? []).map((entry) => (
                  <Table.Tr key={entry.level}>
                    <Table.Td>
                      {entry.level === 0 ? t('care.level.none') : t('care.level.named', { level: entry.level })}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }} data-testid={`stage-preview-count-${entry.level}`}>
                      {format.number(entry.count)}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{format.number(entry.currentCount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('care.definitions.preview.footnote', {
                date: format.date(preview.asOf),
                total: format.number(preview.employeeCount),
              })}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
