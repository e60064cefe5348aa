// The one form over employeeData, used to create an employee, to correct the current record and to start a new
// record from a date. Sections as on the detail page; Selects for enums; Swiss date inputs; number inputs in the
// language's number format; lists (phones, e-mails, wage types, policies, connections) with add/remove; the bank
// account's kind decides its fields. Checked before sending with the contract's own schema (same messages as the
// API, translated); the API's 400 field errors appear under the same fields.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  List,
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingBank,
  IconCalendarEvent,
  IconCash,
  IconDeviceFloppy,
  IconPhone,
  IconPlus,
  IconShieldCheck,
  IconTrash,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ACCIDENT_POLICY_TYPES } from '../../../../../src/contracts/index.ts';
import { ISO_COUNTRY_CODES, ISO_LANGUAGE_CODES } from '../../../../../src/contracts/iso-codes.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { countryName, languageName } from '../../../lib/display-names.ts';
import {
  mapIssuesToFields,
  type NestedFieldErrors,
  splitNestedFormError,
  translateFieldMessage,
} from '../../../lib/form-errors.ts';
import { numberSeparators } from '../../../lib/format.ts';
import { streetHint } from '../../../lib/street-hint.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useTenantInfo } from '../../tenant/api/get-tenant-configuration.ts';
import {
  type AddressDraft,
  type BankAccountDraft,
  type ConnectionDraft,
  draftFieldPaths,
  type EmailDraft,
  type EmployeeDraft,
  type NumberDraft,
  newConnection,
  newEmail,
  newPhone,
  newPolicy,
  newWageType,
  type PhoneDraft,
  type PolicyDraft,
  type TriStateDraft,
  type WageTypeDraft,
} from '../employee-draft.ts';
import {
  EMPLOYEE_ENUMS,
  type EmployeeEnumGroup,
  type EmployeeEnumValue,
  enumLabelKey,
  toEnumValue,
} from '../employee-enums.ts';
import {
  checkEmployeeForm,
  type EmployeeFormCheck,
  type EmployeeFormContext,
  type EmployeeFormMode,
  type RecordDraft,
} from '../employee-form-check.ts';

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

type ListName = 'phoneNumbers' | 'emailAddresses' | 'wageTypes' | 'policies' | 'connections';

