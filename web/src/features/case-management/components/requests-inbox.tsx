// The requests inbox (/case-management/requests; issue 30 scope 5): requests for case management with the employee,
// who asked, the reason and when; open ones by default (the status filter in the URL: requests-search.ts). A case
// manager accepts (choosing the responsible case manager) or declines with a reason; the requester withdraws an own
// open request. After each action the inbox, the list and the employee's status are refreshed.
import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { CaseManagementRequest } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCaseManagementRequests } from '../api/get-case-management-requests.ts';
import { useWithdrawCaseManagementRequest } from '../api/request-writes.ts';
import { employeeName } from '../case-management-view.ts';
import {
  type CaseManagementRequestsSearch,
  REQUEST_STATUS_FILTERS,
  REQUESTS_PAGE_SIZE,
  type RequestStatusFilter,
  requestStatusOf,
  toCaseManagementRequestsQuery,
  withRequestStatus,
} from '../requests-search.ts';
import { RequestStatusBadge } from './case-management-parts.tsx';
import { AcceptDialog, DeclineDialog } from './request-dialogs.tsx';

export type RequestsInboxProps = {
  search: CaseManagementRequestsSearch;
  onSearchChange: (next: CaseManagementRequestsSearch, options?: { replace?: boolean }) => void;
};

type Dialog = { kind: 'accept' | 'decline'; request: CaseManagementRequest } | null;

export function RequestsInbox({ search, onSearchChange }: RequestsInboxProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useMemo(() => toCaseManagementRequestsQuery(search), [search]);
  const query = useCaseManagementRequests(request);
  const withdraw = useWithdrawCaseManagementRequest();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<CaseManagementRequest | null>(null);
  const status = requestStatusOf(search);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / REQUESTS_PAGE_SIZE));
  const finish = (result: CaseManagementRequest) => {
    setDialog(null);
    setDone(result);
  };

  const actions = (item: CaseManagementRequest) => (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {item.canDecide && (
        <>
          <Button
            size="compact-sm"
            onClick={() => setDialog({ kind: 'accept', request: item })}
            aria-label={t('caseManagement.accept.label', { name: employeeName(item) })}
            data-testid="case-management-request-accept"
          >
            {t('caseManagement.accept.open')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setDialog({ kind: 'decline', request: item })}
            aria-label={t('caseManagement.decline.label', { name: employeeName(item) })}
            data-testid="case-management-request-decline"
          >
            {t('caseManagement.decline.open')}
          </Button>
        </>
      )}
      {item.canWithdraw && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={withdraw.isPending && withdraw.variables === item.requestId}
          onClick={() => withdraw.mutate(item.requestId, { onSuccess: setDone })}
          aria-label={t('caseManagement.withdraw.label', { name: employeeName(item) })}
          data-testid="case-management-request-withdraw"
        >
          {t('caseManagement.withdraw.open')}
        </Button>
      )}
      {item.caseManagementId && (
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/case-management/$caseManagementId"
              params={{ caseManagementId: item.caseManagementId ?? '' }}
            />
          )}
          size="sm"
        >
          {t('caseManagement.requests.openCaseManagement')}
        </Anchor>
      )}
    </Group>
  );

  const columns: ListColumn<CaseManagementRequest>[] = [
    {
      id: 'employee',
      header: t('caseManagement.columns.employee'),
      minWidth: 180,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {employeeName(item)}
          </Text>
          <Text size="xs" c="dimmed">
            {[item.personnelNumber, item.caseNumber && t('caseManagement.requests.case', { number: item.caseNumber })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'status',
      header: t('caseManagement.columns.status'),
      cell: (item) => <RequestStatusBadge status={item.status} />,
      card: { as: 'fact', label: null, order: -2 },
    },
    {
      id: 'requester',
      header: t('caseManagement.requests.requester'),
      minWidth: 150,
      cell: (item) => <Text size="sm">{item.requestedBy.name}</Text>,
      card: 'fact',
    },
    {
      id: 'reason',
      header: t('caseManagement.requests.reason'),
      minWidth: 260,
      cell: (item) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
            {item.reason}
          </Text>
          {item.declineReason && (
            <Text size="xs" c="dimmed">
              {t('caseManagement.requests.declineReasonShown', { reason: item.declineReason })}
            </Text>
          )}
        </Stack>
      ),
      card: 'fact',
    },
    {
      id: 'date',
      header: t('caseManagement.requests.date'),
      nowrap: true,
      cell: (item) => <Text size="sm">{format.instantDate(item.requestedAt)}</Text>,
      card: 'fact',
    },
    {
      id: 'actions',
      header: t('caseManagement.columns.actions'),
      cell: actions,
      card: { as: 'fact', label: null, value: actions },
    },
  ];

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="case-management-requests-empty">
      <IconInbox aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>
        {t(status === 'OPEN' ? 'caseManagement.requests.emptyOpen' : 'caseManagement.requests.empty')}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={520}>
        {t('caseManagement.requests.emptyHint')}
      </Text>
      {status !== 'all' && (
        <Button variant="default" size="xs" onClick={() => onSearchChange(withRequestStatus(search, 'all'))}>
          {t('caseManagement.requests.showAll')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="case-management-inbox">
      <PageHeader title={t('nav.areas.requests')} description={t('caseManagement.requests.intro')} />
      {done && (
        <TintedAlert
          color="teal"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setDone(null)}
          role="status"
          data-testid="case-management-request-done"
        >
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{t(`caseManagement.requests.done.${done.status}`, { name: employeeName(done) })}</Text>
            {done.caseManagementId && (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/case-management/$caseManagementId"
                    params={{ caseManagementId: done.caseManagementId ?? '' }}
                  />
                )}
                size="sm"
              >
                {t('caseManagement.requests.openCaseManagement')}
              </Anchor>
            )}
          </Group>
        </TintedAlert>
      )}
      {withdraw.error && <ErrorAlert error={withdraw.error} />}
      <Card padding={0} data-testid="case-management-requests-panel">
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('caseManagement.columns.status')}
            data={REQUEST_STATUS_FILTERS.map((value) => ({
              value,
              label:
                value === 'all' ? t('caseManagement.list.allStatuses') : t(`caseManagement.requestStatuses.${value}`),
            }))}
            value={status}
            onChange={(value) => value && onSearchChange(withRequestStatus(search, value as RequestStatusFilter))}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="case-management-requests-filter-status"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.requestId}
          rowTestId={() => 'case-management-request-row'}
          rowProps={(item) => ({ 'data-status': item.status })}
          minWidth={960}
          testId="case-management-requests-table"
          dimmed={query.isPlaceholderData}
          loadingRows={6}
          loadingRowHeight={64}
          loadingCards={4}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('caseManagement.requests.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="case-management-requests-count"
          pageCount={pages}
          page={search.page ?? 1}
          onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
          paginationTestId="case-management-requests-pagination"
        />
      </Card>
      {dialog?.kind === 'accept' && (
        <AcceptDialog request={dialog.request} onClose={() => setDialog(null)} onDone={finish} />
      )}
      {dialog?.kind === 'decline' && (
        <DeclineDialog request={dialog.request} onClose={() => setDialog(null)} onDone={finish} />
      )}
    </Stack>
  );
}
