// Platform administration: all tenants (admins only; the routes are admin-only on the server too).
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { TenantsPanel } from '../../features/admin/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminTenantsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('admin.tenants.title'));
  return (
    <Stack gap="xl" maw={1400} data-testid="admin-tenants">
      <PageHeader title={t('admin.tenants.title')} description={t('admin.tenants.intro')} />
      <TenantsPanel />
    </Stack>
  );
}
