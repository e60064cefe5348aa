// Smoke journey: the real server with a fresh embedded database, the built web app in Chromium. The shell renders
// with its navigation and a start page per actor, switches language, survives deep links, and logs no console
// errors.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, openPage, readLocale, screenshot, signInWithPicker, useServerAndBrowser } from './harness.ts';

const HR_ADMIN = DEMO_LOGINS.hrAdmin;

const locales = { de: readLocale('de'), fr: readLocale('fr'), it: readLocale('it'), en: readLocale('en') };
const homeLabel = (lang: keyof typeof locales) => locales[lang].nav.areas.home as string;

describe('web shell smoke', () => {
  const env = useServerAndBrowser();

  it('opens the app in German with the navigation and a start page with the work list, without console errors', async () => {
    const { page, consoleErrors, context } = await openPage(env.browser, { locale: 'de-CH' });
    await page.goto(env.server.baseUrl);
    await page.getByTestId('login-screen').waitFor();
    await screenshot(page, 'login-de');
    await page.getByTestId(`dev-login-user-${HR_ADMIN}`).click();
    await page.getByTestId('home-title').waitFor();
    const navbar = page.getByTestId('app-navbar');
    await expect(navbar.getByText(homeLabel('de'), { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // A tenant user's start page: the work list (the demo's open data issues; the journey is e2e/home.e2e.ts), no
    // system status (that is for internal admins).
    const workList = page.getByTestId('home-work-list');
    await workList.getByText(locales.de.home.work.heading, { exact: true }).waitFor();
    await page.locator('[data-testid^="work-item-"], [data-testid="home-empty-state"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('system-status').count()).toBe(0);
    await screenshot(page, 'home-de');
    await page.getByTestId('app-navbar').getByText(locales.de.nav.areas.employeeOverview, { exact: true }).click();
    await page.waitForURL(/\/employees/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows internal admins the system status with the database and migrations on the start page', async () => {
    const { page, consoleErrors, context } = await openPage(env.browser, { locale: 'de-CH' });
    await signInWithPicker(page, env.server.baseUrl, DEMO_LOGINS.admin);
    await page.getByTestId('home-title').waitFor();
    const status = page.getByTestId('system-status');
    await status.getByText(locales.de.system.status.ready, { exact: true }).waitFor();
    await status.getByText(locales.de.environment.names.local, { exact: true }).waitFor();
    await page.getByTestId('home-empty-state').getByTestId('home-next-adminTenants').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-admin-de');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches language with the switcher and with ?lang=', async () => {
    const { page, consoleErrors, context } = await openPage(env.browser, { locale: 'de-CH' });
    await signInWithPicker(page, env.server.baseUrl, HR_ADMIN);
    await page.getByTestId('home-title').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByTestId('app-navbar').getByText(homeLabel('fr'), { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(page.url()).toContain('lang=fr');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-fr');

    for (const lang of ['it', 'en'] as const) {
      await page.goto(`${env.server.baseUrl}/?lang=${lang}`);
      await page.getByTestId('app-navbar').getByText(homeLabel(lang), { exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${lang}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('serves deep links through the SPA and shows the not-found screen for unknown pages', async () => {
    const { page, consoleErrors, context } = await openPage(env.browser);
    await signInWithPicker(page, env.server.baseUrl, HR_ADMIN);
    const response = await page.goto(`${env.server.baseUrl}/does/not/exist?lang=en`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: locales.en.notFound.title }).waitFor();
    await screenshot(page, 'not-found-en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the interactive API reference', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.server.baseUrl}/api/docs`);
    await page.getByText('/api/modular/calendar/accounting-months').first().waitFor();
    await screenshot(page, 'api-docs', { skipAxe: 'Swagger UI, a third-party page the app does not render' });
    await context.close();
  });
});
