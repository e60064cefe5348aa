// Platform administration of one tenant: its configuration (coverage editor and JSON editor on one draft, check
// and save with a comment), the version history and the reset of its data; and its cases, each opening the admin's
// case screen (decision 0025); its accounting months: open, lock with the preview, regenerate (decision 0030); the
// carrier of each coverage line (decision 0033); its failed domain events with their replay, when it has some
// (issue 33 scope 7). Also, in the same chunk, the accounting checks of a tenant's month
// (/admin/tenants/{tenantId}/accounting-checks) and the tenant's payouts (/admin/tenants/{tenantId}/payouts, issue 15
// scope 5, with the filters in the URL: `?status=DRAFT&month=2026-03&problems=1&page=2`).
import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { TintedBadge } from '../../components/tinted.tsx';
import {
  AccountingChecksArea,
  type AccountingChecksSearch,
  PayoutsArea,
  type PayoutsSearch,
  parseAccountingChecksSearch,
  parsePayoutsSearch,
  TenantAccountingPanel,
  TenantCarriersPanel,
  TenantCasesPanel,
  TenantConfigurationEditor,
  TenantFailedEventsPanel,
  useAdminTenant,
} from '../../features/admin/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { useFormatters } from '../../lib/use-formatters.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminTenantScreen() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { tenantId } = useParams({ from: '/app/admin/tenants/$tenantId' });
  const query = useAdminTenant(tenantId);
  const tenant = query.data;
  usePageTitle(tenant?.name ?? t('admin.tenants.title'));
  const version = tenant?.configurationVersion;

  return (
    <Stack gap="xl" maw={1400} data-testid="admin-tenant">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/admin/tenants" size="sm">
          {t('admin.tenants.title')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {tenant?.name ?? '…'}
        </Text>
      </Breadcrumbs>
      {query.isPending && (
        <Stack gap="md" aria-busy>
          <Skeleton height={36} width="40%" radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      )}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {tenant && (
        <>
          <PageHeader
            title={tenant.name}
            description={
              <Group gap="xs" component="span" wrap="wrap">
                <Text span size="sm" ff="monospace" c="dimmed">
                  {tenant.tenantId}
                </Text>
                {version ? (
                  <TintedBadge color="brand" data-testid="admin-tenant-version">
                    {t('admin.tenant.version', {
                      version: version.version,
                      date: format.dateTime(version.createdAt),
                    })}
                  </TintedBadge>
                ) : (
                  <TintedBadge color="orange" data-testid="admin-tenant-version">
                    {t('admin.tenant.notConfigured')}
                  </TintedBadge>
                )}
              </Group>
            }
            actions={
              <Button
                variant="default"
                leftSection={<IconCash aria-hidden size={16} />}
                renderRoot={(props) => (
                  <Link {...props} to="/admin/tenants/$tenantId/payouts" params={{ tenantId: tenant.tenantId }} />
                )}
                data-testid="admin-tenant-payouts-link"
              >
                {t('admin.tenant.payoutsLink')}
              </Button>
            }
          />
          <TenantFailedEventsPanel tenantId={tenant.tenantId} />
          <TenantCasesPanel tenantId={tenant.tenantId} />
          <TenantAccountingPanel tenantId={tenant.tenantId} configuration={tenant.configuration ?? null} />
          <TenantCarriersPanel tenantId={tenant.tenantId} />
          <TenantConfigurationEditor key={tenant.tenantId} tenant={tenant} />
        </>
      )}
    </Stack>
  );
}

const CHECKS_PATH = '/admin/tenants/$tenantId/accounting-checks';

export function AdminAccountingChecksScreen() {
  const { t } = useTranslation();
  const { tenantId } = useParams({ from: `/app${CHECKS_PATH}` });
  const search = useParsedSearch(useSearch({ from: `/app${CHECKS_PATH}` }), parseAccountingChecksSearch);
  const navigate = useNavigate();
  usePageTitle(t('admin.accountingChecks.title'));
  const onSearchChange = useCallback(
    (next: AccountingChecksSearch) => void navigate({ to: CHECKS_PATH, params: { tenantId }, search: next }),
    [navigate, tenantId],
  );
  const onTenantChange = useCallback(
    (next: string) =>
      void navigate({ to: CHECKS_PATH, params: { tenantId: next }, search: search.view ? { view: search.view } : {} }),
    [navigate, search.view],
  );
  return (
    <AccountingChecksArea
      key={tenantId}
      tenantId={tenantId}
      search={search}
      onSearchChange={onSearchChange}
      onTenantChange={onTenantChange}
    />
  );
}

const PAYOUTS_PATH = '/admin/tenants/$tenantId/payouts';

export function AdminPayoutsScreen() {
  const { t } = useTranslation();
  const { tenantId } = useParams({ from: `/app${PAYOUTS_PATH}` });
  const search = useParsedSearch(useSearch({ from: `/app${PAYOUTS_PATH}` }), parsePayoutsSearch);
  const navigate = useNavigate();
  const tenant = useAdminTenant(tenantId).data;
  usePageTitle(t('admin.payouts.title'));
  const onSearchChange = useCallback(
    (next: PayoutsSearch, options?: { replace?: boolean }) =>
      void navigate({ to: PAYOUTS_PATH, params: { tenantId }, search: next, replace: options?.replace }),
    [navigate, tenantId],
  );
  return (
    <Stack gap="xl" maw={1400} data-testid="admin-payouts">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to="/admin/tenants" size="sm">
          {t('admin.tenants.title')}
        </Anchor>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/admin/tenants/$tenantId" params={{ tenantId }} />}
          size="sm"
        >
          {tenant?.name ?? '…'}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('admin.payouts.title')}
        </Text>
      </Breadcrumbs>
      <PageHeader title={t('admin.payouts.title')} description={t('admin.payouts.intro')} />
      <PayoutsArea key={tenantId} tenantId={tenantId} search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
