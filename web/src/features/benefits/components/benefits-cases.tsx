// The cases with their benefits (decision 0068) on the list kit: who and which case (number, sickness or accident,
// since when), the subunit, what the claims entitle, what is paid or released, in preparation, and outstanding, with
// marks for an IV benefit or a benefit stop. Search, subunit and coverage line filters, sort and page in the URL
// (benefits-search.ts); a row opens the case's months in the drawer; cards on a phone.
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { BenefitsCaseItem } from '../../../../../src/contracts/benefits.ts';
import {
  type ListColumn,
  ListEmptyState,
  ListTable,
  useLastPageClamp,
  useListSearch,
} from '../../../components/list-kit/index.ts';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { chfToRappen, useUnitNames } from '../../cases/index.ts';
import { useBenefitsCases } from '../api/get-benefits-cases.ts';
import {
  BENEFITS_PAGE_SIZE,
  type BenefitsSearch,
  type BenefitsSortField,
  benefitsSearch,
  COVERAGE_LINES,
  NO_SUBUNIT,
  SEARCH_MAX_LENGTH,
  toCasesQuery,
} from '../benefits-search.ts';
import { personOf } from '../benefits-words.ts';

export type BenefitsCasesProps = {
  search: BenefitsSearch;
  onSearchChange: (next: BenefitsSearch, options?: { replace?: boolean }) => void;
  currentMonth: string;
};

