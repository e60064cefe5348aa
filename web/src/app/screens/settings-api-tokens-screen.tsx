// External API tokens of the company (upload interface): list for tenant.apiTokens.view, create and revoke
// with tenant.apiTokens.edit.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiTokensInfo, ApiTokensPanel, CreateTokenButton } from '../../features/api-tokens/index.ts';
import { usePermission } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SettingsApiTokensScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('tenant.apiTokens.edit');
  usePageTitle(t('nav.areas.settingsApiTokens'));
  return (
    <Stack gap="lg" maw={1400} data-testid="settings-api-tokens">
      <PageHeader
        title={t('nav.areas.settingsApiTokens')}
        description={t('apiTokens.intro')}
        actions={canEdit ? <CreateTokenButton /> : undefined}
      />
      <ApiTokensInfo />
      <ApiTokensPanel canEdit={canEdit} />
    </Stack>
  );
}
