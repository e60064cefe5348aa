// A month's lines (issue 14, decision 0030): locked snapshot lines and the open claim lines, server-side search,
// filters, sort and paging in the URL (accounting-search.ts); the totals of every selected line (all pages);
// corrections (C12) highlighted with the month they correct; locked and open lines told apart by a badge and the
// row's edge. Phones get a card per line.
import {
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowUp,
  IconFilterOff,
  IconListDetails,
  IconSearch,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { AccountingLine } from '../../../../../src/contracts/accounting.ts';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { CaseRiskBadges, chfToRappen, personName, UnitsCell, useUnitNames, withCurrent } from '../../cases/index.ts';
import {
  ACCOUNTING_SORT_FIELDS,
  type AccountingSortField,
  ariaSort,
  CLAIM_TYPES,
  type ClaimType,
  clearFilters,
  type DailyAllowancesSearch,
  hasActiveFilters,
  LINE_PAGE_SIZES,
  type LockState,
  pageCount,
  resolvedSearch,
  toggleSort,
  toLinesQuery,
  updateSearch,
  withFilter,
  type YesNo,
} from '../accounting-search.ts';
import { useAccountingLines } from '../api/accounting-api.ts';
import { shortDateRange } from '../date-range.ts';
import { CorrectionBadge, LockStateBadge } from './accounting-badges.tsx';

/** Locked lines have their snapshot id; an open line is one per case, cover, period and kind of correction. */
const lineKey = (line: AccountingLine) =>
  line.snapshotId ??
  [line.caseId, line.coverageLine, line.startDate, line.endDate, line.correctionKind, line.correctedMonthId].join('|');

function SortableHeader({
  field,
  label,
  search,
  onSort,
  align,
}: {
  field: AccountingSortField;
  label: string;
  search: DailyAllowancesSearch;
  onSort: (field: AccountingSortField) => void;
  align?: 'right';
}) {
  const { t } = useTranslation();
  const sort = ariaSort(search, field);
  return (
    <SortableTh
      label={label}
      title={t('accounting.lines.sortBy', { column: label })}
      sort={sort}
      onSort={() => onSort(field)}
      testId={`lines-sort-${field}`}
      align={align}
    />
  );
}

export function AccountingLines({
  month,
  search,
  onSearchChange,
}: {
  month: string;
  search: DailyAllowancesSearch;
  onSearchChange: (next: DailyAllowancesSearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const units = useUnitNames();
  const canOpenCases = usePermission('insurance.ktg.view');
  const canOpenAccidents = usePermission('insurance.uvg.view');
  const linesQuery = useMemo(() => toLinesQuery(search), [search]);
  const query = useAccountingLines(month, linesQuery);
  const { page, pageSize, sortBy, sortOrder } = resolvedSearch(search);
  const [filtersOpen, filters] = useDisclosure(false);

  const setFilter = (changes: Parameters<typeof withFilter>[1]) =>
    onSearchChange(withFilter(search, changes), { replace: true });
  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));

  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const totals = query.data?.totals;
  const pages = pageCount(totalCount, pageSize);
  const isFiltered = hasActiveFilters(search);
  const isTyping = searchText.trim() !== (search.search ?? '');
  const isLoading = query.isPending;

  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && totalCount > 0 && page > pages) {
      onSearchChange(updateSearch(search, { page: pages }), { replace: true });
    }
  }, [query.isSuccess, query.isPlaceholderData, totalCount, page, pages, search, onSearchChange]);

  const onSort = (field: AccountingSortField) => onSearchChange(toggleSort(search, field));
  const resetFilters = () => {
    cancelSearch();
    onSearchChange(clearFilters(search));
  };
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  // The page shows one month: day and month suffice ('01.03.–31.03.'), the year only across a year end.
  const range = (line: AccountingLine) => shortDateRange(line.startDate, line.endDate);
  const daysText = (days: number) =>
    Math.abs(days) === 1
      ? t('accounting.lines.daysOne')
      : t('accounting.lines.daysOther', { days: format.number(days) });

  const caseLink = (line: AccountingLine) => {
    const to =
      line.claimType === 'ACCIDENT'
        ? canOpenAccidents
          ? '/insurance/uvg/$caseId'
          : null
        : canOpenCases
          ? '/insurance/ktg/$caseId'
          : null;
    const name = personName(line);
    return to ? (
      <Anchor
        renderRoot={(props) => <Link {...props} to={to} params={{ caseId: line.caseId }} search={{}} />}
        size="sm"
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Anchor>
    ) : (
      <Text size="sm" fw={600}>
        {name}
      </Text>
    );
  };
  const person = (line: AccountingLine) => (
    <Stack gap={0}>
      {caseLink(line)}
      <Text size="xs" c="dimmed">
        {[line.personnelNumber, t('accounting.lines.caseNumber', { number: line.caseNumber })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
  const kindBadges = (line: AccountingLine) => (
    <Group gap={4} wrap="wrap">
      <LockStateBadge isLocked={line.isLocked} />
      {line.isCorrection && <CorrectionBadge kind={line.correctionKind} correctedMonthId={line.correctedMonthId} />}
    </Group>
  );
  const claimText = (line: AccountingLine) =>
    `${t(`accounting.claimTypes.${line.claimType}`)} · ${t(`cases.coverageLines.${line.coverageLine}`)}`;
  const rowStyle = (line: AccountingLine) => ({
    background: line.isCorrection ? 'var(--mantine-color-orange-0)' : undefined,
    boxShadow: `inset 3px 0 0 var(--mantine-color-${line.isLocked ? 'teal' : 'blue'}-6)`,
  });

  const yesNo = (prefix: 'risk' | 'lfz') => [
    { value: 'yes', label: t(`cases.list.filters.${prefix}Yes`) },
    { value: 'no', label: t(`cases.list.filters.${prefix}No`) },
  ];
  const filterFields = (
    <>
      <Select
        label={t('accounting.lines.filters.claimType')}
        placeholder={t('cases.list.filters.all')}
        data={CLAIM_TYPES.map((type) => ({ value: type, label: t(`accounting.claimTypes.${type}`) }))}
        value={search.claimType ?? null}
        onChange={(value) => setFilter({ claimType: (value ?? undefined) as ClaimType | undefined })}
        clearable
        w={{ base: '100%', xs: 160 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-claim-type"
      />
      <Select
        label={t('cases.list.filters.subunit')}
        placeholder={t('cases.list.filters.all')}
        data={withCurrent(units.subunitOptions, search.subunit)}
        value={search.subunit ?? null}
        onChange={(value) => setFilter({ subunit: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('cases.list.filters.noMatch')}
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-subunit"
      />
      <Select
        label={t('cases.list.filters.processingGroup')}
        placeholder={t('cases.list.filters.all')}
        data={withCurrent(units.groupOptions, search.group)}
        value={search.group ?? null}
        onChange={(value) => setFilter({ group: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('cases.list.filters.noMatch')}
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-group"
      />
      <Select
        label={t('cases.list.filters.risk')}
        placeholder={t('cases.list.filters.any')}
        data={yesNo('risk')}
        value={search.risk ?? null}
        onChange={(value) => setFilter({ risk: (value ?? undefined) as YesNo | undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-risk"
      />
      <Select
        label={t('cases.list.filters.lfz')}
        placeholder={t('cases.list.filters.any')}
        data={yesNo('lfz')}
        value={search.lfz ?? null}
        onChange={(value) => setFilter({ lfz: (value ?? undefined) as YesNo | undefined })}
        clearable
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-lfz"
      />
      <Select
        label={t('accounting.lines.filters.lock')}
        placeholder={t('accounting.lines.filters.lockAll')}
        data={(['locked', 'open'] as const).map((state) => ({
          value: state,
          label: t(`accounting.lines.filters.lock_${state}`),
        }))}
        value={search.lock ?? null}
        onChange={(value) => setFilter({ lock: (value ?? undefined) as LockState | undefined })}
        clearable
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-lock"
      />
      <Select
        label={t('accounting.lines.filters.corrections')}
        placeholder={t('accounting.lines.filters.correctionsAll')}
        data={[{ value: 'yes', label: t('accounting.lines.filters.correctionsOnly') }]}
        value={search.corrections ?? null}
        onChange={(value) => setFilter({ corrections: value === 'yes' ? 'yes' : undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="lines-filter-corrections"
      />
      {isFiltered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={resetFilters}
          data-testid="lines-clear-filters"
        >
          {t('cases.list.clearFilters')}
        </Button>
      )}
    </>
  );

  const sortSelect = (compact: boolean) => (
    <Select
      label={compact ? undefined : t('accounting.lines.sortLabel')}
      aria-label={compact ? t('accounting.lines.sortLabel') : undefined}
      w={compact ? 250 : undefined}
      size="sm"
      data={ACCOUNTING_SORT_FIELDS.map((field) => ({ value: field, label: t(`accounting.lines.sortFields.${field}`) }))}
      value={sortBy}
      leftSection={
        sortOrder === 'ASC' ? <IconArrowUp aria-hidden size={14} /> : <IconArrowDown aria-hidden size={14} />
      }
      onChange={(value) => value && onSort(value as AccountingSortField)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="lines-sort-select"
    />
  );

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="lines-empty">
      <IconListDetails aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {isFiltered ? (
        <>
          <Text fw={600}>{t('accounting.lines.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('accounting.lines.empty.filteredHint')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterOff aria-hidden size={14} />}
            onClick={resetFilters}
          >
            {t('cases.list.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('accounting.lines.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t('accounting.lines.empty.noneHint')}
          </Text>
        </>
      )}
    </Stack>
  );

  const cards = (
    <>
      {isLoading && <ListCardSkeletons count={Math.min(pageSize, 6)} />}
      {!isLoading && query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {items.map((line) => (
        <ListCard key={lineKey(line)} testId="line-row">
          <div style={{ ...rowStyle(line), margin: '-4px -12px', padding: '4px 12px', borderRadius: 8 }}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                {person(line)}
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
                  {chf(line.amount)}
                </Text>
              </Group>
              {kindBadges(line)}
              <ListCardValue label={t('accounting.lines.columns.period')}>
                {range(line)} ({daysText(line.days)})
              </ListCardValue>
              <ListCardValue label={t('accounting.lines.columns.claim')}>{claimText(line)}</ListCardValue>
              <ListCardValue label={t('accounting.lines.columns.dailyAllowance')}>
                {chf(line.dailyAllowance)} · {format.percent(line.incapacityOfWork)}
              </ListCardValue>
              {units.unitsLine(line.companySubunitId, line.processingGroupId) && (
                <ListCardValue label={t('accounting.lines.columns.unit')}>
                  {units.unitsLine(line.companySubunitId, line.processingGroupId)}
                </ListCardValue>
              )}
            </Stack>
          </div>
        </ListCard>
      ))}
    </>
  );

  const columnCount = 7;
  const total = (label: string, value: string, testId: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Card padding={0} data-testid="accounting-lines">
      <Stack gap="sm" p="md">
        <Title order={2} size="h4">
          {t('accounting.lines.title', { month: format.month(month) })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="lines-totals">
          {total(t('accounting.lines.totals.amount'), totals ? chf(totals.amount) : '…', 'lines-total-amount')}
          {total(t('accounting.lines.totals.days'), totals ? format.number(totals.days) : '…', 'lines-total-days')}
          {total(
            t('accounting.lines.totals.corrections'),
            totals ? chf(totals.correctionAmount) : '…',
            'lines-total-corrections',
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {isFiltered ? t('accounting.lines.totals.hintFiltered') : t('accounting.lines.totals.hint')}
        </Text>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('accounting.lines.filters.search')}
            placeholder={t('cases.list.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={200}
            flex="1 1 220px"
            type="search"
            data-testid="lines-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="lines-filters"
              data-testid="lines-filters-toggle"
            >
              {isFiltered ? t('cases.list.filters.toggleActive') : t('cases.list.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="lines-filters">
            <Stack gap="sm">
              {filterFields}
              {sortSelect(false)}
            </Stack>
          </Collapse>
        )}
      </Stack>

      <QueryTable
        query={query}
        minWidth={900}
        horizontalSpacing="sm"
        testId="lines-table"
        dimmed={query.isPlaceholderData || isTyping}
        cards={cards}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <SortableHeader
              field="LAST_NAME"
              label={t('accounting.lines.columns.person')}
              search={search}
              onSort={onSort}
            />
            {/* As narrow as its badges: the room goes to the names and the claim. */}
            <Table.Th style={{ width: '1%' }}>{t('accounting.lines.columns.state')}</Table.Th>
            <SortableHeader
              field="START_DATE"
              label={t('accounting.lines.columns.period')}
              search={search}
              onSort={onSort}
            />
            <Table.Th>{t('accounting.lines.columns.claim')}</Table.Th>
            <SortableHeader
              field="DAILY_ALLOWANCE_RATE"
              label={t('accounting.lines.columns.dailyAllowance')}
              search={search}
              onSort={onSort}
              align="right"
            />
            <SortableHeader
              field="DAILY_ALLOWANCE_AMOUNT"
              label={t('accounting.lines.columns.amount')}
              search={search}
              onSort={onSort}
              align="right"
            />
            <Table.Th>{t('accounting.lines.columns.unit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading &&
            Array.from({ length: Math.min(pageSize, 8) }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
              <Table.Tr key={row} style={{ height: 56 }}>
                <Table.Td colSpan={columnCount}>
                  <Skeleton height={14} radius="sm" width={`${60 + ((row * 7) % 30)}%`} />
                </Table.Td>
              </Table.Tr>
            ))}
          {!isLoading && query.isSuccess && items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{emptyState}</Table.Td>
            </Table.Tr>
          )}
          {items.map((line) => (
            <Table.Tr
              key={lineKey(line)}
              data-testid="line-row"
              data-locked={line.isLocked}
              data-correction={line.isCorrection}
              style={rowStyle(line)}
            >
              <Table.Td miw={160}>{person(line)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {kindBadges(line)}
                  <CaseRiskBadges
                    withinShorttermRisk={line.isWithinShorttermRisk}
                    withinContinuationOfPayment={line.isWithinContinuationOfPayment}
                  />
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{range(line)}</Text>
                <Text size="xs" c="dimmed">
                  {daysText(line.days)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{claimText(line)}</Text>
                <Text size="xs" c="dimmed">
                  {t('accounting.lines.incapacity', { percent: format.percent(line.incapacityOfWork) })}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Text size="sm">{chf(line.dailyAllowance)}</Text>
                <Text size="xs" c="dimmed">
                  {t('accounting.lines.rate', { amount: chf(line.dailyRate) })}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={700} data-testid="line-amount">
                  {chf(line.amount)}
                </Text>
              </Table.Td>
              <UnitsCell units={units} subunitId={line.companySubunitId} groupId={line.processingGroupId} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>

      <Group justify="space-between" p="md" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid="lines-count">
          {totalCount === 1
            ? t('accounting.lines.countOne')
            : t('accounting.lines.countOther', { total: format.number(totalCount) })}
        </Text>
        <Group gap="md" wrap="wrap">
          {!isPhone && sortSelect(true)}
          <Select
            aria-label={t('cases.list.pageSize')}
            data={LINE_PAGE_SIZES.map((size) => ({ value: String(size), label: t('cases.list.perPage', { size }) }))}
            value={String(pageSize)}
            onChange={(value) => onSearchChange(updateSearch(search, { pageSize: Number(value), page: 1 }))}
            allowDeselect={false}
            w={150}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <TranslatedPagination
            pageCount={pages}
            page={page}
            onChange={(next) => onSearchChange(updateSearch(search, { page: next }))}
            testId="lines-pagination"
          />
        </Group>
      </Group>
    </Card>
  );
}
