// The absences area (issue 12): one row per absence period, derived from the daily records, with server-side
// search, filters, sort and paging kept in the URL (periods-search.ts). A row expands to its days; a day or a whole
// period is edited or deleted there; selected periods get one change of type or percentage, or a colour mark.
// "Record absence" opens the form. While a file of the company processes every write is refused: the buttons are
// disabled with the reason and a link to the data hub. After a write the periods are derived in the background:
// the list stays dimmed and says it is updating until the new periods are there (use-derivation-sync.ts).
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconCalendarOff,
  IconCalendarPlus,
  IconChevronDown,
  IconChevronRight,
  IconCircleCheck,
  IconFilterOff,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import {
  type AbsenceChangeSet,
  type AbsencePeriod,
  expectationOfChange,
  type IssueFix,
  type PeriodDay,
} from '../absence-display.ts';
import { useDeleteAbsences, useSetColorMark } from '../api/absence-writes.ts';
import { absencesKeys } from '../api/absences-keys.ts';
import { useAbsencePeriods } from '../api/get-absence-periods.ts';
import { useAbsenceEditingBlocked } from '../api/get-editing-blocked.ts';
import { type SyncTarget, useDerivationSync } from '../api/use-derivation-sync.ts';
import {
  ABSENCE_PERIOD_COLOR_MARKS,
  ABSENCE_TYPES,
  type AbsencesSearch,
  ariaSort,
  type ColorMark,
  clearFilters,
  hasActiveFilters,
  PERIOD_PAGE_SIZES,
  type PeriodSortField,
  pageCount,
  resolvedSearch,
  toggleSort,
  toPeriodsQuery,
  updateAbsencesSearch,
  withFilter,
} from '../periods-search.ts';
import { AbsenceTypeBadge, ColorSwatch, EditAction, usePeriodValueText } from './absence-badges.tsx';
import { BulkChangeModal, type BulkMode } from './bulk-change-modal.tsx';
import { ColorMarkMenu } from './color-mark-menu.tsx';
import { CreateAbsenceModal, type CreatePrefill } from './create-absence-modal.tsx';
import { EditAbsenceModal, type EditTarget } from './edit-absence-modal.tsx';
import { EditingBlockedAlert } from './editing-blocked-alert.tsx';
import { IssueBadges } from './issue-badges.tsx';
import { PeriodDays } from './period-days.tsx';

const ROW_HEIGHT_PX = 52;

export type AbsencesAreaProps = {
  search: AbsencesSearch;
  onSearchChange: (next: AbsencesSearch, options?: { replace?: boolean }) => void;
  canEdit: boolean;
  /** insurance.issues.view: periods come with their issues, and the "has issues" filter shows. */
  canSeeIssues: boolean;
  canOpenEmployees: boolean;
  canOpenDataHub: boolean;
};

type DeleteTarget = { kind: 'period'; period: AbsencePeriod } | { kind: 'day'; period: AbsencePeriod; day: PeriodDay };

/** A text filter typed into the page, written to the URL 300 ms after the last keystroke. */

const employeeName = (period: AbsencePeriod) =>
  [period.names.lastName, period.names.firstName].filter(Boolean).join(', ') || period.employeeId;

/** One sync target per employee: the span of their touched periods and what must show there. */
function syncTargetOf(
  periods: AbsencePeriod[],
  absenceIds: string[],
  changes: AbsenceChangeSet | 'deleted',
): SyncTarget {
  const byEmployee = new Map<string, { from: string; to: string; ids: string[] }>();
  const wanted = new Set(absenceIds);
  for (const period of periods) {
    const ids = period.absenceIds.filter((id) => wanted.has(id));
    if (ids.length === 0) continue;
    const entry = byEmployee.get(period.employeeId);
    if (entry) {
      entry.from = entry.from < period.startDate ? entry.from : period.startDate;
      entry.to = entry.to > period.endDate ? entry.to : period.endDate;
      entry.ids.push(...ids);
    } else byEmployee.set(period.employeeId, { from: period.startDate, to: period.endDate, ids });
  }
  return [...byEmployee].map(([employeeId, { from, to, ids }]) => ({
    employeeId,
    from,
    to,
    expectation: changes === 'deleted' ? { present: [], absent: ids } : expectationOfChange(ids, changes),
  }));
}

