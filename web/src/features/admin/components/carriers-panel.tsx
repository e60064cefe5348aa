// The carriers that pay daily allowances (payouts, issue 15; decision 0031), for the platform administration: the
// list (a table, cards on a phone) and a drawer to create or edit one. The form checks the contract's rules before
// sending (SPS characters and lengths, CH/LI postcode, IBAN valid and not a QR-IBAN, BIC) and shows each message under
// its field; the server's answers (another carrier with the name, someone else's change: 409 REVISION_CONFLICT)
// appear there too.
import {
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingBank, IconCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type Carrier, carrierBody } from '../../../../../src/contracts/carriers.ts';
import { ISO_COUNTRY_CODES } from '../../../../../src/contracts/iso-codes.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type ListColumn, ListRowCard, ListTableHead, ListTableRow } from '../../../components/list-kit/index.ts';
import { TintedAlert } from '../../../components/tinted.tsx';
import { countryName } from '../../../lib/display-names.ts';
import { isRevisionConflict } from '../../../lib/errors.ts';
import {
  mapIssuesToFields,
  type NestedFieldErrors,
  splitNestedFormError,
  translateFieldMessage,
} from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type CarrierInput, useCarriers, useCreateCarrier, useUpdateCarrier } from '../api/admin-carriers.ts';

/** The form's fields in order, with the pain.001 length each allows (the input stops there). */
const FIELDS = {
  name: 70,
  payingUnitName: 70,
  streetName: 70,
  buildingNumber: 16,
  postCode: 16,
  townName: 35,
  country: 2,
  iban: 42,
  bic: 11,
  contactName: 70,
  contactPhone: 50,
  contactEmail: 254,
} as const;
type Field = keyof typeof FIELDS;
type Draft = Record<Field, string>;
const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(FIELDS));
const OPTIONAL: ReadonlySet<Field> = new Set(['buildingNumber', 'bic', 'contactPhone', 'contactEmail']);

