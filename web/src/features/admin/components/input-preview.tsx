// The effect of an input change before it is saved (decision 0025): the case total before -> after with the
// difference, and per accounting month and cover line the amounts before and after, the changed rows highlighted.
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import type { PreviewDiff } from '../case-input-forms.ts';

export function InputPreview({ diff }: { diff: PreviewDiff }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const chf = (rappen: number | null) => (rappen === null ? '–' : format.chf(rappen));
  const signed = (rappen: number) => (rappen > 0 ? `+${format.chf(rappen)}` : format.chf(rappen));
  const tone = (rappen: number) => (rappen < 0 ? 'red.8' : rappen > 0 ? 'teal.8' : 'dimmed');
  const changed = diff.rows.filter((row) => row.difference !== 0 || row.paidDaysBefore !== row.paidDaysAfter);

  return (
    <Stack gap="sm" data-testid="input-preview" aria-live="polite">
      <TintedAlert color={diff.totalDifference === 0 ? 'gray' : 'brand'} title={t('admin.caseInputs.preview.title')}>
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap" align="baseline">
            <Text size="sm">{t('admin.caseInputs.preview.total')}</Text>
            <Text size="sm" ff="monospace" data-testid="input-preview-total-before">
              {chf(diff.totalBefore)}
            </Text>
            <IconArrowRight aria-label={t('admin.caseInputs.preview.becomes')} size={14} />
            <Text size="sm" ff="monospace" fw={700} data-testid="input-preview-total-after">
              {chf(diff.totalAfter)}
            </Text>
            <Text
              size="sm"
              ff="monospace"
              fw={700}
              c={tone(diff.totalDifference)}
              data-testid="input-preview-total-difference"
            >
              ({signed(diff.totalDifference)})
            </Text>
          </Group>
          {diff.accidentDateBefore !== diff.accidentDateAfter && (
            <Text size="sm" data-testid="input-preview-accident-date">
              {t('admin.caseInputs.preview.accidentDate', {
                before: diff.accidentDateBefore ? format.date(diff.accidentDateBefore) : '–',
                after: diff.accidentDateAfter ? format.date(diff.accidentDateAfter) : '–',
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {changed.length === 0
              ? t('admin.caseInputs.preview.noChange')
              : t(
                  changed.length === 1
                    ? 'admin.caseInputs.preview.changedOne'
                    : 'admin.caseInputs.preview.changedOther',
                  {
                    count: changed.length,
                  },
                )}
          </Text>
        </Stack>
      </TintedAlert>
      {changed.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table verticalSpacing={4} fz="sm" data-testid="input-preview-months">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.caseInputs.preview.month')}</Table.Th>
                <Table.Th ta="right">{t('admin.caseInputs.preview.before')}</Table.Th>
                <Table.Th ta="right">{t('admin.caseInputs.preview.after')}</Table.Th>
                <Table.Th ta="right">{t('admin.caseInputs.preview.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changed.map((row) => (
                <Table.Tr
                  key={`${row.accountingMonthId}-${row.coverageLine}`}
                  data-testid={`input-preview-row-${row.accountingMonthId}-${row.coverageLine}`}
                  bg="var(--mantine-color-yellow-light)"
                >
                  <Table.Td>
                    {format.month(row.accountingMonthId)}
                    <Text span size="xs" c="dimmed">
                      {` · ${t(`cases.coverageLines.${row.coverageLine}`, { defaultValue: row.coverageLine })}`}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {chf(row.before)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" fw={700}>
                    {chf(row.after)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" c={tone(row.difference)}>
                    {signed(row.difference)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
