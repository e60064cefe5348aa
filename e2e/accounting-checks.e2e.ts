// The admin's accounting checks (issue 14 scope 6): the platform admin opens last month for the demo tenant, follows
// the month's "checks" link and sees the absences without claims (rows or the empty state) and the employee
// statistics per subunit and group with their total; a sickness HR records below the minimum incapacity shows as a
// row with the person's name; the tenant select switches companies. Desktop 1440 and phone 390 px, in German and
// French, each state checked with axe, nothing scrolling sideways. Payroll's month lines fit 1440 px unscrolled.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const de = readLocale('de');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAYROLL = 'marco.frei@alpenblick.example.ch';
/** The seed's second company (src/db/seed.ts SECOND_DEMO_TENANT). */
const SECOND_TENANT_ID = '5b1d9e73-8f20-4c6a-b4d1-7e2f3a4b5c6d';
const SECOND_TENANT_NAME = 'Lac Léman Services SA';

function previousMonth(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function apiSend(page: Page, method: string, path: string, body: unknown): Promise<{ status: number }> {
  return (await page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status };
    },
    { method, path, body },
  )) as { status: number };
}

/** How far a table scrolls sideways inside its card (0: it fits). */
async function tableOverflow(page: Page, testId: string): Promise<number> {
  return (await page.evaluate(`(() => {
    let box = document.querySelector('[data-testid="${testId}"]');
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    return box ? box.scrollWidth - box.clientWidth : 0;
  })()`)) as number;
}

/** Both views of the checks shown: rows or the empty state, the statistics with their total. */
async function showChecks(page: Page, name: string, phone: boolean) {
  await page.getByTestId('checks-tab-absences').click();
  await page.locator('[data-testid="check-absence-row"], [data-testid="check-absences-empty"]').first().waitFor();
  if (phone) await expectFitsWidth(page, PHONE.width);
  await screenshot(page, `accounting-checks-absences-${name}`);
  await page.getByTestId('checks-tab-statistics').click();
  await page.locator('[data-testid="check-statistics-row"], [data-testid="check-statistics-empty"]').first().waitFor();
  await screenshot(page, `accounting-checks-statistics-${name}`);
  if (phone) {
    await expectFitsWidth(page, PHONE.width);
    expect(await tableOverflow(page, 'check-statistics-table')).toBeLessThanOrEqual(0);
  }
}

