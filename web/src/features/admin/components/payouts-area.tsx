// The admin's payouts of a tenant (issue 15 scope 5, decisions 0031 and 0033): the totals per status, the drafts
// with problems and the open offsets; drafts built for a locked month (regenerate-for-month: created, replaced,
// unchanged); the payouts with filters in the URL (status, month, with problems, a debounced search by name,
// personnel or case number, carrier, payee), sortable columns and paging; DRAFT payouts without
// problems selected and proposed for release on a Swiss bank business day (the first pair of eyes; a refusal lists
// each payout's problems); the releases (approve, cancel, payment files, statements); one payout in a drawer.
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCards } from '../../../components/list-card.tsx';
import { ListRowCard, ListTableHead, ListTableRow, useListSearch } from '../../../components/list-kit/index.ts';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { usePayoutList, usePayoutMetadata } from '../api/admin-payouts.ts';
import {
  amountToRappen,
  filterPayoutsSearch,
  PAYEE_KIND_FILTERS,
  PAYOUT_FILTER_KEYS,
  PAYOUT_STATUS_FILTERS,
  PAYOUTS_PAGE_SIZE,
  type PayoutsSearch,
  payoutsSearch,
  toPayoutListQuery,
} from '../payouts-search.ts';
import { canSelectPayout, usePayoutColumns } from './payout-columns.tsx';
import { PayoutDrawer } from './payout-drawer.tsx';
import { payoutPersonName } from './payout-parts.tsx';
import { PayoutReleasesSection } from './payout-releases.tsx';
import { PayoutsHeader } from './payouts-header.tsx';
import { ProposeModal, type Selected } from './propose-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;

