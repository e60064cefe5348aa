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
  Stack,
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
import { useMemo } from 'react';
import type { AccountingLine } from '../../../../../src/contracts/accounting.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { CaseRiskBadges, chfToRappen, personName, UnitsText, useUnitNames, withCurrent } from '../../cases/index.ts';
import {
  ACCOUNTING_SORT_FIELDS,
  type AccountingSortField,
  CLAIM_TYPES,
  type ClaimType,
  type DailyAllowancesSearch,
  dailyAllowancesSearch,
  LINE_PAGE_SIZES,
  type LockState,
  pageCount,
  toLinesQuery,
  type YesNo,
} from '../accounting-search.ts';
import { useAccountingLines } from '../api/accounting-api.ts';
import { shortDateRange } from '../date-range.ts';
import { CorrectionBadge, LockStateBadge } from './accounting-badges.tsx';

/** Locked lines have their snapshot id; an open line is one per case, cover, period and kind of correction. */
const lineKey = (line: AccountingLine) =>
  line.snapshotId ??
  [line.caseId, line.coverageLine, line.startDate, line.endDate, line.correctionKind, line.correctedMonthId].join('|');

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
  const list = useListSearch(dailyAllowancesSearch, search, onSearchChange);
  const { page, pageSize, sort: sortBy, order: sortOrder, setFilter } = list;
  const [filtersOpen, filters] = useDisclosure(false);

  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));

  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const totals = query.data?.totals;
  const pages = pageCount(totalCount, pageSize);
  const isFiltered = list.isFiltered;
  const isTyping = searchText.trim() !== (search.search ?? '');

  useLastPageClamp(dailyAllowancesSearch, query, search, onSearchChange);

  const onSort = list.toggleSort;
  const resetFilters = () => {
    cancelSearch();
    list.clearFilters();
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

  const columns: ListColumn<AccountingLine, AccountingSortField>[] = [
    {
      id: 'person',
      header: t('accounting.lines.columns.person'),
      sort: 'LAST_NAME',
      minWidth: 160,
      cell: person,
      card: 'title',
    },
    {
      id: 'state',
      header: t('accounting.lines.columns.state'),
      // As narrow as its badges: the room goes to the names and the claim.
      th: { style: { width: '1%' } },
      cell: (line) => (
        <Stack gap={4} align="flex-start">
          {kindBadges(line)}
          <CaseRiskBadges
            withinShorttermRisk={line.isWithinShorttermRisk}
            withinContinuationOfPayment={line.isWithinContinuationOfPayment}
          />
        </Stack>
      ),
      card: { as: 'fact', label: null, value: kindBadges },
    },
    {
      id: 'period',
      header: t('accounting.lines.columns.period'),
      sort: 'START_DATE',
      nowrap: true,
      cell: (line) => (
        <>
          <Text size="sm">{range(line)}</Text>
          <Text size="xs" c="dimmed">
            {daysText(line.days)}
          </Text>
        </>
      ),
      card: {
        as: 'fact',
        value: (line) => (
          <>
            {range(line)} ({daysText(line.days)})
          </>
        ),
      },
    },
    {
      id: 'claim',
      header: t('accounting.lines.columns.claim'),
      cell: (line) => (
        <>
          <Text size="sm">{claimText(line)}</Text>
          <Text size="xs" c="dimmed">
            {t('accounting.lines.incapacity', { percent: format.percent(line.incapacityOfWork) })}
          </Text>
        </>
      ),
      card: { as: 'fact', value: claimText },
    },
    {
      id: 'dailyAllowance',
      header: t('accounting.lines.columns.dailyAllowance'),
      sort: 'DAILY_ALLOWANCE_RATE',
      align: 'right',
      nowrap: true,
      cell: (line) => (
        <>
          <Text size="sm">{chf(line.dailyAllowance)}</Text>
          <Text size="xs" c="dimmed">
            {t('accounting.lines.rate', { amount: chf(line.dailyRate) })}
          </Text>
        </>
      ),
      card: {
        as: 'fact',
        value: (line) => (
          <>
            {chf(line.dailyAllowance)} · {format.percent(line.incapacityOfWork)}
          </>
        ),
      },
    },
    {
      id: 'amount',
      header: t('accounting.lines.columns.amount'),
      sort: 'DAILY_ALLOWANCE_AMOUNT',
      align: 'right',
      nowrap: true,
      cell: (line) => (
        <Text size="sm" fw={700} data-testid="line-amount">
          {chf(line.amount)}
        </Text>
      ),
      card: {
        as: 'subtitle',
        value: (line) => (
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
            {chf(line.amount)}
          </Text>
        ),
      },
    },
    {
      id: 'unit',
      header: t('accounting.lines.columns.unit'),
      cell: (line) => <UnitsText units={units} subunitId={line.companySubunitId} groupId={line.processingGroupId} />,
      card: { as: 'fact', value: (line) => units.unitsLine(line.companySubunitId, line.processingGroupId) },
    },
  ];
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

      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={lineKey}
        rowTestId={() => 'line-row'}
        rowProps={(line) => ({
          'data-locked': line.isLocked,
          'data-correction': line.isCorrection,
          style: rowStyle(line),
        })}
        cardFrame={(line, content) => (
          <div style={{ ...rowStyle(line), margin: '-4px -12px', padding: '4px 12px', borderRadius: 8 }}>
            <Stack gap={4}>{content}</Stack>
          </div>
        )}
        sort={{
          ariaSort: list.ariaSort,
          onSort,
          title: (column) => t('accounting.lines.sortBy', { column }),
          testId: (field) => `lines-sort-${field}`,
        }}
        minWidth={900}
        horizontalSpacing="sm"
        testId="lines-table"
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={Math.min(pageSize, 8)}
        loadingCards={Math.min(pageSize, 6)}
        empty={emptyState}
      />

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
            onChange={(value) => list.setPageSize(Number(value))}
            allowDeselect={false}
            w={150}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <TranslatedPagination pageCount={pages} page={page} onChange={list.setPage} testId="lines-pagination" />
        </Group>
      </Group>
    </Card>
  );
}
