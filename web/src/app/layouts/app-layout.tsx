// The shell around every signed-in screen: header (product, environment, language, help and support, user menu),
// navigation, main content.
import { AppShell, Box, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useSaveLanguageToProfile } from '../../features/auth/index.ts';
import { UserMenu } from '../../features/auth/screens/layout.ts';
import { HelpButton } from '../../features/support/screens/help-button.ts';
import { EnvironmentBadge } from '../../features/system/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import classes from './app-layout.module.css';
import { AppNavbar } from './app-navbar.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isNavbarOpen, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const saveLanguage = useSaveLanguageToProfile();

  // The mobile menu closes after navigation, including back/forward.
  useEffect(() => {
    if (pathname) closeNavbar();
  }, [pathname, closeNavbar]);

  const appName = t('app.name');

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={isNavbarOpen}
                onClick={toggleNavbar}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.toggle')}
                aria-expanded={isNavbarOpen}
                aria-controls="app-navbar"
              />
              <Link to="/" className={classes.brandLink} aria-label={t('app.homeLink', { appName })}>
                <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
                  <IconHeartHandshake size={20} stroke={1.75} />
                </ThemeIcon>
                <Text component="span" fw={700} size="lg" className={classes.brandName} visibleFrom="xs">
                  {appName}
                </Text>
              </Link>
              <EnvironmentBadge />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <LanguageSwitcher onChange={saveLanguage} />
              </Box>
              <HelpButton />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>

        <AppNavbar onNavigate={closeNavbar} />

        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
