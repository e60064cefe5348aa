// Changes the role of another user of the company. The save names the user's revision as listed: when another
// administrator changed the user meanwhile, the alert offers the current list instead of overwriting unseen.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_ROLES, type User, type UserRole } from '../../../../../src/contracts/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { usersKeys } from '../api/users-keys.ts';

function ChangeRoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<UserRole>(user.userRole);
  return (
    <Stack gap="md">
      <Text size="sm">{t('users.changeRole.description', { name: user.name })}</Text>
      <Select
        label={t('users.fields.role')}
        data={USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        onChange={(value) => {
          const next = USER_ROLES.find((candidate) => candidate === value);
          if (next) setRole(next);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        data-testid="change-role-select"
      />
      {update.isError && (
        <ErrorAlert
          error={update.error}
          onReload={() => {
            void queryClient.invalidateQueries({ queryKey: usersKeys.all });
            onDone();
          }}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() =>
            update.mutate(
              { userId: user.id, changes: { userRole: role, revision: user.revision } },
              { onSuccess: onDone },
            )
          }
          loading={update.isPending}
          disabled={role === user.userRole}
          data-testid="change-role-submit"
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ChangeRoleModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.changeRole.title')} centered>
      {user && <ChangeRoleForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}
