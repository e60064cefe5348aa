// A payout's settlement periods (spec section 3 "Payout": consecutive days with the same values): dates, days,
// incapacity, coverage, daily allowance and amount; corrections, reversals and waiting days marked. Shared by the
// tenant's payment overview and the admin's payout drawer.
import { Group, Table } from '@mantine/core';
import type { z } from 'zod';
import type { settlementPeriod } from '../../../../../src/contracts/payouts.ts';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../../cases/index.ts';

type SettlementPeriod = z.infer<typeof settlementPeriod>;

const keyOf = (period: SettlementPeriod) =>
  [
    period.startDate,
    period.endDate,
    period.coverageLine,
    period.correctionKind,
    period.correctedMonthId,
    period.amount,
  ].join('|');

export function SettlementPeriodsTable({ periods }: { periods: readonly SettlementPeriod[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  return (
    <Table.ScrollContainer minWidth={680} type="native">
      <Table verticalSpacing={4} fz="sm" data-testid="payout-periods">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.periods.columns.period')}</Table.Th>
            <Table.Th ta="right">{t('payments.periods.columns.days')}</Table.Th>
            <Table.Th ta="right">{t('payments.periods.columns.incapacity')}</Table.Th>
            <Table.Th ta="right">{t('payments.periods.columns.coverage')}</Table.Th>
            <Table.Th ta="right">{t('payments.periods.columns.dailyAllowance')}</Table.Th>
            <Table.Th ta="right">{t('payments.periods.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={keyOf(period)} data-testid="payout-period">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  <span>{`${format.date(period.startDate)} – ${format.date(period.endDate)}`}</span>
                  {period.isCorrection && (
                    <TintedBadge color="violet" size="xs">
                      {period.correctionKind === 'REVERSAL'
                        ? t('payments.periods.reversal')
                        : t('payments.periods.correction', {
                            month: period.correctedMonthId ? format.month(period.correctedMonthId) : '',
                          })}
                    </TintedBadge>
                  )}
                  {period.onWaitingPeriod && (
                    <TintedBadge color="gray" size="xs">
                      {t('payments.periods.waiting')}
                    </TintedBadge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{format.number(period.days)}</Table.Td>
              <Table.Td ta="right">{format.percent(period.absencePercentage)}</Table.Td>
              <Table.Td ta="right">{format.percent(period.insuredPercentage)}</Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {chf(period.dailyAllowance)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {chf(period.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
