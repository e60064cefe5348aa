// A case list (issue 13): the KTG area (sickness cases), the UVG area (accident cases) and the case management's
// cases (sickness cases) are this one list with the area's claim type. Server-side search, filters, sort and paging
// kept in the URL (cases-search.ts); names instead of codes for subunits and processing groups; a row opens the case
// detail under the area's path, so the navigation keeps the area marked and the detail links back to it.
import { Anchor, Button, Card, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowUp,
  IconCalendarOff,
  IconFilterOff,
  IconFolderOpen,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import type { CaseItem } from '../../../../../src/contracts/cases.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { SavedFiltersMenu } from '../../saved-filters/index.ts';
import { useCases } from '../api/get-cases.ts';
import { chfToRappen, personName } from '../case-display.ts';
import {
  CASE_AREAS,
  CASE_PAGE_SIZES,
  CASE_SORT_FIELDS,
  CASE_STATUSES,
  type CaseAreaId,
  type CaseSortField,
  type CaseStatus,
  type CasesSearch,
  CLAIM_PROCESSING_STATUSES,
  type ClaimProcessingStatus,
  casesSearchOf,
  pageCount,
  toCasesQuery,
  type YesNo,
} from '../cases-search.ts';
import { CaseStatusBadge } from './case-badges.tsx';
import { UnitsText } from './units-cell.tsx';
import { useUnitNames, withCurrent } from './use-unit-names.ts';

export type CasesAreaProps = {
  areaId: CaseAreaId;
  search: CasesSearch;
  onSearchChange: (next: CasesSearch, options?: { replace?: boolean }) => void;
  /** employee.absences.view: the empty list points to the absences, where cases come from. */
  canOpenAbsences: boolean;
  /** dataHub.view: the empty list offers the upload. */
  canOpenDataHub: boolean;
};

export function CasesArea({ areaId, search, onSearchChange, canOpenAbsences, canOpenDataHub }: CasesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const area = CASE_AREAS[areaId];
  const isAccident = area.claimType === 'ACCIDENT';
  const casesQuery = useMemo(() => toCasesQuery(search, areaId), [search, areaId]);
  const query = useCases(casesQuery);
  const units = useUnitNames();
  const casesSearch = casesSearchOf(areaId);
  // Each area's list has its own saved filters: `ktg-cases`, `uvg-cases`, `cases`.
  const savedFiltersListId = areaId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const list = useListSearch(casesSearch, search, onSearchChange);
  const { page, pageSize, sort: sortBy, order: sortOrder, setFilter } = list;
  const [filtersOpen, filters] = useDisclosure(false);

  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));

  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, pageSize);
  const isFiltered = list.isFiltered;
  const isTyping = searchText.trim() !== (search.search ?? '');

  // A page beyond the end (fewer cases than before, or a hand-edited URL): show the last page instead.
  useLastPageClamp(casesSearch, query, search, onSearchChange);

  const onSort = list.toggleSort;
  const resetFilters = () => {
    cancelSearch();
    list.clearFilters();
  };

  const chf = (amount: string | null) => (amount === null ? '–' : format.chf(chfToRappen(amount)));
  const range = (item: CaseItem) =>
    item.absentFrom === item.absentTo
      ? format.date(item.absentFrom)
      : `${format.date(item.absentFrom)} – ${format.date(item.absentTo)}`;
  const daysText = (days: number) =>
    days === 1 ? t('cases.list.daysOne') : t('cases.list.daysOther', { days: format.number(days) });
  const benefitDays = (item: CaseItem) => format.number(item.caseCounters.benefitDaysUsed);
  /** An accident case's amount by coverage line, one line each ("UVG CHF 5'475.80"). */
  const splitLines = (item: CaseItem) =>
    (['UVG', 'UVGZ'] as const)
      .filter((line) => item.allowance.amountByCoverageLine[line] !== undefined)
      .map((line) => `${t(`cases.coverageLines.${line}`)} ${chf(item.allowance.amountByCoverageLine[line] ?? null)}`);
  /** A case that pays stands out; CHF 0.00 (waiting period only) is dimmed. */
  const totalStyle = (item: CaseItem) =>
    chfToRappen(item.allowance.totalAmount) > 0 ? { fw: 700 } : { fw: 400, c: 'dimmed' };
  const unitText = (item: CaseItem) =>
    units.unitsLine(item.accountingCompanySubunitId, item.accountingProcessingGroupId);

  const caseLink = (item: CaseItem, children: ReactNode, testId?: string) => (
    <Anchor
      renderRoot={(props) => <Link {...props} to={area.detailPath} params={{ caseId: item.caseId }} search={{}} />}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
      data-testid={testId}
    >
      {children}
    </Anchor>
  );

  const person = (item: CaseItem) => (
    <Stack gap={0}>
      {caseLink(item, personName(item), `case-link-${item.caseId}`)}
      <Text size="xs" c="dimmed">
        {[item.personnelNumber, t('cases.list.caseNumber', { number: item.caseNumber })].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="cases-empty">
      <IconFolderOpen aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {isFiltered ? (
        <>
          <Text fw={600}>{t('cases.list.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('cases.list.empty.filteredHint')}
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
          <Text fw={600}>{t('cases.list.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {isAccident ? t('cases.list.empty.noneAccident') : t('cases.list.empty.noneSickness')}
          </Text>
          <Group gap="sm" justify="center">
            {canOpenAbsences && (
              <Button
                component={Link}
                to="/absences"
                variant="default"
                size="xs"
                leftSection={<IconCalendarOff aria-hidden size={14} />}
              >
                {t('cases.list.empty.absences')}
              </Button>
            )}
            {canOpenDataHub && (
              <Button
                component={Link}
                to="/data-hub"
                variant="default"
                size="xs"
                leftSection={<IconUpload aria-hidden size={14} />}
              >
                {t('cases.list.empty.dataHub')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );

  const yesNoOptions = (prefix: 'risk' | 'lfz') => [
    { value: 'yes', label: t(`cases.list.filters.${prefix}Yes`) },
    { value: 'no', label: t(`cases.list.filters.${prefix}No`) },
  ];

  const filterFields = (
    <>
      <Select
        label={t('cases.list.filters.status')}
        placeholder={t('cases.list.filters.all')}
        data={CASE_STATUSES.map((status) => ({ value: status, label: t(`cases.statuses.${status}`) }))}
        value={search.status ?? null}
        onChange={(value) => setFilter({ status: (value ?? undefined) as CaseStatus | undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-status"
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
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-subunit"
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
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-group"
      />
      <Select
        label={t('cases.list.filters.risk')}
        placeholder={t('cases.list.filters.any')}
        data={yesNoOptions('risk')}
        value={search.risk ?? null}
        onChange={(value) => setFilter({ risk: (value ?? undefined) as YesNo | undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-risk"
      />
      <Select
        label={t('cases.list.filters.lfz')}
        placeholder={t('cases.list.filters.any')}
        data={yesNoOptions('lfz')}
        value={search.lfz ?? null}
        onChange={(value) => setFilter({ lfz: (value ?? undefined) as YesNo | undefined })}
        clearable
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-lfz"
      />
      <Select
        label={t('cases.list.filters.processing')}
        placeholder={t('cases.list.filters.all')}
        data={CLAIM_PROCESSING_STATUSES.map((status) => ({
          value: status,
          label: t(`cases.processingStatuses.${status}`),
        }))}
        value={search.processing ?? null}
        onChange={(value) => setFilter({ processing: (value ?? undefined) as ClaimProcessingStatus | undefined })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cases-filter-processing"
      />
      <SwissDateInput
        label={t('cases.list.filters.from')}
        value={search.from ?? null}
        onChange={(value) => setFilter({ from: value ?? undefined })}
        maxDate={search.to}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="cases-filter-from"
      />
      <SwissDateInput
        label={t('cases.list.filters.to')}
        value={search.to ?? null}
        onChange={(value) => setFilter({ to: value ?? undefined })}
        minDate={search.from}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="cases-filter-to"
      />
      {isFiltered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={resetFilters}
          data-testid="cases-clear-filters"
        >
          {t('cases.list.clearFilters')}
        </Button>
      )}
      <SavedFiltersMenu
        listId={savedFiltersListId}
        definition={casesSearch}
        search={search}
        onApply={(next) => {
          cancelSearch();
          onSearchChange(next);
        }}
        testId="cases-saved-filters"
      />
    </>
  );

  const sortSelect = (compact: boolean) => (
    <Select
      label={compact ? undefined : t('cases.list.sortLabel')}
      aria-label={compact ? t('cases.list.sortLabel') : undefined}
      w={compact ? 280 : undefined}
      size={compact ? 'sm' : undefined}
      data={CASE_SORT_FIELDS.map((field) => ({ value: field, label: t(`cases.list.sortFields.${field}`) }))}
      value={sortBy}
      leftSection={
        sortOrder === 'ASC' ? <IconArrowUp aria-hidden size={14} /> : <IconArrowDown aria-hidden size={14} />
      }
      onChange={(value) => value && onSort(value as CaseSortField)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="cases-sort-select"
    />
  );

  const columns: ListColumn<CaseItem, CaseSortField>[] = [
    {
      id: 'person',
      header: t('cases.list.columns.person'),
      sort: 'LAST_NAME',
      cell: person,
      minWidth: 180,
      card: 'title',
    },
    {
      // The status only: the risk and LFZ flags say "some day of the case was …", true for almost every case (each
      // starts in the waiting period, C11, and within the employer's pay, C9), so they stay on the detail and in
      // the filters (decision 0042).
      id: 'status',
      header: t('cases.list.columns.status'),
      cell: (item) => <CaseStatusBadge status={item.status} />,
      card: { as: 'subtitle', value: (item) => <CaseStatusBadge status={item.status} size="xs" /> },
    },
    {
      id: 'period',
      header: t('cases.list.columns.period'),
      sort: 'START_DATE',
      nowrap: true,
      cell: (item) => (
        <>
          <Text size="sm">{range(item)}</Text>
          <Text size="xs" c="dimmed">
            {daysText(item.numberOfDays)}
          </Text>
        </>
      ),
      card: {
        as: 'fact',
        value: (item) => (
          <>
            {range(item)} ({daysText(item.numberOfDays)})
          </>
        ),
      },
    },
    {
      id: 'benefitDays',
      header: t('cases.list.columns.benefitDays'),
      sort: 'RISK_COUNTER',
      cell: (item) => (
        <>
          <Text size="sm">{benefitDays(item)}</Text>
          {item.caseCounters.benefitDaysRemaining !== null && (
            <Text size="xs" c="dimmed">
              {t('cases.list.benefitDaysLeft', {
                days: format.number(item.caseCounters.benefitDaysRemaining),
              })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'total',
      // An accident case's lines name their coverage ("UVG CHF …"), so the header stays short (fr at 1440 px).
      header: t('cases.list.columns.total'),
      align: 'right',
      cell: (item) => (
        <>
          <Text size="sm" {...totalStyle(item)} style={{ whiteSpace: 'nowrap' }} data-testid="case-total">
            {chf(item.allowance.totalAmount)}
          </Text>
          {isAccident &&
            splitLines(item).map((line) => (
              <Text key={line} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {line}
              </Text>
            ))}
          <Text size="xs" c="dimmed">
            {item.allowance.dailyAllowance === null
              ? t('cases.list.noDailyAllowance')
              : t('cases.list.perDay', { amount: chf(item.allowance.dailyAllowance) })}
          </Text>
        </>
      ),
      card: {
        as: 'fact',
        label: t('cases.list.columns.total'),
        value: (item) => (
          <>
            {chf(item.allowance.totalAmount)}
            {isAccident && splitLines(item).length > 0 ? ` (${splitLines(item).join(' · ')})` : ''}
          </>
        ),
      },
    },
    {
      id: 'dailyAllowance',
      header: t('cases.list.columns.dailyAllowance'),
      table: false,
      cell: (item) => chf(item.allowance.dailyAllowance),
      card: 'fact',
    },
    {
      id: 'benefitDaysUsed',
      header: t('cases.list.columns.benefitDaysUsed'),
      table: false,
      cell: benefitDays,
      card: 'fact',
    },
    {
      id: 'unit',
      header: t('cases.list.columns.unit'),
      cell: (item) => (
        <UnitsText
          units={units}
          subunitId={item.accountingCompanySubunitId}
          groupId={item.accountingProcessingGroupId}
        />
      ),
      card: { as: 'fact', value: unitText },
    },
  ];

  return (
    <Stack gap="lg" maw={1400} data-testid="cases" data-area={areaId}>
      <PageHeader title={t(`nav.areas.${areaId}`)} description={t(`cases.list.intro.${areaId}`)} />

      <Card padding={0} data-testid="cases-panel">
        <Stack gap={0} p="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label={t('cases.list.filters.search')}
              placeholder={t('cases.list.filters.searchPlaceholder')}
              leftSection={<IconSearch aria-hidden size={16} />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              maxLength={200}
              flex="1 1 240px"
              type="search"
              data-testid="cases-search"
            />
            {isPhone ? (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
                onClick={filters.toggle}
                aria-expanded={filtersOpen}
                aria-controls="cases-filters"
                data-testid="cases-filters-toggle"
              >
                {isFiltered ? t('cases.list.filters.toggleActive') : t('cases.list.filters.toggle')}
              </Button>
            ) : (
              filterFields
            )}
          </Group>
          {isPhone && (
            <Collapse expanded={filtersOpen} id="cases-filters">
              <Stack gap="sm" pt="sm">
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
          rowKey={(item) => item.caseId}
          rowTestId={(item) => `case-row-${item.caseId}`}
          rowProps={(item) => ({ 'data-status': item.status })}
          sort={{
            ariaSort: list.ariaSort,
            onSort,
            title: (column) => t('cases.list.sortBy', { column }),
            testId: (field) => `cases-sort-${field}`,
          }}
          minWidth={1080}
          horizontalSpacing="sm"
          testId="cases-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={Math.min(pageSize, 10)}
          loadingCards={Math.min(pageSize, 6)}
          empty={emptyState}
        />

        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} data-testid="cases-count">
            {totalCount === 1
              ? t('cases.list.countOne')
              : t('cases.list.countOther', { total: format.number(totalCount) })}
          </Text>
          <Group gap="md" wrap="wrap">
            {!isPhone && sortSelect(true)}
            <Select
              aria-label={t('cases.list.pageSize')}
              data={CASE_PAGE_SIZES.map((size) => ({ value: String(size), label: t('cases.list.perPage', { size }) }))}
              value={String(pageSize)}
              onChange={(value) => list.setPageSize(Number(value))}
              allowDeselect={false}
              w={150}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <TranslatedPagination pageCount={pages} page={page} onChange={list.setPage} testId="cases-pagination" />
          </Group>
        </Group>
      </Card>
    </Stack>
  );
}
