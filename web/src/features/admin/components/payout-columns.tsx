// The payouts list's columns (list kit): the selection box of a DRAFT payout without problems, the person (opens
// the drawer), month, case, payee, carrier, net amount and status; on the phone card the person with the box and
// the net amount, then the status, month, case, payee and carrier.
import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ListColumn } from '../../../components/list-kit/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import type { usePayoutList } from '../api/admin-payouts.ts';
import { amountToRappen, type PayoutSortField } from '../payouts-search.ts';
import { PayoutStatusBadge, ProblemsBadge, payoutPersonName } from './payout-parts.tsx';

export type PayoutItem = NonNullable<ReturnType<typeof usePayoutList>['data']>['items'][number];

/** The checkbox that selects a payout for a release, in a table row and on a phone's card. */
function PayoutSelectBox({
  name,
  checked,
  onChange,
  mt,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  mt?: number;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('admin.payouts.selectOne', { name })}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid="payout-select"
      mt={mt}
    />
  );
}

/** The payout's person (opens the drawer) and personnel number, in a table row and on a phone's card. */
function PayoutPerson({
  name,
  personnelNumber,
  onOpen,
}: {
  name: string;
  personnelNumber: string | null | undefined;
  onOpen: () => void;
}) {
  return (
    <Stack gap={0}>
      <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={onOpen} data-testid="payout-open">
        {name}
      </Anchor>
      {personnelNumber && (
        <Text size="xs" c="dimmed">
          {personnelNumber}
        </Text>
      )}
    </Stack>
  );
}

export const canSelectPayout = (item: PayoutItem) => item.status === 'DRAFT' && item.problems.length === 0;

export function usePayoutColumns({
  isSelected,
  onToggle,
  onOpen,
  selectPage,
}: {
  isSelected: (item: PayoutItem) => boolean;
  onToggle: (item: PayoutItem, on: boolean) => void;
  onOpen: (item: PayoutItem) => void;
  /** The header's select-all checkbox. */
  selectPage: React.ReactNode;
}): ListColumn<PayoutItem, PayoutSortField>[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = (item: PayoutItem) => payoutPersonName(item.personNames, item.caseIdentifier);
  const selectBox = (item: PayoutItem, mt?: number) =>
    canSelectPayout(item) && (
      <PayoutSelectBox
        name={nameOf(item)}
        checked={isSelected(item)}
        onChange={(checked) => onToggle(item, checked)}
        mt={mt}
      />
    );
  const person = (item: PayoutItem) => (
    <PayoutPerson name={nameOf(item)} personnelNumber={item.personNames.personnelNumber} onOpen={() => onOpen(item)} />
  );
  const net = (item: PayoutItem) => format.chf(amountToRappen(item.netAmount));
  const badges = (item: PayoutItem, wrap: 'wrap' | 'nowrap') => (
    <Group gap={4} wrap={wrap}>
      <PayoutStatusBadge status={item.status} />
      <ProblemsBadge problems={item.problems} />
    </Group>
  );
  return [
    {
      id: 'select',
      header: t('admin.payouts.selectPage'),
      headerContent: selectPage,
      width: 40,
      cell: (item) => selectBox(item),
    },
    {
      id: 'person',
      header: t('admin.payouts.columns.person'),
      sort: 'LAST_NAME',
      cell: person,
      card: {
        as: 'title',
        value: (item) => (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {selectBox(item, 2)}
            {person(item)}
          </Group>
        ),
      },
    },
    {
      id: 'month',
      header: t('admin.payouts.columns.month'),
      sort: 'ACCOUNTING_MONTH',
      nowrap: true,
      cell: (item) => <Text size="sm">{format.month(item.accountingMonthId)}</Text>,
      card: { as: 'fact', value: (item) => format.month(item.accountingMonthId) },
    },
    {
      id: 'case',
      header: t('admin.payouts.columns.case'),
      sort: 'CASE_NUMBER',
      cell: (item) => <Text size="sm">{item.caseNumber ?? '–'}</Text>,
      card: { as: 'fact', value: (item) => item.caseNumber !== null && item.caseNumber },
    },
    {
      id: 'payee',
      header: t('admin.payouts.columns.payee'),
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.billingDetails?.name ?? '–'}</Text>
          <Text size="xs" c="dimmed">
            {t(`admin.payouts.payeeKinds.${item.payeeKind}`)}
          </Text>
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (item) => (
          <>
            {item.billingDetails?.name ?? '–'} ({t(`admin.payouts.payeeKinds.${item.payeeKind}`)})
          </>
        ),
      },
    },
    {
      id: 'carrier',
      header: t('admin.payouts.columns.carrier'),
      cell: (item) => <Text size="sm">{item.carrier?.name ?? t('admin.payouts.noCarrier')}</Text>,
      card: { as: 'fact', value: (item) => item.carrier?.name ?? t('admin.payouts.noCarrier') },
    },
    {
      id: 'net',
      header: t('admin.payouts.columns.net'),
      sort: 'NET_AMOUNT',
      align: 'right',
      // The cell aligns by Mantine's `ta` (the amount keeps its line by its own style).
      td: () => ({ ta: 'right', style: undefined }),
      cell: (item) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {net(item)}
        </Text>
      ),
      card: {
        as: 'subtitle',
        value: (item) => (
          <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {net(item)}
          </Text>
        ),
      },
    },
    {
      id: 'status',
      header: t('admin.payouts.columns.status'),
      cell: (item) => badges(item, 'nowrap'),
      card: { as: 'fact', label: null, value: (item) => badges(item, 'wrap'), order: -1 },
    },
  ];
}
