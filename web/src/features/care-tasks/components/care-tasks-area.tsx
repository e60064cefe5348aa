// The care task lists (issue 29 scope 6): the tasks area (/tasks: my tasks and my team's, a scope switch) and the
// care tasks area (/care-tasks: all the user may see, filters by status, employee and overdue, "new task"). Both
// show due and overdue first (the server's default order), overdue said in words, a status filter and a search, a
// card per task on a phone, and an empty state that says what to do next. The state is in the URL
// (care-tasks-search.ts); a row opens the task's detail.
import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChecklist, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { CARE_TASK_STATUSES, type careTaskListItem } from '../../../../../src/contracts/care-tasks.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { SavedFiltersMenu } from '../../saved-filters/index.ts';
import { useCareTasks } from '../api/get-care-tasks.ts';
import { zurichToday } from '../care-task-draft.ts';
import {
  CARE_TASKS_PAGE_SIZE,
  type CareTaskScope,
  type CareTaskSortField,
  type CareTasksSearch,
  careTasksSearch,
  toCareTasksQuery,
} from '../care-tasks-search.ts';
import { CareTaskStatusBadge, DueDate, employeeName } from './care-task-parts.tsx';
import { CreateCareTaskModal } from './create-care-task-modal.tsx';
import { EmployeePicker, type PickedOption } from './pickers.tsx';

type Item = z.infer<typeof careTaskListItem>;

export type CareTasksAreaProps = {
  /** tasks: /tasks (my tasks first, a scope switch); careTasks: /care-tasks (all, filters, new task). */
  area: 'tasks' | 'careTasks';
  search: CareTasksSearch;
  onSearchChange: (next: CareTasksSearch, options?: { replace?: boolean }) => void;
};

const FILTER_KEYS = ['status', 'employee', 'overdue'] as const;

