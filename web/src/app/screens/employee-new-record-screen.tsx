// "New record from date" (employee.edit): a real change from a day on (new employment percentage, new address);
// the previous record ends the day before. After saving, the detail shows the new record.
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { NewRecordForm } from '../../features/employees/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

export function EmployeeNewRecordScreen() {
  const { t } = useTranslation();
  const { employeeId } = useParams({ from: '/app/employees/$employeeId/new-record' });
  const mayEdit = usePermission('employee.edit');
  const mayViewPersonalData = usePermission('employee.personalData.view');
  const canEdit = mayEdit && mayViewPersonalData;
  const navigate = useNavigate();
  usePageTitle(t('employees.form.newRecordTitle'));
  if (!canEdit) return <NoAccessScreen />;
  return (
    <Stack gap="xl" data-testid="employee-new-record">
      <Anchor
        renderRoot={(props) => <Link {...props} to="/employees/$employeeId" params={{ employeeId }} search={{}} />}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft aria-hidden size={14} />
          {t('employees.form.backToEmployee', { employeeId })}
        </Group>
      </Anchor>
      <PageHeader title={t('employees.form.newRecordTitle')} description={t('employees.form.newRecordIntro')} />
      <NewRecordForm
        employeeId={employeeId}
        onSaved={(_, validFrom) =>
          void navigate({
            to: '/employees/$employeeId',
            params: { employeeId },
            search: { dateOfReference: validFrom },
            state: { employeeSaved: 'recordAdded' },
          })
        }
        onCancel={() => void navigate({ to: '/employees/$employeeId', params: { employeeId }, search: {} })}
      />
    </Stack>
  );
}
