// Data hub (issue 11): absence files uploaded for a period. The page needs dataHub.view (route guard); the upload
// card only dataHub.edit. Beside it the help with the templates in four languages; below the past uploads.
import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { tenantConfigurationQueryOptions } from '../../features/tenant/api/get-tenant-configuration.ts';
import {
  AbsenceUploadCard,
  AbsenceUploadsList,
  isProcessing,
  UploadTemplates,
  useAbsenceUploads,
} from '../../features/uploads/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The company's upload configurations (key and name), read from its configuration where the user may see it. */
function useUploadConfigurations(enabled: boolean) {
  const query = useQuery({ ...tenantConfigurationQueryOptions(), enabled });
  return (query.data?.configuration?.fileUploadConfiguration ?? []).map(({ key, name }) => ({ key, name }));
}

export function DataHubScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('dataHub.edit');
  const canReadConfiguration = usePermission('tenant.view');
  const configurations = useUploadConfigurations(canEdit && canReadConfiguration);
  const uploads = useAbsenceUploads();
  const runningUpload = uploads.data?.items.find(isProcessing);
  usePageTitle(t('nav.areas.dataHub'));
  return (
    <Stack gap="lg" maw={1400} data-testid="data-hub">
      <PageHeader title={t('nav.areas.dataHub')} description={t('uploads.intro')} />
      <Grid gap="lg" align="flex-start">
        {canEdit && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <AbsenceUploadCard configurations={configurations} runningUpload={runningUpload} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: canEdit ? 5 : 12 }}>
          <UploadTemplates />
        </Grid.Col>
      </Grid>
      <AbsenceUploadsList canEdit={canEdit} />
    </Stack>
  );
}
