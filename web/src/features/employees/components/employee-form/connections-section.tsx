// The connections section of the employee form: the employee's superiors and other connected employees, by id.
import { Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import { type ConnectionDraft, newConnection } from '../../employee-draft.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { AddButton, FormSection, Grid3, ListError, ListRow } from './layout.tsx';

export function ConnectionsSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { errorOf, text, enumSelect } = fields;
  const { draft, updateRow, addRow, removeRow } = edit;
  return (
    <FormSection title={t('employees.sections.connections')} icon={IconUsersGroup}>
      <Stack gap="sm">
        {draft.connections.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('employees.detail.noConnections')}
          </Text>
        )}
        {draft.connections.map((connection: ConnectionDraft, index) => (
          <ListRow
            key={connection.key}
            removeLabel={t('employees.form.removeConnection', { index: index + 1 })}
            onRemove={() => removeRow('connections', index)}
          >
            <Grid3>
              {enumSelect(
                `connections.${index}.kind`,
                t('employees.fields.connectionKind'),
                'connectionKind',
                connection.kind,
                (value) => updateRow('connections', index, { kind: value ?? 'SUPERIOR' }),
                { clearable: false, allowDeselect: false },
              )}
              {text(
                `connections.${index}.employeeId`,
                t('employees.fields.employeeId'),
                connection.employeeId,
                (value) => updateRow('connections', index, { employeeId: value }),
                { required: true, maxLength: 100, autoComplete: 'off' },
              )}
            </Grid3>
          </ListRow>
        ))}
        <ListError message={errorOf('connections')} />
        <AddButton
          label={t('employees.form.addConnection')}
          onClick={() => addRow('connections', newConnection())}
          testId="employee-add-connection"
        />
      </Stack>
    </FormSection>
  );
}
