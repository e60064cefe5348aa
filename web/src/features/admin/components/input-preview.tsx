// The effect of an input change before it is saved (decision 0025): the case total before -> after with the
// difference, and per accounting month and cover line the amounts before and after, the changed rows highlighted.
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type PreviewDiff, signedChf } from '../case-input-forms.ts';

export function InputPreview({ diff }: { diff: PreviewDiff }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const chf = (rappen: number | null) => (rappen === null ? '–' : format.chf(rappen));
  const signed = (rappen: number) => signedChf(rappen, format.chf);
  const isPhone = useIsPhone();
  // Dark shades on a pale highlight: the differences keep their contrast (WCAG AA) on the changed rows.
  const tone = (rappen: number) => (rappen < 0 ? 'red.9' : rappen > 0 ? 'teal.9' : undefined);
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
            {/* A text arrow: an icon shared with the home page would become a chunk of the first load. */}
            <Text span size="sm" aria-hidden>
              →
            </Text>
            <VisuallyHidden>{t('admin.caseInputs.preview.becomes')}</VisuallyHidden>
            <Text size="sm" ff="monospace" fw={700} data-testid="input-preview-total-after">
              {chf(diff.totalAfter)}
            </Text>
            <Text size="sm" ff="monospace" fw={700} data-testid="input-preview-total-difference">
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
          <Text size="xs">
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
        <Table.ScrollContainer minWidth={isPhone ? 320 : 480} type="native">
          <Table verticalSpacing={4} fz={isPhone ? 'xs' : 'sm'} data-testid="input-preview-months">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.caseInputs.preview.month')}</Table.Th>
                <Table.Th ta="right">{t('admin.caseInputs.preview.before')}</Table.Th>
                <Table.Th ta="right">{t('admin.caseInputs.preview.after')}</Table.Th>
                {!isPhone && <Table.Th ta="right">{t('admin.caseInputs.preview.difference')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changed.map((row) => (
                <Table.Tr
                  key={`${row.accountingMonthId}-${row.coverageLine}`}
                  data-testid={`input-preview-row-${row.accountingMonthId}-${row.coverageLine}`}
                  bg="var(--mantine-color-yellow-0)"
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
                    {isPhone && (
                      <Text size="xs" ff="monospace" c={tone(row.difference)}>
                        {signed(row.difference)}
                      </Text>
                    )}
                  </Table.Td>
                  {!isPhone && (
                    <Table.Td ta="right" ff="monospace" c={tone(row.difference)}>
                      {signed(row.difference)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
