// The employee form's field helpers: each field knows its path, so it shows its value, reports its change and
// carries its message (the local check's or the API's, `errorOf`). Selects for enums and yes/no, searchable
// selects for countries and languages, Swiss date inputs (a typed text that is no real date is reported to the
// form, which is not sent while there is one), number inputs in the language's number format, and the tenant's
// subunits and processing groups by name.
import {
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useMemo } from 'react';
import { ISO_COUNTRY_CODES, ISO_LANGUAGE_CODES } from '../../../../../../src/contracts/iso-codes.ts';
import { SwissDateInput } from '../../../../components/swiss-date-input.tsx';
import { countryName, languageName } from '../../../../lib/display-names.ts';
import { numberSeparators } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../../lib/use-formatters.ts';
import type { NumberDraft, TriStateDraft } from '../../employee-draft.ts';
import {
  EMPLOYEE_ENUMS,
  type EmployeeEnumGroup,
  type EmployeeEnumValue,
  enumLabelKey,
  toEnumValue,
} from '../../employee-enums.ts';

/** Hints below the input, so inputs of a row stay aligned whether or not a field has a hint. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export type EmployeeFormFields = ReturnType<typeof useEmployeeFormFields>;

/**
 * The field helpers of one form: `errorOf` gives a field's message by path, `setDateValidity` records whether a
 * date field's typed text is a real date.
 */
export function useEmployeeFormFields(
  errorOf: (path: string) => string | undefined,
  setDateValidity: (path: string, invalid: boolean) => void,
) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const separators = numberSeparators(language);

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

  return {
    errorOf,
    separators,
    text,
    number,
    date,
    enumSelect,
    triState,
    codeSelect,
    countryOptions,
    languageOptions,
    organisationField,
  };
}
