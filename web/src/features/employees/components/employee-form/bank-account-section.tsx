// The bank account section of the employee form: none, domestic or international; the account's kind decides its fields.
import { Input, SegmentedControl } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import { enumLabelKey } from '../../employee-enums.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { FormSection, Grid3 } from './layout.tsx';

export function BankAccountSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { errorOf, text, codeSelect, countryOptions } = fields;
  const { draft, setBank } = edit;
  const account = draft.bankAccount;
  return (
    <FormSection title={t('employees.sections.bankAccount')} icon={IconBuildingBank}>
      <Input.Wrapper label={t('employees.fields.bankAccountType')} error={errorOf('bankAccount')}>
        <div>
          <SegmentedControl
            mt={4}
            value={account.type}
            onChange={(value) => setBank('type', value === 'DOMESTIC' || value === 'INTERNATIONAL' ? value : 'NONE')}
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
  );
}
