// "New employee": employeeId and the first record's validFrom (default today) plus the employee form.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCreateEmployee } from '../api/create-employee.ts';
import { emptyDraft } from '../employee-draft.ts';
import { EmployeeForm } from './employee-form.tsx';

export type CreateEmployeeFormProps = {
  /** The company's default correspondence language (e.g. 'DE'), preset in the form. */
  defaultCorrespondenceLanguage?: string | null;
  onSaved: (employeeId: string) => void;
  onCancel: () => void;
};

export function CreateEmployeeForm({ defaultCorrespondenceLanguage, onSaved, onCancel }: CreateEmployeeFormProps) {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  const [initialDraft] = useState(() => emptyDraft({ correspondenceLanguage: defaultCorrespondenceLanguage ?? null }));
  return (
    <Stack gap="lg" maw={1200}>
      <EmployeeForm
        mode="create"
        initialDraft={initialDraft}
        initialRecord={{ employeeId: '', validFrom: isoDateInZurich(new Date()) }}
        submitLabel={t('employees.form.submitCreate')}
        submitting={create.isPending}
        serverError={create.error}
        onEdit={() => {
          if (create.isError) create.reset();
        }}
        onSubmit={(submission) => {
          if (submission.mode !== 'create') return;
          create.mutate(submission.body, { onSuccess: (employee) => onSaved(employee.employeeId) });
        }}
        onCancel={onCancel}
      />
    </Stack>
  );
}
