// Gate of every page behind the sign-in: waits for the session, sends visitors without one to /login (with
// `returnTo`, keeping `lang`), and provides the session to the screens. When the signed-in identity changes
// (another user, another role) the screens are mounted afresh, so no state of the previous identity survives.
import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import {
  identityKey,
  returnToFor,
  SessionProvider,
  useApplyProfileLanguage,
  useSessionQuery,
} from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { AppLayout } from './app-layout.tsx';

function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" data-testid="session-loading">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          {t('auth.session.checking')}
        </Text>
      </Stack>
    </Center>
  );
}

function SessionError({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Card maw={560} w="100%" data-testid="session-error">
        <Stack gap="md">
          <ErrorAlert error={error} onRetry={onRetry} isRetrying={isRetrying} />
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
      </Card>
    </Center>
  );
}

/**
 * Sends the visitor to the sign-in page once. The location changes while this is still mounted, so the target is
 * fixed at the first run (a second run would see /login and lose `returnTo`).
 */
function RedirectToLogin({ returnTo }: { returnTo: string | undefined }) {
  const navigate = useNavigate();
  const hasNavigated = useRef(false);
  useEffect(() => {
    if (hasNavigated.current) return;
    hasNavigated.current = true;
    void navigate({ to: '/login', search: (previous) => ({ lang: previous.lang, returnTo }), replace: true });
  }, [navigate, returnTo]);
  return <FullPageLoader />;
}

/** Runs the per-user effects that need the session (profile language). */
function SessionEffects() {
  useApplyProfileLanguage();
  return null;
}

export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const sessionQuery = useSessionQuery();
  const href = useRouterState({ select: (state) => state.location.href });
  const session = sessionQuery.data;

  if (session === undefined) {
    if (sessionQuery.isError) {
      return (
        <SessionError
          error={sessionQuery.error}
          onRetry={() => void sessionQuery.refetch()}
          isRetrying={sessionQuery.isFetching}
        />
      );
    }
    return <FullPageLoader />;
  }

  if (session === null) {
    return <RedirectToLogin returnTo={returnToFor(href)} />;
  }

  return (
    <SessionProvider session={session}>
      <SessionEffects />
      <AppLayout>
        <Fragment key={identityKey(session)}>{children ?? <Outlet />}</Fragment>
      </AppLayout>
    </SessionProvider>
  );
}
