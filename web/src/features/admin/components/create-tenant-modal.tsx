// Onboarding a customer (issue 28; decision 0044): the platform admin gives the company's name, its correspondence
// language, its address and the KTG policy number; the server completes them from its template to a valid
// configuration (version 1), and the tenant's page opens on it to edit the rest. The form checks the contract's rules
// before sending and shows each message under its field, the server's too (another tenant with the name: 409).
import { Button, Grid, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { ISO_COUNTRY_CODES } from '../../../../../src/contracts/iso-codes.ts';
import { createTenantBody } from '../../../../../src/contracts/tenant.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { countryName } from '../../../lib/display-names.ts';
import {
  mapIssuesToFields,
  type NestedFieldErrors,
  splitNestedFormError,
  translateFieldMessage,
} from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useEnumLabel } from '../../tenant/index.ts';
import { type CreateTenantInput, useCreateTenant } from '../api/create-tenant.ts';

const LANGUAGES = ['DE', 'FR', 'IT', 'EN'] as const;
type Language = (typeof LANGUAGES)[number];

type Draft = {
  name: string;
  defaultCorrespondenceLanguage: Language;
  addressLine1: string;
  postalCode: string;
  city: string;
  country: string;
  ktgPolicyNumber: string;
};

/** The form's fields as the body's dotted paths (client and server issues land on them). */
const PATHS = {
  name: 'name',
  defaultCorrespondenceLanguage: 'defaultCorrespondenceLanguage',
  addressLine1: 'billingAddress.addressLine1',
  postalCode: 'billingAddress.postalCode',
  city: 'billingAddress.city',
  country: 'billingAddress.country',
  ktgPolicyNumber: 'ktgPolicyNumber',
} as const satisfies Record<keyof Draft, string>;
type Field = keyof typeof PATHS;
const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));

/** The UI language as the first guess of the company's correspondence language. */
function languageOf(uiLanguage: string): Language {
  const upper = uiLanguage.toUpperCase();
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : 'DE';
}

function bodyOf(draft: Draft): CreateTenantInput {
  return {
    name: draft.name.trim(),
    defaultCorrespondenceLanguage: draft.defaultCorrespondenceLanguage,
    billingAddress: {
      addressLine1: draft.addressLine1.trim(),
      postalCode: draft.postalCode.trim(),
      city: draft.city.trim(),
      country: draft.country,
    },
    ktgPolicyNumber: draft.ktgPolicyNumber.trim(),
  };
}

export function CreateTenantModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (tenantId: string) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const enumLabel = useEnumLabel();
  const isPhone = useIsPhone();
  const create = useCreateTenant();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: '',
    defaultCorrespondenceLanguage: languageOf(language),
    addressLine1: '',
    postalCode: '',
    city: '',
    country: 'CH',
    ktgPolicyNumber: '',
  }));
  const [clientErrors, setClientErrors] = useState<NestedFieldErrors>({});
  const server = splitNestedFormError(create.error, KNOWN_PATHS, t, { codeFields: { TENANT_NAME_TAKEN: 'name' } });
  const errorOf = (field: Field) => clientErrors[PATHS[field]] || server.fieldErrors[PATHS[field]];
  const countryOptions = useMemo(
    () =>
      [...ISO_COUNTRY_CODES]
        .map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  const set = <F extends Field>(field: F, value: Draft[F]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors((previous) => ({ ...previous, [PATHS[field]]: '' }));
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = createTenantBody.safeParse(body);
    if (!checked.success) {
      const { fieldErrors } = mapIssuesToFields(checked.error.issues, KNOWN_PATHS, (message) =>
        translateFieldMessage(message, t),
      );
      // A required field left empty says so plainly (Zod's own texts are generic).
      for (const field of ['name', 'addressLine1', 'postalCode', 'city', 'ktgPolicyNumber'] as const) {
        if (draft[field].trim() === '') fieldErrors[PATHS[field]] = t('admin.tenants.create.required');
      }
      setClientErrors(fieldErrors);
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setClientErrors({});
    create.mutate(body, { onSuccess: (tenant) => onCreated(tenant.tenantId) });
  };

  const input = (field: Exclude<Field, 'defaultCorrespondenceLanguage' | 'country'>, maxLength: number) => (
    <TextInput
      label={t(`admin.tenants.create.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errorOf(field) || undefined}
      required
      maxLength={maxLength}
      autoComplete="off"
      data-testid={`create-tenant-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.tenants.create.title')}
      size="lg"
      centered
      fullScreen={isPhone}
      data-testid="create-tenant-modal"
    >
      <form onSubmit={submit} noValidate data-testid="create-tenant-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('admin.tenants.create.intro')}
          </Text>
          {create.isError && server.showGeneralError && <ErrorAlert error={create.error} />}
          {input('name', 200)}
          <Select
            label={t('admin.tenants.create.fields.defaultCorrespondenceLanguage')}
            description={t('admin.tenants.create.languageHint')}
            data={LANGUAGES.map((code) => ({ value: code, label: enumLabel('correspondenceLanguage', code) }))}
            value={draft.defaultCorrespondenceLanguage}
            onChange={(value) => value && set('defaultCorrespondenceLanguage', value as Language)}
            allowDeselect={false}
            required
            data-testid="create-tenant-language"
          />
          <Grid gap="md">
            <Grid.Col span={12}>{input('addressLine1', 200)}</Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>{input('postalCode', 20)}</Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>{input('city', 100)}</Grid.Col>
            <Grid.Col span={12}>
              <Select
                label={t('admin.tenants.create.fields.country')}
                data={countryOptions}
                value={draft.country}
                onChange={(value) => value && set('country', value)}
                error={errorOf('country') || undefined}
                searchable
                allowDeselect={false}
                required
                data-testid="create-tenant-country"
              />
            </Grid.Col>
          </Grid>
          {input('ktgPolicyNumber', 100)}
          <Text size="xs" c="dimmed">
            {t('admin.tenants.create.templateHint')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('admin.tenants.create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-tenant-submit">
              {t('admin.tenants.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
