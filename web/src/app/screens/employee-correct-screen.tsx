// "Correct current record" (employee.edit): fixes input errors in the record valid today; only changed fields
// are sent.
import { useNavigate, useParams } from '@tanstack/react-router';
import { CorrectEmployeeForm } from '../../features/employees/screens/employee-correct.ts';
import { useTranslation } from '../../lib/translator.ts';
import { EmployeeEditFrame } from './employee-edit-frame.tsx';

export function EmployeeCorrectScreen() {
  const { t } = useTranslation();
  const { employeeId } = useParams({ from: '/app/employees/$employeeId/edit' });
  const navigate = useNavigate();
  const toDetail = (state: { employeeSaved?: 'corrected' } = {}) =>
    void navigate({ to: '/employees/$employeeId', params: { employeeId }, search: {}, state });
  return (
    <EmployeeEditFrame
      employeeId={employeeId}
      title={t('employees.form.correctTitle')}
      description={t('employees.form.correctIntro')}
      testId="employee-correct"
    >
      <CorrectEmployeeForm
        employeeId={employeeId}
        onSaved={() => toDetail({ employeeSaved: 'corrected' })}
        onCancel={() => toDetail()}
      />
    </EmployeeEditFrame>
  );
}
