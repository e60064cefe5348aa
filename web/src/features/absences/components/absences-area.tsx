// The absences area (issue 12): one row per absence period, derived from the daily records, with server-side
// search, filters, sort and paging kept in the URL (periods-search.ts). A row expands to its days; a day or a whole
// period is edited or deleted there; selected periods get one change of type or percentage, or a colour mark.
// "Record absence" opens the form. While a file of the company processes every write is refused: the buttons are
// disabled with the reason and a link to the data hub. After a write the periods are derived in the background:
// the list stays dimmed and says it is updating until the new periods are there (use-derivation-sync.ts).
import { Button, Card, Collapse, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconCalendarOff,
  IconCalendarPlus,
  IconCircleCheck,
  IconFilterOff,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import type { AbsencePeriod, IssueFix, PeriodDay } from '../absence-display.ts';
import { useDeleteAbsences, useSetColorMark } from '../api/absence-writes.ts';
import { absencesKeys } from '../api/absences-keys.ts';
import { useAbsencePeriods } from '../api/get-absence-periods.ts';
import { useAbsenceEditingBlocked } from '../api/get-editing-blocked.ts';
import { type SyncTarget, useDerivationSync } from '../api/use-derivation-sync.ts';
import {
  type AbsencesSearch,
  absencesSearch,
  PERIOD_PAGE_SIZES,
  type PeriodSortField,
  pageCount,
  toPeriodsQuery,
} from '../periods-search.ts';
import { EditAction } from './absence-badges.tsx';
import { AbsencesBulkBar } from './absences-bulk-bar.tsx';
import { AbsencesFilterFields, AbsencesSortSelect } from './absences-filters.tsx';
import { BulkChangeModal, type BulkMode } from './bulk-change-modal.tsx';
import { CreateAbsenceModal, type CreatePrefill } from './create-absence-modal.tsx';
import { EditAbsenceModal, type EditTarget } from './edit-absence-modal.tsx';
import { EditingBlockedAlert } from './editing-blocked-alert.tsx';
import { employeeName, syncTargetOf } from './period-sync.ts';
import { useAbsencesColumns } from './use-absences-columns.tsx';

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
  const list = useListSearch(absencesSearch, search, onSearchChange);
  const { page, pageSize } = list;
  const [filtersOpen, filters] = useDisclosure(false);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [createPrefill, setCreatePrefill] = useState<CreatePrefill | null>(null);
  const [editTarget, setEditTarget] = useState<EditTarget | null>(null);
  const [bulkMode, setBulkMode] = useState<BulkMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const setFilter = (changes: Partial<AbsencesSearch>) => list.setFilter(changes);
  const [searchText, setSearchText, cancelSearch] = useUrlText(search.search, (value) => setFilter({ search: value }));

  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, pageSize);
  const isFiltered = list.isFiltered;
  const isTyping = searchText.trim() !== (search.search ?? '');
  const isUpdating = sync.state === 'updating';
  const selectedPeriods = items.filter((period) => selected.has(period.periodId));
  const mayWrite = canEdit && !blocked;

  // Another page or other filters: the selection was of rows no longer shown.
  const queryKey = JSON.stringify(periodsQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new query only.
  useEffect(() => setSelected(new Set()), [queryKey]);

  // A page beyond the end (fewer periods than before, or a hand-edited URL): show the last page instead.
  useLastPageClamp(absencesSearch, query, search, onSearchChange);

  const markBlocked = () => {
    queryClient.setQueryData(absencesKeys.editingBlocked(), true);
    void queryClient.invalidateQueries({ queryKey: absencesKeys.editingBlocked() });
  };

  const afterWrite = (message: string, target: SyncTarget) => {
    setSaved(message);
    void sync.track(target);
  };

  const resetFilters = () => {
    cancelSearch();
    list.clearFilters();
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

  const { columns, days, periodRange, someSelected } = useAbsencesColumns({
    items,
    canEdit,
    canSeeIssues,
    canOpenEmployees,
    mayWrite,
    blocked,
    colorPending: setColor.isPending,
    expanded,
    setExpanded,
    selected,
    setSelected,
    onColor: (period, color) => setColor.mutate({ periodIds: [period.periodId], color }),
    onAddDays: fixAddDays,
    onEditPeriod: (period) => setEditTarget({ kind: 'period', period }),
    onDeletePeriod: (period) => setDeleteTarget({ kind: 'period', period }),
    onEditDay: (period, day) => setEditTarget({ kind: 'day', period, day }),
    onDeleteDay: (period, day) => setDeleteTarget({ kind: 'day', period, day }),
  });
  const columnCount = columns.filter((column) => column.table !== false).length;
  const onSort = (field: PeriodSortField) => list.toggleSort(field);

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

  const filterFields = (
    <AbsencesFilterFields
      search={search}
      canSeeIssues={canSeeIssues}
      isFiltered={isFiltered}
      setFilter={setFilter}
      resetFilters={resetFilters}
      applySaved={(next) => {
        cancelSearch();
        onSearchChange(next);
      }}
    />
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
                <AbsencesSortSelect sortField={list.sort} onSort={onSort} />
              </Stack>
            </Collapse>
          )}
        </Stack>

        {canEdit && someSelected && (
          <AbsencesBulkBar
            count={selectedPeriods.length}
            blocked={blocked}
            colorDisabled={!mayWrite || setColor.isPending}
            onBulk={setBulkMode}
            onColor={(color) => setColor.mutate({ periodIds: selectedPeriods.map((period) => period.periodId), color })}
            onClear={() => setSelected(new Set())}
          />
        )}

        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(period) => period.periodId}
          rowTestId={(period) => `period-row-${period.periodId}`}
          rowProps={(period) => ({ 'data-type': period.type })}
          afterRow={(period) =>
            expanded.has(period.periodId) && (
              <Table.Tr id={`period-days-${period.periodId}`} bg="gray.0">
                <Table.Td />
                <Table.Td colSpan={columnCount - 1}>{days(period)}</Table.Td>
              </Table.Tr>
            )
          }
          sort={{
            ariaSort: list.ariaSort,
            onSort,
            title: (column) => t('absences.sortBy', { column }),
            testId: (field) => `absences-sort-${field}`,
          }}
          minWidth={960}
          testId="absences-table"
          dimmed={query.isPlaceholderData || isTyping || isUpdating}
          loadingRows={Math.min(pageSize, 10)}
          loadingRowHeight={ROW_HEIGHT_PX}
          loadingCards={Math.min(pageSize, 6)}
          empty={emptyState}
        />

        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} data-testid="absences-count">
            {totalCount === 1 ? t('absences.countOne') : t('absences.countOther', { total: format.number(totalCount) })}
          </Text>
          <Group gap="md" wrap="wrap">
            <Select
              aria-label={t('absences.pageSize')}
              data={PERIOD_PAGE_SIZES.map((size) => ({ value: String(size), label: t('absences.perPage', { size }) }))}
              value={String(pageSize)}
              onChange={(value) => list.setPageSize(Number(value))}
              allowDeselect={false}
              w={150}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <TranslatedPagination pageCount={pages} page={page} onChange={list.setPage} testId="absences-pagination" />
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
