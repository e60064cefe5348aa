// "New record from date" (employee.edit): a real change from a day on (new employment percentage, new address);
// the previous record ends the day before. After saving, the detail shows the new record.
import { useNavigate, useParams } from '@tanstack/react-router';
import { NewRecordForm } from '../../features/employees/screens/employee-new-record.ts';
import { useTranslation } from '../../lib/translator.ts';
import { EmployeeEditFrame } from './employee-edit-frame.tsx';

export function EmployeeNewRecordScreen() {
  const { t } = useTranslation();
  const { employeeId } = useParams({ from: '/app/employees/$employeeId/new-record' });
  const navigate = useNavigate();
  return (
    <EmployeeEditFrame
      employeeId={employeeId}
      title={t('employees.form.newRecordTitle')}
      description={t('employees.form.newRecordIntro')}
      testId="employee-new-record"
    >
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
    </EmployeeEditFrame>
  );
}
