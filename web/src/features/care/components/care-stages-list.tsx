// Who is at which care stage and why (GET /care-stages): the care stages area and the health area share this list.
// Server-side search, level and subunit filters, sort and paging kept in the URL (care-stages-search.ts); a person
// opens the employee's health page where the reader may see it. The empty state says what to do next: define the
// stages (HR), or that nobody is at a stage.
import { Anchor, Button, Card, Collapse, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconHeartbeat, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { careStageListItem } from '../../../../../src/contracts/care-stages.ts';
import {
  type ListColumn,
  ListTable,
  pageCount,
  useLastPageClamp,
  useListSearch,
} from '../../../components/list-kit/index.ts';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useTenantUnits } from '../../employees/index.ts';
import { useCareStageDefinitions } from '../api/get-care-stage-definitions.ts';
import { useCareStages } from '../api/get-care-stages.ts';
import { personName } from '../care-display.ts';
import {
  CARE_STAGES_PAGE_SIZE,
  type CareStageSortField,
  type CareStagesSearch,
  careStagesSearch,
  type LevelFilter,
  toCareStagesQuery,
} from '../care-stages-search.ts';
import { LevelBadge } from './level-badge.tsx';

type Row = z.infer<typeof careStageListItem>;
const SEARCH_DEBOUNCE_MS = 300;

export type CareStagesListProps = {
  /** The list's test ids and texts: the care stages area or the health area. */
  area: 'stages' | 'health';
  search: CareStagesSearch;
  onSearchChange: (next: CareStagesSearch, options?: { replace?: boolean }) => void;
  /** employee.health.view: a person opens the health page. */
  canOpenHealth: boolean;
  /** employee.careStages.view: the empty state knows whether stages are defined. */
  canViewStages: boolean;
  /** employee.careStages.edit: the empty state offers to define the stages. */
  canEditStages: boolean;
};

