// KAV beside KTG per accounting month (decision 0069): the last 12 months, newest first, each with its accounting
// state and the claim days and CHF covered under KAV (the short-term days) and under KTG (the long-term ones), and the
// total of the 12 months. On a phone each month is a card.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../../cases/index.ts';
import type { KavMonth, KavOverview } from '../kav-types.ts';

const STATE_COLORS: Record<KavMonth['accountingState'], TintColor> = {
  NOT_OPENED: 'gray',
  OPEN: 'blue',
  PARTLY_LOCKED: 'yellow',
  LOCKED: 'teal',
};

export function KavMonths({ overview, query }: { overview: KavOverview; query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = (value: number) => t('kav.months.days', { count: value, n: format.number(value) });
  const amount = (line: KavMonth['kav'], testId: string) => (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {format.chf(chfToRappen(line.amount))}
      </Text>
      {line.correctionAmount !== '0.00' && (
        <Text size="xs" c="dimmed">
          {t('kav.months.corrections', { amount: format.chf(chfToRappen(line.correctionAmount)) })}
        </Text>
      )}
    </Stack>
  );
  const phone = (line: KavMonth['kav']) => `${days(line.days)} · ${format.chf(chfToRappen(line.amount))}`;
  const columns: ListColumn<KavMonth>[] = [
    {
      id: 'month',
      header: t('kav.months.columns.month'),
      minWidth: 140,
      cell: (month) => (
        <Text size="sm" fw={600}>
          {format.month(month.accountingMonthId)}
        </Text>
      ),
      card: 'title',
    },
    {
      id: 'state',
      header: t('kav.months.columns.state'),
      minWidth: 150,
      cell: (month) => (
        <TintedBadge color={STATE_COLORS[month.accountingState]} data-testid="kav-month-state">
          {t(`kav.months.states.${month.accountingState}`)}
        </TintedBadge>
      ),
      card: { as: 'fact', label: null, order: -1 },
    },
    {
      id: 'kavDays',
      header: t('kav.months.columns.kavDays'),
      align: 'right',
      cell: (month) => <span data-testid="kav-month-kav-days">{format.number(month.kav.days)}</span>,
      card: { as: 'fact', label: t('kav.months.columns.kav'), value: (month) => phone(month.kav) },
    },
    {
      id: 'kavAmount',
      header: t('kav.months.columns.kavAmount'),
      align: 'right',
      cell: (month) => amount(month.kav, 'kav-month-kav-amount'),
    },
    {
      id: 'ktgDays',
      header: t('kav.months.columns.ktgDays'),
      align: 'right',
      cell: (month) => <span data-testid="kav-month-ktg-days">{format.number(month.ktg.days)}</span>,
      card: { as: 'fact', label: t('kav.months.columns.ktg'), value: (month) => phone(month.ktg) },
    },
    {
      id: 'ktgAmount',
      header: t('kav.months.columns.ktgAmount'),
      align: 'right',
      cell: (month) => amount(month.ktg, 'kav-month-ktg-amount'),
    },
  ];
  const total = (pick: (month: KavMonth) => KavMonth['kav']) =>
    overview.months.reduce(
      (sum, month) => ({ days: sum.days + pick(month).days, amount: sum.amount + chfToRappen(pick(month).amount) }),
      { days: 0, amount: 0 },
    );
  const kav = total((month) => month.kav);
  const ktg = total((month) => month.ktg);
  return (
    <Card padding={0} component="section" aria-labelledby="kav-months-title" data-testid="kav-months">
      <Stack gap={4} p="md">
        <Title order={2} size="h4" id="kav-months-title">
          {t('kav.months.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('kav.months.intro')}
        </Text>
      </Stack>
      <ListTable
        query={query}
        columns={columns}
        rows={overview.months}
        rowKey={(month) => month.accountingMonthId}
        rowTestId={() => 'kav-month-row'}
        rowProps={(month) => ({ 'data-month': month.accountingMonthId })}
        testId="kav-months-table"
        minWidth={760}
        loadingRows={6}
        loadingCards={3}
        empty={<Text size="sm">{t('kav.months.empty')}</Text>}
      />
      <Text size="sm" p="md" fw={600} data-testid="kav-months-total">
        {t('kav.months.total', {
          kavDays: days(kav.days),
          kavAmount: format.chf(kav.amount),
          ktgDays: days(ktg.days),
          ktgAmount: format.chf(ktg.amount),
        })}
      </Text>
    </Card>
  );
}
