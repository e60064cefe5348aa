// The head of the admin's payouts screen: the totals per status, the drafts with problems and the open offsets, and
// the drafts built for a locked month (regenerate-for-month: created, replaced, unchanged).
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePayoutMetadata, useRegeneratePayouts } from '../api/admin-payouts.ts';
import { amountToRappen, PAYOUT_STATUS_FILTERS } from '../payouts-search.ts';
import { Figure } from './payout-figure.tsx';

export function PayoutsHeader({ tenantId, onBuilt }: { tenantId: string; onBuilt: (month: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metadata = usePayoutMetadata(tenantId);
  const regenerate = useRegeneratePayouts(tenantId);
  const [month, setMonth] = useState<string | null>(null);
  const data = metadata.data;
  const locked = useMemo(() => [...(data?.lockedMonths ?? [])].sort().reverse(), [data]);
  const chosen = month ?? locked[0] ?? null;
  const bucket = (status: string) => data?.byStatus.find((item) => item.status === status);
  return (
    <Paper withBorder radius="md" p="md" data-testid="payouts-header">
      <Stack gap="md">
        {metadata.isPending && <Skeleton height={72} aria-busy />}
        {metadata.isError && <ErrorAlert error={metadata.error} onRetry={() => void metadata.refetch()} />}
        {data && (
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="payouts-totals">
            {PAYOUT_STATUS_FILTERS.map((status) => (
              <Figure
                key={status}
                label={t(`admin.payouts.statuses.${status}`)}
                value={format.chf(amountToRappen(bucket(status)?.netAmount ?? '0.00'))}
                hint={t('admin.payouts.payoutCount', { count: bucket(status)?.count ?? 0 })}
                testId={`payouts-total-${status}`}
              />
            ))}
            <Figure
              label={t('admin.payouts.withProblems')}
              value={format.number(data.withProblems)}
              testId="payouts-with-problems"
            />
            <Figure
              label={t('admin.payouts.outstandingOffsets')}
              value={format.chf(amountToRappen(data.outstandingOffsets))}
              testId="payouts-offsets"
            />
          </SimpleGrid>
        )}
        {data && locked.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="payouts-no-locked">
            {t('admin.payouts.noLockedMonths')}
          </Text>
        )}
        {locked.length > 0 && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('admin.payouts.lockedMonth')}
              data={locked.map((value) => ({ value, label: format.month(value) }))}
              value={chosen}
              onChange={(value) => {
                regenerate.reset();
                setMonth(value);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 240 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="payouts-build-month"
            />
            <Button
              leftSection={<IconHammer aria-hidden size={16} />}
              disabled={!chosen}
              loading={regenerate.isPending}
              onClick={() => chosen && regenerate.mutate(chosen, { onSuccess: () => onBuilt(chosen) })}
              data-testid="payouts-build"
            >
              {t('admin.payouts.build')}
            </Button>
          </Group>
        )}
        {regenerate.error != null && <ErrorAlert error={regenerate.error} />}
        {regenerate.isSuccess && (
          <TintedAlert color="teal" data-testid="payouts-built" role="status">
            {t('admin.payouts.built', {
              month: format.month(regenerate.data.accountingMonthId),
              created: format.number(regenerate.data.created),
              replaced: format.number(regenerate.data.replaced),
              unchanged: format.number(regenerate.data.unchanged),
              removed: format.number(regenerate.data.removed),
              drafts: format.number(regenerate.data.drafts),
              amount: format.chf(amountToRappen(regenerate.data.netAmount)),
            })}
            {regenerate.data.waitingForProposal > 0 &&
              ` ${t('admin.payouts.waitingForProposal', { count: regenerate.data.waitingForProposal })}`}
          </TintedAlert>
        )}
      </Stack>
    </Paper>
  );
}