export function CareTasksArea({ area, search, onSearchChange }: CareTasksAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const canEdit = usePermission('employee.careTasks.edit');
  const defaultScope: CareTaskScope = area === 'tasks' ? 'mine' : 'all';
  const scope = search.scope ?? defaultScope;
  const request = useMemo(() => toCareTasksQuery(search, defaultScope), [search, defaultScope]);
  const query = useCareTasks(request);
  const list = useListSearch(careTasksSearch, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / CARE_TASKS_PAGE_SIZE));
  const [filtersOpen, filters] = useDisclosure(false);
  const [creating, setCreating] = useState(false);
  const [employee, setEmployee] = useState<PickedOption | null>(
    search.employee ? { value: search.employee, label: search.employee } : null,
  );
  // After a reload the URL holds the employee's id only: name them as soon as one of their tasks is listed.
  const listedEmployee = items.find((item) => item.employeeId === search.employee);
  const employeeOption =
    employee && listedEmployee && employee.label === employee.value
      ? { value: employee.value, label: employeeName(listedEmployee) }
      : employee;
  const today = zurichToday();
  const isFiltered = FILTER_KEYS.some((key) => search[key] !== undefined);
  const setFilter = (changes: Partial<CareTasksSearch>) => list.setFilter(changes, { replace: false });
  useLastPageClamp(careTasksSearch, query, search, onSearchChange);

  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(careTasksSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const open = (item: Item) =>
    void navigate({ to: '/care-tasks/$careTaskId', params: { careTaskId: item.careTaskId } });

  const clearAll = () => {
    cancelSearch();
    setEmployee(null);
    onSearchChange(careTasksSearch.clearFilters({ ...search, scope: search.scope }));
  };
  const applySaved = (next: CareTasksSearch) => {
    cancelSearch();
    setEmployee(next.employee ? { value: next.employee, label: next.employee } : null);
    onSearchChange(next);
  };

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="care-tasks-empty">
      <IconChecklist aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('careTasks.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('careTasks.empty.filteredHint')}
          </Text>
          <Button variant="default" size="xs" onClick={clearAll} data-testid="care-tasks-clear">
            {t('careTasks.empty.clear')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t(scope === 'mine' ? 'careTasks.empty.mineTitle' : 'careTasks.empty.allTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t(scope === 'mine' ? 'careTasks.empty.mineHint' : 'careTasks.empty.allHint')}
          </Text>
          {scope === 'mine' && area === 'tasks' && (
            <Button variant="default" size="xs" onClick={() => setFilter({ scope: 'all' })}>
              {t('careTasks.empty.showTeam')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );

  const openButton = (item: Item) => (
    <Button
      component={Link}
      to={'/care-tasks/$careTaskId' as never}
      params={{ careTaskId: item.careTaskId } as never}
      variant="subtle"
      size="compact-sm"
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      aria-label={t('careTasks.openLabel', { title: item.title, name: employeeName(item) })}
      data-testid="care-task-open"
    >
      {t('careTasks.open')}
    </Button>
  );

  const columns: ListColumn<Item, CareTaskSortField>[] = [
    {
      id: 'employee',
      header: t('careTasks.columns.employee'),
      sort: 'LAST_NAME',
      minWidth: 180,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {employeeName(item)}
          </Text>
          {item.personnelNumber && (
            <Text size="xs" c="dimmed">
              {item.personnelNumber}
            </Text>
          )}
        </Stack>
      ),
      // The phone card's title: who and what (a subtitle would sit beside the name).
      card: {
        as: 'title',
        value: (item) => (
          <Stack gap={0}>
            <Text fw={600}>{employeeName(item)}</Text>
            <Text size="sm">{item.title}</Text>
          </Stack>
        ),
      },
    },
    {
      id: 'title',
      header: t('careTasks.columns.title'),
      minWidth: 220,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.title}</Text>
          {item.careStageLevel !== null && (
            <Text size="xs" c="dimmed">
              {t('careTasks.stageLevel', { level: item.careStageLevel })}
            </Text>
          )}
        </Stack>
      ),
      card: 'hidden',
    },
    {
      id: 'due',
      header: t('careTasks.columns.due'),
      sort: 'DUE_DATE',
      minWidth: 130,
      cell: (item) => <DueDate dueDate={item.dueDate} status={item.status} isOverdue={item.isOverdue} today={today} />,
      card: { as: 'fact', order: -2 },
    },
    {
      id: 'status',
      header: t('careTasks.columns.status'),
      sort: 'STATUS',
      cell: (item) => <CareTaskStatusBadge status={item.status} />,
      card: { as: 'fact', label: null, order: -3 },
    },
    {
      id: 'responsible',
      header: t('careTasks.columns.responsible'),
      cell: (item) => <Text size="sm">{item.responsibleName ?? t('careTasks.nobody')}</Text>,
      card: { as: 'fact', value: (item) => item.responsibleName ?? t('careTasks.nobody') },
    },
    {
      id: 'created',
      header: t('careTasks.columns.created'),
      sort: 'CREATED_AT',
      nowrap: true,
      cell: (item) => <Text size="sm">{format.instantDate(item.createdAt)}</Text>,
      card: 'hidden',
    },
    {
      id: 'actions',
      header: t('careTasks.columns.actions'),
      headerContent: <VisuallyHidden>{t('careTasks.columns.actions')}</VisuallyHidden>,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: openButton,
      card: { as: 'fact', label: null, value: (item) => <Group justify="flex-end">{openButton(item)}</Group> },
    },
  ];

  const filterWidth = { base: '100%', xs: 200 };
  const filterFields = (
    <>
      <Select
        label={t('careTasks.filters.status')}
        placeholder={t('careTasks.filters.all')}
        data={CARE_TASK_STATUSES.map((status) => ({ value: status, label: t(`careTasks.statuses.${status}`) }))}
        value={search.status ?? null}
        onChange={(value) => setFilter({ status: (value ?? undefined) as CareTasksSearch['status'] })}
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid="care-tasks-filter-status"
      />
      {area === 'careTasks' && (
        <div style={{ width: isPhone ? '100%' : 260 }}>
          <EmployeePicker
            key={employeeOption?.label ?? ''}
            label={t('careTasks.filters.employee')}
            value={employeeOption}
            onChange={(next) => {
              setEmployee(next);
              setFilter({ employee: next?.value });
            }}
            testId="care-tasks-filter-employee"
          />
        </div>
      )}
      <Checkbox
        label={t('careTasks.filters.overdue')}
        checked={search.overdue === true}
        onChange={(event) => setFilter({ overdue: event.currentTarget.checked ? true : undefined })}
        mb={isPhone ? 0 : 8}
        data-testid="care-tasks-filter-overdue"
      />
      <SavedFiltersMenu
        listId={area === 'tasks' ? 'tasks' : 'care-tasks'}
        definition={careTasksSearch}
        search={search}
        onApply={applySaved}
        testId="care-tasks-saved-filters"
      />
    </>
  );

  const title = t(area === 'tasks' ? 'nav.areas.tasks' : 'nav.areas.careTasks');
  return (
    <Stack gap="lg" maw={1400} data-testid="care-tasks">
      <PageHeader
        title={title}
        description={t(area === 'tasks' ? 'careTasks.intro.tasks' : 'careTasks.intro.careTasks')}
        actions={
          area === 'careTasks' && canEdit ? (
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setCreating(true)}
              data-testid="care-task-new"
            >
              {t('careTasks.create.open')}
            </Button>
          ) : undefined
        }
      />
      <Card padding={0} data-testid="care-tasks-panel">
        {area === 'tasks' && (
          <Group p="md" pb={0}>
            <SegmentedControl
              value={scope}
              onChange={(value) => setFilter({ scope: value === defaultScope ? undefined : (value as CareTaskScope) })}
              data={[
                { value: 'mine', label: t('careTasks.scopes.mine') },
                { value: 'all', label: t('careTasks.scopes.all') },
              ]}
              aria-label={t('careTasks.scopes.label')}
              // The two choices' names run long (French, Italian): one above the other on a phone.
              orientation={isPhone ? 'vertical' : 'horizontal'}
              fullWidth={isPhone}
              data-testid="care-tasks-scope"
            />
          </Group>
        )}
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('careTasks.filters.search')}
            placeholder={t('careTasks.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            maxLength={200}
            flex="1 1 240px"
            maw={420}
            type="search"
            data-testid="care-tasks-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="care-tasks-filters"
              data-testid="care-tasks-filters-toggle"
            >
              {isFiltered ? t('careTasks.filters.toggleActive') : t('careTasks.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="care-tasks-filters">
            <Stack gap="sm" px="md" pb="md">
              {filterFields}
            </Stack>
          </Collapse>
        )}
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.careTaskId}
          rowTestId={() => 'care-task-row'}
          rowProps={(item) => ({
            'data-status': item.status,
            'data-overdue': item.isOverdue || undefined,
            style: { cursor: 'pointer' },
          })}
          onRowClick={open}
          sort={{
            ariaSort: list.ariaSort,
            onSort: list.toggleSort,
            title: (column) => t('careTasks.sortBy', { column }),
            testId: (field) => `care-tasks-sort-${field}`,
          }}
          minWidth={900}
          testId="care-tasks-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingRowHeight={60}
          loadingCards={5}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('careTasks.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="care-tasks-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="care-tasks-pagination"
        />
      </Card>
      {area === 'careTasks' && (
        <CreateCareTaskModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(task) => {
            setCreating(false);
            void navigate({ to: '/care-tasks/$careTaskId', params: { careTaskId: task.careTaskId } });
          }}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('careTasks.asOf', { date: formatDate(today) })}
      </Text>
    </Stack>
  );
}
