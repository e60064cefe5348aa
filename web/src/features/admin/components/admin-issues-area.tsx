// The operators' data issues across tenants (/admin/issues; decision 0063): which tenants have open issues (most
// severe first; choosing one filters the list), and the list itself, most severe first — severity in words, the
// tenant (a link to its page), the problem with its details in words, the employee, the day found. Filters (tenant,
// severity 1-5, type, dismissed shown) and page in the URL; cards on a phone.
import { Anchor, Button, Card, Group, Select, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import type { adminIssueItem } from '../../../../../src/contracts/issues.ts';
import { ISSUE_TYPES } from '../../../../../src/contracts/tenant.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { employeeName, issueDetailsText } from '../../issues/index.ts';
import {
  ADMIN_ISSUE_SEVERITIES,
  ADMIN_ISSUES_PAGE_SIZE,
  type AdminIssueSeverity,
  type AdminIssuesSearch,
  adminIssuesSearch,
  toAdminIssuesQuery,
} from '../admin-issues-search.ts';
import { useAdminIssues } from '../api/get-admin-issues.ts';

type AdminIssue = z.infer<typeof adminIssueItem>;

export type AdminIssuesAreaProps = {
  search: AdminIssuesSearch;
  onSearchChange: (next: AdminIssuesSearch, options?: { replace?: boolean }) => void;
};

const SEVERITY_COLOR = { 1: 'blue', 2: 'orange', 3: 'red', 4: 'grape', 5: 'grape' } as const;

function SeverityBadge({ severity }: { severity: number }) {
  const { t } = useTranslation();
  const color = SEVERITY_COLOR[severity as keyof typeof SEVERITY_COLOR] ?? 'gray';
  return (
    <TintedBadge color={color} size="sm">
      {t(`admin.issues.severities.${severity}`)}
    </TintedBadge>
  );
}

/** The employee as the tenant's issue list names them (issues feature), the id when the list has no name. */
function personOf(issue: AdminIssue, noEmployee: string): string {
  return employeeName(issue) || issue.employeeId || noEmployee;
}

export function AdminIssuesArea({ search, onSearchChange }: AdminIssuesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const tenantsHeadingId = useId();
  const request = useMemo(() => toAdminIssuesQuery(search), [search]);
  const query = useAdminIssues(request);
  const list = useListSearch(adminIssuesSearch, search, onSearchChange);
  useLastPageClamp(adminIssuesSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const tenants = query.data?.tenants ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / ADMIN_ISSUES_PAGE_SIZE));
  const noEmployee = t('admin.issues.noEmployee');

  const columns: ListColumn<AdminIssue>[] = [
    {
      id: 'severity',
      header: t('admin.issues.columns.severity'),
      nowrap: true,
      cell: (row) => <SeverityBadge severity={row.severity} />,
      card: { as: 'subtitle' },
    },
    {
      id: 'tenant',
      header: t('admin.issues.columns.tenant'),
      minWidth: 160,
      cell: (row) => (
        <Anchor
          component={Link}
          to={'/admin/tenants/$tenantId' as never}
          params={{ tenantId: row.tenantId } as never}
          size="sm"
          fw={600}
        >
          {row.tenantName}
        </Anchor>
      ),
      card: { as: 'fact', value: (row) => row.tenantName },
    },
    {
      id: 'problem',
      header: t('admin.issues.columns.problem'),
      minWidth: 320,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(`issues.types.${row.type}.label`)}
          </Text>
          <Text size="xs" c="dimmed">
            {issueDetailsText(row, t, format)}
          </Text>
          {row.comment && (
            <Text size="xs" c="dimmed" fs="italic">
              {row.comment}
            </Text>
          )}
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'employee',
      header: t('admin.issues.columns.employee'),
      minWidth: 160,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{personOf(row, noEmployee)}</Text>
          {row.personnelNumber && (row.lastName || row.firstName) && (
            <Text size="xs" c="dimmed">
              {t('admin.issues.personnelNumber', { number: row.personnelNumber })}
            </Text>
          )}
        </Stack>
      ),
      card: { as: 'fact', value: (row) => personOf(row, noEmployee) },
    },
    {
      id: 'found',
      header: t('admin.issues.columns.found'),
      nowrap: true,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{format.instantDate(row.createdAt)}</Text>
          {row.ignoredAt && (
            <Text size="xs" c="dimmed">
              {t('admin.issues.dismissedOn', { date: format.instantDate(row.ignoredAt) })}
            </Text>
          )}
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (row) =>
          row.ignoredAt
            ? `${format.instantDate(row.createdAt)} · ${t('admin.issues.dismissedOn', { date: format.instantDate(row.ignoredAt) })}`
            : format.instantDate(row.createdAt),
      },
    },
  ];

  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="admin-issues-empty">
      <IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-green-7)" />
      {list.isFiltered ? (
        <>
          <Text fw={600}>{t('admin.issues.emptyFiltered')}</Text>
          <Button variant="default" size="xs" onClick={() => list.clearFilters()}>
            {t('admin.issues.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('admin.issues.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {t('admin.issues.emptyText')}
          </Text>
        </>
      )}
    </Stack>
  );

  const setTenant = (tenantId: string | undefined) => list.setFilter({ tenant: tenantId }, { replace: false });

  return (
    <Stack gap="lg" maw={1400} data-testid="admin-issues">
      <PageHeader title={t('admin.issues.title')} description={t('admin.issues.intro')} />
      <Card padding="md" aria-labelledby={tenantsHeadingId} component="section" data-testid="admin-issues-tenants">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h5" id={tenantsHeadingId}>
              {t('admin.issues.tenantsTitle')}
            </Title>
            {search.tenant && (
              <Button variant="subtle" size="compact-sm" onClick={() => setTenant(undefined)}>
                {t('admin.issues.allTenants')}
              </Button>
            )}
          </Group>
          {tenants.length === 0 ? (
            <Text size="sm" c="dimmed">
              {query.isPending ? t('common.loading') : t('admin.issues.noTenants')}
            </Text>
          ) : (
            <Group gap="xs" wrap="wrap">
              {tenants.map((tenant) => {
                const selected = search.tenant === tenant.tenantId;
                return (
                  <UnstyledButton
                    key={tenant.tenantId}
                    onClick={() => setTenant(selected ? undefined : tenant.tenantId)}
                    aria-pressed={selected}
                    data-testid="admin-issues-tenant"
                    style={{
                      border: `1px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-4'})`,
                      background: selected ? 'var(--mantine-color-blue-0)' : undefined,
                      borderRadius: 'var(--mantine-radius-md)',
                      padding: '6px 10px',
                      maxWidth: '100%',
                    }}
                  >
                    <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
                      <Group gap={6} wrap="nowrap">
                        <IconBuilding aria-hidden size={16} style={{ flexShrink: 0 }} />
                        <Text size="sm" fw={600}>
                          {tenant.tenantName}
                        </Text>
                      </Group>
                      <Group gap={8} wrap="nowrap">
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {t('admin.issues.tenantCount', { count: tenant.count, n: format.number(tenant.count) })}
                        </Text>
                        <SeverityBadge severity={tenant.maxSeverity} />
                      </Group>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Group>
          )}
        </Stack>
      </Card>
      <Card padding={0}>
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('admin.issues.severity')}
            placeholder={t('admin.issues.allSeverities')}
            data={ADMIN_ISSUE_SEVERITIES.map((value) => ({
              value: String(value),
              label: t(`admin.issues.severities.${value}`),
            }))}
            value={search.severity === undefined ? null : String(search.severity)}
            onChange={(value) =>
              list.setFilter(
                { severity: value === null ? undefined : (Number(value) as AdminIssueSeverity) },
                { replace: false },
              )
            }
            clearable
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="admin-issues-severity"
          />
          <Select
            label={t('admin.issues.type')}
            placeholder={t('admin.issues.allTypes')}
            data={ISSUE_TYPES.map((value) => ({ value, label: t(`issues.types.${value}.label`) }))}
            value={search.type ?? null}
            onChange={(value) =>
              list.setFilter({ type: (value ?? undefined) as AdminIssuesSearch['type'] }, { replace: false })
            }
            clearable
            searchable
            w={{ base: '100%', xs: 320 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="admin-issues-type"
          />
          <Switch
            label={t('admin.issues.showDismissed')}
            checked={search.dismissed === true}
            onChange={(event) =>
              list.setFilter({ dismissed: event.currentTarget.checked ? true : undefined }, { replace: false })
            }
            mb={6}
            data-testid="admin-issues-dismissed"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          rowTestId={() => 'admin-issue-row'}
          testId="admin-issues-table"
          minWidth={960}
          dimmed={query.isPlaceholderData}
          loadingRows={8}
          loadingCards={4}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('admin.issues.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="admin-issues-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="admin-issues-pagination"
        />
      </Card>
    </Stack>
  );
}
