// Care stages (issue 29, employee.careStages.view): who is at which level and why (URL state: search, level,
// subunit, sort, page); HR (employee.careStages.edit) defines the stages at /care-stages/definitions and the task
// templates at /care-stages/task-templates. A superior sees their team only (the server scopes the list).
import { Button, Stack } from '@mantine/core';
import { IconClipboardText, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { type CareStagesSearch, parseCareStagesSearch } from '../../features/care/index.ts';
import { CareStagesList, StageDefinitionsEditor, TaskTemplatesPanel } from '../../features/care/screens/care-stages.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoAccessScreen } from './lazy-fallback-screens.tsx';

export function CareStagesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/care-stages' }), parseCareStagesSearch);
  const navigate = useNavigate();
  const canEdit = usePermission('employee.careStages.edit');
  const canOpenHealth = usePermission('employee.health.view');
  usePageTitle(t('nav.areas.careStages'));
  const onSearchChange = useCallback(
    (next: CareStagesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/care-stages', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return (
    <Stack gap="xl" maw={1400} data-testid="care-stages">
      <PageHeader
        title={t('nav.areas.careStages')}
        description={t('care.stages.intro')}
        actions={
          canEdit ? (
            <>
              <Button
                component={Link}
                to="/care-stages/definitions"
                leftSection={<IconSettings aria-hidden size={16} />}
                data-testid="care-stages-definitions-link"
              >
                {t('care.stages.definitions')}
              </Button>
              <Button
                component={Link}
                to="/care-stages/task-templates"
                variant="default"
                leftSection={<IconClipboardText aria-hidden size={16} />}
                data-testid="care-stages-templates-link"
              >
                {t('care.stages.templates')}
              </Button>
            </>
          ) : undefined
        }
      />
      <CareStagesList
        area="stages"
        search={search}
        onSearchChange={onSearchChange}
        canOpenHealth={canOpenHealth}
        canViewStages
        canEditStages={canEdit}
      />
    </Stack>
  );
}

export function CareStageDefinitionsScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('employee.careStages.edit');
  const canListUsers = usePermission('tenant.users.view');
  usePageTitle(t('care.definitions.title'));
  return canEdit ? <StageDefinitionsEditor canListUsers={canListUsers} /> : <NoAccessScreen />;
}

export function CareTaskTemplatesScreen() {
  const { t } = useTranslation();
  const canView = usePermission('employee.careTasks.view');
  const canEdit = usePermission('employee.careStages.edit');
  usePageTitle(t('care.templates.title'));
  return canView ? <TaskTemplatesPanel canEdit={canEdit} /> : <NoAccessScreen />;
}
