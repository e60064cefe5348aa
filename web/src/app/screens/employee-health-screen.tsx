// Health (issue 29, employee.health.view): the employees with their care stage (URL state: search, level, subunit,
// sort, page) and one employee's health page at /employee-health/{employeeId} — not /health, the server's probe. A
// superior sees their team only (the server scopes both).
import { Stack } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '../../../../src/contracts/areas.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { isAreaVisible, usePermission, useSession } from '../../features/auth/index.ts';
import { type CareStagesSearch, parseCareStagesSearch } from '../../features/care/index.ts';
import { CareStagesList, EmployeeHealthPanel } from '../../features/care/screens/employee-health.ts';
import { DeadlinesPanel } from '../../features/deadlines/index.ts';
import { CertificatesPanel } from '../../features/medical-certificates/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function EmployeeHealthListScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/employee-health' }), parseCareStagesSearch);
  const navigate = useNavigate();
  const canViewStages = usePermission('employee.careStages.view');
  const canEditStages = usePermission('employee.careStages.edit');
  usePageTitle(t('nav.areas.health'));
  const onSearchChange = useCallback(
    (next: CareStagesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/employee-health', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return (
    <Stack gap="xl" maw={1400} data-testid="health-area">
      <PageHeader title={t('nav.areas.health')} description={t('care.health.listIntro')} />
      <CareStagesList
        area="health"
        search={search}
        onSearchChange={onSearchChange}
        canOpenHealth
        canViewStages={canViewStages}
        canEditStages={canEditStages}
      />
    </Stack>
  );
}

export function EmployeeHealthScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { employeeId } = useParams({ from: '/app/employee-health/$employeeId' });
  const canViewCertificates = usePermission('employee.certificates.view');
  usePageTitle(t('care.health.pageTitle'));
  // The tasks area lists the employee's care tasks (the link only once that area is built and permitted).
  const tasksArea = AREAS.find((area) => area.id === 'careTasks');
  const tasksHref =
    tasksArea && isAreaVisible(tasksArea, session)
      ? `${tasksArea.path}?employeeId=${encodeURIComponent(employeeId)}`
      : null;
  // The employee's deadlines (issue 30; the panel checks the session) in the health panel, and the medical
  // certificates and upload links once below it (decision 0056): they belong to the employee and a span, not to one
  // absence period.
  return (
    <Stack gap="xl" maw={1400}>
      <EmployeeHealthPanel
        key={employeeId}
        employeeId={employeeId}
        tasksHref={tasksHref}
        deadlines={<DeadlinesPanel employeeId={employeeId} />}
      />
      {canViewCertificates && <CertificatesPanel key={`certificates-${employeeId}`} employeeId={employeeId} />}
    </Stack>
  );
}
