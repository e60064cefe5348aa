// "New record from date": validFrom plus the employee form, prefilled from the current record. The record
// covering that day ends the day before; a day on which a record already starts is refused (correct it instead).
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useAddEmployeeRecord } from '../api/add-employee-record.ts';
import { useEmployee } from '../api/get-employee.ts';
import { dataToDraft } from '../employee-draft.ts';
import { EmployeeForm } from './employee-form.tsx';
import { EmployeeFormLoadError } from './employee-form-states.tsx';

export type NewRecordFormProps = {
  employeeId: string;
  /** After saving: the new record's first day, to show it. */
  onSaved: (employeeId: string, validFrom: string) => void;
  onCancel: () => void;
};

export function NewRecordForm({ employeeId, onSaved, onCancel }: NewRecordFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useEmployee(employeeId);
  const addRecord = useAddEmployeeRecord();

  if (query.isPending || query.isPlaceholderData) return <Skeleton height={480} radius="md" />;
  if (!query.data) return <EmployeeFormLoadError error={query.error} employeeId={employeeId} onRetry={query.refetch} />;

  const { record, history, revision } = query.data;
  const reload = () => {
    addRecord.reset();
    void query.refetch();
  };
  return (
    <Stack gap="lg" maw={1200}>
      <TintedAlert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="employee-new-record-info">
        <Text size="sm" fw={600}>
          {record.validTo
            ? t('employees.form.newRecordPrefill', {
                from: format.date(record.validFrom),
                to: format.date(record.validTo),
              })
            : t('employees.form.newRecordPrefillOpen', { from: format.date(record.validFrom) })}
        </Text>
        <Text size="sm">{t('employees.form.newRecordHint')}</Text>
      </TintedAlert>
      <EmployeeForm
        key={`${record.recordId}-${revision}`}
        mode="newRecord"
        initialDraft={dataToDraft(record.data)}
        initialRecord={{ employeeId, validFrom: null }}
        context={{ history }}
        submitLabel={t('employees.form.submitNewRecord')}
        submitting={addRecord.isPending}
        serverError={addRecord.error}
        onEdit={() => {
          if (addRecord.isError) addRecord.reset();
        }}
        onSubmit={(submission) => {
          if (submission.mode !== 'newRecord') return;
          addRecord.mutate(
            { employeeId, body: { ...submission.body, revision } },
            { onSuccess: () => onSaved(employeeId, submission.body.validFrom) },
          );
        }}
        onReload={reload}
        onCancel={onCancel}
      />
    </Stack>
  );
}
