// The personal data section of the employee form: names, birth, OASI number, civil status, nationality, language.
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { FormSection, Grid3 } from './layout.tsx';

export function PersonalSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { text, number, date, enumSelect, triState, codeSelect, countryOptions, languageOptions } = fields;
  const { draft, set } = edit;
  return (
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
        {text('oasiNumber', t('employees.fields.oasiNumber'), draft.oasiNumber, (value) => set('oasiNumber', value), {
          placeholder: '756.1234.5678.97',
          maxLength: 16,
          autoComplete: 'off',
        })}
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
  );
}
