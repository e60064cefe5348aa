// The gap list of a day (decision 0065): per employee and gap, who (a link to the employee as of the day), the
// subunit and processing group by name, the insurance concerned and, in words from the kind, what is wrong and how
// to mend it; HR can open the record's correction from the row. Filters (kind, insurance, search) and page in the
// URL (policies-search.ts); cards on a phone. Empty: everyone employed on the day is insured, and what to do next.
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconSearch } from '@tabler/icons-react';
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
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { UnitsText, useUnitNames } from '../../cases/index.ts';
import { usePolicyGaps } from '../api/get-policy-gaps.ts';
import {
  dayOf,
  GAPS_PAGE_SIZE,
  POLICY_GAP_KINDS,
  POLICY_TYPES,
  type PoliciesSearch,
  policiesSearch,
  SEARCH_MAX_LENGTH,
  toGapsQuery,
} from '../policies-search.ts';
import { gapTexts, type PolicyGap, personName, policyTypeShort } from '../policy-words.ts';
import { PersonCell } from './person-cell.tsx';

const KIND_COLORS: Record<PolicyGap['kind'], TintColor> = {
  NO_POLICY: 'red',
  POLICY_NOT_FOUND: 'orange',
  GROUP_MISMATCH: 'grape',
  NOT_IN_FORCE: 'yellow',
};

const rowKey = (gap: PolicyGap) => `${gap.employeeId}:${gap.kind}:${gap.policyType}:${gap.policyNumber ?? ''}`;

export type PolicyGapsProps = {
  search: PoliciesSearch;
  onSearchChange: (next: PoliciesSearch, options?: { replace?: boolean }) => void;
  today: string;
};

/** The id of the list's section: the summary's kind buttons scroll to it. */
export const POLICY_GAPS_ID = 'policy-gaps';

export function PolicyGaps({ search, onSearchChange, today }: PolicyGapsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const canOpenEmployee = usePermission('employee.view');
  const canCorrect = usePermission('employee.edit');
  const date = dayOf(search, today);
  const request = useMemo(() => toGapsQuery(search, today), [search, today]);
  const query = usePolicyGaps(request);
  const list = useListSearch(policiesSearch, search, onSearchChange);
  useLastPageClamp(policiesSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / GAPS_PAGE_SIZE));
  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(policiesSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');

  const person = (gap: PolicyGap) => (
    <PersonCell person={gap} date={date} canOpenEmployee={canOpenEmployee} testId="policy-gap-employee" />
  );

  const policy = (gap: PolicyGap) => (
    <Stack gap={2} align="flex-start">
      <TintedBadge color={KIND_COLORS[gap.kind]} data-testid="policy-gap-kind" data-kind={gap.kind}>
        {t(`policies.kinds.${gap.kind}`)}
      </TintedBadge>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[policyTypeShort(gap.policyType, t), gap.policyNumber].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );

  const problem = (gap: PolicyGap) => {
    const texts = gapTexts(gap, date, t);
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" data-testid="policy-gap-problem">
          {texts.problem}
        </Text>
        <Text size="sm" c="dimmed" data-testid="policy-gap-remedy">
          {texts.remedy}
        </Text>
        {canCorrect && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconEdit aria-hidden size={14} />}
            renderRoot={(props) => (
              <Link {...props} to="/employees/$employeeId/edit" params={{ employeeId: gap.employeeId }} search={{}} />
            )}
            aria-label={`${t('policies.gaps.correct')} – ${personName(gap)}`}
            data-testid="policy-gap-correct"
          >
            {t('policies.gaps.correct')}
          </Button>
        )}
      </Stack>
    );
  };

  const columns: ListColumn<PolicyGap>[] = [
    {
      id: 'person',
      header: t('policies.gaps.columns.person'),
      minWidth: 180,
      cell: person,
      card: 'title',
    },
    {
      id: 'units',
      header: t('policies.gaps.columns.units'),
      minWidth: 160,
      cell: (gap) => <UnitsText units={units} subunitId={gap.companySubunitId} groupId={gap.processingGroupId} />,
      card: { as: 'fact', value: (gap) => units.unitsLine(gap.companySubunitId, gap.processingGroupId) },
    },
    {
      id: 'policy',
      header: t('policies.gaps.columns.policy'),
      minWidth: 170,
      cell: policy,
      card: { as: 'fact', label: null, order: -1 },
    },
    {
      id: 'problem',
      header: t('policies.gaps.columns.problem'),
      minWidth: 320,
      cell: problem,
      card: { as: 'fact', label: null },
    },
  ];

  const setFilter = (changes: Partial<PoliciesSearch>) => list.setFilter(changes, { replace: false });
  const emptyState = (
    <ListEmptyState
      testId="policy-gaps"
      isFiltered={Boolean(search.search) || list.isFiltered}
      filteredTitle={t('policies.gaps.emptyFilteredTitle')}
      clearLabel={t('policies.gaps.clearFilters')}
      onClear={() => {
        cancelSearch();
        list.clearFilters();
      }}
      icon={<IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-teal-7)" />}
      title={t('policies.gaps.emptyTitle', { date: format.date(date) })}
      text={t('policies.gaps.emptyText')}
    />
  );

  const filterWidth = { base: '100%', xs: 240 };
  return (
    <Card
      padding={0}
      component="section"
      id={POLICY_GAPS_ID}
      aria-labelledby="policy-gaps-title"
      data-testid="policy-gaps"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap={4} p="md" pb={0}>
        <Title order={2} size="h4" id="policy-gaps-title">
          {t('policies.gaps.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('policies.gaps.intro', { date: format.date(date) })}
        </Text>
      </Stack>
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('policies.gaps.search')}
          placeholder={t('policies.gaps.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          maxLength={SEARCH_MAX_LENGTH}
          flex="1 1 240px"
          maw={420}
          type="search"
          data-testid="policy-gaps-search"
        />
        <Select
          label={t('policies.gaps.kind')}
          placeholder={t('policies.gaps.allKinds')}
          data={POLICY_GAP_KINDS.map((kind) => ({ value: kind, label: t(`policies.kinds.${kind}`) }))}
          value={search.kind ?? null}
          onChange={(value) => setFilter({ kind: (value ?? undefined) as PoliciesSearch['kind'] })}
          clearable
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="policy-gaps-filter-kind"
        />
        <Select
          label={t('policies.gaps.type')}
          placeholder={t('policies.gaps.allTypes')}
          data={POLICY_TYPES.map((type) => ({ value: type, label: t(`policies.types.${type}.name`) }))}
          value={search.type ?? null}
          onChange={(value) => setFilter({ type: (value ?? undefined) as PoliciesSearch['type'] })}
          clearable
          w={filterWidth}
          comboboxProps={{ withinPortal: true }}
          data-testid="policy-gaps-filter-type"
        />
      </Group>
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={rowKey}
        rowTestId={() => 'policy-gap-row'}
        rowProps={(gap) => ({ 'data-kind': gap.kind })}
        testId="policy-gaps-table"
        minWidth={960}
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={4}
        loadingCards={3}
        empty={emptyState}
      />
      <ListCountFooter
        countText={t('policies.gaps.count', { count: totalCount, n: format.number(totalCount) })}
        countTestId="policy-gaps-count"
        pageCount={pages}
        page={list.page}
        onChange={list.setPage}
        paginationTestId="policy-gaps-pagination"
      />
    </Card>
  );
}
