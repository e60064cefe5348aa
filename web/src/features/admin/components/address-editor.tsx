// Structured editor of the draft's addresses: the billing address and the address of each company subunit
// (docs/decisions/0032-structured-addresses.md). It edits the same draft document the JSON editor shows; "Street"
// and "No." stand beside the address line, with the hint what payment files read from the line while they are
// empty. Every field shows the contract schema's problem for it (translated where the message is the contract's).
// IBAN and UID stay in the JSON editor.
import { Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useId } from 'react';
import { streetHint } from '../../../lib/street-hint.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { translateConfigurationMessage } from '../../tenant/index.ts';
import {
  ADDRESS_EDITOR_FIELDS,
  type AddressEditorField,
  addressesOf,
  addressProblems,
  type ConfigurationProblem,
  type DraftAddress,
  setAddressField,
} from '../configuration-draft.ts';

export type AddressEditorProps = {
  draft: unknown;
  onChange: (next: unknown) => void;
  problems: readonly ConfigurationProblem[];
};

const LABEL_KEYS: Record<AddressEditorField, string> = {
  addressLine1: 'address.addressLine1',
  streetName: 'address.streetName',
  buildingNumber: 'address.buildingNumber',
  addressLine2: 'address.addressLine2',
  postalCode: 'address.postCode',
  city: 'address.city',
  country: 'address.country',
};

/** Input lengths: the contract's (src/contracts/tenant.ts billingAddressFields). */
const MAX_LENGTHS: Record<AddressEditorField, number> = {
  addressLine1: 200,
  streetName: 70,
  buildingNumber: 16,
  addressLine2: 200,
  postalCode: 20,
  city: 100,
  country: 2,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function AddressCard({
  address,
  draft,
  onChange,
  problems,
}: { address: DraftAddress; draft: unknown } & Omit<AddressEditorProps, 'draft'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const errors = addressProblems(problems, address.path, (message) => translateConfigurationMessage(message, t));
  const problemCount = Object.keys(errors).length;
  const testId = address.subunit ? `address-editor-subunit-${address.subunit.index}` : 'address-editor-billing';
  const title = address.subunit
    ? t('admin.addresses.subunitTitle', {
        number: address.subunit.index + 1,
        name: address.subunit.name ? `${address.subunit.name} (${address.subunit.id})` : address.subunit.id,
      })
    : t('tenant.insurance.billingAddress');
  const hint = streetHint(
    {
      addressLine1: text(address.value.addressLine1),
      addressLine2: text(address.value.addressLine2),
      streetName: text(address.value.streetName),
      buildingNumber: text(address.value.buildingNumber),
    },
    t,
  );
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {problemCount > 0 && (
            <Text size="sm" c="red.8" fw={600}>
              {t('admin.editor.problemCount', { count: problemCount })}
            </Text>
          )}
        </Stack>
        <SimpleGrid type="container" cols={{ base: 1, '32rem': 2, '52rem': 3 }} spacing="md" verticalSpacing="sm">
          {ADDRESS_EDITOR_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(LABEL_KEYS[field])}
              value={text(address.value[field])}
              onChange={(event) => onChange(setAddressField(draft, address.path, field, event.currentTarget.value))}
              error={errors[field]}
              description={field === 'streetName' ? hint : undefined}
              maxLength={MAX_LENGTHS[field]}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid={`${testId}-${field}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function AddressEditor({ draft, onChange, problems }: AddressEditorProps) {
  const { t } = useTranslation();
  const addresses = addressesOf(draft);
  return (
    <Stack gap="lg" data-testid="address-editor">
      <Text size="sm" c="dimmed">
        <IconBuilding aria-hidden size={16} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        {t('admin.addresses.description')}
      </Text>
      {addresses.map((address) => (
        <AddressCard
          key={address.path.join('.')}
          address={address}
          draft={draft}
          onChange={onChange}
          problems={problems}
        />
      ))}
      {addresses.length === 1 && (
        <Text size="sm" c="dimmed">
          {t('admin.addresses.noSubunits')}
        </Text>
      )}
    </Stack>
  );
}
