// The billing details of one subunit, edited in a drawer (decision 0066): its name, the billing address (address line
// with the structured street and number beside it, supplement, postcode, town, country) and the account (IBAN, UID).
// The contract checks the form before it is sent and each message shows under its field in the UI language; the
// server's 400 answer does the same. The save sends the configuration version the form was opened on: when someone
// changed the configuration meanwhile (409), the form says so, loads the current details and asks for the change
// again. The id and the canton stay with the platform's administrators.
import { Button, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ISO_COUNTRY_CODES } from '../../../../../src/contracts/iso-codes.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { countryName } from '../../../lib/display-names.ts';
import { isRevisionConflict } from '../../../lib/errors.ts';
import type { NestedFieldErrors } from '../../../lib/form-errors.ts';
import { streetHint } from '../../../lib/street-hint.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { isKnownConfigurationMessage, translateConfigurationMessage } from '../../tenant/index.ts';
import { useInsuranceSubunits } from '../api/get-insurance-subunits.ts';
import { useUpdateInsuranceSubunit } from '../api/update-insurance-subunit.ts';
import {
  BILLING_FIELDS,
  type BillingDraft,
  type BillingField,
  bodyOf,
  checkDraft,
  draftOf,
  hasChanges,
  OPTIONAL_FIELDS,
  serverFormError,
} from '../billing-form.ts';
import type { InsuranceSubunit } from '../subunit-display.ts';

const LABEL_KEYS: Record<BillingField, string> = {
  name: 'subunits.edit.fields.name',
  addressLine1: 'address.addressLine1',
  streetName: 'address.streetName',
  buildingNumber: 'address.buildingNumber',
  addressLine2: 'address.addressLine2',
  postalCode: 'address.postCode',
  city: 'address.city',
  country: 'address.country',
  iban: 'subunits.edit.fields.iban',
  uid: 'subunits.edit.fields.uid',
};

