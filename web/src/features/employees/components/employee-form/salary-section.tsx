// The salary section of the employee form: the salary basis and the list of wage types.
import { Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import { newWageType, type WageTypeDraft } from '../../employee-draft.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { AddButton, FormSection, Grid3, ListError, ListRow } from './layout.tsx';

export function SalarySection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { errorOf, separators, text, number, enumSelect } = fields;
  const { draft, set, updateRow, addRow, removeRow } = edit;
  return (
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
  );
}
