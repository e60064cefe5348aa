// The payouts of a tenant for an internal admin (issue 15 scope 5): /admin/tenants/{tenantId}/payouts with the
// filters in the URL (`?status=DRAFT&month=2026-03&problems=1&page=2`). A chunk of its own.
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { PayoutsArea, type PayoutsSearch, parsePayoutsSearch, useAdminTenant } from '../../features/admin/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const PAYOUTS_PATH = '/admin/tenants/$tenantId/payouts';

export function AdminPayoutsScreen() {
  const { t } = useTranslation();
  const { tenantId } = useParams({ from: `/app${PAYOUTS_PATH}` });
  const search = useParsedSearch(useSearch({ from: `/app${PAYOUTS_PATH}` }), parsePayoutsSearch);
  const navigate = useNavigate();
  const tenant = useAdminTenant(tenantId).data;
  usePageTitle(t('admin.payouts.title'));
  const onSearchChange = useCallback(
    (next: PayoutsSearch) => void navigate({ to: PAYOUTS_PATH, params: { tenantId }, search: next }),
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