export function PayoutsArea({
  tenantId,
  search,
  onSearchChange,
}: {
  tenantId: string;
  search: PayoutsSearch;
  onSearchChange: (next: PayoutsSearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const metadata = usePayoutMetadata(tenantId);
  const list = useListSearch(payoutsSearch, search, onSearchChange);
  const page = list.page;
  const listQuery = useMemo(() => toPayoutListQuery(search), [search]);
  const query = usePayoutList(tenantId, listQuery);
  // The search box: typed text goes to the URL (and the list) 300 ms after the last key, replacing the entry.
  const [text, setText] = useState(search.search ?? '');
  const commitText = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next !== search.search) onSearchChange(filterPayoutsSearch(search, { search: next }), { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setText((current) => (current.trim() === (search.search ?? '') ? current : (search.search ?? '')));
  }, [search.search]);
  const [selected, setSelected] = useState<Selected>(() => new Map());
  const [proposing, setProposing] = useState(false);
  const [openPayout, setOpenPayout] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const selectable = items.filter(canSelectPayout);
  const allOnPage = selectable.length > 0 && selectable.every((item) => selected.has(item.payoutId));
  const someOnPage = selectable.some((item) => selected.has(item.payoutId));
  const months = useMemo(() => {
    const set = new Set([
      ...(metadata.data?.byMonth.map((item) => item.accountingMonthId) ?? []),
      ...(metadata.data?.lockedMonths ?? []),
      ...(search.month ? [search.month] : []),
    ]);
    return [...set].sort().reverse();
  }, [metadata.data, search.month]);
  const label = (item: (typeof items)[number]) =>
    `${payoutPersonName(item.personNames, item.caseIdentifier)} · ${format.month(item.accountingMonthId)}`;
  const toggle = (item: (typeof items)[number], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.payoutId, { netAmount: item.netAmount, label: label(item) });
      else next.delete(item.payoutId);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of selectable) {
        if (on) next.set(item.payoutId, { netAmount: item.netAmount, label: label(item) });
        else next.delete(item.payoutId);
      }
      return next;
    });
  const carriers = useMemo(() => {
    const options = (metadata.data?.byCarrier ?? []).flatMap((item) =>
      item.carrierId ? [{ value: item.carrierId, label: item.carrierName ?? item.carrierId }] : [],
    );
    return search.carrier && !options.some((option) => option.value === search.carrier)
      ? [...options, { value: search.carrier, label: search.carrier }]
      : options;
  }, [metadata.data, search.carrier]);
  const filter = (changes: Partial<PayoutsSearch>) => onSearchChange(filterPayoutsSearch(search, changes));
  const filtered = PAYOUT_FILTER_KEYS.some((key) => search[key] !== undefined);
  const clearFilters = () => {
    commitText.cancel();
    setText('');
    filter(Object.fromEntries(PAYOUT_FILTER_KEYS.map((key) => [key, undefined])));
  };
  const selectedTotal = [...selected.values()].reduce((sum, item) => sum + amountToRappen(item.netAmount), 0);
  const onlyMonth = search.month !== undefined && PAYOUT_FILTER_KEYS.every((key) => key === 'month' || !search[key]);
  const columns = usePayoutColumns({
    isSelected: (item) => selected.has(item.payoutId),
    onToggle: toggle,
    onOpen: (item) => setOpenPayout(item.payoutId),
    selectPage: (
      <Checkbox
        aria-label={t('admin.payouts.selectPage')}
        checked={allOnPage}
        indeterminate={someOnPage && !allOnPage}
        disabled={selectable.length === 0}
        onChange={(event) => togglePage(event.currentTarget.checked)}
        data-testid="payouts-select-page"
      />
    ),
  });
  const emptyText = onlyMonth
    ? t('admin.payouts.emptyMonth', { month: format.month(search.month as string) })
    : filtered
      ? t('admin.payouts.emptyFiltered')
      : t('admin.payouts.empty');

  return (
    <Stack gap="xl">
      <PayoutsHeader tenantId={tenantId} onBuilt={(month) => filter({ month, status: 'DRAFT' })} />
      <Paper withBorder radius="md" p={0} data-testid="payouts-list">
        <Stack gap="sm" p="md">
          <Title order={2} size="h4">
            {t('admin.payouts.listTitle')}
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('admin.payouts.filters.search')}
              placeholder={t('admin.payouts.filters.searchPlaceholder')}
              leftSection={<IconSearch aria-hidden size={16} />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                commitText(event.currentTarget.value);
              }}
              maxLength={200}
              flex="1 1 240px"
              maw={420}
              type="search"
              data-testid="payouts-search"
            />
            <Select
              label={t('admin.payouts.filters.status')}
              placeholder={t('admin.payouts.filters.allStatuses')}
              data={PAYOUT_STATUS_FILTERS.map((value) => ({ value, label: t(`admin.payouts.statuses.${value}`) }))}
              value={search.status ?? null}
              onChange={(value) => filter({ status: (value as PayoutsSearch['status']) ?? undefined })}
              clearable
              w={{ base: '100%', xs: 200 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="payouts-filter-status"
            />
            <Select
              label={t('admin.payouts.filters.month')}
              placeholder={t('admin.payouts.filters.allMonths')}
              data={months.map((value) => ({ value, label: format.month(value) }))}
              value={search.month ?? null}
              onChange={(value) => filter({ month: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 200 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="payouts-filter-month"
            />
            <Select
              label={t('admin.payouts.filters.carrier')}
              placeholder={t('admin.payouts.filters.allCarriers')}
              data={carriers}
              value={search.carrier ?? null}
              onChange={(value) => filter({ carrier: value ?? undefined })}
              clearable
              w={{ base: '100%', xs: 220 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="payouts-filter-carrier"
            />
            <Select
              label={t('admin.payouts.filters.payee')}
              placeholder={t('admin.payouts.filters.allPayees')}
              data={PAYEE_KIND_FILTERS.map((value) => ({ value, label: t(`admin.payouts.payeeKinds.${value}`) }))}
              value={search.payee ?? null}
              onChange={(value) => filter({ payee: (value as PayoutsSearch['payee']) ?? undefined })}
              clearable
              w={{ base: '100%', xs: 200 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="payouts-filter-payee"
            />
            <Switch
              label={t('admin.payouts.filters.withProblems')}
              checked={search.problems === true}
              onChange={(event) => filter({ problems: event.currentTarget.checked })}
              mb={8}
              data-testid="payouts-filter-problems"
            />
          </Group>
          {query.data && query.data.totals.count > 0 && (
            <Text size="sm" c="dimmed" data-testid="payouts-list-totals">
              {t('admin.payouts.listTotals', {
                count: format.number(query.data.totals.count),
                net: format.chf(amountToRappen(query.data.totals.netAmount)),
                gross: format.chf(amountToRappen(query.data.totals.grossAmount)),
              })}
            </Text>
          )}
          {selected.size > 0 && (
            <Group gap="sm" wrap="wrap" data-testid="payouts-selection">
              <Text size="sm" fw={600}>
                {t('admin.payouts.selection', { count: selected.size, amount: format.chf(selectedTotal) })}
              </Text>
              <Button size="xs" leftSection={<IconSend aria-hidden size={14} />} onClick={() => setProposing(true)}>
                {t('admin.payouts.propose.open')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setSelected(new Map())}>
                {t('admin.payouts.clearSelection')}
              </Button>
            </Group>
          )}
          {query.isPending && (
            <Stack gap="xs" aria-busy>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={32} />
              ))}
            </Stack>
          )}
          {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
          {query.isSuccess && items.length === 0 && (
            <Group gap="sm" wrap="wrap" data-testid="payouts-empty">
              <Text size="sm" c="dimmed">
                {emptyText}
              </Text>
              {filtered && !onlyMonth && (
                <Button size="xs" variant="default" onClick={clearFilters} data-testid="payouts-clear-filters">
                  {t('admin.payouts.clearFilters')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        {items.length > 0 && isPhone && (
          <Stack gap="xs" px="sm" pb="sm">
            <Checkbox
              label={t('admin.payouts.selectPage')}
              checked={allOnPage}
              indeterminate={someOnPage && !allOnPage}
              disabled={selectable.length === 0}
              onChange={(event) => togglePage(event.currentTarget.checked)}
              data-testid="payouts-select-page"
            />
            <ListCards p={0} testId="payouts-table" dimmed={query.isPlaceholderData}>
              {items.map((item) => (
                <ListRowCard key={item.payoutId} columns={columns} row={item} testId="payout-row" />
              ))}
            </ListCards>
          </Stack>
        )}
        {items.length > 0 && !isPhone && (
          <Table.ScrollContainer minWidth={1040} type="native">
            <Table
              verticalSpacing="xs"
              highlightOnHover
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
              data-testid="payouts-table"
            >
              <ListTableHead
                columns={columns}
                bg={null}
                sort={{
                  ariaSort: list.ariaSort,
                  onSort: list.toggleSort,
                  title: (column) => t('admin.payouts.sortBy', { column }),
                  testId: (field) => `payouts-sort-${field}`,
                }}
              />
              <Table.Tbody>
                {items.map((item) => (
                  <ListTableRow
                    key={item.payoutId}
                    columns={columns}
                    row={item}
                    data-testid="payout-row"
                    data-status={item.status}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {query.data && query.data.totalCount > 0 && (
          <TablePagerFooter
            page={page}
            pageSize={PAYOUTS_PAGE_SIZE}
            totalCount={query.data.totalCount}
            onChange={list.setPage}
            i18nPrefix="admin.payouts.count"
            countTestId="payouts-count"
          />
        )}
      </Paper>
      <PayoutReleasesSection tenantId={tenantId} />
      {proposing && (
        <ProposeModal
          tenantId={tenantId}
          selected={selected}
          onClose={() => setProposing(false)}
          onProposed={() => setSelected(new Map())}
        />
      )}
      <PayoutDrawer tenantId={tenantId} payoutId={openPayout} onClose={() => setOpenPayout(null)} />
    </Stack>
  );
}