const EMPTY: Draft = {
  name: '',
  payingUnitName: '',
  streetName: '',
  buildingNumber: '',
  postCode: '',
  townName: '',
  country: 'CH',
  iban: '',
  bic: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** 'CH2300790016252334790' -> 'CH23 0079 0016 2523 3479 0' (groups of four, as on paper). */
export function formatIbanForDisplay(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function draftOf(carrier: Carrier | null): Draft {
  if (!carrier) return EMPTY;
  return Object.fromEntries(
    (Object.keys(FIELDS) as Field[]).map((field) => [
      field,
      field === 'iban' ? formatIbanForDisplay(carrier.iban) : (carrier[field] ?? ''),
    ]),
  ) as Draft;
}

/** The request body: texts trimmed, an empty optional field null. */
function bodyOf(draft: Draft): CarrierInput {
  const entries = (Object.keys(FIELDS) as Field[]).map((field) => {
    const value = draft[field].trim();
    return [field, OPTIONAL.has(field) && value === '' ? null : value];
  });
  return Object.fromEntries(entries) as CarrierInput;
}

function CarrierForm({ carrier, onDone }: { carrier: Carrier | null; onDone: (saved: Carrier) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const create = useCreateCarrier();
  const update = useUpdateCarrier(carrier?.carrierId ?? '');
  const save = carrier ? update : create;
  const [draft, setDraft] = useState<Draft>(() => draftOf(carrier));
  const [revision, setRevision] = useState(carrier?.revision ?? 1);
  const [clientErrors, setClientErrors] = useState<NestedFieldErrors>({});
  const list = useCarriers();
  const server = splitNestedFormError(save.error, KNOWN_FIELDS, t, { codeFields: { CARRIER_NAME_TAKEN: 'name' } });
  const errorOf = (field: Field) => clientErrors[field] ?? server.fieldErrors[field];
  const countryOptions = useMemo(
    () =>
      [...ISO_COUNTRY_CODES]
        .map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  const set = (field: Field, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors((previous) => ({ ...previous, [field]: '' }));
    if (save.isError && !isRevisionConflict(save.error)) save.reset();
  };

  /** After a revision conflict: the carrier as it is now (the edits in the form are dropped). */
  const reload = async () => {
    const fresh = (await list.refetch()).data?.items.find((item) => item.carrierId === carrier?.carrierId) ?? null;
    if (fresh) {
      setDraft(draftOf(fresh));
      setRevision(fresh.revision);
    }
    setClientErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = carrierBody.safeParse(body);
    if (!checked.success) {
      const { fieldErrors } = mapIssuesToFields(checked.error.issues, KNOWN_FIELDS, (message) =>
        translateFieldMessage(message, t),
      );
      // Zod's own "required" texts are generic; a missing required field says so plainly.
      for (const field of Object.keys(FIELDS) as Field[]) {
        if (!OPTIONAL.has(field) && draft[field].trim() === '') fieldErrors[field] = t('admin.carriers.form.required');
      }
      setClientErrors(fieldErrors);
      // The first field in error may be scrolled out of the drawer: go there (after the errors have rendered).
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => {
        const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        field?.focus({ preventScroll: true });
        // Centred, so the drawer's header does not cover it.
        field?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    setClientErrors({});
    const options = { onSuccess: (saved: Carrier) => onDone(saved) };
    if (carrier) update.mutate({ ...body, revision }, options);
    else create.mutate(body, options);
  };

  const input = (field: Field, props: { description?: string; required?: boolean } = {}) => (
    <TextInput
      label={t(`admin.carriers.fields.${field}`)}
      description={props.description}
      value={draft[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errorOf(field) || undefined}
      required={props.required ?? !OPTIONAL.has(field)}
      maxLength={FIELDS[field]}
      autoComplete="off"
      data-testid={`carrier-${field}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="carrier-form">
      <Stack gap="md">
        {save.isError && (server.showGeneralError || isRevisionConflict(save.error)) && (
          <ErrorAlert error={save.error} onReload={() => void reload()} />
        )}
        <Title order={3} size="h5">
          {t('admin.carriers.form.carrier')}
        </Title>
        {input('name')}
        {input('payingUnitName', { description: t('admin.carriers.form.payingUnitHint') })}
        <Title order={3} size="h5">
          {t('admin.carriers.form.address')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 8 }}>{input('streetName')}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>{input('buildingNumber')}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>{input('postCode')}</Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>{input('townName')}</Grid.Col>
        </Grid>
        <Select
          label={t('admin.carriers.fields.country')}
          data={countryOptions}
          value={draft.country}
          onChange={(value) => set('country', value ?? '')}
          error={errorOf('country') || undefined}
          searchable
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="carrier-country"
        />
        <Title order={3} size="h5">
          {t('admin.carriers.form.account')}
        </Title>
        {input('iban', { description: t('admin.carriers.form.ibanHint') })}
        {input('bic')}
        <Title order={3} size="h5">
          {t('admin.carriers.form.contact')}
        </Title>
        {input('contactName')}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {input('contactPhone')}
          {input('contactEmail')}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('admin.carriers.form.charactersHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconCheck aria-hidden size={16} />}
            data-testid="carrier-save"
          >
            {carrier ? t('admin.carriers.form.saveChanges') : t('admin.carriers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Address({ carrier }: { carrier: Carrier }) {
  const street = [carrier.streetName, carrier.buildingNumber].filter(Boolean).join(' ');
  return <>{`${street}, ${carrier.postCode} ${carrier.townName}`}</>;
}

export function CarriersPanel() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const query = useCarriers();
  /** The drawer: null closed, 'new' for a new carrier, else the carrier edited. */
  const [editing, setEditing] = useState<Carrier | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const open = (target: Carrier | 'new') => {
    setSaved(null);
    setEditing(target);
  };
  const editButton = (carrier: Carrier) => (
    <Button
      variant="default"
      size="xs"
      style={{ flexShrink: 0 }}
      leftSection={<IconPencil aria-hidden size={14} />}
      onClick={(event) => {
        event.stopPropagation();
        open(carrier);
      }}
      aria-label={t('admin.carriers.editNamed', { name: carrier.name })}
      data-testid="carrier-edit"
    >
      {t('admin.carriers.edit')}
    </Button>
  );
  const columns: ListColumn<Carrier>[] = [
    {
      id: 'name',
      header: t('admin.carriers.fields.name'),
      cell: (carrier) => (
        <>
          <Text size="sm" fw={600}>
            {carrier.name}
          </Text>
          <Text size="xs" c="dimmed">
            {carrier.payingUnitName}
          </Text>
        </>
      ),
      card: {
        as: 'title',
        value: (carrier) => (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {carrier.name}
          </Text>
        ),
      },
    },
    {
      id: 'payingUnitName',
      header: t('admin.carriers.fields.payingUnitName'),
      table: false,
      cell: (carrier) => carrier.payingUnitName,
      card: 'fact',
    },
    {
      id: 'address',
      header: t('admin.carriers.address'),
      cell: (carrier) => (
        <Text size="sm">
          <Address carrier={carrier} />
        </Text>
      ),
      card: { as: 'fact', value: (carrier) => <Address carrier={carrier} /> },
    },
    {
      id: 'iban',
      header: t('admin.carriers.fields.iban'),
      cell: (carrier) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatIbanForDisplay(carrier.iban)}
        </Text>
      ),
      card: { as: 'fact', value: (carrier) => formatIbanForDisplay(carrier.iban) },
    },
    {
      id: 'contact',
      header: t('admin.carriers.contact'),
      cell: (carrier) => (
        <>
          <Text size="sm">{carrier.contactName}</Text>
          <Text size="xs" c="dimmed">
            {[carrier.contactPhone, carrier.contactEmail].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      id: 'assignments',
      header: t('admin.carriers.assignments'),
      cell: (carrier) => <Text size="sm">{t('admin.carriers.lineCount', { count: carrier.assignmentCount })}</Text>,
      card: { as: 'fact', value: (carrier) => t('admin.carriers.lineCount', { count: carrier.assignmentCount }) },
    },
    {
      id: 'actions',
      header: t('admin.carriers.actions'),
      headerContent: <VisuallyHidden>{t('admin.carriers.actions')}</VisuallyHidden>,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: editButton,
      card: 'subtitle',
    },
  ];

  return (
    <Stack gap="md" data-testid="carriers-panel">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => open('new')} data-testid="carrier-new">
          {t('admin.carriers.new')}
        </Button>
      </Group>
      {saved && (
        <TintedAlert color="teal" icon={<IconCheck aria-hidden />} data-testid="carrier-saved">
          {t('admin.carriers.saved', { name: saved })}
        </TintedAlert>
      )}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {query.isPending && <Skeleton height={160} radius="md" />}
      {query.isSuccess && items.length === 0 && (
        <Card withBorder data-testid="carriers-empty">
          <Stack gap="xs" align="flex-start">
            <IconBuildingBank aria-hidden size={28} stroke={1.5} />
            <Text fw={600}>{t('admin.carriers.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('admin.carriers.empty')}
            </Text>
            <Button variant="light" leftSection={<IconPlus aria-hidden size={16} />} onClick={() => open('new')}>
              {t('admin.carriers.new')}
            </Button>
          </Stack>
        </Card>
      )}
      {items.length > 0 && isPhone && (
        <Stack component="ul" gap="xs" p={0} m={0} data-testid="carriers-cards" aria-label={t('admin.carriers.title')}>
          {items.map((carrier) => (
            <ListRowCard key={carrier.carrierId} columns={columns} row={carrier} testId="carrier-row" />
          ))}
        </Stack>
      )}
      {items.length > 0 && !isPhone && (
        <Card padding={0} withBorder>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" data-testid="carriers-table">
              <ListTableHead columns={columns} />
              <Table.Tbody>
                {items.map((carrier) => (
                  <ListTableRow key={carrier.carrierId} columns={columns} row={carrier} data-testid="carrier-row" />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={isPhone ? '100%' : 'lg'}
        title={editing === 'new' ? t('admin.carriers.newTitle') : t('admin.carriers.editTitle')}
        data-testid="carrier-drawer"
      >
        {/* Mounted only while open: every opening starts from the carrier as listed. */}
        {editing !== null && (
          <CarrierForm
            key={editing === 'new' ? 'new' : editing.carrierId}
            carrier={editing === 'new' ? null : editing}
            onDone={(carrier) => {
              setEditing(null);
              setSaved(carrier.name);
            }}
          />
        )}
      </Drawer>
    </Stack>
  );
}
