// Phone journey (390 × 844): the home page, the employee list, the users list and the audit log fit the width
// without horizontal scrolling in German and French (the lists as cards, not tables), and the navigation opens and
// closes as a drawer from the header's burger.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const PHONE = { width: 390, height: 844 };
const locales = { de: readLocale('de'), fr: readLocale('fr') };

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expectFitsWidth(page, PHONE.width);
}

describe('phone layout', () => {
  const env = useServerAndBrowser();

  for (const lang of ['de', 'fr'] as const) {
    it(`fits the home page, the employee list, the users list and the audit log at 390 px in ${lang}, with the navigation in a drawer`, async () => {
      const { page, consoleErrors, context } = await openPage(env.browser, {
        locale: lang === 'de' ? 'de-CH' : 'fr-CH',
      });
      await page.setViewportSize(PHONE);
      await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, `/?lang=${lang}`);
      await page.getByTestId('home-title').waitFor();
      await page.waitForLoadState('networkidle');

      // The navigation starts collapsed; the burger opens it as a drawer and a link closes it again.
      const navbar = page.getByTestId('app-navbar');
      const burger = page.getByRole('button', { name: locales[lang].nav.toggle });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      await expectNoHorizontalScroll(page);
      await screenshot(page, `phone-home-${lang}`);

      await burger.click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      const employeesLink = navbar.getByText(locales[lang].nav.areas.employeeOverview, { exact: true });
      await employeesLink.waitFor();
      await expectNoHorizontalScroll(page);
      await screenshot(page, `phone-drawer-${lang}`);
      await burger.click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');

      // Open the drawer again and navigate: the drawer closes on navigation.
      await burger.click();
      await employeesLink.click();
      await page.waitForURL(/\/employees/);
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      expect(await page.locator('table[data-testid="employees-table"]').count()).toBe(0);
      await screenshot(page, `phone-employees-${lang}`);

      await page.goto(`${env.server.baseUrl}/settings/users?lang=${lang}`);
      await page.getByTestId('app-navbar').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      // Below the sm breakpoint the lists are cards (one per row), not tables.
      await page.getByTestId(`user-row-${DEMO_LOGINS.hrAdmin}`).waitFor();
      expect(await page.locator('table[data-testid="users-table"]').count()).toBe(0);
      await screenshot(page, `phone-users-${lang}`);

      await page.goto(`${env.server.baseUrl}/settings/audit-log?lang=${lang}`);
      await page.getByTestId('audit-log-table').waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('[data-testid^="audit-row-"]').first().waitFor();
      await expectNoHorizontalScroll(page);
      await screenshot(page, `phone-audit-log-${lang}`);

      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
