// Shown for client routes that do not exist, inside the normal shell so navigation stays available.
import { Button, EmptyState } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(t('notFound.pageTitle'));
  return (
    <EmptyState
      data-testid="not-found"
      mt="xl"
      variant="light"
      size="lg"
      icon={<IconMapQuestion aria-hidden size={36} stroke={1.5} />}
    >
      <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('notFound.description', { path: pathname })}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconHome aria-hidden size={16} />}>
          {t('notFound.backHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
