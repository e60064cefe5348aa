// The case's monthly totals (C4, C12): per accounting month and coverage line the days, paid days, the month's
// daily rate, the amount and its corrections, and the employer's share (informational, never in the amount).
import { Table, Text } from '@mantine/core';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../case-display.ts';

type MonthlyTotal = CaseDetail['monthlyTotals'][number];

export function MonthlyTotals({ totals }: { totals: readonly MonthlyTotal[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (totals.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="case-monthly-empty">
        {t('cases.detail.monthly.none')}
      </Text>
    );
  }
  const chf = (amount: string | null) => (amount === null ? '–' : format.chf(chfToRappen(amount)));
  const sum = (pick: (total: MonthlyTotal) => string) =>
    format.chf(totals.reduce((total, row) => total + chfToRappen(pick(row)), 0));
  const right = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="xs" striped data-testid="case-monthly-totals" styles={{ th: { whiteSpace: 'nowrap' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cases.detail.monthly.month')}</Table.Th>
            <Table.Th>{t('cases.detail.monthly.line')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.days')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.paidDays')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.rate')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.amount')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.corrections')}</Table.Th>
            <Table.Th style={right}>{t('cases.detail.monthly.employerShare')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => (
            <Table.Tr key={`${total.accountingMonthId}-${total.coverageLine}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.month(total.accountingMonthId)}</Table.Td>
              <Table.Td>{t(`cases.coverageLines.${total.coverageLine}`)}</Table.Td>
              <Table.Td style={right}>{format.number(total.days)}</Table.Td>
              <Table.Td style={right}>{format.number(total.paidDays)}</Table.Td>
              <Table.Td style={right}>{chf(total.rate)}</Table.Td>
              <Table.Td style={right}>{chf(total.amount)}</Table.Td>
              <Table.Td style={right}>
                {chfToRappen(total.correctionAmount) === 0 ? '–' : chf(total.correctionAmount)}
              </Table.Td>
              <Table.Td style={right}>
                {chfToRappen(total.employerShareAmount) === 0 ? '–' : chf(total.employerShareAmount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('cases.detail.monthly.total')}</Table.Th>
            <Table.Th style={right}>{format.number(totals.reduce((days, row) => days + row.days, 0))}</Table.Th>
            <Table.Th style={right}>{format.number(totals.reduce((days, row) => days + row.paidDays, 0))}</Table.Th>
            <Table.Th />
            <Table.Th style={right} data-testid="case-monthly-sum">
              {sum((row) => row.amount)}
            </Table.Th>
            <Table.Th style={right}>{sum((row) => row.correctionAmount)}</Table.Th>
            <Table.Th style={right}>{sum((row) => row.employerShareAmount)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
