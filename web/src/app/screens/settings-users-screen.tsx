// Users of the company: list for everyone with tenant.users.view; inviting and changes with tenant.users.edit.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser, usePermission } from '../../features/auth/index.ts';
import { InviteUserButton, UsersPanel } from '../../features/users/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SettingsUsersScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('tenant.users.edit');
  const currentUser = useCurrentUser();
  usePageTitle(t('nav.areas.settingsUsers'));
  return (
    <Stack gap="xl" maw={1400} data-testid="settings-users">
      <PageHeader
        title={t('nav.areas.settingsUsers')}
        description={canEdit ? t('users.intro') : t('users.introReadOnly')}
        actions={canEdit ? <InviteUserButton /> : undefined}
      />
      <UsersPanel canEdit={canEdit} currentUserId={currentUser?.id ?? null} />
    </Stack>
  );
}
