// The deadlines list (/case-management/deadlines; issue 30, decision 0057): every deadline the user may see, computed
// from the absences and cases (D1–D7, docs/domain/deadlines.md), by due date. Filters in the URL
// (deadlines-search.ts): kinds, status, due range (overdue / this week / next 30 days / dates), one employee or case,
// search. Each row: the due date with "overdue by N days" / "in N days", the kind with its source rule, the person and
// the case as links, the status, and "Mark as done". On a phone a card per deadline.
import { Button, Card, CloseButton, Collapse, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendarDue, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DEADLINE_KINDS, DEADLINE_STATUSES, type Deadline } from '../../../../../src/contracts/deadlines.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { SavedFiltersMenu } from '../../saved-filters/index.ts';
import { useDeadlines } from '../api/get-deadlines.ts';
import { deadlineEmployeeName, zurichToday } from '../deadline-display.ts';
import {
  DEADLINES_PAGE_SIZE,
  type DeadlineSortField,
  type DeadlinesSearch,
  DUE_PRESETS,
  deadlinesSearch,
  kindsOf,
  toDeadlinesQuery,
} from '../deadlines-search.ts';
import {
  DeadlineCase,
  DeadlineDoneNote,
  DeadlineDue,
  DeadlineExplanation,
  DeadlineKind,
  DeadlinePerson,
  DeadlineStatusBadge,
  MarkDeadlineButton,
  useCanMarkDeadlines,
  useDeadlineLinks,
} from './deadline-parts.tsx';

export type DeadlinesAreaProps = {
  search: DeadlinesSearch;
  onSearchChange: (next: DeadlinesSearch, options?: { replace?: boolean }) => void;
};

/** The due filter's choice: a preset, dates, or none. */
const DATES = 'dates';

