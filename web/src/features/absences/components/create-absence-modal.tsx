// Record an absence: the employee (searched by name or personnel number), the first and last day, type, accident
// type for an accident, percentage or hours, comment. Checked here with the contract's rules, then by the server;
// either's messages stand at their field (days already recorded: the clashing days at the dates).
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createAbsenceBody } from '../../../../../src/contracts/absences.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import type { AbsenceDraft } from '../absence-display.ts';
import { normaliseAmount } from '../absence-display.ts';
import { type CreateAbsenceInput, clashingDates, isFilesProcessing, useCreateAbsence } from '../api/absence-writes.ts';
import { absencesKeys } from '../api/absences-keys.ts';
import type { AbsenceTypeValue } from '../periods-search.ts';
import { AbsenceFields, absenceFieldMessage, type DraftErrors } from './absence-fields.tsx';

export type EmployeeOption = { value: string; label: string };

export type CreatePrefill = {
  employee?: EmployeeOption;
  startDate?: string;
  endDate?: string;
  type?: AbsenceTypeValue;
};

const FIELDS = new Set([
  'employeeId',
  'startDate',
  'endDate',
  'type',
  'accidentType',
  'hours',
  'percentage',
  'comment',
]);

/** Employees by name or personnel number, from the server (a superior's own team only). */
function EmployeePicker({
  value,
  onChange,
  error,
}: {
  value: EmployeeOption | null;
  onChange: (next: EmployeeOption | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(searchText.trim(), 250);
  const term = debounced === value?.label ? '' : debounced;
  const employees = useQuery({
    queryKey: absencesKeys.employeeSearch(term),
    queryFn: ({ signal }) =>
      apiRequest('employeesList', {
        query: { ...(term ? { search: term } : {}), sortBy: 'LAST_NAME', sortOrder: 'ASC', take: 20, skip: 0 },
        signal,
      }),
    staleTime: 30_000,
  });
  const found: EmployeeOption[] = (employees.data?.items ?? []).map((employee) => ({
    value: employee.employeeId,
    label: `${[employee.lastName, employee.firstName].filter(Boolean).join(', ')} · ${employee.personnelNumber}`,
  }));
  const data = value && !found.some((option) => option.value === value.value) ? [value, ...found] : found;
  return (
    <Select
      label={t('absences.fields.employee')}
      placeholder={t('absences.form.employeePlaceholder')}
      description={t('absences.form.employeeHint')}
      data={data}
      value={value?.value ?? null}
      onChange={(next, option) => onChange(next && option ? { value: next, label: option.label } : null)}
      searchable
      searchValue={searchText}
      onSearchChange={setSearchText}
      filter={({ options }) => options}
      nothingFoundMessage={employees.isFetching ? t('common.loading') : t('absences.form.noEmployeeFound')}
      required
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="absence-create-employee"
    />
  );
}

export function CreateAbsenceModal({
  opened,
  prefill,
  onClose,
  onCreated,
  onBlocked,
}: {
  opened: boolean;
  prefill: CreatePrefill;
  onClose: () => void;
  onCreated: (input: CreateAbsenceInput, created: { absenceId: string; date: string }[]) => void;
  /** The server refused because a file processes: the screen shows the blocked state. */
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('absences.create.title')}
      size="lg"
      centered
      data-testid="absence-create-modal"
    >
      {/* A fresh form per opening (keyed by the prefill), so a previous attempt's input and errors are gone. */}
      {opened && (
        <CreateAbsenceForm
          key={JSON.stringify(prefill)}
          prefill={prefill}
          onCancel={onClose}
          onCreated={onCreated}
          onBlocked={onBlocked}
        />
      )}
    </Modal>
  );
}

function CreateAbsenceForm({
  prefill,
  onCancel,
  onCreated,
  onBlocked,
}: {
  prefill: CreatePrefill;
  onCancel: () => void;
  onCreated: (input: CreateAbsenceInput, created: { absenceId: string; date: string }[]) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const create = useCreateAbsence();
  const [employee, setEmployee] = useState<EmployeeOption | null>(prefill.employee ?? null);
  const [startDate, setStartDate] = useState<string | null>(prefill.startDate ?? null);
  const [endDate, setEndDate] = useState<string | null>(prefill.endDate ?? prefill.startDate ?? null);
  const [invalidDates, setInvalidDates] = useState({ start: false, end: false });
  const [draft, setDraft] = useState<AbsenceDraft>({
    type: prefill.type ?? 'SICK',
    accidentType: null,
    basis: 'percentage',
    amount: '100',
    comment: '',
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [generalError, setGeneralError] = useState<unknown>(null);

  const toInput = (): CreateAbsenceInput => ({
    employeeId: employee?.value ?? '',
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    type: draft.type,
    accidentType: draft.type === 'ACCIDENT' ? draft.accidentType : null,
    ...(draft.basis === 'hours'
      ? { hours: normaliseAmount(draft.amount) }
      : { percentage: normaliseAmount(draft.amount) }),
    comment: draft.comment.trim() === '' ? null : draft.comment.trim(),
  });

  const fieldErrors = (issues: readonly { path: string | readonly PropertyKey[]; message: string }[]) => {
    const next: DraftErrors = {};
    for (const issue of issues) {
      const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
      const field = path[0] ?? '';
      if (FIELDS.has(field)) next[field as keyof DraftErrors] ??= absenceFieldMessage(issue.message, t);
    }
    return next;
  };

  const submit = () => {
    setGeneralError(null);
    const local: DraftErrors = {};
    if (!employee) local.employeeId = t('absences.form.employeeRequired');
    if (invalidDates.start) local.startDate = t('common.invalidDate');
    else if (!startDate) local.startDate = t('absences.form.dateRequired');
    if (invalidDates.end) local.endDate = t('common.invalidDate');
    else if (!endDate) local.endDate = t('absences.form.dateRequired');
    if (draft.amount.trim() === '') local.amount = t('absences.form.amountRequired');
    const input = toInput();
    const parsed = createAbsenceBody.safeParse(input);
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...local };
    if (Object.keys(all).length > 0) {
      setErrors(all);
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (result) =>
        onCreated(
          input,
          result.items.map(({ absenceId, date }) => ({ absenceId, date })),
        ),
      onError: (error) => {
        if (isFilesProcessing(error)) onBlocked();
        const clash = clashingDates(error);
        if (clash.length > 0) {
          setErrors({
            startDate: t('absences.form.alreadyRecorded', {
              number: clash.length,
              dates: clash.slice(0, 5).map(format.date).join(', ') + (clash.length > 5 ? ' …' : ''),
            }),
          });
          return;
        }
        if (error instanceof ApiError && error.isValidationError) {
          const mapped = fieldErrors(error.validationErrors.filter((issue) => issue.in === 'body'));
          setErrors(mapped);
          if (Object.keys(mapped).length > 0) return;
        }
        setGeneralError(error);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="absence-create-form"
    >
      <Stack gap="md">
        <EmployeePicker value={employee} onChange={setEmployee} error={errors.employeeId} />
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
          <SwissDateInput
            label={t('absences.fields.startDate')}
            value={startDate}
            onChange={(value) => {
              setStartDate(value);
              if (value && (!endDate || endDate < value)) setEndDate(value);
            }}
            onValidityChange={(invalid) => setInvalidDates((previous) => ({ ...previous, start: invalid }))}
            required
            error={errors.startDate}
            miw={160}
            data-testid="absence-create-start"
          />
          <SwissDateInput
            label={t('absences.fields.endDate')}
            value={endDate}
            onChange={setEndDate}
            onValidityChange={(invalid) => setInvalidDates((previous) => ({ ...previous, end: invalid }))}
            minDate={startDate ?? undefined}
            required
            error={errors.endDate}
            miw={160}
            data-testid="absence-create-end"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('absences.create.daysHint')}
        </Text>
        <AbsenceFields draft={draft} onChange={setDraft} errors={errors} testIdPrefix="absence-create" />
        {generalError != null && <ErrorAlert error={generalError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="absence-create-submit">
            {t('absences.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
