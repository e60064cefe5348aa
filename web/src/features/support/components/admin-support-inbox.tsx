// The operators' inbox (/admin/support; decision 0067): every company's support requests, the waiting ones first,
// then the latest message — the counts by status (each filters the list), a tenant filter, and per request the
// reference, the company (a link to its admin page), the subject (a link to the request), the status in words, who
// asked from which screen, the last message. URL state: status, tenant, page; cards on a phone.
import { Anchor, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import type { adminSupportRequestSummary } from '../../../../../src/contracts/support.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useAdminSupportRequests } from '../api/get-admin-support-requests.ts';
import { useSupportTenants } from '../api/get-support-tenants.ts';
import {
  type AdminSupportSearch,
  adminSupportSearch,
  SUPPORT_PAGE_SIZE,
  SUPPORT_REQUEST_STATUSES,
  type SupportStatus,
  toAdminSupportQuery,
} from '../support-search.ts';
import { requestNumber, SupportStatusBadge, useAreaName, useLastMessageColumn } from './support-parts.tsx';

type Summary = z.infer<typeof adminSupportRequestSummary>;

export type AdminSupportInboxProps = {
  search: AdminSupportSearch;
  onSearchChange: (next: AdminSupportSearch, options?: { replace?: boolean }) => void;
};

export function AdminSupportInbox({ search, onSearchChange }: AdminSupportInboxProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const areaName = useAreaName();
  const statusLabelId = useId();
  const request = useMemo(() => toAdminSupportQuery(search), [search]);
  const query = useAdminSupportRequests(request);
  const tenants = useSupportTenants();
  const list = useListSearch(adminSupportSearch, search, onSearchChange);
  useLastPageClamp(adminSupportSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / SUPPORT_PAGE_SIZE));
  const countOf = (status: SupportStatus) =>
    query.data?.byStatus.find((entry) => entry.status === status)?.count ?? null;
  const allCount = query.data?.byStatus.reduce((sum, entry) => sum + entry.count, 0) ?? null;
  const withCount = (label: string, count: number | null) =>
    count === null ? label : t('admin.support.withCount', { label, n: format.number(count) });

  const tenantOptions = (tenants.data?.items ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }));
  // A tenant from a link (the home page's card) before the names have loaded, or beyond the first page of names.
  if (search.tenant && !tenantOptions.some((option) => option.value === search.tenant)) {
    const name = items.find((item) => item.tenantId === search.tenant)?.tenantName;
    tenantOptions.unshift({ value: search.tenant, label: name ?? t('common.loading') });
  }

  const lastColumn = useLastMessageColumn<Summary>({
    fromSupport: 'admin.support.lastFromSupport',
    fromUser: 'admin.support.lastFromUser',
  });
  const columns: ListColumn<Summary>[] = [
    {
      id: 'status',
      header: t('support.columns.status'),
      nowrap: true,
      cell: (row) => <SupportStatusBadge status={row.status} />,
      card: 'subtitle',
    },
    {
      id: 'tenant',
      header: t('admin.support.columns.tenant'),
      minWidth: 160,
      cell: (row) => (
        <Anchor
          component={Link}
          to={'/admin/tenants/$tenantId' as never}
          params={{ tenantId: row.tenantId } as never}
          size="sm"
          data-testid="admin-support-tenant-link"
        >
          {row.tenantName}
        </Anchor>
      ),
      card: { as: 'fact', value: (row) => row.tenantName },
    },
    {
      id: 'subject',
      header: t('support.columns.subject'),
      minWidth: 280,
      cell: (row) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={'/admin/support/$requestId' as never}
            params={{ requestId: row.requestId } as never}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="admin-support-request-link"
          >
            {requestNumber(row.number)} · {row.subject}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('admin.support.from', { name: row.createdByName, area: areaName(row.area) })}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    lastColumn,
  ];

  const empty = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="admin-support-empty">
      <IconInbox aria-hidden size={32} stroke={1.5} color="var(--mantine-color-green-7)" />
      <Text fw={600}>{t(list.isFiltered ? 'admin.support.emptyFiltered' : 'admin.support.emptyTitle')}</Text>
      {!list.isFiltered && (
        <Text size="sm" c="dimmed" ta="center" maw={520}>
          {t('admin.support.emptyText')}
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="admin-support">
      <PageHeader title={t('admin.support.title')} description={t('admin.support.intro')} />
      <Card padding={0}>
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <Stack gap={4} w={isPhone ? '100%' : undefined}>
            <Text size="sm" fw={500} id={statusLabelId}>
              {t('support.filters.status')}
            </Text>
            <SegmentedControl
              value={search.status ?? 'ALL'}
              onChange={(value) =>
                list.setFilter({ status: value === 'ALL' ? undefined : (value as SupportStatus) }, { replace: false })
              }
              data={[
                { value: 'ALL', label: withCount(t('support.filters.all'), allCount) },
                ...SUPPORT_REQUEST_STATUSES.map((status) => ({
                  value: status,
                  label: withCount(t(`support.statuses.${status}`), countOf(status)),
                })),
              ]}
              aria-labelledby={statusLabelId}
              orientation={isPhone ? 'vertical' : 'horizontal'}
              fullWidth={isPhone}
              data-testid="admin-support-status"
            />
          </Stack>
          <Select
            label={t('admin.support.tenant')}
            placeholder={t('admin.support.allTenants')}
            data={tenantOptions}
            value={search.tenant ?? null}
            onChange={(value) => list.setFilter({ tenant: value ?? undefined }, { replace: false })}
            clearable
            searchable
            w={{ base: '100%', xs: 280 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="admin-support-tenant"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(row) => row.requestId}
          rowTestId={() => 'admin-support-row'}
          testId="admin-support-table"
          minWidth={900}
          dimmed={query.isPlaceholderData}
          loadingRows={6}
          loadingCards={3}
          empty={empty}
        />
        <ListCountFooter
          countText={t('admin.support.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="admin-support-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="admin-support-pagination"
        />
      </Card>
    </Stack>
  );
}
