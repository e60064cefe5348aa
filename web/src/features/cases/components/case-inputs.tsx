// What people decided about the case, read-only here: manual corrections, IV settings (daily allowance or pension,
// C16) and benefit stops. Their editing belongs to the admin tools; `editSlot` is where that editor goes, so this
// component stays the one place that lists them.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../case-display.ts';

export type CaseInputsProps = {
  manualCorrections: CaseDetail['manualCorrections'];
  ivSettings: CaseDetail['ivSettings'];
  benefitStops: CaseDetail['benefitStops'];
  /** The admin editor of these inputs, where the actor may edit them (not part of this screen yet). */
  editSlot?: ReactNode;
};

function InputTable({ testId, head, rows }: { testId: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" data-testid={testId} styles={{ th: { whiteSpace: 'nowrap' } }}>
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a static list, in the API's order.
            <Table.Tr key={row}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns above.
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CaseInputs({ manualCorrections, ivSettings, benefitStops, editSlot }: CaseInputsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const chf = (amount: string | null) => (amount === null ? '–' : format.chf(chfToRappen(amount)));
  const range = (from: string, to: string | null) =>
    to === null
      ? t('cases.detail.inputs.openEnded', { from: format.date(from) })
      : `${format.date(from)} – ${format.date(to)}`;
  const percent = (value: number | null) => (value === null ? '–' : format.percent(value));

  const section = (title: string, empty: string, content: ReactNode | null) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {content ?? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="md" data-testid="case-inputs">
      {section(
        t('cases.detail.inputs.manualCorrections'),
        t('cases.detail.inputs.noManualCorrections'),
        manualCorrections.length === 0 ? null : (
          <InputTable
            testId="case-manual-corrections"
            head={[
              t('cases.detail.inputs.dates'),
              t('cases.detail.inputs.dailyRate'),
              t('cases.detail.inputs.incapacity'),
              t('cases.detail.inputs.amount'),
              t('cases.detail.inputs.comment'),
            ]}
            rows={manualCorrections.map((correction) => [
              range(correction.dates.from, correction.dates.to),
              chf(correction.dailyRate),
              percent(correction.incapacityOfWork),
              chf(correction.amount),
              correction.comment,
            ])}
          />
        ),
      )}
      {section(
        t('cases.detail.inputs.ivSettings'),
        t('cases.detail.inputs.noIvSettings'),
        ivSettings.length === 0 ? null : (
          <InputTable
            testId="case-iv-settings"
            head={[t('cases.detail.inputs.ivType'), t('cases.detail.inputs.period'), t('cases.detail.inputs.amount')]}
            rows={ivSettings.map((setting) => [
              t(`cases.detail.inputs.ivTypes.${setting.type}`),
              range(setting.startDate, setting.endDate),
              chf(setting.amount),
            ])}
          />
        ),
      )}
      {section(
        t('cases.detail.inputs.benefitStops'),
        t('cases.detail.inputs.noBenefitStops'),
        benefitStops.length === 0 ? null : (
          <InputTable
            testId="case-benefit-stops"
            head={[
              t('cases.detail.inputs.reason'),
              t('cases.detail.inputs.period'),
              t('cases.detail.inputs.paidShare'),
            ]}
            rows={benefitStops.flatMap((stop) =>
              stop.entries.map((entry) => [
                stop.reason,
                range(entry.startDate, entry.endDate),
                percent(entry.outputPercentage),
              ]),
            )}
          />
        ),
      )}
      {editSlot}
    </Stack>
  );
}
