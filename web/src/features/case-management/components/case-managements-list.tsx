// The case management list (/case-management; issue 30 scope 5): each case management the user may see (a superior:
// the team) with the employee, its status, the responsible case manager, the employee's next open deadline and the
// opened date; by the next deadline first. Filters (status, "mine"), search, sort and page live in the URL
// (case-managements-search.ts); a card per row on a phone; the empty state points to the requests inbox.
import { Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconHeartHandshake, IconInbox, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CASE_MANAGEMENT_STATUSES, type CaseManagementListItem } from '../../../../../src/contracts/case-management.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { useCaseManagements } from '../api/get-case-managements.ts';
import { employeeName } from '../case-management-view.ts';
import {
  CASE_MANAGEMENTS_PAGE_SIZE,
  type CaseManagementSortField,
  type CaseManagementsSearch,
  caseManagementsSearch,
  toCaseManagementsQuery,
} from '../case-managements-search.ts';
import { CaseManagementStatusBadge, NextDeadline } from './case-management-parts.tsx';

export type CaseManagementsListProps = {
  search: CaseManagementsSearch;
  onSearchChange: (next: CaseManagementsSearch, options?: { replace?: boolean }) => void;
};

export function CaseManagementsList({ search, onSearchChange }: CaseManagementsListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const canSeeRequests = usePermission('employee.caseManagement.requests.view');
  const isCaseManager = usePermission('employee.caseManagement.notes.edit');
  const request = useMemo(() => toCaseManagementsQuery(search), [search]);
  const query = useCaseManagements(request);
  const list = useListSearch(caseManagementsSearch, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / CASE_MANAGEMENTS_PAGE_SIZE));
  const isFiltered = search.status !== undefined || search.mine === true;
  const setFilter = (changes: Partial<CaseManagementsSearch>) => list.setFilter(changes, { replace: false });
  useLastPageClamp(caseManagementsSearch, query, search, onSearchChange);

  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(caseManagementsSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const open = (item: CaseManagementListItem) =>
    void navigate({ to: '/case-management/$caseManagementId', params: { caseManagementId: item.caseManagementId } });

  const inboxButton = canSeeRequests && (
    <Button
      renderRoot={(props) => <Link {...props} to="/case-management/requests" search={{}} />}
      variant="default"
      leftSection={<IconInbox aria-hidden size={16} />}
      data-testid="case-managements-inbox"
    >
      {t('caseManagement.list.openInbox')}
    </Button>
  );

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="case-managements-empty">
      <IconHeartHandshake aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('caseManagement.list.empty.filteredTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={460}>
            {t('caseManagement.list.empty.filteredHint')}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              cancelSearch();
              onSearchChange(caseManagementsSearch.clearFilters(search));
            }}
            data-testid="case-managements-clear"
          >
            {t('caseManagement.list.empty.clear')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('caseManagement.list.empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t(isCaseManager ? 'caseManagement.list.empty.hintCaseManager' : 'caseManagement.list.empty.hint')}
          </Text>
          {inboxButton}
        </>
      )}
    </Stack>
  );

  const columns: ListColumn<CaseManagementListItem, CaseManagementSortField>[] = [
    {
      id: 'employee',
      header: t('caseManagement.columns.employee'),
      sort: 'LAST_NAME',
      minWidth: 200,
      cell: (item) => (
        <Stack gap={0}>
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/case-management/$caseManagementId"
                params={{ caseManagementId: item.caseManagementId }}
              />
            )}
            size="sm"
            fw={600}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
            data-testid="case-management-open"
          >
            {employeeName(item)}
          </Anchor>
          {item.personnelNumber && (
            <Text size="xs" c="dimmed">
              {item.personnelNumber}
            </Text>
          )}
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'status',
      header: t('caseManagement.columns.status'),
      sort: 'STATUS',
      cell: (item) => <CaseManagementStatusBadge status={item.status} />,
      card: { as: 'fact', label: null, order: -2 },
    },
    {
      id: 'responsible',
      header: t('caseManagement.columns.responsible'),
      minWidth: 160,
      cell: (item) => <Text size="sm">{item.responsible?.name ?? t('caseManagement.nobody')}</Text>,
      card: 'fact',
    },
    {
      id: 'nextDeadline',
      header: t('caseManagement.columns.nextDeadline'),
      sort: 'NEXT_DEADLINE',
      minWidth: 200,
      cell: (item) => <NextDeadline deadline={item.nextDeadline} />,
      card: 'fact',
    },
    {
      id: 'opened',
      header: t('caseManagement.columns.opened'),
      sort: 'OPENED_AT',
      nowrap: true,
      cell: (item) => (
        <Text size="sm">
          {format.instantDate(item.openedAt)}
          {item.closedAt && ` – ${format.instantDate(item.closedAt)}`}
        </Text>
      ),
      card: 'fact',
    },
  ];

  return (
    <Stack gap="lg" maw={1400} data-testid="case-managements">
      <PageHeader
        title={t('nav.areas.caseManagements')}
        description={t('caseManagement.list.intro')}
        actions={inboxButton || undefined}
      />
      <Card padding={0} data-testid="case-managements-panel">
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('caseManagement.list.search')}
            placeholder={t('caseManagement.list.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            maxLength={200}
            flex="1 1 240px"
            maw={420}
            type="search"
            data-testid="case-managements-search"
          />
          <Select
            label={t('caseManagement.columns.status')}
            placeholder={t('caseManagement.list.allStatuses')}
            data={CASE_MANAGEMENT_STATUSES.filter((status) => status !== 'REQUESTED').map((status) => ({
              value: status,
              label: t(`caseManagement.statuses.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) => setFilter({ status: (value ?? undefined) as CaseManagementsSearch['status'] })}
            clearable
            w={{ base: '100%', xs: 200 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="case-managements-filter-status"
          />
          <Checkbox
            label={t('caseManagement.list.mine')}
            checked={search.mine === true}
            onChange={(event) => setFilter({ mine: event.currentTarget.checked ? true : undefined })}
            mb={8}
            data-testid="case-managements-filter-mine"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.caseManagementId}
          rowTestId={() => 'case-management-row'}
          rowProps={(item) => ({ 'data-status': item.status, style: { cursor: 'pointer' } })}
          onRowClick={open}
          sort={{
            ariaSort: list.ariaSort,
            onSort: list.toggleSort,
            title: (column) => t('caseManagement.sortBy', { column }),
            testId: (field) => `case-managements-sort-${field}`,
          }}
          minWidth={860}
          testId="case-managements-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingRowHeight={56}
          loadingCards={5}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('caseManagement.list.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="case-managements-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="case-managements-pagination"
        />
      </Card>
    </Stack>
  );
}
