// "Correct current record": the record valid today (else the latest) in the employee form; only the changed
// fields are sent (PATCH merges them into the record).
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCorrectEmployee } from '../api/correct-employee.ts';
import { useEmployee } from '../api/get-employee.ts';
import { dataToDraft } from '../employee-draft.ts';
import { EmployeeForm } from './employee-form.tsx';
import { EmployeeFormLoadError } from './employee-form-states.tsx';

export type CorrectEmployeeFormProps = {
  employeeId: string;
  onSaved: (employeeId: string) => void;
  onCancel: () => void;
};

export function CorrectEmployeeForm({ employeeId, onSaved, onCancel }: CorrectEmployeeFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The current record, exactly the one PATCH corrects; not a placeholder of another day.
  const query = useEmployee(employeeId);
  const correct = useCorrectEmployee();

  if (query.isPending || query.isPlaceholderData) return <Skeleton height={480} radius="md" />;
  if (!query.data) return <EmployeeFormLoadError error={query.error} employeeId={employeeId} onRetry={query.refetch} />;

  const { record, revision } = query.data;
  // Whoever saved in between makes the save answer 409 REVISION_CONFLICT; the alert then offers the current version.
  const reload = () => {
    correct.reset();
    void query.refetch();
  };
  return (
    <Stack gap="lg" maw={1200}>
      <TintedAlert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="employee-correct-record-info">
        <Text size="sm" fw={600}>
          {record.validTo
            ? t('employees.form.correctRecord', {
                from: format.date(record.validFrom),
                to: format.date(record.validTo),
              })
            : t('employees.form.correctRecordOpen', { from: format.date(record.validFrom) })}
        </Text>
        <Text size="sm">{t('employees.form.correctHint')}</Text>
      </TintedAlert>
      {query.isError && <ErrorAlert error={query.error} />}
      <EmployeeForm
        // Any change of the employee (a save here or elsewhere, once loaded) starts a fresh form, so the revision
        // sent is always the one the form was filled from.
        key={`${record.recordId}-${revision}`}
        mode="correct"
        initialDraft={dataToDraft(record.data)}
        initialRecord={{ employeeId, validFrom: record.validFrom }}
        context={{ before: record.data }}
        submitLabel={t('employees.form.submitCorrect')}
        submitting={correct.isPending}
        serverError={correct.error}
        onEdit={() => {
          if (correct.isError) correct.reset();
        }}
        onSubmit={(submission) => {
          if (submission.mode !== 'correct') return;
          correct.mutate(
            { employeeId, body: { ...submission.body, revision } },
            { onSuccess: () => onSaved(employeeId) },
          );
        }}
        onReload={reload}
        onCancel={onCancel}
      />
    </Stack>
  );
}
