// Data hub (issue 11): employee files and absence files (for a period), one kind at a time as chosen at the top
// (kept in the URL: `?upload=employee`). The page needs dataHub.view (route guard); the upload card only
// dataHub.edit. Beside it the help with the templates in four languages; below the past uploads of that kind. One
// file per company processes at a time, whatever its kind: a running upload of either kind blocks a new start.
import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { tenantConfigurationQueryOptions } from '../../features/tenant/index.ts';
import {
  DEFAULT_UPLOAD_KIND,
  isProcessing,
  parseDataHubSearch,
  type UploadKind,
  useUploads,
} from '../../features/uploads/index.ts';
import { UploadCard, UploadKindChoice, UploadsList, UploadTemplates } from '../../features/uploads/screens/data-hub.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The company's upload configurations (key and name), read from its configuration where the user may see it. */
function useUploadConfigurations(enabled: boolean) {
  const query = useQuery({ ...tenantConfigurationQueryOptions(), enabled });
  return (query.data?.configuration?.fileUploadConfiguration ?? []).map(({ key, name }) => ({ key, name }));
}

/** The upload of the company that is processing, of either kind. */
function useRunningUpload() {
  const absences = useUploads('absence');
  const employees = useUploads('employee');
  const absence = absences.data?.items.find(isProcessing);
  if (absence) return { kind: 'absence' as const, upload: absence };
  const employee = employees.data?.items.find(isProcessing);
  return employee ? { kind: 'employee' as const, upload: employee } : undefined;
}

export function DataHubScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/data-hub' }), parseDataHubSearch);
  const navigate = useNavigate();
  const kind = search.upload ?? DEFAULT_UPLOAD_KIND;
  const canEdit = usePermission('dataHub.edit');
  const canReadConfiguration = usePermission('tenant.view');
  const configurations = useUploadConfigurations(canEdit && canReadConfiguration);
  const runningUpload = useRunningUpload();
  usePageTitle(t('nav.areas.dataHub'));
  const choose = (next: UploadKind) =>
    void navigate({
      to: '/data-hub',
      search: (previous) => ({ ...previous, upload: next === DEFAULT_UPLOAD_KIND ? undefined : next }),
      replace: true,
    });
  return (
    <Stack gap="lg" maw={1400} data-testid="data-hub" data-kind={kind}>
      <PageHeader title={t('nav.areas.dataHub')} description={t('uploads.intro')} />
      <UploadKindChoice value={kind} onChange={choose} />
      <Grid gap="lg" align="flex-start">
        {canEdit && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            {/* A card per kind (key): switching starts afresh, without the other kind's file or result. */}
            <UploadCard key={kind} kind={kind} configurations={configurations} runningUpload={runningUpload} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: canEdit ? 5 : 12 }}>
          <UploadTemplates kind={kind} />
        </Grid.Col>
      </Grid>
      <UploadsList kind={kind} canEdit={canEdit} />
    </Stack>
  );
}
