// One employee (employee.view): the full record with history for employee.personalData.view, the minimal data
// otherwise (superiors); the person's absences and data issues where the user may see them. The shown day (`dateOfReference`) is in the URL; a save elsewhere arrives as history
// state `employeeSaved` and shows the success alert once.
import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { EmployeeAbsencesCard } from '../../features/absences/index.ts';
import { usePermission } from '../../features/auth/index.ts';
import { RequestCaseManagementButton } from '../../features/case-management/index.ts';
import { parseEmployeeDetailSearch } from '../../features/employees/index.ts';
import { EmployeeDetail } from '../../features/employees/screens/employee-detail.ts';
import { useParsedSearch } from '../../lib/url-search.ts';

export function EmployeeDetailScreen() {
  const { employeeId } = useParams({ from: '/app/employees/$employeeId' });
  const { dateOfReference } = useParsedSearch(
    useSearch({ from: '/app/employees/$employeeId' }),
    parseEmployeeDetailSearch,
  );
  const saved = useRouterState({ select: (state) => state.location.state.employeeSaved });
  const navigate = useNavigate();
  const canViewPersonalData = usePermission('employee.personalData.view');
  const mayEdit = usePermission('employee.edit');
  const canEdit = mayEdit && canViewPersonalData;
  const canSeeAbsences = usePermission('employee.absences.view');
  const canSeeIssues = usePermission('insurance.issues.view');

  return (
    <EmployeeDetail
      key={employeeId}
      employeeId={employeeId}
      dateOfReference={dateOfReference}
      onDateOfReferenceChange={(next) =>
        void navigate({
          to: '/employees/$employeeId',
          params: { employeeId },
          search: next ? { dateOfReference: next } : {},
        })
      }
      canViewPersonalData={canViewPersonalData}
      canEdit={canEdit}
      renderAbsences={
        canSeeAbsences
          ? ({ personnelNumber }) => (
              <EmployeeAbsencesCard
                employeeId={employeeId}
                personnelNumber={personnelNumber}
                canSeeIssues={canSeeIssues}
              />
            )
          : undefined
      }
      headerActions={<RequestCaseManagementButton employeeId={employeeId} />}
      saved={saved}
      onDismissSaved={() =>
        void navigate({
          to: '/employees/$employeeId',
          params: { employeeId },
          search: dateOfReference ? { dateOfReference } : {},
          state: {},
          replace: true,
        })
      }
    />
  );
}