/** Only these policies name a business unit (the contract's ACCIDENT_POLICY_TYPES). */
const hasBusinessUnit = (policyType: string) => (ACCIDENT_POLICY_TYPES as readonly string[]).includes(policyType);
/** Hints below the input, so inputs of a row stay aligned whether or not a field has a hint. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

// ---- Layout pieces ------------------------------------------------------------------------------------------

function FormSection({ title, icon: SectionIcon, children }: { title: string; icon: Icon; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="fieldset" aria-labelledby={titleId} m={0} style={{ minInlineSize: 0 }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
            <SectionIcon size={18} stroke={1.75} />
          </ThemeIcon>
          <Text id={titleId} component="legend" fw={650} size="lg" p={0}>
            {title}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Grid3({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '32rem': 2, '52rem': 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}

function ListRow({
  children,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Tooltip label={removeLabel} withArrow>
        <ActionIcon variant="subtle" color="red.8" aria-label={removeLabel} onClick={onRemove} mt={26}>
          <IconTrash aria-hidden size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function AddButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus aria-hidden size={14} />}
      onClick={onClick}
      w="fit-content"
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

// ---- The form -----------------------------------------------------------------------------------------------

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
  const language = useCurrentLanguage();
  const separators = numberSeparators(language);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<EmployeeDraft>(initialDraft);
  const [record, setRecord] = useState<RecordDraft>(initialRecord);
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
  // The tenant's subunits and processing groups, offered by name (the server refuses other ids).
  const tenantInfo = useTenantInfo();

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

  const edited = () => {
    setNoChanges(false);
    onEdit?.();
  };
  const set = <K extends keyof EmployeeDraft>(key: K, value: EmployeeDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    edited();
  };
  const setAddress = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => {
    setDraft((previous) => ({ ...previous, address: { ...previous.address, [key]: value } }));
    edited();
  };
  const setBank = <K extends keyof BankAccountDraft>(key: K, value: BankAccountDraft[K]) => {
    setDraft((previous) => ({ ...previous, bankAccount: { ...previous.bankAccount, [key]: value } }));
    edited();
  };
  const setRecordField = <K extends keyof RecordDraft>(key: K, value: RecordDraft[K]) => {
    setRecord((previous) => ({ ...previous, [key]: value }));
    edited();
  };
  function updateRow<L extends ListName>(list: L, index: number, changes: Partial<EmployeeDraft[L][number]>) {
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].map((row, position) => (position === index ? { ...row, ...changes } : row)),
    }));
    edited();
  }
  function addRow<L extends ListName>(list: L, row: EmployeeDraft[L][number]) {
    setDraft((previous) => ({ ...previous, [list]: [...previous[list], row] }));
    edited();
  }
  function removeRow(list: ListName, index: number) {
    setDraft((previous) => ({ ...previous, [list]: previous[list].filter((_, position) => position !== index) }));
    edited();
  }
  /** At most one preferred phone / e-mail: choosing one clears the others. */
  function setPreferred(list: 'phoneNumbers' | 'emailAddresses', index: number, isPreferred: boolean) {
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].map((row, position) => ({
        ...row,
        isPreferred: position === index ? isPreferred : isPreferred ? false : row.isPreferred,
      })),
    }));
    edited();
  }

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

  // ---- Field helpers (each field knows its path: value, change and message) ----------------------------------

  const text = (
    path: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    props: Omit<TextInputProps, 'value' | 'onChange' | 'label' | 'error'> = {},
  ) => (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errorOf(path)}
      maxLength={200}
      inputWrapperOrder={WRAPPER_ORDER}
      {...props}
    />
  );

  const number = (
    path: string,
    label: string,
    value: NumberDraft,
    onChange: (value: NumberDraft) => void,
    props: Omit<NumberInputProps, 'value' | 'onChange' | 'label' | 'error'> = {},
  ) => (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      error={errorOf(path)}
      decimalSeparator={separators.decimal}
      hideControls
      {...props}
    />
  );

  const date = (
    path: string,
    label: string,
    value: string | null,
    onChange: (value: string | null) => void,
    props = {},
  ) => (
    <SwissDateInput
      label={label}
      value={value}
      onChange={onChange}
      onValidityChange={(invalid) => setDateValidity(path, invalid)}
      error={errorOf(path)}
      clearable
      inputWrapperOrder={WRAPPER_ORDER}
      {...props}
    />
  );

  const enumSelect = <G extends EmployeeEnumGroup>(
    path: string,
    label: string,
    group: G,
    value: EmployeeEnumValue<G> | null,
    onChange: (value: EmployeeEnumValue<G> | null) => void,
    props: Omit<SelectProps, 'value' | 'onChange' | 'label' | 'error' | 'data'> = {},
  ) => (
    <Select
      label={label}
      placeholder={t('employees.form.notSpecified')}
      data={EMPLOYEE_ENUMS[group].map((option) => ({ value: option, label: t(enumLabelKey(group, option)) }))}
      value={value}
      onChange={(next) => onChange(toEnumValue(group, next))}
      error={errorOf(path)}
      clearable
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );

  const triState = (path: string, label: string, value: TriStateDraft, onChange: (value: TriStateDraft) => void) => (
    <Select
      label={label}
      placeholder={t('employees.form.notSpecified')}
      data={[
        { value: 'yes', label: t('employees.yes') },
        { value: 'no', label: t('employees.no') },
      ]}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next === 'yes' || next === 'no' ? next : '')}
      error={errorOf(path)}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );

  const countryOptions = useMemo(
    () =>
      [...ISO_COUNTRY_CODES]
        .map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const languageOptions = useMemo(
    () =>
      [...ISO_LANGUAGE_CODES]
        .map((code) => ({ value: code, label: `${languageName(code, language)} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const codeSelect = (
    path: string,
    label: string,
    options: { value: string; label: string }[],
    value: string | null,
    onChange: (value: string | null) => void,
    props: Omit<SelectProps, 'value' | 'onChange' | 'label' | 'error' | 'data'> = {},
  ) => (
    <Select
      label={label}
      placeholder={t('employees.form.notSpecified')}
      data={options}
      value={value}
      onChange={onChange}
      error={errorOf(path)}
      searchable
      clearable
      limit={300}
      nothingFoundMessage={t('employees.form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );

  /**
   * Subunit / processing group: a select of the tenant's configured values by name. A stored id the configuration
   * no longer has stays visible as itself; a tenant without any (no configuration) gets a text field.
   */
  const organisationField = (
    path: 'companySubunitId' | 'processingGroupId',
    label: string,
    options: { value: string; label: string }[],
    value: string,
    onChange: (value: string) => void,
  ) => {
    if (options.length === 0) return text(path, label, value, onChange, { maxLength: 100 });
    const withCurrent =
      value !== '' && !options.some((option) => option.value === value)
        ? [...options, { value, label: value }]
        : options;
    return codeSelect(path, label, withCurrent, value === '' ? null : value, (next) => onChange(next ?? ''), {
      'data-testid': `${path}-select`,
    } as Omit<SelectProps, 'value' | 'onChange' | 'label' | 'error' | 'data'>);
  };

  const account = draft.bankAccount;
  const generalIssues = local.unmatched;

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="employee-form" data-mode={mode}>
      <Stack gap="lg">
        {serverError != null && server.showGeneralError && (
          <ErrorAlert error={serverError} {...(onReload ? { onReload } : {})} />
        )}

        {mode !== 'correct' && (
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
        )}

        <FormSection title={t('employees.sections.personal')} icon={IconUser}>
          <Grid3>
            {text(
              'personnelNumber',
              t('employees.fields.personnelNumber'),
              draft.personnelNumber,
              (value) => set('personnelNumber', value),
              {
                required: true,
                maxLength: 100,
                autoComplete: 'off',
              },
            )}
            {text('firstName', t('employees.fields.firstName'), draft.firstName, (value) => set('firstName', value), {
              required: true,
              autoComplete: 'off',
            })}
            {text('lastName', t('employees.fields.lastName'), draft.lastName, (value) => set('lastName', value), {
              required: true,
              autoComplete: 'off',
            })}
            {date('dateOfBirth', t('employees.fields.dateOfBirth'), draft.dateOfBirth, (value) =>
              set('dateOfBirth', value),
            )}
            {text(
              'oasiNumber',
              t('employees.fields.oasiNumber'),
              draft.oasiNumber,
              (value) => set('oasiNumber', value),
              {
                placeholder: '756.1234.5678.97',
                maxLength: 16,
                autoComplete: 'off',
              },
            )}
            {enumSelect('sex', t('employees.fields.sex'), 'sex', draft.sex, (value) => set('sex', value))}
            {enumSelect(
              'maritalStatus',
              t('employees.fields.maritalStatus'),
              'maritalStatus',
              draft.maritalStatus,
              (value) => set('maritalStatus', value),
            )}
            {codeSelect('nationality', t('employees.fields.nationality'), countryOptions, draft.nationality, (value) =>
              set('nationality', value),
            )}
            {codeSelect(
              'correspondenceLanguage',
              t('employees.fields.correspondenceLanguage'),
              languageOptions,
              draft.correspondenceLanguage,
              (value) => set('correspondenceLanguage', value),
            )}
            {number(
              'numberOfChildren',
              t('employees.fields.numberOfChildren'),
              draft.numberOfChildren,
              (value) => set('numberOfChildren', value),
              { allowDecimal: false },
            )}
            {triState(
              'isSubjectToWithholdingTax',
              t('employees.fields.isSubjectToWithholdingTax'),
              draft.isSubjectToWithholdingTax,
              (value) => set('isSubjectToWithholdingTax', value),
            )}
            {text(
              'zemisNumber',
              t('employees.fields.zemisNumber'),
              draft.zemisNumber,
              (value) => set('zemisNumber', value),
              {
                maxLength: 50,
              },
            )}
          </Grid3>
        </FormSection>

        <FormSection title={t('employees.sections.contact')} icon={IconPhone}>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('employees.fields.address')}
            </Text>
            <ListError message={errorOf('address')} />
            <Grid3>
              {text('address.addressLine1', t('employees.fields.addressLine1'), draft.address.addressLine1, (value) =>
                setAddress('addressLine1', value),
              )}
              {/* The structured street for payment files; empty, it is read from the address line (the hint). */}
              {text(
                'address.streetName',
                t('address.streetName'),
                draft.address.streetName,
                (value) => setAddress('streetName', value),
                { maxLength: 70, description: streetHint(draft.address, t) },
              )}
              {text(
                'address.buildingNumber',
                t('address.buildingNumber'),
                draft.address.buildingNumber,
                (value) => setAddress('buildingNumber', value),
                { maxLength: 16 },
              )}
              {text('address.addressLine2', t('employees.fields.addressLine2'), draft.address.addressLine2, (value) =>
                setAddress('addressLine2', value),
              )}
              {codeSelect(
                'address.country',
                t('employees.fields.country'),
                countryOptions,
                draft.address.country,
                (value) => setAddress('country', value),
              )}
              {text(
                'address.zipCode',
                t('employees.fields.zipCode'),
                draft.address.zipCode,
                (value) => setAddress('zipCode', value),
                {
                  maxLength: 20,
                },
              )}
              {text('address.city', t('employees.fields.city'), draft.address.city, (value) =>
                setAddress('city', value),
              )}
            </Grid3>
          </Stack>

          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('employees.fields.phoneNumbers')}
            </Text>
            {draft.phoneNumbers.map((phone: PhoneDraft, index) => (
              <ListRow
                key={phone.key}
                removeLabel={t('employees.form.removePhone', { index: index + 1 })}
                onRemove={() => removeRow('phoneNumbers', index)}
              >
                <Grid3>
                  {enumSelect(
                    `phoneNumbers.${index}.type`,
                    t('employees.fields.type'),
                    'phoneType',
                    phone.type,
                    (value) => updateRow('phoneNumbers', index, { type: value ?? 'BUSINESS' }),
                    { clearable: false, allowDeselect: false },
                  )}
                  {text(
                    `phoneNumbers.${index}.phoneNumber`,
                    t('employees.fields.phoneNumber'),
                    phone.phoneNumber,
                    (value) => updateRow('phoneNumbers', index, { phoneNumber: value }),
                    { type: 'tel', maxLength: 50, placeholder: '+41 44 123 45 67' },
                  )}
                  <Checkbox
                    mt={{ base: 4, xs: 30 }}
                    label={t('employees.detail.preferred')}
                    checked={phone.isPreferred}
                    onChange={(event) => setPreferred('phoneNumbers', index, event.currentTarget.checked)}
                  />
                </Grid3>
              </ListRow>
            ))}
            <ListError message={errorOf('phoneNumbers')} />
            <AddButton
              label={t('employees.form.addPhone')}
              onClick={() => addRow('phoneNumbers', newPhone())}
              testId="employee-add-phone"
            />
          </Stack>

          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('employees.fields.emailAddresses')}
            </Text>
            {draft.emailAddresses.map((email: EmailDraft, index) => (
              <ListRow
                key={email.key}
                removeLabel={t('employees.form.removeEmail', { index: index + 1 })}
                onRemove={() => removeRow('emailAddresses', index)}
              >
                <Grid3>
                  {enumSelect(
                    `emailAddresses.${index}.type`,
                    t('employees.fields.type'),
                    'emailType',
                    email.type,
                    (value) => updateRow('emailAddresses', index, { type: value ?? 'BUSINESS' }),
                    { clearable: false, allowDeselect: false },
                  )}
                  {text(
                    `emailAddresses.${index}.emailAddress`,
                    t('employees.fields.emailAddress'),
                    email.emailAddress,
                    (value) => updateRow('emailAddresses', index, { emailAddress: value }),
                    { type: 'email', maxLength: 254 },
                  )}
                  <Checkbox
                    mt={{ base: 4, xs: 30 }}
                    label={t('employees.detail.preferred')}
                    checked={email.isPreferred}
                    onChange={(event) => setPreferred('emailAddresses', index, event.currentTarget.checked)}
                  />
                </Grid3>
              </ListRow>
            ))}
            <ListError message={errorOf('emailAddresses')} />
            <AddButton
              label={t('employees.form.addEmail')}
              onClick={() => addRow('emailAddresses', newEmail())}
              testId="employee-add-email"
            />
          </Stack>
        </FormSection>

        <FormSection title={t('employees.sections.employment')} icon={IconBriefcase}>
          <Grid3>
            {date('dateOfEmployment', t('employees.fields.dateOfEmployment'), draft.dateOfEmployment, (value) =>
              set('dateOfEmployment', value),
            )}
            {date(
              'anniversaryAdjustedDateOfEmployment',
              t('employees.fields.anniversaryAdjustedDateOfEmployment'),
              draft.anniversaryAdjustedDateOfEmployment,
              (value) => set('anniversaryAdjustedDateOfEmployment', value),
            )}
            {date(
              'leavingDate',
              t('employees.fields.leavingDate'),
              draft.leavingDate,
              (value) => set('leavingDate', value),
              {
                description: t('employees.form.leavingDateDescription'),
              },
            )}
            {enumSelect(
              'employmentContractType',
              t('employees.fields.employmentContractType'),
              'employmentContractType',
              draft.employmentContractType,
              (value) => set('employmentContractType', value),
            )}
            {enumSelect(
              'professionalPosition',
              t('employees.fields.professionalPosition'),
              'professionalPosition',
              draft.professionalPosition,
              (value) => set('professionalPosition', value),
            )}
            {enumSelect(
              'workingFrequency',
              t('employees.fields.workingFrequency'),
              'workingFrequency',
              draft.workingFrequency,
              (value) => set('workingFrequency', value),
            )}
            {text('profession', t('employees.fields.profession'), draft.profession, (value) =>
              set('profession', value),
            )}
            {text(
              'professionCode',
              t('employees.fields.professionCode'),
              draft.professionCode,
              (value) => set('professionCode', value),
              {
                maxLength: 50,
              },
            )}
            {organisationField(
              'companySubunitId',
              t('employees.fields.companySubunitId'),
              (tenantInfo.data?.companySubunits ?? []).map((unit) => ({
                value: unit.companySubunitId,
                label: unit.name ?? unit.companySubunitId,
              })),
              draft.companySubunitId,
              (value) => set('companySubunitId', value),
            )}
            {text('usualWorkplace', t('employees.fields.usualWorkplace'), draft.usualWorkplace, (value) =>
              set('usualWorkplace', value),
            )}
            {text(
              'workplaceCode',
              t('employees.fields.workplaceCode'),
              draft.workplaceCode,
              (value) => set('workplaceCode', value),
              {
                maxLength: 50,
              },
            )}
            {organisationField(
              'processingGroupId',
              t('employees.fields.processingGroupId'),
              (tenantInfo.data?.processingGroups ?? []).map((group) => ({
                value: group.processingGroupId,
                label: group.name,
              })),
              draft.processingGroupId,
              (value) => set('processingGroupId', value),
            )}
            {number(
              'employmentPercentage',
              t('employees.fields.employmentPercentage'),
              draft.employmentPercentage,
              (value) => set('employmentPercentage', value),
              {
                decimalScale: 3,
                rightSection: (
                  <Text size="sm" c="dimmed">
                    %
                  </Text>
                ),
                'data-testid': 'employment-percentage-input',
              } as NumberInputProps,
            )}
            {number(
              'workingDaysPerWeek',
              t('employees.fields.workingDaysPerWeek'),
              draft.workingDaysPerWeek,
              (value) => set('workingDaysPerWeek', value),
              { decimalScale: 2 },
            )}
            {number(
              'standardWorkingHoursPerWeek',
              t('employees.fields.standardWorkingHoursPerWeek'),
              draft.standardWorkingHoursPerWeek,
              (value) => set('standardWorkingHoursPerWeek', value),
              {
                decimalScale: 2,
                rightSection: (
                  <Text size="sm" c="dimmed">
                    h
                  </Text>
                ),
              },
            )}
            {number(
              'workingHoursPerWeek',
              t('employees.fields.workingHoursPerWeek'),
              draft.workingHoursPerWeek,
              (value) => set('workingHoursPerWeek', value),
              {
                decimalScale: 2,
                rightSection: (
                  <Text size="sm" c="dimmed">
                    h
                  </Text>
                ),
              },
            )}
            {triState(
              'isSubjectToCollectiveBargainingAgreement',
              t('employees.fields.isSubjectToCollectiveBargainingAgreement'),
              draft.isSubjectToCollectiveBargainingAgreement,
              (value) => set('isSubjectToCollectiveBargainingAgreement', value),
            )}
            {triState(
              'isMemberOfManagement',
              t('employees.fields.isMemberOfManagement'),
              draft.isMemberOfManagement,
              (value) => set('isMemberOfManagement', value),
            )}
          </Grid3>
        </FormSection>

        <FormSection title={t('employees.sections.salary')} icon={IconCash}>
          <Grid3>
            {enumSelect('salaryBasis', t('employees.fields.salaryBasis'), 'salaryBasis', draft.salaryBasis, (value) =>
              set('salaryBasis', value),
            )}
          </Grid3>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('employees.fields.wageTypes')}
            </Text>
            {draft.wageTypes.map((wage: WageTypeDraft, index) => (
              <ListRow
                key={wage.key}
                removeLabel={t('employees.form.removeWageType', { index: index + 1 })}
                onRemove={() => removeRow('wageTypes', index)}
              >
                <Grid3>
                  {text(
                    `wageTypes.${index}.wageTypeId`,
                    t('employees.fields.wageTypeId'),
                    wage.wageTypeId,
                    (value) => updateRow('wageTypes', index, { wageTypeId: value }),
                    { required: true, maxLength: 100 },
                  )}
                  {text(
                    `wageTypes.${index}.description`,
                    t('employees.fields.description'),
                    wage.description,
                    (value) => updateRow('wageTypes', index, { description: value }),
                    { maxLength: 500 },
                  )}
                  {number(
                    `wageTypes.${index}.amount`,
                    t('employees.fields.amount'),
                    wage.amount,
                    (value) => updateRow('wageTypes', index, { amount: value }),
                    {
                      required: true,
                      decimalScale: 2,
                      fixedDecimalScale: true,
                      thousandSeparator: separators.group,
                      leftSection: (
                        <Text size="xs" c="dimmed">
                          CHF
                        </Text>
                      ),
                      leftSectionWidth: 44,
                    },
                  )}
                </Grid3>
              </ListRow>
            ))}
            <ListError message={errorOf('wageTypes')} />
            <AddButton
              label={t('employees.form.addWageType')}
              onClick={() => addRow('wageTypes', newWageType())}
              testId="employee-add-wage-type"
            />
          </Stack>
        </FormSection>

        <FormSection title={t('employees.sections.policies')} icon={IconShieldCheck}>
          <Stack gap="sm">
            {draft.policies.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('employees.detail.noPolicies')}
              </Text>
            )}
            {draft.policies.map((policy: PolicyDraft, index) => (
              <ListRow
                key={policy.key}
                removeLabel={t('employees.form.removePolicy', { index: index + 1 })}
                onRemove={() => removeRow('policies', index)}
              >
                <Stack gap="xs">
                  <ListError message={errorOf(`policies.${index}`)} />
                  <Grid3>
                    {enumSelect(
                      `policies.${index}.policyType`,
                      t('employees.fields.policyType'),
                      'policyType',
                      policy.policyType,
                      (value) => updateRow('policies', index, { policyType: value ?? 'KTG' }),
                      { clearable: false, allowDeselect: false },
                    )}
                    {text(
                      `policies.${index}.policyNumber`,
                      t('employees.fields.policyNumber'),
                      policy.policyNumber,
                      (value) => updateRow('policies', index, { policyNumber: value }),
                      { required: true, maxLength: 100 },
                    )}
                    {text(
                      `policies.${index}.groupId`,
                      t('employees.fields.groupId'),
                      policy.groupId,
                      (value) => updateRow('policies', index, { groupId: value }),
                      { maxLength: 100 },
                    )}
                    {hasBusinessUnit(policy.policyType) &&
                      text(
                        `policies.${index}.businessUnit`,
                        t('employees.fields.businessUnit'),
                        policy.businessUnit,
                        (value) => updateRow('policies', index, { businessUnit: value }),
                        { maxLength: 100, description: t('employees.form.businessUnitDescription') },
                      )}
                  </Grid3>
                </Stack>
              </ListRow>
            ))}
            <ListError message={errorOf('policies')} />
            <AddButton
              label={t('employees.form.addPolicy')}
              onClick={() => addRow('policies', newPolicy())}
              testId="employee-add-policy"
            />
          </Stack>
        </FormSection>

        <FormSection title={t('employees.sections.bankAccount')} icon={IconBuildingBank}>
          <Input.Wrapper label={t('employees.fields.bankAccountType')} error={errorOf('bankAccount')}>
            <div>
              <SegmentedControl
                mt={4}
                value={account.type}
                onChange={(value) =>
                  setBank('type', value === 'DOMESTIC' || value === 'INTERNATIONAL' ? value : 'NONE')
                }
                data={[
                  { value: 'NONE', label: t('employees.form.noBankAccount') },
                  { value: 'DOMESTIC', label: t(enumLabelKey('bankAccountType', 'DOMESTIC')) },
                  { value: 'INTERNATIONAL', label: t(enumLabelKey('bankAccountType', 'INTERNATIONAL')) },
                ]}
                data-testid="employee-bank-account-type"
              />
            </div>
          </Input.Wrapper>
          {account.type !== 'NONE' && (
            <Grid3>
              {text('bankAccount.iban', t('employees.fields.iban'), account.iban, (value) => setBank('iban', value), {
                required: true,
                maxLength: 42,
                placeholder: account.type === 'DOMESTIC' ? 'CH93 0076 2011 6238 5295 7' : 'DE89 3704 0044 0532 0130 00',
                description: t('employees.form.ibanDescription'),
                styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } },
                autoComplete: 'off',
              })}
              {account.type === 'INTERNATIONAL' &&
                text('bankAccount.bic', t('employees.fields.bic'), account.bic, (value) => setBank('bic', value), {
                  required: true,
                  maxLength: 15,
                  placeholder: 'COBADEFFXXX',
                  autoComplete: 'off',
                })}
              {text(
                'bankAccount.holderName',
                t('employees.fields.holderName'),
                account.holderName,
                (value) => setBank('holderName', value),
                { required: true },
              )}
              {text(
                'bankAccount.holderPostcode',
                t('employees.fields.holderPostcode'),
                account.holderPostcode,
                (value) => setBank('holderPostcode', value),
                { required: true, maxLength: 20 },
              )}
              {text(
                'bankAccount.holderCity',
                t('employees.fields.holderCity'),
                account.holderCity,
                (value) => setBank('holderCity', value),
                { required: true },
              )}
              {account.type === 'INTERNATIONAL' &&
                codeSelect(
                  'bankAccount.holderCountry',
                  t('employees.fields.holderCountry'),
                  countryOptions,
                  account.holderCountry,
                  (value) => setBank('holderCountry', value),
                  { required: true },
                )}
            </Grid3>
          )}
        </FormSection>

        <FormSection title={t('employees.sections.connections')} icon={IconUsersGroup}>
          <Stack gap="sm">
            {draft.connections.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('employees.detail.noConnections')}
              </Text>
            )}
            {draft.connections.map((connection: ConnectionDraft, index) => (
              <ListRow
                key={connection.key}
                removeLabel={t('employees.form.removeConnection', { index: index + 1 })}
                onRemove={() => removeRow('connections', index)}
              >
                <Grid3>
                  {enumSelect(
                    `connections.${index}.kind`,
                    t('employees.fields.connectionKind'),
                    'connectionKind',
                    connection.kind,
                    (value) => updateRow('connections', index, { kind: value ?? 'SUPERIOR' }),
                    { clearable: false, allowDeselect: false },
                  )}
                  {text(
                    `connections.${index}.employeeId`,
                    t('employees.fields.employeeId'),
                    connection.employeeId,
                    (value) => updateRow('connections', index, { employeeId: value }),
                    { required: true, maxLength: 100, autoComplete: 'off' },
                  )}
                </Grid3>
              </ListRow>
            ))}
            <ListError message={errorOf('connections')} />
            <AddButton
              label={t('employees.form.addConnection')}
              onClick={() => addRow('connections', newConnection())}
              testId="employee-add-connection"
            />
          </Stack>
        </FormSection>

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
