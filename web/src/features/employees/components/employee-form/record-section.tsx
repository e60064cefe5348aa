// The record section of the employee form (create and new record only): the employee id on creation and the date
// the record is valid from.
import type { TextInputProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import type { EmployeeFormMode } from '../../employee-form-check.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { FormSection, Grid3 } from './layout.tsx';

export function RecordSection({
  mode,
  fields,
  edit,
}: {
  mode: EmployeeFormMode;
  fields: EmployeeFormFields;
  edit: EmployeeDraftEditor;
}) {
  const { t } = useTranslation();
  const { text, date } = fields;
  const { record, setRecordField } = edit;
  return (
    <FormSection title={t('employees.form.recordSection')} icon={IconCalendarEvent}>
      <Grid3>
        {mode === 'create' &&
          text(
            'employeeId',
            t('employees.fields.employeeId'),
            record.employeeId,
            (value) => setRecordField('employeeId', value),
            {
              required: true,
              maxLength: 100,
              description: t('employees.form.employeeIdDescription'),
              autoComplete: 'off',
              'data-testid': 'employee-id-input',
            } as TextInputProps,
          )}
        {date(
          'validFrom',
          t('employees.fields.validFrom'),
          record.validFrom,
          (value) => setRecordField('validFrom', value),
          {
            required: true,
            clearable: false,
            description:
              mode === 'newRecord'
                ? t('employees.form.validFromNewRecordDescription')
                : t('employees.form.validFromCreateDescription'),
            'data-testid': 'employee-valid-from-input',
          },
        )}
      </Grid3>
    </FormSection>
  );
}
