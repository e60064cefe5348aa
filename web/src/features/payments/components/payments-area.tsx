// The payment overview (issue 15 scope 5, decision 0035): what the insurer paid or is about to pay for the tenant's
// cases. The months first (paid, scheduled with the bank, in preparation; a month filters the list), then the
// payouts with search, filters (month, state, payee), sort and paging in the URL (payments-search.ts) and the
// totals of every selected payout; a row opens the payment with its settlement periods and statement. Phones get a
// card per month and per payment.
import {
  Button,
  Card,
  Collapse,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendarDollar, IconCash, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { PaymentOverviewItem } from '../../../../../src/contracts/payment-overview.ts';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
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
  paymentsAriaSort,
  togglePaymentsSort,
  toPaymentsQuery,
  updatePaymentsSearch,
} from '../payments-search.ts';
import { PaymentDrawer } from './payment-drawer.tsx';
import { PaymentMonths } from './payment-months.tsx';
import { PaymentCaseLink, PaymentPayee, PaymentPerson, PaymentStateBadge } from './payment-parts.tsx';

const ROW_HEIGHT_PX = 64;
const COLUMN_COUNT = 6;

export type PaymentsAreaProps = {
  search: PaymentsSearch;
  onSearchChange: (next: PaymentsSearch, options?: { replace?: boolean }) => void;
};

function SortableHeader({
  field,
  label,
  search,
  onSort,
  align,
}: {
  field: PaymentSortField;
  label: string;
  search: PaymentsSearch;
  onSort: (field: PaymentSortField) => void;
  align?: 'right';
}) {
  const { t } = useTranslation();
  const sort = paymentsAriaSort(search, field);
  return (
    <SortableTh
      label={label}
      title={t('payments.sortBy', { column: label })}
      sort={sort}
      onSort={() => onSort(field)}
      testId={`payments-sort-${field}`}
      align={align}
    />
  );
}

export function PaymentsArea({ search, onSearchChange }: PaymentsAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const canOpenAllowances = usePermission('dailyAllowances.view');
  const request = useMemo(() => toPaymentsQuery(search), [search]);
  const query = usePayments(request);
  const page = search.page ?? 1;
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / PAYMENTS_PAGE_SIZE));
  const isLoading = query.isPending;
  const [filtersOpen, filters] = useDisclosure(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.payoutId === openId) ?? null;
  const isFiltered = PAYMENT_FILTER_KEYS.some((key) => search[key] !== undefined);
  const setFilter = (changes: Partial<PaymentsSearch>) =>
    onSearchChange(updatePaymentsSearch(search, { ...changes, page: undefined }));
  const chf = (amount: string) => format.chf(chfToRappen(amount));

  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(updatePaymentsSearch(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');

  // A page beyond the end (fewer payouts than before, or a hand-edited URL): show the last page instead.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && totalCount > 0 && page > pages) {
      onSearchChange(updatePaymentsSearch(search, { page: pages }), { replace: true });
    }
  }, [query.isSuccess, query.isPlaceholderData, totalCount, page, pages, search, onSearchChange]);

  const onSort = (field: PaymentSortField) => onSearchChange(togglePaymentsSort(search, field));
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

  const cards = (
    <>
      {isLoading && <ListCardSkeletons count={6} />}
      {!isLoading && query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {items.map((item) => (
        <ListCard key={item.payoutId} testId="payment-row" onClick={() => setOpenId(item.payoutId)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <PaymentPerson item={item} />
            <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {chf(item.netAmount)}
            </Text>
          </Group>
          <PaymentStateBadge item={item} />
          <ListCardValue label={t('payments.columns.month')}>{format.month(item.accountingMonthId)}</ListCardValue>
          <ListCardValue label={t('payments.columns.payee')}>
            {item.payeeName ?? t(`payments.payeeKinds.${item.payeeKind}`)}
          </ListCardValue>
          <Group justify="flex-end">{openButton(item)}</Group>
        </ListCard>
      ))}
    </>
  );

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

        <QueryTable
          query={query}
          minWidth={960}
          testId="payments-table"
          dimmed={query.isPlaceholderData || isTyping}
          cards={cards}
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <SortableHeader field="LAST_NAME" label={t('payments.columns.person')} search={search} onSort={onSort} />
              <SortableHeader
                field="ACCOUNTING_MONTH"
                label={t('payments.columns.month')}
                search={search}
                onSort={onSort}
              />
              <Table.Th>{t('payments.columns.payee')}</Table.Th>
              <SortableHeader
                field="EXECUTION_DATE"
                label={t('payments.columns.state')}
                search={search}
                onSort={onSort}
              />
              <SortableHeader
                field="NET_AMOUNT"
                label={t('payments.columns.net')}
                search={search}
                onSort={onSort}
                align="right"
              />
              <Table.Th>
                <VisuallyHidden>{t('payments.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading &&
              Array.from({ length: 8 }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={row} style={{ height: ROW_HEIGHT_PX }}>
                  <Table.Td colSpan={COLUMN_COUNT}>
                    <Skeleton height={14} radius="sm" width={`${60 + ((row * 7) % 30)}%`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!isLoading && query.isSuccess && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={COLUMN_COUNT}>{emptyState}</Table.Td>
              </Table.Tr>
            )}
            {items.map((item) => (
              <Table.Tr
                key={item.payoutId}
                data-testid="payment-row"
                data-state={item.state}
                onClick={() => setOpenId(item.payoutId)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td miw={200}>
                  <PaymentPerson item={item} />
                  <PaymentCaseLink item={item} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{format.month(item.accountingMonthId)}</Text>
                </Table.Td>
                <Table.Td>
                  <PaymentPayee item={item} />
                </Table.Td>
                <Table.Td>
                  <PaymentStateBadge item={item} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={700} ff="monospace" data-testid="payment-net">
                    {chf(item.netAmount)}
                  </Text>
                  {item.actionNeeded.length > 0 && (
                    <Text size="xs" c="orange.9" data-testid="payment-needs-action">
                      {t('payments.needsAction')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{openButton(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </QueryTable>

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
          <TranslatedPagination
            pageCount={pages}
            page={page}
            onChange={(next) => onSearchChange(updatePaymentsSearch(search, { page: next }))}
            testId="payments-pagination"
          />
        </Group>
      </Card>
      <PaymentDrawer item={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