describe('accounting checks', () => {
  const env = useServerAndBrowser();

  it('admin opens the checks of a demo month: absences without claims and employee statistics', async () => {
    const month = previousMonth();
    const admin = await openPage(env.browser);
    await admin.page.setViewportSize(DESKTOP);
    await signIn(admin.page, env.server.baseUrl, DEMO_LOGINS.admin, '/?lang=de');

    // The demo's absences become cases with claims after start-up: wait for a paying case.
    await expect
      .poll(
        async () =>
          (
            await apiGet<{ totalCount: number }>(
              admin.page,
              `/api/modular/admin/tenant/${DEMO_TENANT_ID}/cases?status=CLAIMS_ACTIVATED&take=1`,
            )
          ).totalCount,
        { timeout: 180_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);

    // Open last month on the tenant screen, then follow its checks link.
    await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=de`);
    await admin.page.getByTestId('admin-tenant-accounting').getByTestId('admin-months-empty').waitFor();
    await admin.page.getByTestId('admin-month-new').click();
    await admin.page.getByRole('option').nth(2).click();
    await admin.page.getByTestId('admin-month-create').click();
    await admin.page.locator(`[data-testid="admin-accounting-month"][data-month="${month}"]`).waitFor();
    await admin.page.getByTestId('admin-month-checks').click();
    await admin.page.locator(`[data-testid="accounting-checks"][data-month="${month}"]`).waitFor();
    await admin.page.getByText(de.admin.accountingChecks.title, { exact: true }).first().waitFor();

    // The statistics: the demo tenant has employees, and the total row adds up the rows.
    const statistics = await apiGet<{ items: { numEmployees: number }[] }>(
      admin.page,
      `/api/modular/admin/accounting-month-checks/employee-statistics?tenantId=${DEMO_TENANT_ID}&accountingMonth=${month}`,
    );
    const employees = statistics.items.reduce((sum, item) => sum + item.numEmployees, 0);
    expect(employees).toBeGreaterThan(0);
    await showChecks(admin.page, 'de-1440', false);
    const totalText = await admin.page.getByTestId('check-statistics-total').innerText();
    expect(totalText.replace(/[’'\s\u00a0\u202f]/g, '')).toContain(String(employees));
    expect(new URL(admin.page.url()).searchParams.get('view')).toBe('statistics');

    // The absences without claims match the API (one row per run of days, so at most one per day).
    const absences = await apiGet<{ items: unknown[] }>(
      admin.page,
      `/api/modular/admin/accounting-month-checks/absences-without-claims?tenantId=${DEMO_TENANT_ID}&accountingMonth=${month}`,
    );
    await admin.page.getByTestId('checks-tab-absences').click();
    if (absences.items.length === 0) {
      await admin.page.getByTestId('check-absences-empty').waitFor();
    } else {
      const rows = await admin.page.getByTestId('check-absence-row').count();
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(absences.items.length);
    }

    // HR records a sickness at 10 % (below the coverage's minimum of 25 %) for a person without absences on those
    // days: three days without a claim, one row with the person's name and personnel number.
    const hr = await openPage(env.browser);
    await signIn(hr.page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await expect
      .poll(() => apiGet<boolean>(hr.page, '/api/modular/absence/absence-editing-blocked'), { timeout: 120_000 })
      .toBe(false);
    const staff = await apiGet<{ items: { employeeId: string; lastName: string }[] }>(
      hr.page,
      `/api/modular/employees?activeOn=${month}-03&take=40`,
    );
    let sickPerson: { employeeId: string; lastName: string } | undefined;
    for (const person of staff.items) {
      const created = await apiSend(hr.page, 'POST', '/api/modular/absence', {
        employeeId: person.employeeId,
        startDate: `${month}-02`,
        endDate: `${month}-04`,
        type: 'SICK',
        percentage: '10',
        comment: 'e2e: below the minimum incapacity',
      });
      if (created.status === 201) {
        sickPerson = person;
        break;
      }
    }
    if (!sickPerson) throw new Error('no employee without absences on the 2nd to 4th of the month');
    await hr.context.close();

    await admin.page.goto(
      `${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/accounting-checks?month=${month}&lang=de`,
    );
    const sickRow = admin.page.getByTestId('check-absence-row').filter({ hasText: sickPerson.lastName });
    await sickRow.getByText(`02.${month.slice(5)}.–04.${month.slice(5)}.`).waitFor();
    await sickRow.getByText(de.absences.types.SICK).waitFor();
    await screenshot(admin.page, 'accounting-checks-rows-de-1440');
    await admin.page.setViewportSize(PHONE);
    await admin.page.goto(
      `${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/accounting-checks?month=${month}&lang=fr`,
    );
    await admin.page.getByTestId('check-absence-row').filter({ hasText: sickPerson.lastName }).waitFor();
    await expectFitsWidth(admin.page, PHONE.width);
    expect(await tableOverflow(admin.page, 'check-absences-table')).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'accounting-checks-rows-fr-390');
    await admin.page.setViewportSize(DESKTOP);

    // The tenant select switches to the second demo company, keeping the view.
    await admin.page.goto(
      `${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/accounting-checks?view=statistics&lang=de`,
    );
    await admin.page.getByTestId('checks-tenant').click();
    await admin.page.getByRole('option', { name: SECOND_TENANT_NAME }).click();
    await admin.page.waitForURL((url) => url.pathname.includes(SECOND_TENANT_ID));
    expect(new URL(admin.page.url()).searchParams.get('view')).toBe('statistics');
    await admin.page
      .locator('[data-testid="check-statistics-row"], [data-testid="check-statistics-empty"]')
      .first()
      .waitFor();

    // French, desktop and phone; German on the phone.
    await admin.page.goto(
      `${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/accounting-checks?month=${month}&lang=fr`,
    );
    await showChecks(admin.page, 'fr-1440', false);
    await admin.page.setViewportSize(PHONE);
    await showChecks(admin.page, 'fr-390', true);
    await admin.page.goto(
      `${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/accounting-checks?month=${month}&lang=de`,
    );
    await showChecks(admin.page, 'de-390', true);

    // Payroll's month lines fit a 1440 px screen: the table does not scroll inside its card.
    const payroll = await openPage(env.browser);
    await payroll.page.setViewportSize(DESKTOP);
    await signIn(payroll.page, env.server.baseUrl, PAYROLL, `/daily-allowances?month=${month}&lang=de`);
    await payroll.page.locator('[data-testid="line-row"]').first().waitFor({ timeout: 60_000 });
    for (const lang of ['de', 'fr']) {
      await payroll.page.goto(`${env.server.baseUrl}/daily-allowances?month=${month}&lang=${lang}`);
      await payroll.page.locator('[data-testid="line-row"]').first().waitFor();
      const overflow = await tableOverflow(payroll.page, 'lines-table');
      expect(overflow, `lines table scrolls sideways in ${lang}`).toBeLessThanOrEqual(0);
      await screenshot(payroll.page, `accounting-checks-lines-${lang}-1440`);
    }

    expect(admin.consoleErrors).toEqual([]);
    expect(payroll.consoleErrors).toEqual([]);
    await payroll.context.close();
    await admin.context.close();
  }, 600_000);
});
