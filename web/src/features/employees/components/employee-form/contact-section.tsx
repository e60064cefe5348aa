// The contact section of the employee form: the address, and the lists of phone numbers and e-mail addresses.
import { Checkbox, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { streetHint } from '../../../../lib/street-hint.ts';
import { useTranslation } from '../../../../lib/translator.ts';
import { type EmailDraft, newEmail, newPhone, type PhoneDraft } from '../../employee-draft.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { AddButton, FormSection, Grid3, ListError, ListRow } from './layout.tsx';

export function ContactSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { errorOf, text, enumSelect, codeSelect, countryOptions } = fields;
  const { draft, setAddress, updateRow, addRow, removeRow, setPreferred } = edit;
  return (
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
          {text('address.city', t('employees.fields.city'), draft.address.city, (value) => setAddress('city', value))}
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
  );
}
