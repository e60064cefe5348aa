// "Correct current record" (employee.edit): fixes input errors in the record valid today; only changed fields
// are sent.
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { CorrectEmployeeForm } from '../../features/employees/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

export function EmployeeCorrectScreen() {
  const { t } = useTranslation();
  const { employeeId } = useParams({ from: '/app/employees/$employeeId/edit' });
  const mayEdit = usePermission('employee.edit');
  const mayViewPersonalData = usePermission('employee.personalData.view');
  const canEdit = mayEdit && mayViewPersonalData;
  const navigate = useNavigate();
  usePageTitle(t('employees.form.correctTitle'));
  if (!canEdit) return <NoAccessScreen />;
  const toDetail = (state: { employeeSaved?: 'corrected' } = {}) =>
    void navigate({ to: '/employees/$employeeId', params: { employeeId }, search: {}, state });
  return (
    <Stack gap="xl" data-testid="employee-correct">
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
      <PageHeader title={t('employees.form.correctTitle')} description={t('employees.form.correctIntro')} />
      <CorrectEmployeeForm
        employeeId={employeeId}
        onSaved={() => toDetail({ employeeSaved: 'corrected' })}
        onCancel={() => toDetail()}
      />
    </Stack>
  );
}
