// Sign-in page (public): product, language, and the sign-in methods of this installation. Once signed in (or
// when already signed in) it continues to `returnTo` — only ever a path of this app.
import { Card, Divider, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { sanitizeReturnTo, useSessionQuery, withLanguage } from '../../features/auth/index.ts';
import { LoginPanel } from '../../features/auth/screens/login.ts';
import { EnvironmentBadge } from '../../features/system/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import classes from './login-screen.module.css';

export function LoginScreen() {
  const { t } = useTranslation();
  const search = useSearch({ from: '/login' });
  const router = useRouter();
  const sessionQuery = useSessionQuery();
  const isSignedIn = Boolean(sessionQuery.data);
  usePageTitle(t('auth.login.pageTitle'));

  // Where to continue: the sanitised returnTo, carrying the language chosen here.
  const target = withLanguage(sanitizeReturnTo(search.returnTo ?? '/'), search.lang);
  useEffect(() => {
    // A plain path (with query) of this app; the history replaces /login so "back" does not return here.
    if (isSignedIn) router.history.replace(target);
  }, [isSignedIn, router, target]);
  if (isSignedIn) return null;

  return (
    <div className={classes.page}>
      <div className={classes.topBar}>
        <EnvironmentBadge />
        <LanguageSwitcher />
      </div>
      <main className={classes.content}>
        <Card className={classes.card} shadow="md" padding="xl" radius="lg" data-testid="login-screen">
          <Stack gap="lg">
            <Stack align="center" gap={6} ta="center">
              <ThemeIcon size={52} radius="md" variant="filled" aria-hidden>
                <IconHeartHandshake size={30} stroke={1.75} />
              </ThemeIcon>
              <Text fw={750} fz={26} lh={1.2}>
                {t('app.name')}
              </Text>
              <Text size="sm" c="dimmed" maw={340}>
                {t('app.tagline')}
              </Text>
            </Stack>
            <Divider />
            <Stack gap={4}>
              <Title order={1} size="h3">
                {t('auth.login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {search.returnTo ? t('auth.login.subtitleReturn') : t('auth.login.subtitle')}
              </Text>
            </Stack>
            {sessionQuery.isError && (
              <ErrorAlert
                error={sessionQuery.error}
                onRetry={() => void sessionQuery.refetch()}
                isRetrying={sessionQuery.isFetching}
              />
            )}
            <LoginPanel returnTo={target} errorCode={search.error} />
          </Stack>
        </Card>
      </main>
    </div>
  );
}
