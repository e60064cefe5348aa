// The admin's payouts of a tenant (issue 15 scope 5, decisions 0031 and 0033): the totals per status, the drafts
// with problems and the open offsets; drafts built for a locked month (regenerate-for-month: created, replaced,
// unchanged); the payouts with filters in the URL (status, month, with problems, a debounced search by name,
// personnel or case number, carrier, payee), sortable columns and paging; DRAFT payouts without
// problems selected and proposed for release on a Swiss bank business day (the first pair of eyes; a refusal lists
// each payout's problems); the releases (approve, cancel, payment files, statements); one payout in a drawer.
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconHammer, IconSearch, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCards, ListCardValue } from '../../../components/list-card.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { usePayoutList, usePayoutMetadata, useProposeRelease, useRegeneratePayouts } from '../api/admin-payouts.ts';
import {
  amountToRappen,
  defaultExecutionDate,
  filterPayoutsSearch,
  PAYEE_KIND_FILTERS,
  PAYOUT_FILTER_KEYS,
  PAYOUT_STATUS_FILTERS,
  PAYOUTS_PAGE_SIZE,
  type PayoutSortField,
  type PayoutsSearch,
  releaseRefusals,
  togglePayoutsSort,
  toPayoutListQuery,
} from '../payouts-search.ts';
import { PayoutDrawer } from './payout-drawer.tsx';
import { PayoutStatusBadge, ProblemsBadge, payoutPersonName, problemText } from './payout-parts.tsx';
import { PayoutReleasesSection } from './payout-releases.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const todayInZurich = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

type Selected = Map<string, { netAmount: string; label: string }>;