export function DeadlinesArea({ search, onSearchChange }: DeadlinesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const today = zurichToday();
  const links = useDeadlineLinks();
  const canMark = useCanMarkDeadlines();
  const request = useMemo(() => toDeadlinesQuery(search, today), [search, today]);
  const query = useDeadlines(request);
  const list = useListSearch(deadlinesSearch, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / DEADLINES_PAGE_SIZE));
  const [filtersOpen, filters] = useDisclosure(false);
  const [choosingDates, setChoosingDates] = useState(false);
  const hasDates = search.from !== undefined || search.to !== undefined;
  const dueChoice = search.due ?? (hasDates || choosingDates ? DATES : null);
  const setFilter = (changes: Partial<DeadlinesSearch>) => list.setFilter(changes, { replace: false });
  useLastPageClamp(deadlinesSearch, query, search, onSearchChange);

  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(deadlinesSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const clearAll = () => {
    cancelSearch();
    setChoosingDates(false);
    onSearchChange(deadlinesSearch.clearFilters(search));
  };
  // The person or case the list is narrowed to (from a panel's link): named by its first listed deadline.
  const scoped = items[0];
  const scopeLabel = search.case
    ? t('deadlines.scope.case', {
        number: scoped?.ktgCaseId === search.case ? (scoped.caseNumber ?? '') : '',
        name: scoped?.ktgCaseId === search.case ? deadlineEmployeeName(scoped) : '',
      })
    : search.employee
      ? t('deadlines.scope.employee', {
          name: scoped?.employeeId === search.employee ? deadlineEmployeeName(scoped) : search.employee,
        })
      : null;

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="deadlines-empty">
      <IconCalendarDue aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t(list.isFiltered ? 'deadlines.empty.filteredTitle' : 'deadlines.empty.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {t('deadlines.empty.hint')}
      </Text>
      {list.isFiltered && (
        <Button variant="default" size="xs" onClick={clearAll} data-testid="deadlines-clear">
          {t('deadlines.empty.clear')}
        </Button>
      )}
    </Stack>
  );

  const columns: ListColumn<Deadline, DeadlineSortField>[] = [
    {
      id: 'due',
      header: t('deadlines.columns.due'),
      sort: 'DUE_DATE',
      minWidth: 150,
      cell: (deadline) => <DeadlineDue deadline={deadline} today={today} />,
      // Below the kind on the card: beside it, "overdue by 687 days" would not fit a phone's width.
      card: { as: 'fact', order: -1 },
    },
    {
      id: 'kind',
      header: t('deadlines.columns.kind'),
      minWidth: 320,
      cell: (deadline) => (
        <Stack gap={2}>
          <DeadlineKind deadline={deadline} />
          <DeadlineExplanation deadline={deadline} />
        </Stack>
      ),
      card: { as: 'title' },
    },
    {
      id: 'employee',
      header: t('deadlines.columns.employee'),
      minWidth: 160,
      cell: (deadline) => <DeadlinePerson deadline={deadline} links={links} />,
      card: 'fact',
    },
    {
      id: 'case',
      header: t('deadlines.columns.case'),
      nowrap: true,
      cell: (deadline) => <DeadlineCase deadline={deadline} links={links} />,
      // "Case 2" names itself.
      card: { as: 'fact', label: null },
    },
    {
      id: 'status',
      header: t('deadlines.columns.status'),
      minWidth: 190,
      // The action under the status (one column: the French "Marquer comme réglée" beside it did not fit 1440 px).
      cell: (deadline) => (
        <Stack gap={6} align="flex-start">
          <DeadlineStatusBadge status={deadline.status} />
          <DeadlineDoneNote deadline={deadline} />
          {canMark && <MarkDeadlineButton deadline={deadline} align="flex-start" />}
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (deadline: Deadline) => (
          <Stack gap={6}>
            <Stack gap={2} align="flex-start">
              <DeadlineStatusBadge status={deadline.status} />
              <DeadlineDoneNote deadline={deadline} />
            </Stack>
            {canMark && (
              <Group justify="flex-end">
                <MarkDeadlineButton deadline={deadline} />
              </Group>
            )}
          </Stack>
        ),
      },
    },
  ];

  const dateFields = dueChoice === DATES && (
    <>
      <SwissDateInput
        label={t('deadlines.filters.from')}
        value={search.from ?? null}
        onChange={(value) => setFilter({ from: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="deadlines-filter-from"
      />
      <SwissDateInput
        label={t('deadlines.filters.to')}
        value={search.to ?? null}
        onChange={(value) => setFilter({ to: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="deadlines-filter-to"
      />
    </>
  );
  const filterFields = (
    <>
      <Select
        label={t('deadlines.filters.due')}
        placeholder={t('deadlines.filters.anyDue')}
        data={[
          ...DUE_PRESETS.map((preset) => ({ value: preset, label: t(`deadlines.due.${preset}`) })),
          { value: DATES, label: t('deadlines.due.dates') },
        ]}
        value={dueChoice}
        onChange={(value) => {
          setChoosingDates(value === DATES);
          setFilter({
            due: value && value !== DATES ? (value as DeadlinesSearch['due']) : undefined,
            ...(value === DATES ? {} : { from: undefined, to: undefined }),
          });
        }}
        clearable
        w={{ base: '100%', xs: 250 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="deadlines-filter-due"
      />
      {dateFields}
      <MultiSelect
        label={t('deadlines.filters.kinds')}
        placeholder={search.kinds ? undefined : t('deadlines.filters.allKinds')}
        data={DEADLINE_KINDS.map((kind) => ({ value: kind, label: t(`deadlines.kinds.${kind}`) }))}
        value={kindsOf(search.kinds)}
        onChange={(value) => setFilter({ kinds: value.length ? value.join(',') : undefined })}
        clearable
        w={{ base: '100%', xs: 280 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="deadlines-filter-kinds"
      />
      <Select
        label={t('deadlines.filters.status')}
        data={DEADLINE_STATUSES.map((status) => ({ value: status, label: t(`deadlines.statuses.${status}`) }))}
        value={search.status ?? 'OPEN'}
        onChange={(value) =>
          setFilter({ status: value && value !== 'OPEN' ? (value as DeadlinesSearch['status']) : undefined })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="deadlines-filter-status"
      />
      <SavedFiltersMenu
        listId="deadlines"
        definition={deadlinesSearch}
        search={search}
        onApply={(next) => {
          cancelSearch();
          setChoosingDates(false);
          onSearchChange(next);
        }}
        testId="deadlines-saved-filters"
      />
    </>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="deadlines">
      <PageHeader title={t('nav.areas.deadlines')} description={t('deadlines.intro')} />
      <Card padding={0} data-testid="deadlines-panel-list">
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('deadlines.filters.search')}
            placeholder={t('deadlines.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            maxLength={200}
            flex="1 1 220px"
            maw={360}
            type="search"
            data-testid="deadlines-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="deadlines-filters"
              data-testid="deadlines-filters-toggle"
            >
              {list.isFiltered ? t('deadlines.filters.toggleActive') : t('deadlines.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="deadlines-filters">
            <Stack gap="sm" px="md" pb="md">
              {filterFields}
            </Stack>
          </Collapse>
        )}
        {scopeLabel && (
          <Group gap={4} px="md" pb="sm" data-testid="deadlines-scope">
            <Text size="sm" fw={600}>
              {scopeLabel}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('deadlines.scope.remove')}
              onClick={() => setFilter({ employee: undefined, case: undefined })}
              data-testid="deadlines-scope-remove"
            />
          </Group>
        )}
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(deadline) => deadline.deadlineId}
          rowTestId={() => 'deadline-row'}
          rowProps={(deadline) => ({
            'data-status': deadline.status,
            'data-kind': deadline.kind,
            'data-overdue': deadline.isOverdue || undefined,
          })}
          sort={{
            ariaSort: list.ariaSort,
            onSort: list.toggleSort,
            title: (column) => t('deadlines.sortBy', { column }),
            testId: (field) => `deadlines-sort-${field}`,
          }}
          minWidth={1100}
          testId="deadlines-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingRowHeight={72}
          loadingCards={5}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('deadlines.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="deadlines-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="deadlines-pagination"
        />
      </Card>
      <Text size="xs" c="dimmed">
        {t('deadlines.asOf', { date: format.date(today) })}
      </Text>
    </Stack>
  );
}
