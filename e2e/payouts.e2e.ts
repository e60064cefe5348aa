// The admin's payouts (issue 15 scope 5): the platform admin opens the payouts of the demo tenant from its page and
// sees the totals, the hint that no month is locked yet and the empty states; then last month is opened and locked
// (through the admin accounting routes), the drafts of that month are built from the screen (created/replaced/
// unchanged shown), a payout opens in the drawer with its settlement periods, and releasable drafts are proposed
// for release; the proposer's own approval answers the four-eyes note. German, desktop 1440 and phone 390 px, each
// state checked with axe, nothing scrolling sideways on the phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  expectFitsWidth,
  openPage,
  screenshot,
  signInWithPicker,
  useServerAndBrowser,
} from './harness.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ADMIN_TENANT = `/api/modular/admin/tenant/${DEMO_TENANT_ID}`;

function previousMonth(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function apiSend(page: Page, path: string, body: unknown): Promise<{ status: number }> {
  return (await page.evaluate(
    async ({ path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status };
    },
    { path, body },
  )) as { status: number };
}

describe('payouts', () => {
  const env = useServerAndBrowser();

  it('admin opens the payouts of the demo tenant, builds the drafts of a locked month and proposes a release', async () => {
    const month = previousMonth();
    const admin = await openPage(env.browser);
    await admin.page.setViewportSize(DESKTOP);
    await signInWithPicker(admin.page, env.server.baseUrl, DEMO_LOGINS.admin, '/?lang=de');

    // From the tenant page: nothing locked yet, so the hint and the empty states.
    await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=de`);
    await admin.page.getByTestId('admin-tenant-payouts-link').click();
    await admin.page.getByTestId('admin-payouts').waitFor();
    await admin.page.getByTestId('payouts-totals').waitFor();
    await admin.page.getByTestId('payouts-no-locked').waitFor();
    await admin.page.getByTestId('payouts-empty').waitFor();
    await admin.page.getByTestId('payout-releases-empty').waitFor();
    await screenshot(admin.page, 'payouts-empty-de-1440');
    await admin.page.setViewportSize(PHONE);
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'payouts-empty-de-390');
    await admin.page.setViewportSize(DESKTOP);

    // The demo's absences become cases with claims after start-up: wait for a paying case, then lock last month.
    await expect
      .poll(
        async () =>
          (await apiGet<{ totalCount: number }>(admin.page, `${ADMIN_TENANT}/cases?status=CLAIMS_ACTIVATED&take=1`))
            .totalCount,
        { timeout: 180_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect((await apiSend(admin.page, `${ADMIN_TENANT}/accounting-month`, { accountingMonthId: month })).status).toBe(
      201,
    );
    expect((await apiSend(admin.page, `${ADMIN_TENANT}/accounting-month/${month}/lock`, {})).status).toBeLessThan(300);

    // Build the drafts of the locked month from the screen.
    await admin.page.reload();
    await admin.page.getByTestId('payouts-build').click();
    await admin.page.getByTestId('payouts-built').waitFor();
    expect(new URL(admin.page.url()).searchParams.get('month')).toBe(month);
    await admin.page.locator('[data-testid="payout-row"], [data-testid="payouts-empty"]').first().waitFor();
    await screenshot(admin.page, 'payouts-built-de-1440');
    const rows = await admin.page.getByTestId('payout-row').count();
    if (rows > 0) {
      // One payout in the drawer: its settlement periods and net.
      await admin.page.getByTestId('payout-open').first().click();
      await admin.page.getByTestId('payout-periods').waitFor();
      await screenshot(admin.page, 'payouts-drawer-de-1440');
      await admin.page.keyboard.press('Escape');
      await admin.page.getByTestId('payout-periods').waitFor({ state: 'detached' });
    }
    const selectable = await admin.page.getByTestId('payout-select').count();
    if (selectable > 0) {
      // Propose the first releasable draft; approving one's own proposal answers the four-eyes note.
      await admin.page.getByTestId('payout-select').first().click();
      await admin.page.getByTestId('payouts-selection').getByRole('button').first().click();
      await admin.page.getByTestId('propose-modal').waitFor();
      await screenshot(admin.page, 'payouts-propose-de-1440');
      await admin.page.getByTestId('propose-confirm').click();
      await admin.page.locator('[data-testid="propose-done"], [data-testid="error-alert"]').first().waitFor();
      await admin.page.getByTestId('propose-done').waitFor({ timeout: 5_000 });
      await admin.page.keyboard.press('Escape');
      await admin.page.getByTestId('release-approve').first().click();
      await admin.page.getByTestId('four-eyes').waitFor();
      await screenshot(admin.page, 'payouts-four-eyes-de-1440');
    }
    await admin.page.setViewportSize(PHONE);
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'payouts-built-de-390');
    // The only failed request is the proposer's own approval (403 FOUR_EYES_REQUIRED, shown as the note).
    expect(
      admin.consoleErrors.filter((line) => !/status of 403 .*\/payout\/release\/[^/]+\/approve\)$/.test(line)),
    ).toEqual([]);
  });
});