export function BenefitsCases({ search, onSearchChange, currentMonth }: BenefitsCasesProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const request = useMemo(() => toCasesQuery(search, currentMonth), [search, currentMonth]);
  const query = useBenefitsCases(request);
  const list = useListSearch(benefitsSearch, search, onSearchChange);
  useLastPageClamp(benefitsSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / BENEFITS_PAGE_SIZE));
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(benefitsSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const open = (item: BenefitsCaseItem) =>
    onSearchChange(benefitsSearch.update(search, { case: item.caseId }), { replace: false });
  const setFilter = (changes: Partial<BenefitsSearch>) => list.setFilter(changes, { replace: false });

  const amount = (value: string, testId?: string, strong = false) => (
    <Text size="sm" ff="monospace" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {chf(value)}
    </Text>
  );

  const person = (item: BenefitsCaseItem) => (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="benefits-case-person">
        {personOf(item)}
      </Text>
      <Text size="xs" c="dimmed">
        {[item.personnelNumber, units.subunitName(item.companySubunitId)].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );

  const caseCell = (item: BenefitsCaseItem) => (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('benefits.cases.caseLabel', {
          number: item.caseNumber,
          type: t(`benefits.claimTypes.${item.claimType}`),
        })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {item.absentTo
          ? t('benefits.cases.absentSpan', { from: format.date(item.absentFrom), to: format.date(item.absentTo) })
          : t('benefits.cases.absentFrom', { from: format.date(item.absentFrom) })}
      </Text>
      <Group gap={4}>
        {item.hasIvSetting && (
          <Badge size="xs" variant="light" color="grape" data-testid="benefits-case-iv">
            {t('benefits.cases.iv')}
          </Badge>
        )}
        {item.hasBenefitStop && (
          <Badge size="xs" variant="light" color="orange" data-testid="benefits-case-stop">
            {t('benefits.cases.stop')}
          </Badge>
        )}
      </Group>
    </Stack>
  );

  const openButton = (item: BenefitsCaseItem) => (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={(event) => {
        event.stopPropagation();
        open(item);
      }}
      aria-label={`${t('benefits.cases.open')} – ${personOf(item)}, ${t('benefits.cases.caseNumber', { number: item.caseNumber })}`}
      data-testid="benefits-case-open"
    >
      {t('benefits.cases.open')}
    </Button>
  );

  const columns: ListColumn<BenefitsCaseItem, BenefitsSortField>[] = [
    {
      id: 'person',
      header: t('benefits.cases.columns.person'),
      sort: 'LAST_NAME',
      minWidth: 200,
      cell: person,
      card: 'title',
    },
    {
      id: 'case',
      header: t('benefits.cases.columns.case'),
      sort: 'CASE_NUMBER',
      minWidth: 180,
      cell: caseCell,
      card: { as: 'fact', label: null },
    },
    {
      id: 'entitled',
      header: t('benefits.figures.entitled'),
      sort: 'ENTITLED',
      align: 'right',
      cell: (item) => amount(item.entitled, 'benefits-case-entitled'),
      card: { as: 'fact', value: (item) => chf(item.entitled) },
    },
    {
      id: 'released',
      header: t('benefits.figures.released'),
      align: 'right',
      cell: (item) => amount(item.released),
      card: { as: 'fact', value: (item) => chf(item.released) },
    },
    {
      id: 'inPreparation',
      header: t('benefits.figures.inPreparation'),
      align: 'right',
      cell: (item) => amount(item.inPreparation),
      card: { as: 'fact', value: (item) => chf(item.inPreparation) },
    },
    {
      id: 'outstanding',
      header: t('benefits.figures.outstanding'),
      sort: 'OUTSTANDING',
      align: 'right',
      cell: (item) => amount(item.outstanding, 'benefits-case-outstanding', true),
      card: { as: 'subtitle', value: (item) => amount(item.outstanding, undefined, true) },
    },
    {
      id: 'actions',
      header: t('benefits.cases.columns.actions'),
      headerContent: <VisuallyHidden>{t('benefits.cases.columns.actions')}</VisuallyHidden>,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: openButton,
      card: { as: 'fact', label: null, value: (item) => <Group justify="flex-end">{openButton(item)}</Group> },
    },
  ];

  const emptyState = (
    <ListEmptyState
      testId="benefits-cases"
      isFiltered={Boolean(search.search) || list.isFiltered}
      filteredTitle={t('benefits.cases.emptyFilteredTitle')}
      clearLabel={t('benefits.cases.clearFilters')}
      onClear={() => {
        cancelSearch();
        list.clearFilters();
      }}
      icon={<IconReceipt aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />}
      title={t('benefits.cases.emptyTitle')}
      text={t('benefits.cases.emptyText')}
    />
  );

  const filterWidth = { base: '100%', xs: 220 };
  return (
    <Card padding={0} component="section" aria-labelledby="benefits-cases-title" data-testid="benefits-cases">
      <Stack gap={4} p="md" pb={0}>
        <Title order={2} size="h4" id="benefits-cases-title">
          {t('benefits.cases.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('benefits.cases.intro')}
        </Text>
      </Stack>
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('benefits.cases.search')}
          placeholder={t('benefits.cases.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          maxLength={SEARCH_MAX_LENGTH}
          flex="1 1 240px"
          maw={420}
          type="search"
          data-testid="benefits-cases-search"
        />
        <Select
          label={t('benefits.cases.subunit')}
          placeholder={t('benefits.cases.allSubunits')}
          data={[...units.subunitOptions, { value: NO_SUBUNIT, label: t('benefits.totals.noSubunit') }]}
          value={search.unit ?? null}
          onChange={(value) => setFilter({ unit: value ?? undefined })}
          clearable
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="benefits-cases-filter-subunit"
        />
        <Select
          label={t('benefits.cases.line')}
          placeholder={t('benefits.cases.allLines')}
          data={COVERAGE_LINES.map((line) => ({ value: line, label: t(`benefits.lines.${line}`) }))}
          value={search.line ?? null}
          onChange={(value) => setFilter({ line: (value ?? undefined) as BenefitsSearch['line'] })}
          clearable
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="benefits-cases-filter-line"
        />
      </Group>
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(item) => item.caseId}
        rowTestId={() => 'benefits-case-row'}
        rowProps={(item) => ({ 'data-employee': item.employeeId, style: { cursor: 'pointer' } })}
        onRowClick={open}
        sort={{
          ariaSort: list.ariaSort,
          onSort: list.toggleSort,
          title: (column) => t('benefits.cases.sortBy', { column }),
          testId: (field) => `benefits-sort-${field}`,
        }}
        testId="benefits-cases-table"
        minWidth={1000}
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={5}
        loadingCards={3}
        empty={emptyState}
      />
      <ListCountFooter
        countText={t('benefits.cases.count', { count: totalCount, n: format.number(totalCount) })}
        countTestId="benefits-cases-count"
        pageCount={pages}
        page={list.page}
        onChange={list.setPage}
        paginationTestId="benefits-cases-pagination"
      />
    </Card>
  );
}
