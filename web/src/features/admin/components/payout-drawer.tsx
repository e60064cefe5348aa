// One payout in a drawer (issue 15 scope 5): its settlement periods (corrections marked), gross, offset and net,
// the payee's address and IBAN, its problems, and the statement PDF (a preview marked as a draft before the
// release): GET …/statement answers a signed address, which opens in a new tab.
import { Anchor, Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { SettlementPeriodsTable } from '../../payments/index.ts';
import { usePayout, usePayoutStatement } from '../api/admin-payouts.ts';
import { amountToRappen } from '../payouts-search.ts';
import { PayoutStatusBadge, payoutPersonName, problemText } from './payout-parts.tsx';

type Address = {
  name: string;
  streetName: string | null;
  buildingNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
};

function addressLines(address: Address): string[] {
  const street = [address.streetName, address.buildingNumber].filter(Boolean).join(' ');
  return [
    address.name,
    street,
    // The unstructured lines repeat the street of a structured address: shown only when they add something.
    address.addressLine1 && address.addressLine1 !== street ? address.addressLine1 : '',
    address.addressLine2 && address.addressLine2 !== street ? address.addressLine2 : '',
    `${address.country === 'CH' ? '' : `${address.country}-`}${address.postalCode} ${address.city}`,
  ].filter((line) => line.trim() !== '');
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function PayoutDrawer({
  tenantId,
  payoutId,
  onClose,
}: {
  tenantId: string;
  payoutId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = usePayout(tenantId, payoutId);
  const statement = usePayoutStatement(tenantId);
  const payout = query.data;
  const chf = (amount: string) => format.chf(amountToRappen(amount));
  const openStatement = () => {
    if (!payout) return;
    statement.mutate(payout.payoutId, {
      onSuccess: (download) => {
        window.open(download.uri, '_blank', 'noopener');
      },
    });
  };
  return (
    <Drawer
      opened={payoutId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={payout ? payoutPersonName(payout.personNames, payout.caseIdentifier) : t('admin.payouts.detail.title')}
      data-testid="payout-drawer"
    >
      {query.isPending && payoutId !== null && (
        <Stack gap="sm" aria-busy>
          <Skeleton height={24} width="60%" />
          <Skeleton height={160} />
        </Stack>
      )}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {payout && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <PayoutStatusBadge status={payout.status} />
            <Text size="sm">{format.month(payout.accountingMonthId)}</Text>
            {payout.caseNumber !== null && (
              <Text size="sm" c="dimmed">
                {t('admin.payouts.detail.case', { number: payout.caseNumber })}
              </Text>
            )}
            {payout.personNames.personnelNumber && (
              <Text size="sm" c="dimmed">
                {payout.personNames.personnelNumber}
              </Text>
            )}
          </Group>
          {payout.problems.length > 0 && (
            <TintedAlert color="orange" title={t('admin.payouts.detail.problems')} data-testid="payout-detail-problems">
              <Stack gap={2}>
                {payout.problems.map((problem) => (
                  <Text key={`${problem.code}-${problem.party}`} size="sm">
                    {problemText(t, problem)}
                  </Text>
                ))}
              </Stack>
            </TintedAlert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('admin.payouts.detail.gross')} value={chf(payout.grossAmount)} />
            <Figure label={t('admin.payouts.detail.offset')} value={chf(payout.offsetApplied)} />
            <Figure label={t('admin.payouts.detail.net')} value={chf(payout.netAmount)} testId="payout-detail-net" />
            <Figure label={t('admin.payouts.detail.carried')} value={chf(payout.carriedOffset)} />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('admin.payouts.detail.periods')}
            </Title>
            <SettlementPeriodsTable periods={payout.settlementPeriods} />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={2} data-testid="payout-payee">
              <Text size="xs" c="dimmed">
                {t(`admin.payouts.payeeKinds.${payout.payeeKind}`)}
              </Text>
              {payout.billingDetails ? (
                addressLines(payout.billingDetails).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  {t('admin.payouts.detail.noAddress')}
                </Text>
              )}
              <Text size="sm" ff="monospace" mt={4}>
                {payout.iban ? `IBAN ${payout.iban}` : t('admin.payouts.detail.noIban')}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('admin.payouts.columns.carrier')}
              </Text>
              <Text size="sm">{payout.carrier?.name ?? t('admin.payouts.noCarrier')}</Text>
              {payout.releasedAt && (
                <Text size="sm" c="dimmed">
                  {t('admin.payouts.detail.releasedAt', { date: format.dateTime(payout.releasedAt) })}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconFileTypePdf aria-hidden size={16} />}
              onClick={openStatement}
              loading={statement.isPending}
              data-testid="payout-statement"
            >
              {t('admin.payouts.detail.statement')}
            </Button>
            {statement.data && (
              <Anchor href={statement.data.uri} target="_blank" rel="noopener" size="sm">
                {statement.data.filename}
              </Anchor>
            )}
          </Group>
          {statement.error != null && <ErrorAlert error={statement.error} />}
        </Stack>
      )}
    </Drawer>
  );
}
