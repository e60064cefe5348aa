// Small parts of the payment overview (decision 0035): a payout's state as the employer sees it with its date, the
// person, the payee with the IBAN, and the link to the case.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PaymentOverviewItem } from '../../../../../src/contracts/payment-overview.ts';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';

const STATE_COLORS: Record<PaymentOverviewItem['state'], TintColor> = {
  PAID: 'teal',
  SCHEDULED: 'blue',
  IN_PREPARATION: 'gray',
};

export function PaymentStateBadge({ item }: { item: PaymentOverviewItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap={2} align="flex-start">
      <TintedBadge color={STATE_COLORS[item.state]} data-testid="payment-state" data-state={item.state}>
        {t(`payments.states.${item.state}`)}
      </TintedBadge>
      {item.requestedExecutionDate && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t(item.state === 'PAID' ? 'payments.paidOn' : 'payments.scheduledFor', {
            date: format.date(item.requestedExecutionDate),
          })}
        </Text>
      )}
    </Stack>
  );
}

export function paymentPersonName(item: PaymentOverviewItem): string {
  const { firstName, lastName } = item.personNames;
  return [lastName, firstName].filter(Boolean).join(', ') || item.employeeId;
}

export function PaymentPerson({ item }: { item: PaymentOverviewItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {paymentPersonName(item)}
      </Text>
      {item.personNames.personnelNumber && (
        <Text size="xs" c="dimmed">
          {t('payments.personnelNumber', { number: item.personNames.personnelNumber })}
        </Text>
      )}
    </Stack>
  );
}

export function PaymentPayee({ item }: { item: PaymentOverviewItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.payeeName ?? t(`payments.payeeKinds.${item.payeeKind}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`payments.payeeKinds.${item.payeeKind}`)}
      </Text>
      {item.iban && (
        <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatIban(item.iban)}
        </Text>
      )}
    </Stack>
  );
}

/** The case number, a link to the case where the user may open it (KTG cases; UVG and UVGZ under accidents). */
export function PaymentCaseLink({ item }: { item: PaymentOverviewItem }) {
  const { t } = useTranslation();
  const canKtg = usePermission('insurance.ktg.view');
  const canUvg = usePermission('insurance.uvg.view');
  const label = item.caseNumber === null ? t('payments.case') : t('payments.caseNumber', { number: item.caseNumber });
  const to =
    item.coverageLine === 'KTG' ? (canKtg ? '/insurance/ktg/$caseId' : null) : canUvg ? '/insurance/uvg/$caseId' : null;
  if (!to) return <Text size="sm">{label}</Text>;
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to={to} params={{ caseId: item.caseId }} />}
      size="sm"
      data-testid="payment-case-link"
    >
      {label}
    </Anchor>
  );
}
