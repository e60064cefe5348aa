// The case management area (issue 30 scope 5; decision 0055): the list (/case-management, guarded by
// employee.caseManagement.cases.view; URL state: status, mine, search, sort, page), one case management
// (/case-management/{caseManagementId}) and the requests inbox (/case-management/requests, guarded by
// employee.caseManagement.requests.view; URL state: status, page). The sickness-case list of issue 13 stays at
// /case-management/cases.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePermission } from '../../features/auth/index.ts';
import {
  type CaseManagementRequestsSearch,
  type CaseManagementsSearch,
  parseCaseManagementRequestsSearch,
  parseCaseManagementsSearch,
} from '../../features/case-management/index.ts';
import { CaseManagementDetail } from '../../features/case-management/screens/case-management-detail.ts';
import { CaseManagementsList } from '../../features/case-management/screens/case-managements.ts';
import { RequestsInbox } from '../../features/case-management/screens/requests.ts';
import { DeadlinesPanel } from '../../features/deadlines/index.ts';
import { CertificatesPanel } from '../../features/medical-certificates/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function CaseManagementsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/case-management' }), parseCaseManagementsSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.caseManagements'));
  const onSearchChange = useCallback(
    (next: CaseManagementsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/case-management', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <CaseManagementsList search={search} onSearchChange={onSearchChange} />;
}

export function CaseManagementDetailScreen() {
  const { caseManagementId } = useParams({ from: '/app/case-management/$caseManagementId' });
  const canViewCertificates = usePermission('employee.certificates.view');
  return (
    <CaseManagementDetail
      key={caseManagementId}
      caseManagementId={caseManagementId}
      panels={{
        certificates: (detail) =>
          canViewCertificates ? (
            <CertificatesPanel
              employeeId={detail.employeeId}
              employeeName={[detail.firstName, detail.lastName].filter(Boolean).join(' ')}
              absenceType="SICK"
            />
          ) : null,
        deadlines: (detail) => <DeadlinesPanel employeeId={detail.employeeId} />,
      }}
    />
  );
}

export function CaseManagementRequestsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(
    useSearch({ from: '/app/case-management/requests' }),
    parseCaseManagementRequestsSearch,
  );
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.requests'));
  const onSearchChange = useCallback(
    (next: CaseManagementRequestsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/case-management/requests', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <RequestsInbox search={search} onSearchChange={onSearchChange} />;
}
