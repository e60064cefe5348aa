// The insured persons list (issue 13, decision 0026): every person with a case the user may see, with the number of
// cases, the open ones, the total paid and the latest case's start. Server-side search, filters (kind of case, case
// status, open cases, subunit, processing group; decision 0029), sort and paging kept in the URL
// (insured-persons-search.ts); a row opens the person's view with the counters and cases. Built from the case
// lists' parts (QueryTable, ListCard, the Swiss formatters).
import { Anchor, Button, Card, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendarOff, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { InsuredPersonItem } from '../../../../../src/contracts/insured-persons.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useInsuredPersons } from '../api/get-insured-persons.ts';
import { chfToRappen, personName } from '../case-display.ts';
import { CASE_STATUSES, pageCount } from '../cases-search.ts';
import {
  CLAIM_TYPE_FILTERS,
  INSURED_PERSON_FILTER_KEYS,
  INSURED_PERSONS_PAGE_SIZE,
  type InsuredPersonSortField,
  type InsuredPersonsSearch,
  insuredPersonsSearch,
  toInsuredPersonsQuery,
  updateInsuredPersonsSearch,
} from '../insured-persons-search.ts';
import { UnitsText } from './units-cell.tsx';
import { useUnitNames, withCurrent } from './use-unit-names.ts';

const SEARCH_DEBOUNCE_MS = 300;

export type InsuredPersonsAreaProps = {
  search: InsuredPersonsSearch;
  onSearchChange: (next: InsuredPersonsSearch, options?: { replace?: boolean }) => void;
  /** employee.absences.view: the empty list points to the absences, where cases come from. */
  canOpenAbsences: boolean;
};

export function InsuredPersonsArea({ search, onSearchChange, canOpenAbsences }: InsuredPersonsAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const request = useMemo(() => toInsuredPersonsQuery(search), [search]);
  const query = useInsuredPersons(request);
  const list = useListSearch(insuredPersonsSearch, search, onSearchChange);
  const page = list.page;
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, INSURED_PERSONS_PAGE_SIZE);
  const isPhone = useIsPhone();
  const [filtersOpen, filters] = useDisclosure(false);
  const isFiltered = INSURED_PERSON_FILTER_KEYS.some((key) => search[key] !== undefined);
  const setFilter = (changes: Partial<InsuredPersonsSearch>) => list.setFilter(changes, { replace: false });

  const [text, setText] = useState(search.search ?? '');
  const commit = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next !== search.search) {
      onSearchChange(updateInsuredPersonsSearch(search, { search: next, page: undefined }), { replace: true });
    }
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setText((current) => (current.trim() === (search.search ?? '') ? current : (search.search ?? '')));
  }, [search.search]);
  const isTyping = text.trim() !== (search.search ?? '');

  // A page beyond the end (fewer persons than before, or a hand-edited URL): show the last page instead.
  useLastPageClamp(insuredPersonsSearch, query, search, onSearchChange);

  const onSort = list.toggleSort;
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const unitText = (item: InsuredPersonItem) => units.unitsLine(item.companySubunitId, item.processingGroupId);
  const caseCountText = (count: number) =>
    count === 1 ? t('insuredPersons.list.casesOne') : t('insuredPersons.list.casesOther', { count });
  const openText = (count: number) =>
    count === 0 ? t('insuredPersons.list.noneOpen') : t('insuredPersons.list.open', { count });

  const person = (item: InsuredPersonItem) => (
    <Stack gap={0}>
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to="/insurance/insured-persons/$insuredPersonId"
            params={{ insuredPersonId: item.insuredPersonId }}
          />
        )}
        size="sm"
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
        data-testid={`insured-person-link-${item.employeeId}`}
      >
        {personName(item)}
      </Anchor>
      {item.personnelNumber && (
        <Text size="xs" c="dimmed">
          {t('insuredPersons.list.personnelNumber', { number: item.personnelNumber })}
        </Text>
      )}
    </Stack>
  );

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="insured-persons-empty">
      <IconUsers aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('insuredPersons.list.empty.searchTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {isFiltered ? t('insuredPersons.list.empty.filterHint') : t('insuredPersons.list.empty.searchHint')}
          </Text>
          <Button
            variant="default"
            size="xs"
            data-testid="insured-persons-clear"
            onClick={() => {
              commit.cancel();
              setText('');
              onSearchChange(
                updateInsuredPersonsSearch(search, {
                  search: undefined,
                  page: undefined,
                  ...Object.fromEntries(INSURED_PERSON_FILTER_KEYS.map((key) => [key, undefined])),
                }),
              );
            }}
          >
            {isFiltered ? t('insuredPersons.list.empty.clearFilters') : t('insuredPersons.list.empty.clearSearch')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('insuredPersons.list.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t('insuredPersons.list.empty.noneHint')}
          </Text>
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
        </>
      )}
    </Stack>
  );

  const columns: ListColumn<InsuredPersonItem, InsuredPersonSortField>[] = [
    {
      id: 'person',
      header: t('cases.list.columns.person'),
      sort: 'LAST_NAME',
      cell: person,
      minWidth: 200,
      card: 'title',
    },
    {
      id: 'cases',
      header: t('insuredPersons.list.columns.cases'),
      cell: (item) => <Text size="sm">{caseCountText(item.caseCount)}</Text>,
      card: {
        as: 'fact',
        value: (item) => (
          <>
            {caseCountText(item.caseCount)} · {openText(item.openCaseCount)}
          </>
        ),
      },
    },
    {
      id: 'openCases',
      header: t('insuredPersons.list.columns.openCases'),
      cell: (item) => (
        <Text size="sm" c={item.openCaseCount === 0 ? 'dimmed' : undefined}>
          {openText(item.openCaseCount)}
        </Text>
      ),
    },
    {
      id: 'total',
      header: t('insuredPersons.list.columns.total'),
      align: 'right',
      nowrap: true,
      cell: (item) => (
        <Text size="sm" fw={600} data-testid="insured-person-total">
          {chf(item.totalAmount)}
        </Text>
      ),
      card: { as: 'fact', value: (item) => chf(item.totalAmount) },
    },
    {
      id: 'latestCase',
      header: t('insuredPersons.list.columns.latestCase'),
      sort: 'LATEST_CASE',
      nowrap: true,
      cell: (item) => <Text size="sm">{item.latestCaseFrom ? format.date(item.latestCaseFrom) : '–'}</Text>,
      card: { as: 'fact', value: (item) => item.latestCaseFrom && format.date(item.latestCaseFrom) },
    },
    {
      id: 'unit',
      header: t('cases.list.columns.unit'),
      cell: (item) => <UnitsText units={units} subunitId={item.companySubunitId} groupId={item.processingGroupId} />,
      card: { as: 'fact', value: unitText },
    },
  ];

  const filterWidth = { base: '100%', xs: 190 };
  const filterFields = (
    <>
      <Select
        label={t('insuredPersons.list.filters.type')}
        placeholder={t('cases.list.filters.all')}
        data={CLAIM_TYPE_FILTERS.map((type) => ({ value: type, label: t(`cases.claimTypes.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => setFilter({ type: (value ?? undefined) as InsuredPersonsSearch['type'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="insured-persons-filter-type"
      />
      <Select
        label={t('insuredPersons.list.filters.status')}
        placeholder={t('cases.list.filters.all')}
        data={CASE_STATUSES.map((status) => ({ value: status, label: t(`cases.statuses.${status}`) }))}
        value={search.status ?? null}
        onChange={(value) => setFilter({ status: (value ?? undefined) as InsuredPersonsSearch['status'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="insured-persons-filter-status"
      />
      <Select
        label={t('insuredPersons.list.filters.open')}
        placeholder={t('cases.list.filters.all')}
        data={[
          { value: 'yes', label: t('insuredPersons.list.filters.openYes') },
          { value: 'no', label: t('insuredPersons.list.filters.openNo') },
        ]}
        value={search.open ?? null}
        onChange={(value) => setFilter({ open: (value ?? undefined) as InsuredPersonsSearch['open'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="insured-persons-filter-open"
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
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="insured-persons-filter-subunit"
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
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="insured-persons-filter-group"
      />
    </>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="insured-persons">
      <PageHeader title={t('nav.areas.insuredPersons')} description={t('insuredPersons.list.intro')} />
      <Card padding={0} data-testid="insured-persons-panel">
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('cases.list.filters.search')}
            placeholder={t('cases.list.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              commit(event.currentTarget.value);
            }}
            maxLength={200}
            flex="1 1 240px"
            maw={480}
            type="search"
            data-testid="insured-persons-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="insured-persons-filters"
              data-testid="insured-persons-filters-toggle"
            >
              {isFiltered ? t('cases.list.filters.toggleActive') : t('cases.list.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="insured-persons-filters">
            <Stack gap="sm" px="md" pb="md">
              {filterFields}
            </Stack>
          </Collapse>
        )}

        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.insuredPersonId}
          rowTestId={(item) => `insured-person-row-${item.employeeId}`}
          sort={{
            ariaSort: list.ariaSort,
            onSort,
            title: (column) => t('cases.list.sortBy', { column }),
            testId: (field) => `insured-persons-sort-${field}`,
          }}
          minWidth={900}
          testId="insured-persons-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingCards={6}
          empty={emptyState}
        />

        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} data-testid="insured-persons-count">
            {totalCount === 1
              ? t('insuredPersons.list.countOne')
              : t('insuredPersons.list.countOther', { total: format.number(totalCount) })}
          </Text>
          <TranslatedPagination
            pageCount={pages}
            page={page}
            onChange={list.setPage}
            testId="insured-persons-pagination"
          />
        </Group>
      </Card>
    </Stack>
  );
}