/** A column header that sorts the list (the same column again flips the order). */
function SortableHeader({
  field,
  label,
  search,
  onSort,
  align,
}: {
  field: PayoutSortField;
  label: string;
  search: PayoutsSearch;
  onSort: (field: PayoutSortField) => void;
  align?: 'right';
}) {
  const { t } = useTranslation();
  const active = (search.sortBy ?? 'LAST_NAME') === field;
  const order = search.sortOrder ?? 'ASC';
  const sort = !active ? 'none' : order === 'ASC' ? 'ascending' : 'descending';
  return (
    <SortableTh
      label={label}
      title={t('admin.payouts.sortBy', { column: label })}
      sort={sort}
      onSort={() => onSort(field)}
      testId={`payouts-sort-${field}`}
      align={align}
    />
  );
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function PayoutsHeader({ tenantId, onBuilt }: { tenantId: string; onBuilt: (month: string) => void }) {
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

function ProposeModal({
  tenantId,
  selected,
  onClose,
  onProposed,
}: {
  tenantId: string;
  selected: Selected;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const propose = useProposeRelease(tenantId);
  const [date, setDate] = useState<string | null>(() => defaultExecutionDate(todayInZurich()));
  const [comment, setComment] = useState('');
  const total = [...selected.values()].reduce((sum, item) => sum + amountToRappen(item.netAmount), 0);
  const refusals = isApiError(propose.error) ? releaseRefusals(propose.error.body) : [];
  return (
    <Modal opened onClose={onClose} title={t('admin.payouts.propose.title')} size="lg" centered>
      <Stack gap="md" data-testid="propose-modal">
        {propose.isSuccess ? (
          <TintedAlert color="teal" data-testid="propose-done">
            {t('admin.payouts.propose.done', {
              count: propose.data.payoutCount,
              amount: format.chf(amountToRappen(propose.data.totalAmount)),
            })}
          </TintedAlert>
        ) : (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Figure label={t('admin.payouts.propose.count')} value={format.number(selected.size)} />
              <Figure label={t('admin.payouts.propose.total')} value={format.chf(total)} testId="propose-total" />
            </SimpleGrid>
            <SwissDateInput
              label={t('admin.payouts.propose.executionDate')}
              description={t('admin.payouts.propose.executionHint')}
              value={date}
              onChange={setDate}
              required
              data-testid="propose-date"
            />
            <Textarea
              label={t('admin.payouts.propose.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <Text size="sm" c="dimmed">
              {t('admin.payouts.propose.fourEyes')}
            </Text>
            {propose.error != null && <ErrorAlert error={propose.error} />}
            {refusals.length > 0 && (
              <List size="sm" spacing={4} data-testid="propose-refusals">
                {refusals.map((refusal) => (
                  <List.Item key={refusal.payoutId}>
                    <Text span size="sm" fw={600}>
                      {selected.get(refusal.payoutId)?.label ?? refusal.payoutId}
                    </Text>
                    {`: ${refusal.problems.map((problem) => problemText(t, problem)).join('; ')}`}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={propose.isPending}>
            {propose.isSuccess ? t('common.close') : t('common.cancel')}
          </Button>
          {!propose.isSuccess && (
            <Button
              leftSection={<IconSend aria-hidden size={16} />}
              disabled={!date || selected.size === 0}
              loading={propose.isPending}
              onClick={() =>
                date &&
                propose.mutate(
                  { payoutIds: [...selected.keys()], requestedExecutionDate: date, comment },
                  { onSuccess: onProposed },
                )
              }
              data-testid="propose-confirm"
            >
              {t('admin.payouts.propose.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

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
  const page = search.page ?? 1;
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
  const selectable = items.filter((item) => item.status === 'DRAFT' && item.problems.length === 0);
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
  const onSort = (field: PayoutSortField) => onSearchChange(togglePayoutsSort(search, field));
  const filtered = PAYOUT_FILTER_KEYS.some((key) => search[key] !== undefined);
  const clearFilters = () => {
    commitText.cancel();
    setText('');
    filter(Object.fromEntries(PAYOUT_FILTER_KEYS.map((key) => [key, undefined])));
  };
  const selectedTotal = [...selected.values()].reduce((sum, item) => sum + amountToRappen(item.netAmount), 0);
  const onlyMonth = search.month !== undefined && PAYOUT_FILTER_KEYS.every((key) => key === 'month' || !search[key]);
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
              {items.map((item) => {
                const canSelect = item.status === 'DRAFT' && item.problems.length === 0;
                const name = payoutPersonName(item.personNames, item.caseIdentifier);
                return (
                  <ListCard key={item.payoutId} testId="payout-row">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Group gap="xs" align="flex-start" wrap="nowrap">
                        {canSelect && (
                          <PayoutSelectBox
                            name={name}
                            checked={selected.has(item.payoutId)}
                            onChange={(checked) => toggle(item, checked)}
                            mt={2}
                          />
                        )}
                        <PayoutPerson
                          name={name}
                          personnelNumber={item.personNames.personnelNumber}
                          onOpen={() => setOpenPayout(item.payoutId)}
                        />
                      </Group>
                      <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {format.chf(amountToRappen(item.netAmount))}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="wrap">
                      <PayoutStatusBadge status={item.status} />
                      <ProblemsBadge problems={item.problems} />
                    </Group>
                    <ListCardValue label={t('admin.payouts.columns.month')}>
                      {format.month(item.accountingMonthId)}
                    </ListCardValue>
                    {item.caseNumber !== null && (
                      <ListCardValue label={t('admin.payouts.columns.case')}>{item.caseNumber}</ListCardValue>
                    )}
                    <ListCardValue label={t('admin.payouts.columns.payee')}>
                      {item.billingDetails?.name ?? '–'} ({t(`admin.payouts.payeeKinds.${item.payeeKind}`)})
                    </ListCardValue>
                    <ListCardValue label={t('admin.payouts.columns.carrier')}>
                      {item.carrier?.name ?? t('admin.payouts.noCarrier')}
                    </ListCardValue>
                  </ListCard>
                );
              })}
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
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('admin.payouts.selectPage')}
                      checked={allOnPage}
                      indeterminate={someOnPage && !allOnPage}
                      disabled={selectable.length === 0}
                      onChange={(event) => togglePage(event.currentTarget.checked)}
                      data-testid="payouts-select-page"
                    />
                  </Table.Th>
                  <SortableHeader
                    field="LAST_NAME"
                    label={t('admin.payouts.columns.person')}
                    search={search}
                    onSort={onSort}
                  />
                  <SortableHeader
                    field="ACCOUNTING_MONTH"
                    label={t('admin.payouts.columns.month')}
                    search={search}
                    onSort={onSort}
                  />
                  <SortableHeader
                    field="CASE_NUMBER"
                    label={t('admin.payouts.columns.case')}
                    search={search}
                    onSort={onSort}
                  />
                  <Table.Th>{t('admin.payouts.columns.payee')}</Table.Th>
                  <Table.Th>{t('admin.payouts.columns.carrier')}</Table.Th>
                  <SortableHeader
                    field="NET_AMOUNT"
                    label={t('admin.payouts.columns.net')}
                    search={search}
                    onSort={onSort}
                    align="right"
                  />
                  <Table.Th>{t('admin.payouts.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const canSelect = item.status === 'DRAFT' && item.problems.length === 0;
                  const name = payoutPersonName(item.personNames, item.caseIdentifier);
                  return (
                    <Table.Tr key={item.payoutId} data-testid="payout-row" data-status={item.status}>
                      <Table.Td>
                        {canSelect && (
                          <PayoutSelectBox
                            name={name}
                            checked={selected.has(item.payoutId)}
                            onChange={(checked) => toggle(item, checked)}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <PayoutPerson
                          name={name}
                          personnelNumber={item.personNames.personnelNumber}
                          onOpen={() => setOpenPayout(item.payoutId)}
                        />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm">{format.month(item.accountingMonthId)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.caseNumber ?? '–'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm">{item.billingDetails?.name ?? '–'}</Text>
                          <Text size="xs" c="dimmed">
                            {t(`admin.payouts.payeeKinds.${item.payeeKind}`)}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.carrier?.name ?? t('admin.payouts.noCarrier')}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                          {format.chf(amountToRappen(item.netAmount))}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <PayoutStatusBadge status={item.status} />
                          <ProblemsBadge problems={item.problems} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {query.data && query.data.totalCount > 0 && (
          <TablePagerFooter
            page={page}
            pageSize={PAYOUTS_PAGE_SIZE}
            totalCount={query.data.totalCount}
            onChange={(next) => onSearchChange({ ...search, ...(next > 1 ? { page: next } : { page: undefined }) })}
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