function SortableHeader({
  field,
  label,
  search,
  onSort,
}: {
  field: PeriodSortField;
  label: string;
  search: AbsencesSearch;
  onSort: (field: PeriodSortField) => void;
}) {
  const { t } = useTranslation();
  const sort = ariaSort(search, field);
  const Icon = sort === 'ascending' ? IconArrowUp : sort === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={sort}>
      <UnstyledButton
        onClick={() => onSort(field)}
        title={t('absences.sortBy', { column: label })}
        data-testid={`absences-sort-${field}`}
      >
        <Group gap={6} wrap="nowrap">
          <Text component="span" fw={700} size="sm">
            {label}
          </Text>
          <Icon
            aria-hidden
            size={14}
            stroke={2}
            color={sort === 'none' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-primary-color-filled)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function AbsencesArea({
  search,
  onSearchChange,
  canEdit,
  canSeeIssues,
  canOpenEmployees,
  canOpenDataHub,
}: AbsencesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const periodsQuery = useMemo(() => toPeriodsQuery(search, canSeeIssues), [search, canSeeIssues]);
  const query = useAbsencePeriods(periodsQuery);
  const blockedQuery = useAbsenceEditingBlocked(canEdit);
  const blocked = blockedQuery.data === true;
  const sync = useDerivationSync();
  const setColor = useSetColorMark();
  const remove = useDeleteAbsences();
  const { page, pageSize } = resolvedSearch(search);
  const [filtersOpen, filters] = useDisclosure(false);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [createPrefill, setCreatePrefill] = useState<CreatePrefill | null>(null);
  const [editTarget, setEditTarget] = useState<EditTarget | null>(null);
  const [bulkMode, setBulkMode] = useState<BulkMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const setFilter = (changes: Parameters<typeof withFilter>[1]) =>
    onSearchChange(withFilter(search, changes), { replace: true });
  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));

  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, pageSize);
  const isFiltered = hasActiveFilters(search);
  const isTyping = searchText.trim() !== (search.search ?? '');
  const isUpdating = sync.state === 'updating';
  const selectedPeriods = items.filter((period) => selected.has(period.periodId));
  const mayWrite = canEdit && !blocked;

  // Another page or other filters: the selection was of rows no longer shown.
  const queryKey = JSON.stringify(periodsQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new query only.
  useEffect(() => setSelected(new Set()), [queryKey]);

  // A page beyond the end (fewer periods than before, or a hand-edited URL): show the last page instead.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && totalCount > 0 && page > pages) {
      onSearchChange(updateAbsencesSearch(search, { page: pages }), { replace: true });
    }
  }, [query.isSuccess, query.isPlaceholderData, totalCount, page, pages, search, onSearchChange]);

  const markBlocked = () => {
    queryClient.setQueryData(absencesKeys.editingBlocked(), true);
    void queryClient.invalidateQueries({ queryKey: absencesKeys.editingBlocked() });
  };

  const afterWrite = (message: string, target: SyncTarget) => {
    setSaved(message);
    void sync.track(target);
  };

  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  const resetFilters = () => {
    cancelSearch();
    onSearchChange(clearFilters(search));
  };

  const openCreate = (prefill: CreatePrefill = {}) => {
    setSaved(null);
    setCreatePrefill(prefill);
  };

  const fixAddDays = (period: AbsencePeriod, fix: Extract<IssueFix, { kind: 'addDays' }>) =>
    openCreate({
      employee: {
        value: period.employeeId,
        label: `${employeeName(period)}${period.personnelNumber ? ` · ${period.personnelNumber}` : ''}`,
      },
      startDate: fix.startDate,
      endDate: fix.endDate,
      type: fix.type,
    });

  const confirmDelete = () => {
    if (!deleteTarget) return;
    const ids =
      deleteTarget.kind === 'day'
        ? deleteTarget.day.absenceId
          ? [deleteTarget.day.absenceId]
          : []
        : deleteTarget.period.absenceIds;
    remove.mutate(ids, {
      onSuccess: () => {
        const target = deleteTarget;
        setDeleteTarget(null);
        afterWrite(
          target.kind === 'day' ? t('absences.saved.dayDeleted') : t('absences.saved.periodDeleted'),
          syncTargetOf([target.period], ids, 'deleted'),
        );
      },
      onError: (error) => {
        if ((error as { code?: string }).code === 'FILES_PROCESSING') markBlocked();
      },
    });
  };

  const valueText = usePeriodValueText();
  const periodRange = (period: AbsencePeriod) =>
    period.startDate === period.endDate
      ? format.date(period.startDate)
      : `${format.date(period.startDate)} – ${format.date(period.endDate)}`;
  const daysText = (period: AbsencePeriod) =>
    period.calendarDays === 1
      ? t('absences.calendarDaysOne')
      : t('absences.calendarDaysOther', { days: format.number(period.calendarDays) });
  const sourceText = (source: string) => t(`absences.sources.${source}`, { defaultValue: source });

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid="absences-empty">
      <IconCalendarOff aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {isFiltered ? (
        <>
          <Text fw={600}>{t('absences.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('absences.empty.filteredHint')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterOff aria-hidden size={14} />}
            onClick={resetFilters}
          >
            {t('absences.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('absences.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {canEdit ? t('absences.empty.noneEditor') : t('absences.empty.none')}
          </Text>
          <Group gap="sm" justify="center">
            {canEdit && (
              <EditAction
                blocked={blocked}
                size="xs"
                leftSection={<IconCalendarPlus aria-hidden size={14} />}
                onClick={() => openCreate()}
                data-testid="absences-empty-create"
              >
                {t('absences.create.button')}
              </EditAction>
            )}
            {canOpenDataHub && (
              <Button
                component={Link}
                to="/data-hub"
                variant="default"
                size="xs"
                leftSection={<IconUpload aria-hidden size={14} />}
              >
                {t('absences.empty.dataHub')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );

  const issueBadges = (period: AbsencePeriod) =>
    canSeeIssues ? (
      <IssueBadges
        period={period}
        canAddDays={mayWrite}
        canOpenEmployee={canOpenEmployees}
        onAddDays={(fix) => fixAddDays(period, fix)}
        onShowDays={() => setExpanded((current) => new Set(current).add(period.periodId))}
      />
    ) : null;

  const colorMenu = (period: AbsencePeriod) => (
    <ColorMarkMenu
      mark={period.colorMark}
      disabled={!mayWrite || setColor.isPending}
      onChange={(color) => setColor.mutate({ periodIds: [period.periodId], color })}
      testId={`period-color-${period.periodId}`}
    />
  );

  const days = (period: AbsencePeriod) => (
    <PeriodDays
      period={period}
      canEdit={canEdit}
      blocked={blocked}
      onEditPeriod={() => setEditTarget({ kind: 'period', period })}
      onDeletePeriod={() => setDeleteTarget({ kind: 'period', period })}
      onEditDay={(day) => setEditTarget({ kind: 'day', period, day })}
      onDeleteDay={(day) => setDeleteTarget({ kind: 'day', period, day })}
    />
  );

  const expandButton = (period: AbsencePeriod) => {
    const open = expanded.has(period.periodId);
    const label = t(open ? 'absences.hideDays' : 'absences.showDays', {
      name: employeeName(period),
      range: periodRange(period),
    });
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-expanded={open}
        aria-controls={`period-days-${period.periodId}`}
        aria-label={label}
        title={label}
        onClick={(event) => {
          event.stopPropagation();
          setExpanded((current) => toggle(current, period.periodId));
        }}
        data-testid={`period-expand-${period.periodId}`}
      >
        {open ? <IconChevronDown aria-hidden size={18} /> : <IconChevronRight aria-hidden size={18} />}
      </ActionIcon>
    );
  };

  const selectBox = (period: AbsencePeriod) => (
    <Checkbox
      aria-label={t('absences.selectPeriod', { name: employeeName(period), range: periodRange(period) })}
      checked={selected.has(period.periodId)}
      onChange={() => setSelected((current) => toggle(current, period.periodId))}
      onClick={(event) => event.stopPropagation()}
      data-testid={`period-select-${period.periodId}`}
    />
  );

  const name = (period: AbsencePeriod) => (
    <Stack gap={0}>
      {canOpenEmployees ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/employees/$employeeId" params={{ employeeId: period.employeeId }} search={{}} />
          )}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {employeeName(period)}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {employeeName(period)}
        </Text>
      )}
      {period.personnelNumber && (
        <Text size="xs" c="dimmed" ff="monospace">
          {period.personnelNumber}
        </Text>
      )}
    </Stack>
  );

  const columnCount = 6 + (canEdit ? 1 : 0) + (canSeeIssues ? 1 : 0);
  const isLoading = query.isPending;

  const cards = (
    <>
      {isLoading && <ListCardSkeletons count={Math.min(pageSize, 6)} />}
      {!isLoading && query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {items.map((period) => (
        <ListCard key={period.periodId} testId={`period-row-${period.periodId}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {canEdit && selectBox(period)}
              {name(period)}
            </Group>
            <Group gap={2} wrap="nowrap">
              {canEdit ? colorMenu(period) : period.colorMark && <ColorSwatch mark={period.colorMark} />}
              {expandButton(period)}
            </Group>
          </Group>
          <Group gap="xs" wrap="wrap">
            <AbsenceTypeBadge type={period.type} accidentType={period.accidentType} />
            <Text size="sm">{periodRange(period)}</Text>
          </Group>
          <ListCardValue label={t('absences.columns.days')}>{daysText(period)}</ListCardValue>
          <ListCardValue label={t('absences.columns.extent')}>{valueText.period(period)}</ListCardValue>
          <ListCardValue label={t('absences.columns.source')}>{sourceText(period.source)}</ListCardValue>
          {issueBadges(period)}
          {expanded.has(period.periodId) && <div id={`period-days-${period.periodId}`}>{days(period)}</div>}
        </ListCard>
      ))}
    </>
  );

  const allOnPageSelected = items.length > 0 && items.every((period) => selected.has(period.periodId));
  const someSelected = items.some((period) => selected.has(period.periodId));
  const onSort = (field: PeriodSortField) => onSearchChange(toggleSort(search, field));

  const filterFields: ReactNode = (
    <>
      <Select
        label={t('absences.filters.type')}
        placeholder={t('absences.filters.all')}
        data={ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absences.types.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => setFilter({ type: (value ?? undefined) as AbsencesSearch['type'] })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="absences-filter-type"
      />
      <SwissDateInput
        label={t('absences.filters.from')}
        value={search.from ?? null}
        onChange={(value) => setFilter({ from: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="absences-filter-from"
      />
      <SwissDateInput
        label={t('absences.filters.to')}
        value={search.to ?? null}
        onChange={(value) => setFilter({ to: value ?? undefined })}
        minDate={search.from}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="absences-filter-to"
      />
      <Select
        label={t('absences.filters.colorMark')}
        placeholder={t('absences.filters.all')}
        data={ABSENCE_PERIOD_COLOR_MARKS.map((mark) => ({
          value: mark,
          label: t(`absences.colorMarks.names.${mark}`),
        }))}
        value={search.colorMark ?? null}
        onChange={(value) => setFilter({ colorMark: (value ?? undefined) as ColorMark | undefined })}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch mark={option.value as ColorMark} />
            {option.label}
          </Group>
        )}
        leftSection={search.colorMark ? <ColorSwatch mark={search.colorMark} /> : undefined}
        clearable
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="absences-filter-color"
      />
      {canSeeIssues && (
        <Switch
          label={t('absences.filters.hasIssues')}
          checked={search.hasIssues === true}
          onChange={(event) => setFilter({ hasIssues: event.currentTarget.checked ? true : undefined })}
          pb={8}
          data-testid="absences-filter-issues"
        />
      )}
      {isFiltered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={resetFilters}
          data-testid="absences-clear-filters"
        >
          {t('absences.clearFilters')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="absences" data-blocked={blocked}>
      <PageHeader
        title={t('nav.areas.absences')}
        description={t('absences.intro')}
        actions={
          canEdit ? (
            <EditAction
              blocked={blocked}
              leftSection={<IconCalendarPlus aria-hidden size={16} />}
              onClick={() => openCreate()}
              data-testid="absences-create"
            >
              {t('absences.create.button')}
            </EditAction>
          ) : undefined
        }
      />
      {canEdit && blocked && <EditingBlockedAlert canOpenDataHub={canOpenDataHub} />}
      {saved && (
        <TintedAlert
          color="green"
          icon={<IconCircleCheck aria-hidden size={18} />}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setSaved(null)}
          data-testid="absences-saved"
        >
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{saved}</Text>
            {isUpdating && (
              <Group gap={6} wrap="nowrap" data-testid="absences-updating" role="status">
                <Loader size={14} />
                <Text size="sm" c="dimmed">
                  {t('absences.sync.updating')}
                </Text>
              </Group>
            )}
            {sync.state === 'slow' && (
              <Text size="sm" c="dimmed" data-testid="absences-sync-slow">
                {t('absences.sync.slow')}
              </Text>
            )}
          </Group>
        </TintedAlert>
      )}

      <Card padding={0} data-testid="absences-panel">
        <Stack gap={0} p="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label={t('absences.filters.search')}
              placeholder={t('absences.filters.searchPlaceholder')}
              leftSection={<IconSearch aria-hidden size={16} />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              maxLength={200}
              flex="1 1 240px"
              type="search"
              data-testid="absences-search"
            />
            {isPhone ? (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
                onClick={filters.toggle}
                aria-expanded={filtersOpen}
                aria-controls="absences-filters"
                data-testid="absences-filters-toggle"
              >
                {isFiltered ? t('absences.filters.toggleActive') : t('absences.filters.toggle')}
              </Button>
            ) : (
              filterFields
            )}
          </Group>
          {isPhone && (
            <Collapse expanded={filtersOpen} id="absences-filters">
              <Stack gap="sm" pt="sm">
                {filterFields}
                <Select
                  label={t('absences.sortLabel')}
                  data={(['START_DATE', 'END_DATE', 'LAST_NAME', 'PERSONNEL_NUMBER', 'PERCENTAGE'] as const).map(
                    (field) => ({
                      value: field,
                      label: t(`absences.sortFields.${field}`),
                    }),
                  )}
                  value={resolvedSearch(search).sortField}
                  onChange={(value) => value && onSort(value as PeriodSortField)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </Stack>
            </Collapse>
          )}
        </Stack>

        {canEdit && someSelected && (
          <Group
            gap="sm"
            px="md"
            py="xs"
            wrap="wrap"
            bg="blue.0"
            data-testid="absences-bulk-bar"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="sm" fw={600}>
              {selectedPeriods.length === 1
                ? t('absences.bulk.selectedOne')
                : t('absences.bulk.selectedOther', { number: selectedPeriods.length })}
            </Text>
            <EditAction
              blocked={blocked}
              size="xs"
              variant="default"
              onClick={() => setBulkMode('type')}
              data-testid="absences-bulk-type"
            >
              {t('absences.bulk.changeType')}
            </EditAction>
            <EditAction
              blocked={blocked}
              size="xs"
              variant="default"
              onClick={() => setBulkMode('percentage')}
              data-testid="absences-bulk-percentage"
            >
              {t('absences.bulk.changePercentage')}
            </EditAction>
            <ColorMarkMenu
              variant="button"
              mark={null}
              disabled={!mayWrite || setColor.isPending}
              onChange={(color) =>
                setColor.mutate({ periodIds: selectedPeriods.map((period) => period.periodId), color })
              }
              testId="absences-bulk-color"
            />
            <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected(new Set())}>
              {t('absences.bulk.clear')}
            </Button>
          </Group>
        )}

        <QueryTable
          query={query}
          minWidth={960}
          testId="absences-table"
          dimmed={query.isPlaceholderData || isTyping || isUpdating}
          cards={cards}
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {canEdit && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('absences.selectPage')}
                    checked={allOnPageSelected}
                    indeterminate={someSelected && !allOnPageSelected}
                    onChange={() =>
                      setSelected(allOnPageSelected ? new Set() : new Set(items.map((period) => period.periodId)))
                    }
                    data-testid="absences-select-page"
                  />
                </Table.Th>
              )}
              <Table.Th w={44}>
                <VisuallyHidden>{t('absences.columns.expand')}</VisuallyHidden>
              </Table.Th>
              <SortableHeader
                field="LAST_NAME"
                label={t('absences.columns.employee')}
                search={search}
                onSort={onSort}
              />
              <Table.Th>{t('absences.columns.type')}</Table.Th>
              <SortableHeader field="START_DATE" label={t('absences.columns.period')} search={search} onSort={onSort} />
              <SortableHeader field="PERCENTAGE" label={t('absences.columns.extent')} search={search} onSort={onSort} />
              {canSeeIssues && <Table.Th>{t('absences.columns.issues')}</Table.Th>}
              <Table.Th>{t('absences.columns.mark')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading &&
              Array.from({ length: Math.min(pageSize, 10) }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={row} style={{ height: ROW_HEIGHT_PX }}>
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
            {items.map((period) => (
              <Fragment key={period.periodId}>
                <Table.Tr data-testid={`period-row-${period.periodId}`} data-type={period.type}>
                  {canEdit && <Table.Td>{selectBox(period)}</Table.Td>}
                  <Table.Td>{expandButton(period)}</Table.Td>
                  <Table.Td>{name(period)}</Table.Td>
                  <Table.Td>
                    <AbsenceTypeBadge type={period.type} accidentType={period.accidentType} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" data-testid="period-range">
                      {periodRange(period)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {daysText(period)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{valueText.period(period)}</Text>
                    <Text size="xs" c="dimmed">
                      {sourceText(period.source)}
                    </Text>
                  </Table.Td>
                  {canSeeIssues && <Table.Td>{issueBadges(period)}</Table.Td>}
                  <Table.Td>
                    {canEdit ? colorMenu(period) : period.colorMark && <ColorSwatch mark={period.colorMark} />}
                  </Table.Td>
                </Table.Tr>
                {expanded.has(period.periodId) && (
                  <Table.Tr id={`period-days-${period.periodId}`} bg="gray.0">
                    <Table.Td />
                    <Table.Td colSpan={columnCount - 1}>{days(period)}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </QueryTable>

        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} data-testid="absences-count">
            {totalCount === 1 ? t('absences.countOne') : t('absences.countOther', { total: format.number(totalCount) })}
          </Text>
          <Group gap="md" wrap="wrap">
            <Select
              aria-label={t('absences.pageSize')}
              data={PERIOD_PAGE_SIZES.map((size) => ({ value: String(size), label: t('absences.perPage', { size }) }))}
              value={String(pageSize)}
              onChange={(value) => onSearchChange(updateAbsencesSearch(search, { pageSize: Number(value), page: 1 }))}
              allowDeselect={false}
              w={150}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <TranslatedPagination
              pageCount={pages}
              page={page}
              onChange={(next) => onSearchChange(updateAbsencesSearch(search, { page: next }))}
              testId="absences-pagination"
            />
          </Group>
        </Group>
      </Card>

      <CreateAbsenceModal
        opened={createPrefill !== null}
        prefill={createPrefill ?? {}}
        onClose={() => setCreatePrefill(null)}
        onBlocked={markBlocked}
        onCreated={(input, created) => {
          setCreatePrefill(null);
          afterWrite(
            created.length === 1
              ? t('absences.saved.createdOne')
              : t('absences.saved.createdOther', { days: created.length }),
            [
              {
                employeeId: input.employeeId,
                from: input.startDate,
                to: input.endDate,
                expectation: { present: created.map(({ absenceId }) => ({ absenceId, type: input.type })), absent: [] },
              },
            ],
          );
        }}
      />
      <EditAbsenceModal
        target={editTarget}
        onClose={() => setEditTarget(null)}
        onBlocked={markBlocked}
        onSaved={(target, absenceIds, changes) => {
          setEditTarget(null);
          afterWrite(
            target.kind === 'day' ? t('absences.saved.dayChanged') : t('absences.saved.periodChanged'),
            syncTargetOf([target.period], absenceIds, changes),
          );
        }}
      />
      <BulkChangeModal
        mode={bulkMode}
        periods={selectedPeriods}
        onClose={() => setBulkMode(null)}
        onBlocked={markBlocked}
        onSaved={(absenceIds, changes) => {
          setBulkMode(null);
          const periods = selectedPeriods;
          setSelected(new Set());
          afterWrite(t('absences.saved.bulk', { periods: periods.length }), syncTargetOf(periods, absenceIds, changes));
        }}
      />
      <ConfirmModal
        opened={deleteTarget !== null}
        title={deleteTarget?.kind === 'day' ? t('absences.delete.dayTitle') : t('absences.delete.periodTitle')}
        message={
          deleteTarget?.kind === 'day'
            ? t('absences.delete.dayMessage', {
                name: employeeName(deleteTarget.period),
                date: format.date(deleteTarget.day.date),
              })
            : deleteTarget
              ? t('absences.delete.periodMessage', {
                  name: employeeName(deleteTarget.period),
                  range: periodRange(deleteTarget.period),
                  days: deleteTarget.period.absenceIds.length,
                })
              : ''
        }
        confirmLabel={t('absences.delete.confirm')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleteTarget(null);
          remove.reset();
        }}
        testId="absence-delete"
      />
    </Stack>
  );
}
