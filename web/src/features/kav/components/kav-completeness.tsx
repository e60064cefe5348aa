// The records incomplete for KAV (decision 0069): per employee whose current record lacks a field KAV requires (spec
// section 5), the missing fields by name (the employee upload's names: uploads.rowIssueFields) and a link to fix the
// record (the employee form for HR, the employee page otherwise). Search, missing field (with its count), sort and
// page in the URL (kav-search.ts); cards on a phone. Empty: every record is complete, and what keeps it so.
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconSearch, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  type ListColumn,
  ListEmptyState,
  ListTable,
  useLastPageClamp,
  useListSearch,
} from '../../../components/list-kit/index.ts';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { useKavCompleteness } from '../api/get-kav-completeness.ts';
import {
  COMPLETENESS_PAGE_SIZE,
  KAV_FIELDS,
  KAV_SORTS,
  type KavSearch,
  kavSearch,
  SEARCH_MAX_LENGTH,
  toCompletenessQuery,
} from '../kav-search.ts';
import { type KavCompletenessItem, personName } from '../kav-types.ts';
import { PersonCell } from './person-cell.tsx';

/** The id of the list's section: the summary's count scrolls to it. */
export const KAV_COMPLETENESS_ID = 'kav-completeness';

export function KavCompleteness({
  search,
  onSearchChange,
}: {
  search: KavSearch;
  onSearchChange: (next: KavSearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canOpenEmployee = usePermission('employee.view');
  const canEdit = usePermission('employee.edit');
  const request = useMemo(() => toCompletenessQuery(search), [search]);
  const query = useKavCompleteness(request, true);
  const list = useListSearch(kavSearch, search, onSearchChange);
  useLastPageClamp(kavSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / COMPLETENESS_PAGE_SIZE));
  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(kavSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const fieldName = (field: string) => t(`uploads.rowIssueFields.${field}`);
  const counts = new Map((query.data?.byField ?? []).map((entry) => [entry.field, entry.count]));

  const fix = (item: KavCompletenessItem) => (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={canEdit ? <IconEdit aria-hidden size={14} /> : <IconUser aria-hidden size={14} />}
      renderRoot={(props) =>
        canEdit ? (
          <Link {...props} to="/employees/$employeeId/edit" params={{ employeeId: item.employeeId }} search={{}} />
        ) : (
          <Link {...props} to="/employees/$employeeId" params={{ employeeId: item.employeeId }} search={{}} />
        )
      }
      aria-label={`${canEdit ? t('kav.completeness.fix') : t('kav.completeness.open')} – ${personName(item)}`}
      data-testid="kav-completeness-fix"
    >
      {canEdit ? t('kav.completeness.fix') : t('kav.completeness.open')}
    </Button>
  );

  const columns: ListColumn<KavCompletenessItem>[] = [
    {
      id: 'person',
      header: t('kav.completeness.columns.person'),
      minWidth: 200,
      cell: (item) => <PersonCell person={item} canOpenEmployee={canOpenEmployee} testId="kav-completeness-person" />,
      card: 'title',
    },
    {
      id: 'missing',
      header: t('kav.completeness.columns.missing'),
      minWidth: 320,
      cell: (item) => (
        <Stack gap={4} align="flex-start">
          <Group gap={6} data-testid="kav-completeness-missing">
            {item.missingFields.map((missing) => (
              <TintedBadge key={missing.field} color="orange" data-field={missing.field} tt="none">
                {fieldName(missing.field)}
              </TintedBadge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('kav.completeness.recordFrom', { date: format.date(item.recordValidFrom) })}
          </Text>
        </Stack>
      ),
      card: { as: 'fact', label: null },
    },
    {
      id: 'fix',
      header: t('kav.completeness.columns.action'),
      minWidth: 140,
      cell: fix,
      card: { as: 'fact', label: null },
    },
  ];

  const emptyState = (
    <ListEmptyState
      testId="kav-completeness"
      isFiltered={Boolean(search.search) || list.isFiltered}
      filteredTitle={t('kav.completeness.emptyFilteredTitle')}
      clearLabel={t('kav.completeness.clearFilters')}
      onClear={() => {
        cancelSearch();
        list.clearFilters();
      }}
      icon={<IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-teal-7)" />}
      title={t('kav.completeness.emptyTitle')}
      text={t('kav.completeness.emptyText')}
    />
  );

  const filterWidth = { base: '100%', xs: 260 };
  return (
    <Card
      padding={0}
      component="section"
      id={KAV_COMPLETENESS_ID}
      aria-labelledby="kav-completeness-title"
      data-testid="kav-completeness"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap={4} p="md" pb={0}>
        <Title order={2} size="h4" id="kav-completeness-title">
          {t('kav.completeness.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('kav.completeness.intro')}
        </Text>
      </Stack>
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('kav.completeness.search')}
          placeholder={t('kav.completeness.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          maxLength={SEARCH_MAX_LENGTH}
          flex="1 1 240px"
          maw={420}
          type="search"
          data-testid="kav-completeness-search"
        />
        <Select
          label={t('kav.completeness.missingField')}
          placeholder={t('kav.completeness.allFields')}
          data={KAV_FIELDS.map((field) => ({
            value: field,
            label: counts.has(field)
              ? `${fieldName(field)} (${format.number(counts.get(field) ?? 0)})`
              : fieldName(field),
          }))}
          value={search.missing ?? null}
          onChange={(value) =>
            list.setFilter({ missing: (value ?? undefined) as KavSearch['missing'] }, { replace: false })
          }
          clearable
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="kav-completeness-filter-field"
        />
        <Select
          label={t('kav.completeness.sortBy')}
          data={KAV_SORTS.map((sort) => ({ value: sort, label: t(`kav.completeness.sorts.${sort}`) }))}
          value={search.sortBy ?? 'LAST_NAME'}
          onChange={(value) =>
            onSearchChange(
              kavSearch.update(search, {
                sortBy: value === 'LAST_NAME' || value === null ? undefined : value,
                page: undefined,
              }),
              { replace: false },
            )
          }
          allowDeselect={false}
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="kav-completeness-sort"
        />
      </Group>
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(item) => item.employeeId}
        rowTestId={() => 'kav-completeness-row'}
        rowProps={(item) => ({ 'data-employee': item.employeeId })}
        testId="kav-completeness-table"
        minWidth={760}
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={4}
        loadingCards={3}
        empty={emptyState}
      />
      <ListCountFooter
        countText={t('kav.completeness.count', { count: totalCount, n: format.number(totalCount) })}
        countTestId="kav-completeness-count"
        pageCount={pages}
        page={list.page}
        onChange={list.setPage}
        paginationTestId="kav-completeness-pagination"
      />
    </Card>
  );
}
