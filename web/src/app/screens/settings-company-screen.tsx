// Company settings (tenant.view): everyone who may view the company sees its configuration, read only; changes
// go through the platform administration.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { CompanySettings } from '../../features/tenant/screens/settings-company.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SettingsCompanyScreen() {
  const { t } = useTranslation();
  usePageTitle(t('nav.areas.settingsCompany'));
  return (
    <Stack gap="xl" maw={1400} data-testid="settings-company">
      <PageHeader title={t('tenant.pageTitle')} description={t('tenant.intro')} />
      <CompanySettings />
    </Stack>
  );
}
