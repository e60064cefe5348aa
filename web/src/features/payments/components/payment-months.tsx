// The payment overview's months (decision 0035): per accounting month, newest first, what was paid (and when), what
// is scheduled with the bank (and for when) and what is in preparation. Choosing a month filters the payments below
// (aria-pressed); choosing it again shows every month. Phones get a card per month.
import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { z } from 'zod';
import type { paymentOverviewMonths } from '../../../../../src/contracts/payment-overview.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../../cases/index.ts';
import { usePaymentMonths } from '../api/payments-api.ts';

type Month = z.infer<typeof paymentOverviewMonths>['items'][number];

function Figure({ label, amount, note, color }: { label: string; amount: string; note: string | null; color: string }) {
  const format = useFormatters();
  const isZero = chfToRappen(amount) === 0;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} ff="monospace" c={isZero ? 'dimmed' : color} style={{ whiteSpace: 'nowrap' }}>
        {format.chf(chfToRappen(amount))}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

export function PaymentMonths({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (month: string | null) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const months = usePaymentMonths();
  const count = (n: number) =>
    n === 1 ? t('payments.months.countOne') : t('payments.months.countOther', { count: n });
  const monthCard = (month: Month) => {
    const isSelected = month.accountingMonthId === selected;
    return (
      <UnstyledButton
        key={month.accountingMonthId}
        onClick={() => onSelect(isSelected ? null : month.accountingMonthId)}
        aria-pressed={isSelected}
        data-testid="payment-month"
        data-month={month.accountingMonthId}
      >
        <Paper
          withBorder
          radius="md"
          p="sm"
          style={{
            borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
            boxShadow: isSelected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
          }}
        >
          <Stack gap={6}>
            <Text fw={700}>{format.month(month.accountingMonthId)}</Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6}>
              <Figure
                label={t('payments.states.PAID')}
                amount={month.paid.netAmount}
                color="teal.9"
                note={
                  month.lastExecutionDate
                    ? t('payments.paidOn', { date: format.date(month.lastExecutionDate) })
                    : month.paid.count > 0
                      ? count(month.paid.count)
                      : null
                }
              />
              <Figure
                label={t('payments.states.SCHEDULED')}
                amount={month.scheduled.netAmount}
                color="blue.9"
                note={
                  month.nextExecutionDate
                    ? t('payments.scheduledFor', { date: format.date(month.nextExecutionDate) })
                    : null
                }
              />
              <Figure
                label={t('payments.states.IN_PREPARATION')}
                amount={month.inPreparation.netAmount}
                color="var(--mantine-color-text)"
                note={month.inPreparation.count > 0 ? count(month.inPreparation.count) : null}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      </UnstyledButton>
    );
  };
  return (
    <Card data-testid="payment-months">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} size="h4">
            {t('payments.months.title')}
          </Title>
          {months.isSuccess && months.data.items.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('payments.months.hint')}
            </Text>
          )}
        </Group>
        {months.isPending && <Skeleton height={96} radius="md" />}
        {months.isError && (
          <ErrorAlert error={months.error} onRetry={() => void months.refetch()} isRetrying={months.isFetching} />
        )}
        {months.isSuccess && months.data.items.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="payment-months-empty">
            {t('payments.months.none')}
          </Text>
        )}
        {months.isSuccess && months.data.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {months.data.items.map(monthCard)}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
