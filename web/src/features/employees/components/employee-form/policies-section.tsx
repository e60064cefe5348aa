// The policies section of the employee form: the insurance policies, each with its type, number and group.
import { Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { ACCIDENT_POLICY_TYPES } from '../../../../../../src/contracts/index.ts';
import { newPolicy, type PolicyDraft } from '../../employee-draft.ts';
import { AddButton, FormSection, Grid3, ListError, ListRow } from './layout.tsx';

/** Only these policies name a business unit (the contract's ACCIDENT_POLICY_TYPES). */
const hasBusinessUnit = (policyType: string) => (ACCIDENT_POLICY_TYPES as readonly string[]).includes(policyType);

import { useTranslation } from '../../../../lib/translator.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';

export function PoliciesSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { errorOf, text, enumSelect } = fields;
  const { draft, updateRow, addRow, removeRow } = edit;
  return (
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
  );
}
