// The shell around every screen: header (product, environment, language), navigation, main content.
import { AppShell, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link, Outlet, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { EnvironmentBadge } from '../../features/system/index.ts';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { toSupportedLanguage } from '../../lib/language.ts';
import classes from './app-layout.module.css';
import { AppNavbar } from './app-navbar.tsx';

/**
 * Follows the `lang` search parameter (spec section 1), including back/forward navigation. Runs only when the
 * parameter changes, so a switch made in the language switcher is never undone by the URL it is updating.
 */
function useLanguageFromSearch(): void {
  const search = useSearch({ strict: false });
  // Validated again here: the router keeps unknown raw values (e.g. `?lang=xx`) in the non-strict search.
  const requested = toSupportedLanguage(search.lang);
  useEffect(() => {
    if (requested && requested !== currentLanguage()) void changeLanguage(requested);
  }, [requested]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const [isNavbarOpen, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useLanguageFromSearch();

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
            <LanguageSwitcher />
          </Group>
        </AppShell.Header>

        <AppNavbar onNavigate={closeNavbar} />

        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
