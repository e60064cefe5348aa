// The case detail (issue 13, decision 0022) below each case list: /insurance/ktg/{caseId}, /insurance/uvg/{caseId},
// /case-management/cases/{caseId}. The day whose explanation is open is in the URL (`?day=`). Comments are written
// with the edit permission of the case's claim type (decision 0018) and deleted by their poster or an HR_Admin; the
// same permission splits, joins and moves the case's days (decision 0027). The case's overview and the tenant's unit
// names are asked for with the case (decision 0045): the detail then draws its first screen once, with all three,
// instead of drawing the whole case again when each of the two smaller answers arrives.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { CaseComment } from '../../../../src/contracts/cases.ts';
import { can, useCurrentUser, useSession } from '../../features/auth/index.ts';
import { RequestCaseManagementButton } from '../../features/case-management/index.ts';
import {
  CASE_AREAS,
  type CaseAreaId,
  CaseDetailArea,
  caseOverviewQueryOptions,
  parseCaseDetailSearch,
  tenantUnitsQueryOptions,
} from '../../features/cases/screens/case-detail.ts';
import { DeadlinesPanel } from '../../features/deadlines/index.ts';
import { CertificatesPanel } from '../../features/medical-certificates/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function CaseDetailScreen({ areaId }: { areaId: CaseAreaId }) {
  const { t } = useTranslation();
  const area = CASE_AREAS[areaId];
  const { caseId } = useParams({ from: `/app${area.detailPath}` });
  const search = useParsedSearch(useSearch({ from: `/app${area.detailPath}` }), parseCaseDetailSearch);
  const navigate = useNavigate();
  const session = useSession();
  const user = useCurrentUser();
  usePageTitle(t('cases.detail.pageTitle'));

  // Into the cache while the case loads (no subscription here: their answers do not render this screen again).
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(caseOverviewQueryOptions(caseId));
    void queryClient.prefetchQuery(tenantUnitsQueryOptions());
  }, [queryClient, caseId]);

  const onDayChange = useCallback(
    (day: string) =>
      void navigate({
        to: area.detailPath,
        params: { caseId },
        search: (previous: Record<string, unknown>) => ({ ...previous, day }),
        replace: true,
      }),
    [navigate, area.detailPath, caseId],
  );

  const canWrite = (claimType: 'SICK' | 'ACCIDENT') =>
    claimType === 'ACCIDENT'
      ? can(session, 'insurance.uvg.edit')
      : can(session, 'insurance.ktg.edit') || can(session, 'employee.caseManagement.cases.edit');
  const canDeleteComment = (comment: CaseComment) =>
    user !== null &&
    (user.userRole === 'HR_Admin' || (comment.postedBy.kind === 'user' && comment.postedBy.id === user.id));

  return (
    <CaseDetailArea
      key={caseId}
      areaId={areaId}
      caseId={caseId}
      day={search.day}
      onDayChange={onDayChange}
      canOpenEmployee={can(session, 'employee.view')}
      canWrite={canWrite}
      canDeleteComment={canDeleteComment}
      canLink={canWrite}
      deadlinesSection={(detail) => <DeadlinesPanel caseId={detail.caseId} />}
      headerActions={(detail) =>
        detail.type === 'SICK' && areaId !== 'uvgCases' ? (
          <RequestCaseManagementButton employeeId={detail.employeeId} caseId={detail.caseId} />
        ) : null
      }
      // The employee's certificates overlapping the case's span (decision 0056), a section of its own at the end.
      belowSections={
        can(session, 'employee.certificates.view')
          ? (detail) => (
              <CertificatesPanel
                employeeId={detail.employeeId}
                from={detail.absentFrom}
                to={detail.absentTo}
                absenceType={detail.type === 'ACCIDENT' ? 'ACCIDENT' : 'SICK'}
              />
            )
          : undefined
      }
    />
  );
}

export function KtgCaseDetailScreen() {
  return <CaseDetailScreen areaId="ktgCases" />;
}

export function UvgCaseDetailScreen() {
  return <CaseDetailScreen areaId="uvgCases" />;
}

export function CaseManagementCaseDetailScreen() {
  return <CaseDetailScreen areaId="cases" />;
}
