// Shown instead of a screen the signed-in role may not open (a bookmarked or typed link): says why, never a
// broken page.
import { Button, EmptyState } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NoAccessScreen() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const isAdminPage = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') });
  usePageTitle(t('noAccess.pageTitle'));
  return (
    <EmptyState
      data-testid="no-access"
      mt="xl"
      variant="light"
      size="lg"
      icon={<IconLock aria-hidden size={36} stroke={1.5} />}
    >
      <EmptyState.Title order={1}>{t('noAccess.title')}</EmptyState.Title>
      <EmptyState.Description>
        {actor.kind !== 'user'
          ? t('noAccess.descriptionAdmin')
          : isAdminPage
            ? t('noAccess.descriptionAdminPage')
            : t('noAccess.descriptionUser', { role: t(`roles.${actor.user.userRole}`) })}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconHome aria-hidden size={16} />}>
          {t('notFound.backHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
