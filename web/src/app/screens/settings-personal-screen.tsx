// Personal settings: the signed-in user's profile, and their calendar subscriptions of absences (for users who
// may see absences).
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission, useSession } from '../../features/auth/index.ts';
import { ProfileForm } from '../../features/auth/screens/settings-personal.ts';
import { CalendarFeedsSection } from '../../features/calendar-feeds/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SettingsPersonalScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = usePermission('userProfile.edit');
  const canSeeAbsences = usePermission('employee.absences.view');
  const canSeeHealth = usePermission('employee.health.view');
  const canListSubunits = usePermission('tenant.view');
  usePageTitle(t('nav.areas.settingsPersonal'));
  const user = session.actor.kind === 'user' ? session.actor.user : null;
  return (
    <Stack gap="xl" maw={1200} data-testid="settings-personal">
      <PageHeader title={t('nav.areas.settingsPersonal')} description={t('settings.personal.intro')} />
      {user && <ProfileForm key={user.id} user={user} tenantName={session.tenant?.name ?? null} canEdit={canEdit} />}
      {user && canSeeAbsences && <CalendarFeedsSection canShowTypes={canSeeHealth} canListSubunits={canListSubunits} />}
    </Stack>
  );
}
