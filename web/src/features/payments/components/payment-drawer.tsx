// One payment in a drawer (decision 0035): its state and date, the settlement periods (how the amount came about),
// gross, offset and net, the payee with the IBAN and the bank reference, what the employer must mend before it can
// be paid, and the statement PDF once released (GET …/statement answers a signed address, opened in a new tab).
import { Anchor, Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { PaymentOverviewItem } from '../../../../../src/contracts/payment-overview.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen } from '../../cases/index.ts';
import { usePaymentStatement } from '../api/payments-api.ts';
import { PaymentCaseLink, PaymentPayee, PaymentStateBadge, paymentPersonName } from './payment-parts.tsx';
import { SettlementPeriodsTable } from './settlement-periods-table.tsx';

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

export function PaymentDrawer({ item, onClose }: { item: PaymentOverviewItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const statement = usePaymentStatement();
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const openStatement = (payoutId: string) =>
    statement.mutate(payoutId, { onSuccess: (download) => void window.open(download.uri, '_blank', 'noopener') });
  return (
    <Drawer
      opened={item !== null}
      onClose={() => {
        statement.reset();
        onClose();
      }}
      position="right"
      size="xl"
      title={item ? paymentPersonName(item) : t('payments.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="payment-drawer"
    >
      {item && (
        <Stack gap="md">
          <Group gap="md" wrap="wrap" align="flex-start">
            <PaymentStateBadge item={item} />
            <Text size="sm">{format.month(item.accountingMonthId)}</Text>
            <PaymentCaseLink item={item} />
          </Group>
          {item.state === 'IN_PREPARATION' && (
            <Text size="sm" c="dimmed">
              {t('payments.detail.inPreparation')}
            </Text>
          )}
          {item.actionNeeded.length > 0 && (
            <TintedAlert color="orange" title={t('payments.detail.actionNeeded')} data-testid="payment-action-needed">
              <Stack gap={2}>
                {item.actionNeeded.map((problem) => (
                  <Text key={problem.code} size="sm">
                    {t(`payments.problems.${problem.code}`, { defaultValue: problem.message })}
                  </Text>
                ))}
                <Text size="sm">
                  {t(item.payeeKind === 'EMPLOYER' ? 'payments.detail.mendEmployer' : 'payments.detail.mendPerson')}
                </Text>
              </Stack>
            </TintedAlert>
          )}
          <SimpleGrid cols={{ base: 3 }} spacing="sm">
            <Figure label={t('payments.detail.gross')} value={chf(item.grossAmount)} />
            <Figure label={t('payments.detail.offset')} value={chf(item.offsetApplied)} />
            <Figure label={t('payments.detail.net')} value={chf(item.netAmount)} testId="payment-detail-net" />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('payments.detail.periods')}
            </Title>
            <SettlementPeriodsTable periods={item.settlementPeriods} />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={2} data-testid="payment-payee">
              <Text size="xs" c="dimmed">
                {t('payments.columns.payee')}
              </Text>
              <PaymentPayee item={item} />
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('payments.detail.carrier')}
              </Text>
              <Text size="sm">{item.carrierName ?? '–'}</Text>
              {item.endToEndId && (
                <>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('payments.detail.reference')}
                  </Text>
                  <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="payment-reference">
                    {item.endToEndId}
                  </Text>
                </>
              )}
            </Stack>
          </SimpleGrid>
          {item.statementAvailable ? (
            <Group gap="sm" wrap="wrap">
              <Button
                leftSection={<IconFileTypePdf aria-hidden size={16} />}
                onClick={() => openStatement(item.payoutId)}
                loading={statement.isPending}
                data-testid="payment-statement"
              >
                {t('payments.detail.statement')}
              </Button>
              {statement.data && (
                <Anchor
                  href={statement.data.uri}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  data-testid="payment-statement-link"
                >
                  {statement.data.filename}
                </Anchor>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('payments.detail.statementLater')}
            </Text>
          )}
          {statement.error != null && <ErrorAlert error={statement.error} />}
        </Stack>
      )}
    </Drawer>
  );
}
