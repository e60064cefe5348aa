// "New employee" (employee.edit): employeeId, first day of the first record and the employee form.
import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission, useSession } from '../../features/auth/index.ts';
import { CreateEmployeeForm } from '../../features/employees/screens/employee-new.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

export function EmployeeNewScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = usePermission('employee.edit');
  const navigate = useNavigate();
  usePageTitle(t('employees.form.createTitle'));
  if (!canEdit) return <NoAccessScreen />;
  return (
    <Stack gap="xl" data-testid="employee-new">
      <PageHeader title={t('employees.form.createTitle')} description={t('employees.form.createIntro')} />
      <CreateEmployeeForm
        defaultCorrespondenceLanguage={session.tenant?.defaultCorrespondenceLanguage}
        onSaved={(employeeId) =>
          void navigate({
            to: '/employees/$employeeId',
            params: { employeeId },
            search: {},
            state: { employeeSaved: 'created' },
          })
        }
        onCancel={() => void navigate({ to: '/employees' })}
      />
    </Stack>
  );
}
