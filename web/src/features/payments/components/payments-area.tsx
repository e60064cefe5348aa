// The payment overview (issue 15 scope 5, decision 0035): what the insurer paid or is about to pay for the tenant's
// cases. The months first (paid, scheduled with the bank, in preparation; a month filters the list), then the
// payouts with search, filters (month, state, payee), sort and paging in the URL (payments-search.ts) and the
// totals of every selected payout; a row opens the payment with its settlement periods and statement. Phones get a
// card per month and per payment.
import { Button, Card, Collapse, Group, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendarDollar, IconCash, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { PaymentOverviewItem } from '../../../../../src/contracts/payment-overview.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { chfToRappen } from '../../cases/index.ts';
import { usePayments } from '../api/payments-api.ts';
import {
  PAYEE_KINDS,
  PAYMENT_FILTER_KEYS,
  PAYMENT_STATES,
  PAYMENTS_PAGE_SIZE,
  type PaymentSortField,
  type PaymentsSearch,
  paymentsSearch,
  toPaymentsQuery,
  updatePaymentsSearch,
} from '../payments-search.ts';
import { PaymentDrawer } from './payment-drawer.tsx';
import { PaymentMonths } from './payment-months.tsx';
import { PaymentCaseLink, PaymentPayee, PaymentPerson, PaymentStateBadge } from './payment-parts.tsx';

const ROW_HEIGHT_PX = 64;

export type PaymentsAreaProps = {
  search: PaymentsSearch;
  onSearchChange: (next: PaymentsSearch, options?: { replace?: boolean }) => void;
};

export function PaymentsArea({ search, onSearchChange }: PaymentsAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const canOpenAllowances = usePermission('dailyAllowances.view');
  const request = useMemo(() => toPaymentsQuery(search), [search]);
  const query = usePayments(request);
  const list = useListSearch(paymentsSearch, search, onSearchChange);
  const page = list.page;
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / PAYMENTS_PAGE_SIZE));
  const [filtersOpen, filters] = useDisclosure(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.payoutId === openId) ?? null;
  const isFiltered = PAYMENT_FILTER_KEYS.some((key) => search[key] !== undefined);
  const setFilter = (changes: Partial<PaymentsSearch>) => list.setFilter(changes, { replace: false });
  const chf = (amount: string) => format.chf(chfToRappen(amount));

  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(updatePaymentsSearch(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');

  // A page beyond the end (fewer payouts than before, or a hand-edited URL): show the last page instead.
  useLastPageClamp(paymentsSearch, query, search, onSearchChange);

  const clearAll = () => {
    cancelSearch();
    onSearchChange(
      updatePaymentsSearch(search, {
        search: undefined,
        page: undefined,
        ...Object.fromEntries(PAYMENT_FILTER_KEYS.map((key) => [key, undefined])),
      }),
    );
  };

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="payments-empty">
      <IconCash aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('payments.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('payments.empty.filteredHint')}
          </Text>
          <Button variant="default" size="xs" data-testid="payments-clear" onClick={clearAll}>
            {t('payments.empty.clear')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('payments.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t('payments.empty.noneHint')}
          </Text>
          {canOpenAllowances && (
            <Button
              component={Link}
              to="/daily-allowances"
              variant="default"
              size="xs"
              leftSection={<IconCalendarDollar aria-hidden size={14} />}
            >
              {t('payments.empty.allowances')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );

  const openButton = (item: PaymentOverviewItem) => (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={(event) => {
        event.stopPropagation();
        setOpenId(item.payoutId);
      }}
      data-testid="payment-open"
    >
      {t('payments.open')}
    </Button>
  );

  const columns: ListColumn<PaymentOverviewItem, PaymentSortField>[] = [
    {
      id: 'person',
      header: t('payments.columns.person'),
      sort: 'LAST_NAME',
      minWidth: 200,
      cell: (item) => (
        <>
          <PaymentPerson item={item} />
          <PaymentCaseLink item={item} />
        </>
      ),
      card: { as: 'title', value: (item) => <PaymentPerson item={item} /> },
    },
    {
      id: 'month',
      header: t('payments.columns.month'),
      sort: 'ACCOUNTING_MONTH',
      nowrap: true,
      cell: (item) => <Text size="sm">{format.month(item.accountingMonthId)}</Text>,
      card: { as: 'fact', value: (item) => format.month(item.accountingMonthId) },
    },
    {
      id: 'payee',
      header: t('payments.columns.payee'),
      cell: (item) => <PaymentPayee item={item} />,
      card: { as: 'fact', value: (item) => item.payeeName ?? t(`payments.payeeKinds.${item.payeeKind}`) },
    },
    {
      id: 'state',
      header: t('payments.columns.state'),
      sort: 'EXECUTION_DATE',
      cell: (item) => <PaymentStateBadge item={item} />,
      card: { as: 'fact', label: null, order: -1 },
    },
    {
      id: 'net',
      header: t('payments.columns.net'),
      sort: 'NET_AMOUNT',
      align: 'right',
      nowrap: true,
      cell: (item) => (
        <>
          <Text size="sm" fw={700} ff="monospace" data-testid="payment-net">
            {chf(item.netAmount)}
          </Text>
          {item.actionNeeded.length > 0 && (
            <Text size="xs" c="orange.9" data-testid="payment-needs-action">
              {t('payments.needsAction')}
            </Text>
          )}
        </>
      ),
      card: {
        as: 'subtitle',
        value: (item) => (
          <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {chf(item.netAmount)}
          </Text>
        ),
      },
    },
    {
      id: 'actions',
      header: t('payments.columns.actions'),
      headerContent: <VisuallyHidden>{t('payments.columns.actions')}</VisuallyHidden>,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: openButton,
      card: { as: 'fact', label: null, value: (item) => <Group justify="flex-end">{openButton(item)}</Group> },
    },
  ];

  const filterWidth = { base: '100%', xs: 200 };
  const filterFields = (
    <>
      <Select
        label={t('payments.filters.state')}
        placeholder={t('payments.filters.all')}
        data={PAYMENT_STATES.map((state) => ({ value: state, label: t(`payments.states.${state}`) }))}
        value={search.state ?? null}
        onChange={(value) => setFilter({ state: (value ?? undefined) as PaymentsSearch['state'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="payments-filter-state"
      />
      <Select
        label={t('payments.filters.payee')}
        placeholder={t('payments.filters.all')}
        data={PAYEE_KINDS.map((kind) => ({ value: kind, label: t(`payments.payeeKinds.${kind}`) }))}
        value={search.payee ?? null}
        onChange={(value) => setFilter({ payee: (value ?? undefined) as PaymentsSearch['payee'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="payments-filter-payee"
      />
    </>
  );

  const totals = query.data?.totals;
  return (
    <Stack gap="lg" maw={1400} data-testid="payments">
      <PageHeader title={t('nav.areas.paymentOverview')} description={t('payments.intro')} />
      <PaymentMonths selected={search.month ?? null} onSelect={(month) => setFilter({ month: month ?? undefined })} />
      <Card padding={0} data-testid="payments-panel">
        <Stack gap={4} p="md" pb={0}>
          <Title order={2} size="h4">
            {search.month
              ? t('payments.listTitleMonth', { month: format.month(search.month) })
              : t('payments.listTitle')}
          </Title>
        </Stack>
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('payments.filters.search')}
            placeholder={t('payments.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => {
              onTextChange(event.currentTarget.value);
            }}
            maxLength={200}
            flex="1 1 240px"
            maw={480}
            type="search"
            data-testid="payments-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="payments-filters"
              data-testid="payments-filters-toggle"
            >
              {isFiltered ? t('payments.filters.toggleActive') : t('payments.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
          {search.month && (
            <Button
              variant="subtle"
              size="sm"
              onClick={() => setFilter({ month: undefined })}
              data-testid="payments-all-months"
            >
              {t('payments.filters.allMonths')}
            </Button>
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="payments-filters">
            <Stack gap="sm" px="md" pb="md">
              {filterFields}
            </Stack>
          </Collapse>
        )}

        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.payoutId}
          rowTestId={() => 'payment-row'}
          rowProps={(item) => ({ 'data-state': item.state, style: { cursor: 'pointer' } })}
          onRowClick={(item) => setOpenId(item.payoutId)}
          sort={{
            ariaSort: list.ariaSort,
            onSort: list.toggleSort,
            title: (column) => t('payments.sortBy', { column }),
            testId: (field) => `payments-sort-${field}`,
          }}
          minWidth={960}
          testId="payments-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingRowHeight={ROW_HEIGHT_PX}
          loadingCards={6}
          empty={emptyState}
        />

        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" fw={600} data-testid="payments-count">
              {totalCount === 1
                ? t('payments.countOne')
                : t('payments.countOther', { total: format.number(totalCount) })}
            </Text>
            {totals && totalCount > 0 && (
              <Text size="sm" c="dimmed" data-testid="payments-totals">
                {t('payments.totals', {
                  paid: chf(totals.paid.netAmount),
                  scheduled: chf(totals.scheduled.netAmount),
                  preparation: chf(totals.inPreparation.netAmount),
                })}
              </Text>
            )}
          </Stack>
          <TranslatedPagination pageCount={pages} page={page} onChange={list.setPage} testId="payments-pagination" />
        </Group>
      </Card>
      <PaymentDrawer item={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
