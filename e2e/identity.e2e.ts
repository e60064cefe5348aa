// Identity journeys: sign in from the picker as HR_Admin and as Superior and see different navigation; the
// settings screens of an HR_Admin (users, API tokens with the token shown once, audit log); a person in two
// companies switches company; sign out.
import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  signInWithPicker,
  useServerAndBrowser,
} from './harness.ts';

const de = readLocale('de');
const HR_ADMIN = DEMO_LOGINS.hrAdmin;
const SUPERIOR = DEMO_LOGINS.superior;
/** A demo person with memberships in both demo tenants (src/db/seed.ts SECOND_TENANT_USERS). */
const LUCA = 'luca.bernasconi@alpenblick.example.ch';
const SECOND_TENANT_ID = '5b1d9e73-8f20-4c6a-b4d1-7e2f3a4b5c6d';
const SECOND_TENANT_NAME = 'Lac Léman Services SA';

describe('identity journeys', () => {
  const env = useServerAndBrowser();

  async function navLabels(page: import('playwright-core').Page): Promise<string[]> {
    const navbar = page.getByTestId('app-navbar');
    await navbar.waitFor();
    return (await navbar.locator('a').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  it('HR_Admin and Superior see different navigation', async () => {
    const admin = await openPage(env.browser);
    await signInWithPicker(admin.page, env.server.baseUrl, HR_ADMIN);
    const adminNav = await navLabels(admin.page);
    expect(adminNav).toEqual(
      expect.arrayContaining([de.nav.areas.settingsUsers, de.nav.areas.settingsApiTokens, de.nav.areas.auditLog]),
    );
    await screenshot(admin.page, 'nav-hr-admin');

    const superior = await openPage(env.browser);
    await signInWithPicker(superior.page, env.server.baseUrl, SUPERIOR);
    const superiorNav = await navLabels(superior.page);
    expect(superiorNav).toContain(de.nav.areas.settingsPersonal);
    expect(superiorNav).not.toContain(de.nav.areas.settingsApiTokens);
    expect(superiorNav).not.toContain(de.nav.areas.auditLog);
    expect(superiorNav.length).toBeLessThan(adminNav.length);
    await screenshot(superior.page, 'nav-superior');

    expect(admin.consoleErrors).toEqual([]);
    expect(superior.consoleErrors).toEqual([]);
    await admin.context.close();
    await superior.context.close();
  });

  it('HR_Admin manages users, creates an API token that is shown once, and sees the audit log', async () => {
    const { page, context } = await openPage(env.browser);
    await signInWithPicker(page, env.server.baseUrl, HR_ADMIN, '/settings/users');
    await page.getByTestId('users-table').getByText('Sandra Keller').waitFor();
    await screenshot(page, 'settings-users');

    await page.goto(`${env.server.baseUrl}/settings/api-tokens`);
    await page.getByTestId('create-token-button').click();
    await page.getByRole('dialog').getByRole('textbox').first().fill('Lohnsystem');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: de.apiTokens?.create?.submit ?? /erstellen/i })
      .click();
    const tokenValue = page.getByTestId('created-token-value');
    await tokenValue.waitFor();
    const token = (await tokenValue.innerText()).trim();
    expect(token).toMatch(/^abs_/);
    await screenshot(page, 'api-token-created');

    // The token works on the upload interface.
    const check = await fetch(`${env.server.baseUrl}/api/modular/connect/token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(200);

    await page.goto(`${env.server.baseUrl}/settings/audit-log`);
    await page.getByTestId('audit-log-table').getByText(de.auditLog.actions['api-token'].create).first().waitFor();
    await screenshot(page, 'audit-log');
    // The action filter offers the actions by name.
    await page.getByTestId('audit-filter-action').click();
    await page.getByRole('option', { name: de.auditLog.actions['api-token'].create }).click();
    const auditRows = page.getByTestId('audit-log-table').locator('tbody tr');
    for (let attempt = 0; attempt < 100 && (await auditRows.count()) !== 1; attempt++) await page.waitForTimeout(100);
    expect(await auditRows.count()).toBe(1);
    // An entry reads in words: the action's label, the fields with their labels; the raw JSON only on request.
    await page.getByTestId('audit-log-table').getByText(de.auditLog.actions['api-token'].create).first().click();
    const entry = page.getByTestId('audit-entry-modal');
    await entry.getByTestId('audit-entry-changes').waitFor();
    expect(await entry.getByTestId('audit-entry-action').textContent()).toBe(de.auditLog.actions['api-token'].create);
    expect(await entry.getByTestId('audit-entry-changes').textContent()).toContain(de.auditLog.fieldNames.tokenPrefix);
    expect(await entry.getByTestId('audit-entry-after').isVisible()).toBe(false);
    await entry.getByTestId('audit-entry-raw-toggle').click();
    await entry.getByTestId('audit-entry-after').waitFor();
    await screenshot(page, 'audit-entry');

    // Words, not codes (decision 0042): no action code, no uuid, no API path in the list; the object by its name.
    await page.goto(`${env.server.baseUrl}/settings/audit-log?lang=de`);
    const table = page.getByTestId('audit-log-table');
    await table.getByText(`${de.auditLog.entityTypes['api-token']}: Lohnsystem`).first().waitFor();
    const listed = await table.innerText();
    expect(listed).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(listed).not.toMatch(/\b(api-token|session|user)\.[a-z-]+\b/);
    expect(listed).not.toContain('/api/');

    // A platform administrator looks at the company's users: a page view, listed apart from the changes.
    const admin = await openPage(env.browser);
    await signInWithPicker(admin.page, env.server.baseUrl, DEMO_LOGINS.admin);
    const viewed = await admin.page.evaluate(
      async (url) => (await fetch(url)).status,
      `/api/modular/admin/tenant/${DEMO_TENANT_ID}/users`,
    );
    expect(viewed).toBe(200);
    await admin.context.close();
    const adminView = `Angesehen: ${de.auditLog.routeObjects.users}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await table.getByText(`${de.auditLog.entityTypes['api-token']}: Lohnsystem`).first().waitFor();
    // The changes are the default: the administrator's view is not among them.
    expect(await page.getByTestId('audit-filter-kind').inputValue()).toBe(de.auditLog.kinds.changes);
    expect(await table.getByText(adminView).count()).toBe(0);
    await page.getByTestId('audit-filter-kind').click();
    await page.getByRole('option', { name: de.auditLog.kinds['admin-requests'] }).click();
    await table.getByText(adminView).first().waitFor();
    expect(await table.getByText(de.auditLog.actions.admin.request).count()).toBeGreaterThan(0);
    expect(await table.innerText()).not.toContain('/api/');
    await screenshot(page, 'audit-log-admin-requests-de-1440', { viewportOnly: true });
    // The action filter offers every action the server records, the administrators' requests too.
    await page.getByTestId('audit-filter-action').click();
    await page.getByRole('option', { name: de.auditLog.actions.payout.release.approve }).waitFor();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${env.server.baseUrl}/settings/audit-log?lang=de`);
    await page.locator('[data-testid^="audit-row-"]').first().waitFor();
    await expectFitsWidth(page, 390);
    await screenshot(page, 'audit-log-de-390', { viewportOnly: true });

    const fr = readLocale('fr');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${env.server.baseUrl}/settings/audit-log?lang=fr`);
      await page
        .getByTestId('audit-log-table')
        .getByText(`${fr.auditLog.entityTypes['api-token']} : Lohnsystem`)
        .first()
        .waitFor();
      await page.getByTestId('audit-log-table').getByText(fr.auditLog.actions['api-token'].create).first().waitFor();
      await expectFitsWidth(page, width);
      await screenshot(page, `audit-log-fr-${width}`, { viewportOnly: true });
    }
    await context.close();
  });

  it('a person in two companies switches company in the user menu', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.goto(`${env.server.baseUrl}/`);
    await page.getByTestId('login-screen').waitFor();
    // Luca Bernasconi has two memberships (one picker entry each); the first group is Alpenblick Logistik AG.
    await page.getByTestId(`dev-login-user-${LUCA}`).first().click();
    await page.getByTestId('app-navbar').waitFor();
    const sessionTenant = () =>
      page.evaluate(async () => {
        const session = (await (await fetch('/api/modular/auth/session')).json()) as { tenant?: { id: string } };
        return session.tenant?.id;
      });
    expect(await sessionTenant()).toBe(DEMO_TENANT_ID);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('tenant-switch').click();
    const target = page.getByRole('menuitemradio', { name: new RegExp(SECOND_TENANT_NAME) });
    await target.waitFor();
    expect(await page.getByRole('menuitemradio', { name: /Alpenblick Logistik AG/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await screenshot(page, 'tenant-switch-menu');
    // The full-page screenshot resizes the viewport, which closes the hover-driven submenu: open it again.
    await page.getByTestId('tenant-switch').hover();
    await target.click();

    // Wait for the app to show the switch (the role there) before asking the server: a request sent while the
    // switch is under way still carries the old session id and would answer 401.
    const italian = readLocale('it');
    await page.getByTestId('user-menu').getByText(italian.roles.Case_Manager).waitFor();
    expect(await sessionTenant()).toBe(SECOND_TENANT_ID);
    await page.waitForURL(`${env.server.baseUrl}/`);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-identity').getByText(SECOND_TENANT_NAME).waitFor();
    // Luca's profile language is Italian.
    await expect(page.getByTestId('user-menu-identity').innerText()).resolves.toContain(italian.roles.Case_Manager);
    await screenshot(page, 'tenant-switched');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['de', 1440],
    ['de', 390],
    ['fr', 1440],
    ['fr', 390],
  ] as const)('the company switcher in %s at %i px', async (lang, width) => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize({ width, height: 860 });
    await page.goto(`${env.server.baseUrl}/?lang=${lang}`);
    await page.getByTestId('login-screen').waitFor();
    await page.getByTestId(`dev-login-user-${LUCA}`).first().click();
    await page.getByTestId('user-menu').waitFor();
    await page.getByTestId('user-menu').click();
    const locale = readLocale(lang);
    const target = page.getByRole('menuitemradio', { name: new RegExp(SECOND_TENANT_NAME) });
    // The companies open as a submenu; pointing at its entry may open it before the click lands (then the open
    // submenu covers the entry at 390 px): click only while it is still closed.
    await vi.waitFor(
      async () => {
        if (!(await target.isVisible())) await page.getByTestId('tenant-switch').click({ timeout: 2_000 });
        await target.waitFor({ timeout: 2_000 });
      },
      { timeout: 20_000, interval: 250 },
    );
    await expect(target.innerText()).resolves.toContain(locale.roles.Case_Manager);
    // The switcher fits the screen: nothing sticks out sideways.
    await expectFitsWidth(page, width);
    await screenshot(page, `tenant-switch-menu-${lang}-${width}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs out to the login page', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await signInWithPicker(page, env.server.baseUrl, SUPERIOR);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-screen').waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/modular/auth/session')).status);
    expect(session).toBe(401);
    expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});
