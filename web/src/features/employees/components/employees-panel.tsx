// The employee overview: server-side search (debounced), filters, sortable columns and paging, all kept in the
// URL by the screen (see overview-search.ts). Only one page is ever loaded, so 50 000 employees feel like 50; the
// previous page stays on screen (dimmed) until the next one is there. The controls that open a dropdown (two
// filters, the date, the page size) load after the first paint (employees-filter-controls.tsx): until then the
// panel draws fields of the same size, so the list paints without waiting for Mantine's Combobox and dates
// (Lighthouse, issue 10).
import {
  Anchor,
  Button,
  Card,
  Group,
  InputBase,
  type InputBaseProps,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconBookmark,
  IconCalendar,
  IconFilterOff,
  IconSearch,
  IconSelector,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EmployeeMinimal } from '../../../../../src/contracts/index.ts';
import { ListCard, ListCardSkeletons } from '../../../components/list-card.tsx';
import {
  type ListColumn,
  ListPlainRow,
  ListRowCard,
  ListTableHead,
  useLastPageClamp,
  useListSearch,
} from '../../../components/list-kit/index.ts';
import { QueryTable } from '../../../components/query-table.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { loadDates } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { useEmployees } from '../api/get-employees.ts';
import {
  type EmployeeSortField,
  type EmployeesSearch,
  employeesSearch,
  pageCount,
  toEmployeesQuery,
  type withFilter,
} from '../overview-search.ts';
import { useTenantUnits } from './employee-values.tsx';
import classes from './employees-panel.module.css';

/** The label of a Select's chosen option, for the field drawn before the Select has loaded. */
const optionLabel = (options: { value: string; label: string }[], value: string | undefined) =>
  value === undefined ? '' : (options.find((option) => option.value === value)?.label ?? value);

type Controls = typeof import('./employees-filter-controls.tsx');

/** The filter and page-size Selects and the date field, with dayjs and its locale for the date field. */
let loadedControls: Controls | undefined;
let loadingControls: Promise<Controls> | undefined;
function loadControls(): Promise<Controls> {
  loadingControls ??= Promise.all([import('./employees-filter-controls.tsx'), loadDates()]).then(
    ([module]) => {
      loadedControls = module;
      return module;
    },
    (error: unknown) => {
      // A failed chunk request (offline) is tried again when the user reaches for a field.
      loadingControls = undefined;
      throw error;
    },
  );
  return loadingControls;
}

/**
 * The controls once loaded, and a function that loads them now. Loading starts once the list is `ready` (its first
 * rows, or its error, are on screen) and a frame later, so their requests and stylesheets are not on the first
 * paint's path: a stylesheet inserted before the first paint holds that paint back (Lighthouse measured the
 * page's first paint after the controls' stylesheets when they loaded right after the first render). Reaching for
 * a field loads them at once. (Not lib/on-demand.ts: importing it here moves it out of the home page's chunks
 * into a chunk of its own.)
 */
