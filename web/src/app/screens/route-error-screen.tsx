// Last line of defence: an error thrown while rendering or loading a route, shown in the user's language.
import { Button, Stack } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  usePageTitle(t('routeError.pageTitle'));
  return (
    <Stack gap="md" maw={720} data-testid="route-error">
      <ErrorAlert error={error} onRetry={reset} />
      <div>
        <Button
          variant="default"
          leftSection={<IconReload aria-hidden size={16} />}
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </Button>
      </div>
    </Stack>
  );
}