export function BillingForm({
  subunit,
  configurationVersion,
  onSaved,
  onCancel,
}: {
  subunit: InsuranceSubunit;
  /** The configuration's version the form starts from (sent with the save). */
  configurationVersion: number | null;
  onSaved: (saved: InsuranceSubunit | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const list = useInsuranceSubunits();
  const save = useUpdateInsuranceSubunit();
  const [draft, setDraft] = useState<BillingDraft>(() => draftOf(subunit));
  const [version, setVersion] = useState(configurationVersion);
  /** The details the draft started from (those listed, or the current ones after a conflict). */
  const [base, setBase] = useState(subunit);
  const [clientErrors, setClientErrors] = useState<NestedFieldErrors>({});
  /** Set after a revision conflict: the current details were loaded into the form. */
  const [reloaded, setReloaded] = useState(false);
  const [gone, setGone] = useState(false);
  const translate = (message: string) =>
    isKnownConfigurationMessage(message)
      ? translateConfigurationMessage(message, t)
      : t('errors.validation.invalidField');
  const server = serverFormError(save.error, translate);
  const errorOf = (field: BillingField) => clientErrors[field] || server.fieldErrors[field] || undefined;
  const showGeneralError =
    save.isError &&
    !isRevisionConflict(save.error) &&
    (!(save.error instanceof ApiError) || !save.error.isValidationError || server.unmatched.length > 0);
  // A message that concerns the whole form (a conflict, a refusal) is shown at its top: brought into view, as the
  // save button that caused it is at the drawer's bottom.
  const formRef = useRef<HTMLFormElement>(null);
  const hasFormMessage = reloaded || gone || showGeneralError || (save.isError && isRevisionConflict(save.error));
  useEffect(() => {
    if (hasFormMessage) formRef.current?.scrollIntoView({ block: 'start' });
  }, [hasFormMessage]);
  const countryOptions = useMemo(
    () =>
      [...ISO_COUNTRY_CODES]
        .map((code) => ({ value: code, label: countryName(code, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  const set = (field: BillingField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors((previous) => ({ ...previous, [field]: '' }));
    if (save.isError) save.reset();
  };

  /** After a revision conflict: the subunit as it is now in the form, with the current version. */
  const reloadCurrent = async () => {
    const fresh = (await list.refetch()).data;
    const current = fresh?.items.find((item) => item.companySubunitId === subunit.companySubunitId) ?? null;
    if (!fresh || !current) {
      setGone(true);
      return;
    }
    setDraft(draftOf(current));
    setBase(current);
    setVersion(fresh.configurationVersion);
    setClientErrors({});
    setReloaded(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReloaded(false);
    const errors = checkDraft(draft, version, t, translate);
    if (Object.values(errors).some(Boolean)) {
      setClientErrors(errors);
      // The first field in error may be scrolled out of the drawer: go there once the errors have rendered.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => {
        const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    setClientErrors({});
    if (!hasChanges(draft, base)) {
      onSaved(null);
      return;
    }
    save.mutate(
      { companySubunitId: subunit.companySubunitId, body: bodyOf(draft, version) },
      {
        onSuccess: (data) =>
          onSaved(data.items.find((item) => item.companySubunitId === subunit.companySubunitId) ?? null),
        onError: (error) => {
          if (isRevisionConflict(error)) void reloadCurrent();
          if (error instanceof ApiError && error.code === 'COMPANY_SUBUNIT_NOT_FOUND') void list.refetch();
        },
      },
    );
  };

  const input = (field: BillingField, props: { description?: string | null } = {}) => (
    <TextInput
      label={t(LABEL_KEYS[field])}
      description={props.description ?? undefined}
      value={draft[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errorOf(field)}
      required={!OPTIONAL_FIELDS.has(field)}
      maxLength={BILLING_FIELDS[field]}
      autoComplete="off"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-testid={`subunit-form-${field}`}
    />
  );

  return (
    // The margin keeps the drawer's sticky title clear of the form's top when it is brought into view.
    <form ref={formRef} onSubmit={submit} noValidate style={{ scrollMarginTop: 80 }} data-testid="subunit-form">
      <Stack gap="md">
        {save.isError && isRevisionConflict(save.error) && (
          <TintedAlert color="orange" icon={<IconInfoCircle aria-hidden />} role="alert" data-testid="subunit-conflict">
            {reloaded ? t('subunits.edit.conflictReloaded') : t('subunits.edit.conflict')}
          </TintedAlert>
        )}
        {gone && (
          <TintedAlert color="red" icon={<IconInfoCircle aria-hidden />} role="alert" data-testid="subunit-gone">
            {t('errors.codes.COMPANY_SUBUNIT_NOT_FOUND')}
          </TintedAlert>
        )}
        {showGeneralError && <ErrorAlert error={save.error} />}
        <Text size="sm" c="dimmed">
          {t('subunits.edit.intro', { id: subunit.companySubunitId })}
        </Text>
        {input('name', { description: t('subunits.edit.nameHint') })}
        <Title order={3} size="h5">
          {t('subunits.edit.addressTitle')}
        </Title>
        {input('addressLine1')}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 8 }}>{input('streetName', { description: streetHint(draft, t) })}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>{input('buildingNumber')}</Grid.Col>
        </Grid>
        {input('addressLine2')}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 4 }}>{input('postalCode')}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>{input('city')}</Grid.Col>
        </Grid>
        <Select
          label={t(LABEL_KEYS.country)}
          data={countryOptions}
          value={draft.country}
          onChange={(value) => set('country', value ?? '')}
          error={errorOf('country')}
          searchable
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="subunit-form-country"
        />
        <Title order={3} size="h5">
          {t('subunits.edit.accountTitle')}
        </Title>
        {input('iban', { description: t('subunits.edit.ibanHint') })}
        {input('uid', { description: t('subunits.edit.uidHint') })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="subunit-form-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={gone}
            leftSection={<IconCheck aria-hidden size={16} />}
            data-testid="subunit-form-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