function useControlsAfterPaint(ready: boolean): [Controls | undefined, () => void] {
  const [controls, setControls] = useState(loadedControls);
  const activeRef = useRef(true);
  const load = useCallback(() => {
    loadControls().then(
      (module) => activeRef.current && setControls(() => module),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    activeRef.current = true;
    return () => {
      activeRef.current = false;
    };
  }, []);
  useEffect(() => {
    if (!ready) return;
    let timer: number | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(load);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, load]);
  return [controls, load];
}

/** The closed Select's chevron, drawn with the same size and colour (tabler's, not the Combobox's). */
function FieldChevron() {
  return <IconSelector aria-hidden size={16} stroke={1.5} color="var(--mantine-color-gray-6)" />;
}

/**
 * A field drawn like the Select or date field it stands for (same label, size, sections and width), read-only,
 * until the controls have loaded; nothing moves when they replace it. Reaching for it loads them at once.
 */
function ControlPlaceholder({
  onDemand,
  ...props
}: InputBaseProps & { onDemand: () => void; placeholder?: string; value?: string; 'aria-label'?: string }) {
  return <InputBase readOnly pointer onPointerEnter={onDemand} onFocus={onDemand} {...props} />;
}
const COLUMN_COUNT = 6;

export type EmployeesPanelProps = {
  /** The overview's URL state. */
  search: EmployeesSearch;
  /** Writes the next state to the URL; `replace` for typing (no history entry per keystroke). */
  onSearchChange: (next: EmployeesSearch, options?: { replace?: boolean }) => void;
  /** employee.edit: the empty list offers "New employee". */
  canCreate: boolean;
};

/** Placeholder rows drawn while the first page loads; the rest of the page's rows are reserved as empty space. */
const DRAWN_SKELETON_ROWS = 10;
/** About the height of a list row (two lines where a subunit name wraps), to reserve the page's rows. */
const ROW_HEIGHT_PX = 50;

/**
 * Placeholder rows while the first page loads: they take about the room the page's rows will take, so the list
 * does not grow (and move its footer) when the rows arrive (a layout shift Lighthouse counted, issue 10). Only a
 * few are drawn (each is work on the first render); the rest is one empty row of their height.
 */
function SkeletonRows({ count }: { count: number }) {
  const drawn = Math.min(count, DRAWN_SKELETON_ROWS);
  return (
    <>
      {Array.from({ length: drawn }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
        <Table.Tr key={row}>
          {Array.from({ length: COLUMN_COUNT }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
            <Table.Td key={column}>
              <Skeleton height={14} radius="sm" width={column < 3 ? '70%' : '50%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
      {count > drawn && (
        <Table.Tr aria-hidden style={{ height: (count - drawn) * ROW_HEIGHT_PX }}>
          <Table.Td colSpan={COLUMN_COUNT} />
        </Table.Tr>
      )}
    </>
  );
}

/**
 * A subunit's or group's name from the tenant's configuration, the code only in its tooltip (decision 0042: names
 * in lists, not codes); the code itself when the configuration names it not.
 */
function PlainUnitName({
  name,
  code,
  unknownLabel,
}: {
  name: string | undefined;
  code: string | null;
  unknownLabel: string;
}) {
  if (code === null || code === '') {
    return (
      <span className={classes.dimmed}>
        <span aria-hidden>–</span>
        <span className={classes.visuallyHidden}>{unknownLabel}</span>
      </span>
    );
  }
  if (!name || name === code) return code;
  return <span title={code}>{name}</span>;
}

/** An employee with the names and texts its row shows (strings, so the memoised row compares them). */
type EmployeeView = {
  employee: EmployeeMinimal;
  subunitName: string | undefined;
  groupName: string | undefined;
  /** Formatted; undefined when the employee has no leaving date. */
  leavingDate: string | undefined;
  openLabel: string;
};

/**
 * One row of the list: plain cells styled like Mantine's Table.Tr / Table.Td (employees-panel.module.css), not a
 * dozen Mantine components per row; the 50 rows of a page were about 0.3 s of the first render (Lighthouse,
 * issue 10). Memoised: typing in the search box does not render the rows again.
 */
const EmployeeRow = memo(function EmployeeRow({
  columns,
  employee,
  subunitName,
  groupName,
  leavingDate,
  openLabel,
  onOpen,
}: EmployeeView & {
  columns: readonly ListColumn<EmployeeView, EmployeeSortField>[];
  onOpen: (employeeId: string) => void;
}) {
  return (
    <ListPlainRow
      columns={columns}
      row={{ employee, subunitName, groupName, leavingDate, openLabel }}
      className={classes.row}
      onClick={() => onOpen(employee.employeeId)}
      testId={`employee-row-${employee.employeeId}`}
    />
  );
});

export function EmployeesPanel({ search, onSearchChange, canCreate }: EmployeesPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const query = useEmployees(toEmployeesQuery(search));
  const list = useListSearch(employeesSearch, search, onSearchChange);
  const { page, pageSize } = list;

  const setFilter = (changes: Parameters<typeof withFilter>[1]) => list.setFilter(changes);
  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));
  const units = useTenantUnits();

  // A filter value from the URL that the configuration does not know (an old link) stays selectable by its code.
  const withCurrent = (options: { value: string; label: string }[], current: string | undefined) =>
    current === undefined || options.some((option) => option.value === current)
      ? options
      : [...options, { value: current, label: current }];

  const totalCount = query.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, pageSize);
  // The rows wait for the subunit and group names too: drawn with codes first, they would change width and height
  // when the names arrive (a layout shift of the whole list: CLS 0.07 measured).
  const isLoading = query.isPending || units.isPending;
  const [loadedControls, loadControlsNow] = useControlsAfterPaint(!isLoading || query.isError);
  const items = units.isPending ? [] : (query.data?.items ?? []);
  const isFiltered = list.isFiltered;
  const isTyping = searchText.trim() !== (search.search ?? '');

  // A page beyond the end (fewer employees than before, or a hand-edited URL): show the last page instead.
  useLastPageClamp(employeesSearch, query, search, onSearchChange);

  const resetFilters = () => {
    cancelSearch();
    list.clearFilters();
  };
  const applySavedFilter = (next: EmployeesSearch) => {
    cancelSearch();
    onSearchChange(next);
  };

  const openEmployee = useCallback(
    (employeeId: string) => void navigate({ to: '/employees/$employeeId', params: { employeeId }, search: {} }),
    [navigate],
  );
  const unknownLabel = t('employees.detail.unknown');

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="employees-empty">
      <IconUsers aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {isFiltered ? (
        <>
          <Text fw={600}>{t('employees.overview.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('employees.overview.empty.filteredHint')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterOff aria-hidden size={14} />}
            onClick={resetFilters}
          >
            {t('employees.overview.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('employees.overview.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {canCreate ? t('employees.overview.empty.noneEditor') : t('employees.overview.empty.none')}
          </Text>
          {canCreate && (
            <Button component={Link} to="/employees/new" size="xs" leftSection={<IconUserPlus aria-hidden size={14} />}>
              {t('employees.overview.newEmployee')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );

  // The columns: plain cells in the table (EmployeeRow), the card on phones (name, personnel number, subunit and
  // processing group, leaving date). Stable while the language is, so the memoised rows are not drawn again.
  const columns = useMemo<ListColumn<EmployeeView, EmployeeSortField>[]>(
    () => [
      {
        id: 'personnelNumber',
        header: t('employees.fields.personnelNumber'),
        sort: 'PERSONNEL_NUMBER',
        className: classes.cell,
        cell: ({ employee, openLabel }) => (
          <Link
            to="/employees/$employeeId"
            params={{ employeeId: employee.employeeId }}
            search={{}}
            className={`mantine-focus-auto ${classes.link}`}
            onClick={(event) => event.stopPropagation()}
            aria-label={openLabel}
          >
            {employee.personnelNumber}
          </Link>
        ),
        card: {
          as: 'subtitle',
          value: ({ employee }) => (
            <Text size="xs" ff="monospace" c="dimmed">
              {employee.personnelNumber}
            </Text>
          ),
        },
      },
      {
        id: 'lastName',
        header: t('employees.fields.lastName'),
        sort: 'LAST_NAME',
        className: `${classes.cell} ${classes.strong}`,
        cell: ({ employee }) => employee.lastName,
        card: {
          as: 'title',
          value: ({ employee }) => (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/employees/$employeeId" params={{ employeeId: employee.employeeId }} search={{}} />
              )}
              size="sm"
              fw={600}
              onClick={(event) => event.stopPropagation()}
              style={{ overflowWrap: 'anywhere' }}
            >
              {employee.lastName}, {employee.firstName}
            </Anchor>
          ),
        },
      },
      {
        id: 'firstName',
        header: t('employees.fields.firstName'),
        sort: 'FIRST_NAME',
        className: classes.cell,
        cell: ({ employee }) => employee.firstName,
      },
      {
        id: 'subunit',
        header: t('employees.fields.companySubunitId'),
        className: classes.cell,
        cell: ({ employee, subunitName }) => (
          <PlainUnitName name={subunitName} code={employee.companySubunitId} unknownLabel={unknownLabel} />
        ),
        card: {
          as: 'fact',
          value: ({ employee, subunitName }) =>
            employee.companySubunitId ? (subunitName ?? employee.companySubunitId) : '–',
        },
      },
      {
        id: 'processingGroup',
        header: t('employees.fields.processingGroupId'),
        className: classes.cell,
        cell: ({ employee, groupName }) => (
          <PlainUnitName name={groupName} code={employee.processingGroupId} unknownLabel={unknownLabel} />
        ),
        card: {
          as: 'fact',
          value: ({ employee, groupName }) =>
            employee.processingGroupId ? (groupName ?? employee.processingGroupId) : '–',
        },
      },
      {
        id: 'leavingDate',
        header: t('employees.fields.leavingDate'),
        className: `${classes.cell} ${classes.numeric}`,
        cell: ({ leavingDate }) => leavingDate ?? '–',
        card: { as: 'fact', value: ({ leavingDate }) => leavingDate },
      },
    ],
    [t, unknownLabel],
  );

  const views: EmployeeView[] = items.map((employee) => ({
    employee,
    subunitName: units.subunitName(employee.companySubunitId ?? ''),
    groupName: units.groupName(employee.processingGroupId ?? ''),
    leavingDate: employee.leavingDate ? format.date(employee.leavingDate) : undefined,
    openLabel: t('employees.overview.openEmployee', {
      name: `${employee.firstName} ${employee.lastName}`,
      personnelNumber: employee.personnelNumber,
    }),
  }));

  // Phones: one card per employee, from the columns.
  const cards = (
    <>
      {isLoading && <ListCardSkeletons count={Math.min(pageSize, 8)} />}
      {!isLoading && query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {views.map((view) => (
        <ListRowCard
          key={view.employee.employeeId}
          columns={columns}
          row={view}
          testId={`employee-row-${view.employee.employeeId}`}
          onClick={() => openEmployee(view.employee.employeeId)}
          headerAlign="baseline"
        />
      ))}
    </>
  );

  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalCount);

  return (
    <Card padding={0} data-testid="employees-panel">
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('employees.overview.search')}
          placeholder={t('employees.overview.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          maxLength={200}
          flex="1 1 260px"
          type="search"
          data-testid="employees-search"
        />
        {loadedControls ? (
          <loadedControls.EmployeesFilterControls
            search={search}
            subunitOptions={withCurrent(units.subunitOptions, search.subunit)}
            groupOptions={withCurrent(units.groupOptions, search.processingGroup)}
            onFilter={setFilter}
          />
        ) : (
          <>
            <ControlPlaceholder
              onDemand={loadControlsNow}
              label={t('employees.overview.subunit')}
              placeholder={t('employees.overview.all')}
              value={optionLabel(withCurrent(units.subunitOptions, search.subunit), search.subunit)}
              rightSection={<FieldChevron />}
              rightSectionPointerEvents="none"
              w={{ base: '100%', xs: 200 }}
            />
            <ControlPlaceholder
              onDemand={loadControlsNow}
              label={t('employees.overview.processingGroup')}
              placeholder={t('employees.overview.all')}
              value={optionLabel(withCurrent(units.groupOptions, search.processingGroup), search.processingGroup)}
              rightSection={<FieldChevron />}
              rightSectionPointerEvents="none"
              w={{ base: '100%', xs: 200 }}
            />
            <ControlPlaceholder
              onDemand={loadControlsNow}
              label={t('employees.overview.activeOn')}
              placeholder={t('common.datePlaceholder')}
              value={search.activeOn ? format.date(search.activeOn) : ''}
              leftSection={<IconCalendar aria-hidden size={16} stroke={1.75} />}
              w={{ base: '100%', xs: 170 }}
            />
          </>
        )}
        {isFiltered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff aria-hidden size={16} />}
            onClick={resetFilters}
            data-testid="employees-clear-filters"
          >
            {t('employees.overview.clearFilters')}
          </Button>
        )}
        {loadedControls ? (
          <loadedControls.EmployeesSavedFilters search={search} onApply={applySavedFilter} />
        ) : (
          <Button variant="default" leftSection={<IconBookmark aria-hidden size={16} />} onClick={loadControlsNow}>
            {t('savedFilters.button')}
          </Button>
        )}
      </Group>

      <QueryTable
        query={query}
        minWidth={860}
        testId="employees-table"
        dimmed={query.isPlaceholderData || isTyping}
        cards={cards}
      >
        <ListTableHead
          columns={columns}
          sort={{
            ariaSort: list.ariaSort,
            onSort: list.toggleSort,
            title: (column) => t('employees.overview.sortBy', { column }),
            testId: (field) => `employees-sort-${field}`,
          }}
        />
        <Table.Tbody>
          {isLoading && <SkeletonRows count={pageSize} />}
          {!isLoading && query.isSuccess && items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMN_COUNT}>{emptyState}</Table.Td>
            </Table.Tr>
          )}
          {views.map((view) => (
            <EmployeeRow key={view.employee.employeeId} columns={columns} {...view} onOpen={openEmployee} />
          ))}
        </Table.Tbody>
      </QueryTable>

      <Group justify="space-between" p="md" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600} data-testid="employees-count">
            {totalCount === 1
              ? t('employees.overview.countOne')
              : t('employees.overview.countOther', { total: format.number(totalCount) })}
          </Text>
          {totalCount > pageSize && (
            <Text size="sm" c="dimmed">
              {t('employees.overview.showing', { from: format.number(from), to: format.number(to) })}
            </Text>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          {loadedControls ? (
            <loadedControls.EmployeesPageSizeSelect pageSize={pageSize} onChange={list.setPageSize} />
          ) : (
            <ControlPlaceholder
              onDemand={loadControlsNow}
              aria-label={t('employees.overview.pageSize')}
              value={t('employees.overview.perPage', { size: pageSize })}
              rightSection={<FieldChevron />}
              rightSectionPointerEvents="none"
              w={150}
              size="sm"
            />
          )}
          <TranslatedPagination pageCount={pages} page={page} onChange={list.setPage} testId="employees-pagination" />
        </Group>
      </Group>
    </Card>
  );
}