export function CareStagesList({
  area,
  search,
  onSearchChange,
  canOpenHealth,
  canViewStages,
  canEditStages,
}: CareStagesListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useTenantUnits();
  const request = useMemo(() => toCareStagesQuery(search), [search]);
  const query = useCareStages(request);
  const definitions = useCareStageDefinitions();
  const list = useListSearch(careStagesSearch, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const isPhone = useIsPhone();
  const [filtersOpen, filters] = useDisclosure(false);
  const isFiltered = search.level !== undefined || search.subunit !== undefined;
  const testId = `care-${area}`;
  useLastPageClamp(careStagesSearch, query, search, onSearchChange);

  const [text, setText] = useState(search.search ?? '');
  const commit = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next !== search.search) list.setFilter({ search: next });
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setText((current) => (current.trim() === (search.search ?? '') ? current : (search.search ?? '')));
  }, [search.search]);
  const isTyping = text.trim() !== (search.search ?? '');

  const definedLevels = (definitions.data?.items ?? []).map((definition) => definition.level);
  const levelOptions = [
    ...(definedLevels.length > 0 ? definedLevels : [1, 2, 3]).map((level) => ({
      value: String(level),
      label: t('care.level.named', { level }),
    })),
    { value: 'none', label: t('care.list.filters.noStage') },
  ];
  const noneDefined = canViewStages && definitions.isSuccess && definitions.data.items.length === 0;

  const person = (row: Row) => (
    <Stack gap={0}>
      {canOpenHealth ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/employee-health/$employeeId" params={{ employeeId: row.employeeId }} />
          )}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid={`care-person-link-${row.employeeId}`}
        >
          {personName(row)}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {personName(row)}
        </Text>
      )}
      {row.personnelNumber && (
        <Text size="xs" c="dimmed">
          {t('care.list.personnelNumber', { number: row.personnelNumber })}
        </Text>
      )}
    </Stack>
  );
  const openTasks = (row: Row) =>
    row.openTaskCount === 0 ? t('care.list.noOpenTasks') : t('care.list.openTasks', { count: row.openTaskCount });

  const columns: ListColumn<Row, CareStageSortField>[] = [
    {
      id: 'person',
      header: t('care.list.columns.person'),
      sort: 'LAST_NAME',
      cell: person,
      minWidth: 180,
      card: 'title',
    },
    {
      id: 'level',
      header: t('care.list.columns.level'),
      sort: 'LEVEL',
      nowrap: true,
      cell: (row) => <LevelBadge level={row.level} />,
      card: 'subtitle',
    },
    {
      id: 'since',
      header: t('care.list.columns.since'),
      sort: 'ENTERED_AT',
      nowrap: true,
      cell: (row) => <Text size="sm">{row.enteredCareStageAt ? format.date(row.enteredCareStageAt) : '–'}</Text>,
      card: { as: 'fact', value: (row) => row.enteredCareStageAt && format.date(row.enteredCareStageAt) },
    },
    {
      id: 'reason',
      header: t('care.list.columns.reason'),
      minWidth: 260,
      cell: (row) => (
        <Text size="sm" c={row.reason ? undefined : 'dimmed'}>
          {row.reason ?? t('care.list.noReason')}
        </Text>
      ),
      card: { as: 'fact', value: (row) => row.reason },
    },
    {
      id: 'tasks',
      header: t('care.list.columns.openTasks'),
      nowrap: true,
      cell: (row) => (
        <Text size="sm" c={row.openTaskCount === 0 ? 'dimmed' : undefined}>
          {openTasks(row)}
        </Text>
      ),
      card: { as: 'fact', value: openTasks },
    },
    {
      id: 'subunit',
      header: t('care.list.columns.subunit'),
      cell: (row) => (
        <Text size="sm">
          {row.companySubunitId ? (units.subunitName(row.companySubunitId) ?? row.companySubunitId) : '–'}
        </Text>
      ),
      card: {
        as: 'fact',
        value: (row) => row.companySubunitId && (units.subunitName(row.companySubunitId) ?? row.companySubunitId),
      },
    },
  ];

  const clearAll = () => {
    commit.cancel();
    setText('');
    list.clearFilters();
  };
  const emptyState = (
    <Stack align="center" gap="xs" py="xl" data-testid={`${testId}-empty`}>
      <IconHeartbeat aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('care.list.empty.searchTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('care.list.empty.searchHint')}
          </Text>
          <Button variant="default" size="xs" onClick={clearAll} data-testid={`${testId}-clear`}>
            {t('care.list.empty.clear')}
          </Button>
        </>
      ) : noneDefined ? (
        <>
          <Text fw={600}>{t('care.list.empty.undefinedTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {canEditStages ? t('care.list.empty.undefinedHintEditor') : t('care.list.empty.undefinedHint')}
          </Text>
          {canEditStages && (
            <Button component={Link} to="/care-stages/definitions" size="xs" data-testid={`${testId}-define`}>
              {t('care.list.empty.define')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Text fw={600}>{t('care.list.empty.noneTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t('care.list.empty.noneHint')}
          </Text>
          {area === 'health' && (
            <Button variant="default" size="xs" onClick={() => list.setFilter({ level: 'none' })}>
              {t('care.list.empty.showWithout')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );

  const filterWidth = { base: '100%', xs: 200 };
  const filterFields = (
    <>
      <Select
        label={t('care.list.filters.level')}
        placeholder={t('care.list.filters.atAnyStage')}
        data={levelOptions}
        value={search.level ?? null}
        onChange={(value) =>
          list.setFilter({ level: (value ?? undefined) as LevelFilter | undefined }, { replace: false })
        }
        clearable
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-filter-level`}
      />
      <Select
        label={t('care.list.filters.subunit')}
        placeholder={t('care.list.filters.all')}
        data={units.subunitOptions}
        value={search.subunit ?? null}
        onChange={(value) => list.setFilter({ subunit: value ?? undefined }, { replace: false })}
        clearable
        searchable
        nothingFoundMessage={t('care.list.filters.noMatch')}
        w={filterWidth}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-filter-subunit`}
      />
    </>
  );

  return (
    <Card padding={0} data-testid={`${testId}-panel`}>
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('care.list.filters.search')}
          placeholder={t('care.list.filters.searchPlaceholder')}
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
          data-testid={`${testId}-search`}
        />
        {isPhone ? (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
            onClick={filters.toggle}
            aria-expanded={filtersOpen}
            aria-controls={`${testId}-filters`}
            data-testid={`${testId}-filters-toggle`}
          >
            {isFiltered ? t('care.list.filters.toggleActive') : t('care.list.filters.toggle')}
          </Button>
        ) : (
          filterFields
        )}
      </Group>
      {isPhone && (
        <Collapse expanded={filtersOpen} id={`${testId}-filters`}>
          <Stack gap="sm" px="md" pb="md">
            {filterFields}
          </Stack>
        </Collapse>
      )}
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(row) => row.employeeId}
        rowTestId={(row) => `care-row-${row.employeeId}`}
        sort={{
          ariaSort: list.ariaSort,
          onSort: list.toggleSort,
          title: (column) => t('care.list.sortBy', { column }),
          testId: (field) => `${testId}-sort-${field}`,
        }}
        minWidth={900}
        testId={`${testId}-table`}
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={8}
        loadingCards={6}
        empty={emptyState}
      />
      <Group justify="space-between" p="md" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid={`${testId}-count`}>
          {t('care.list.count', { count: totalCount, total: format.number(totalCount) })}
        </Text>
        <TranslatedPagination
          pageCount={pageCount(totalCount, CARE_STAGES_PAGE_SIZE)}
          page={list.page}
          onChange={list.setPage}
          testId={`${testId}-pagination`}
        />
      </Group>
    </Card>
  );
}
