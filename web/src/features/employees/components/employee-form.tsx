// The one form over employeeData, used to create an employee, to correct the current record and to start a new
// record from a date. Sections as on the detail page; Selects for enums; Swiss date inputs; number inputs in the
// language's number format; lists (phones, e-mails, wage types, policies, connections) with add/remove; the bank
// account's kind decides its fields. Checked before sending with the contract's own schema (same messages as the
// API, translated); the API's 400 field errors appear under the same fields.
//
// This file is the form's shell: state, checks, messages, submit and the sticky action bar; each section is a
// component of its own in employee-form/ (with the field helpers, fields.tsx, and the layout pieces, layout.tsx).
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import {
  mapIssuesToFields,
  type NestedFieldErrors,
  splitNestedFormError,
  translateFieldMessage,
} from '../../../lib/form-errors.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { draftFieldPaths, type EmployeeDraft } from '../employee-draft.ts';
import {
  checkEmployeeForm,
  type EmployeeFormCheck,
  type EmployeeFormContext,
  type EmployeeFormMode,
  type RecordDraft,
} from '../employee-form-check.ts';
import { BankAccountSection } from './employee-form/bank-account-section.tsx';
import { ConnectionsSection } from './employee-form/connections-section.tsx';
import { ContactSection } from './employee-form/contact-section.tsx';
import { useEmployeeDraftEditor } from './employee-form/draft-editor.ts';
import { EmploymentSection } from './employee-form/employment-section.tsx';
import { useEmployeeFormFields } from './employee-form/fields.tsx';
import { PersonalSection } from './employee-form/personal-section.tsx';
import { PoliciesSection } from './employee-form/policies-section.tsx';
import { RecordSection } from './employee-form/record-section.tsx';
import { SalarySection } from './employee-form/salary-section.tsx';

export type EmployeeFormSubmission = Extract<EmployeeFormCheck, { ok: true }>;

export type EmployeeFormProps = {
  mode: EmployeeFormMode;
  initialDraft: EmployeeDraft;
  initialRecord: RecordDraft;
  /** The corrected record (diff) and the record history (new record: no second record on one day). */
  context?: EmployeeFormContext;
  submitLabel: string;
  submitting: boolean;
  /** The failed save, if any: field errors go under their fields, the rest into the alert. */
  serverError: unknown;
  onSubmit: (submission: EmployeeFormSubmission) => void;
  onCancel: () => void;
  /** Called on every edit (e.g. to clear the previous save's error). */
  onEdit?: () => void;
  /** After a revision conflict (someone else saved meanwhile): load the current version. */
  onReload?: () => void;
};

/** Messages of a failed local check, by field path; unmatched issues for the general alert. */
function localErrors(
  check: EmployeeFormCheck | null,
  knownPaths: ReadonlySet<string>,
  t: TFunction,
): { fieldErrors: NestedFieldErrors; unmatched: string[] } {
  if (!check || check.ok) return { fieldErrors: {}, unmatched: [] };
  const mapped = mapIssuesToFields(check.issues, knownPaths, (message) => translateFieldMessage(message, t), {
    stripPrefix: 'data',
  });
  const ruleErrors = Object.fromEntries(Object.entries(check.ruleErrors).map(([path, key]) => [path, t(key)]));
  return { fieldErrors: { ...mapped.fieldErrors, ...ruleErrors }, unmatched: mapped.unmatched };
}

export function EmployeeForm({
  mode,
  initialDraft,
  initialRecord,
  context = {},
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  onCancel,
  onEdit,
  onReload,
}: EmployeeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [noChanges, setNoChanges] = useState(false);
  /** Date fields whose typed text is not a real date (31.02.1990): the form is not sent while there are any. */
  const [invalidDates, setInvalidDates] = useState<ReadonlySet<string>>(new Set());
  const setDateValidity = (path: string, invalid: boolean) =>
    setInvalidDates((previous) => {
      if (previous.has(path) === invalid) return previous;
      const next = new Set(previous);
      if (invalid) next.add(path);
      else next.delete(path);
      return next;
    });
  const edited = () => {
    setNoChanges(false);
    onEdit?.();
  };
  const edit = useEmployeeDraftEditor(initialDraft, initialRecord, edited);
  const { draft, record } = edit;

  const extraPaths = mode === 'create' ? ['employeeId', 'validFrom'] : mode === 'newRecord' ? ['validFrom'] : [];
  const knownPaths = draftFieldPaths(draft, extraPaths);

  // After the first attempt the form is checked on every edit (one schema parse, cheap), so messages go away as
  // soon as a value is fixed.
  const local = localErrors(attempts > 0 ? checkEmployeeForm(mode, draft, record, context) : null, knownPaths, t);

  const server = splitNestedFormError(serverError, knownPaths, t, {
    stripPrefix: 'data',
    codeFields: { EMPLOYEE_ALREADY_EXISTS: 'employeeId' },
  });
  const errorOf = (path: string): string | undefined => local.fieldErrors[path] ?? server.fieldErrors[path];
  const localErrorCount = Object.keys(local.fieldErrors).length + local.unmatched.length + invalidDates.size;

  // A failed attempt moves the focus to the first field with a message.
  useEffect(() => {
    if (attempts === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus({ preventScroll: true });
  }, [attempts]);
  useEffect(() => {
    if (serverError == null) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    // No field to point at (e.g. someone else saved meanwhile): bring the alert at the top into view.
    formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkEmployeeForm(mode, draft, record, context);
    if (invalidDates.size > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    if (check.ok) {
      setAttempts(0);
      onSubmit(check);
      return;
    }
    if (check.noChanges) {
      setNoChanges(true);
      return;
    }
    setAttempts((count) => count + 1);
  };

  const fields = useEmployeeFormFields(errorOf, setDateValidity);
  const generalIssues = local.unmatched;

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="employee-form" data-mode={mode}>
      <Stack gap="lg">
        {serverError != null && server.showGeneralError && (
          <ErrorAlert error={serverError} {...(onReload ? { onReload } : {})} />
        )}

        {mode !== 'correct' && <RecordSection mode={mode} fields={fields} edit={edit} />}
        <PersonalSection fields={fields} edit={edit} />
        <ContactSection fields={fields} edit={edit} />
        <EmploymentSection fields={fields} edit={edit} />
        <SalarySection fields={fields} edit={edit} />
        <PoliciesSection fields={fields} edit={edit} />
        <BankAccountSection fields={fields} edit={edit} />
        <ConnectionsSection fields={fields} edit={edit} />

        {localErrorCount > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('errors.titles.validation')}
            role="alert"
            data-testid="employee-form-invalid"
            styles={{ title: { color: 'var(--mantine-color-red-9)' }, icon: { color: 'var(--mantine-color-red-9)' } }}
          >
            <Text size="sm">{t('employees.form.invalidSummary', { fields: localErrorCount })}</Text>
            {generalIssues.length > 0 && (
              <List size="sm" mt="xs">
                {generalIssues.map((issue) => (
                  <List.Item key={issue}>{issue}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {noChanges && (
          <TintedAlert color="blue" data-testid="employee-form-no-changes">
            {t('employees.form.noChanges')}
          </TintedAlert>
        )}

        {/* The form is long (every section of the record); its actions stay at the bottom of the viewport. */}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
          data-testid="employee-form-actions"
        >
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy aria-hidden size={16} />}
            data-testid="employee-form-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
