// Platform administration: the carriers that pay daily allowances (payouts, issue 15; decision 0031). Admins only;
// the routes are admin-only on the server too.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { CarriersPanel } from '../../features/admin/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminCarriersScreen() {
  const { t } = useTranslation();
  usePageTitle(t('admin.carriers.title'));
  return (
    <Stack gap="xl" maw={1400} data-testid="admin-carriers">
      <PageHeader title={t('admin.carriers.title')} description={t('admin.carriers.intro')} />
      <CarriersPanel />
    </Stack>
  );
}
