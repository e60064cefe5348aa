// The admin's payouts (issue 15 scope 5): the platform admin opens the payouts of the demo tenant from its page and
// sees the totals, the hint that no month is locked yet and the empty states; then last month is opened and locked
// (through the admin accounting routes), the drafts of that month are built from the screen (created/replaced/
// unchanged shown), a payout opens in the drawer with its settlement periods, and releasable drafts are proposed
// for release; the proposer's approve button is disabled with the reason beside it (four eyes; issue 28 section 3).
// A second admin approves after a confirmation naming the count and the sum (Swiss format): the pain.001 file
// downloads and passes the checker. The tenant's HR admin then finds the payout in the payment overview (released
// for payment, its settlement periods, reference and statement PDF). German (and the overview in French), desktop
// 1440 and phone 390 px, each state checked with axe, nothing scrolling sideways on the phone.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPain001 } from '../src/domain/payouts/pain001/pain001-check.ts';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  expectFitsWidth,
  openPage,
  screenshot,
  scrollIntoView,
  signIn,
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

  it('admin A proposes, admin B approves and downloads the pain.001, the tenant sees the payout in its overview', async () => {
    const month = previousMonth();
    const admin = await openPage(env.browser);
    await admin.page.setViewportSize(DESKTOP);
    await signIn(admin.page, env.server.baseUrl, DEMO_LOGINS.admin, '/?lang=de');

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
    // Propose the first releasable draft; approving one's own proposal answers the four-eyes note.
    expect(await admin.page.getByTestId('payout-select').count()).toBeGreaterThan(0);
    await admin.page.getByTestId('payout-select').first().click();
    await admin.page.getByTestId('payouts-selection').getByRole('button').first().click();
    await admin.page.getByTestId('propose-modal').waitFor();
    await screenshot(admin.page, 'payouts-propose-de-1440');
    await admin.page.getByTestId('propose-confirm').click();
    await admin.page.locator('[data-testid="propose-done"], [data-testid="error-alert"]').first().waitFor();
    await admin.page.getByTestId('propose-done').waitFor({ timeout: 5_000 });
    await admin.page.keyboard.press('Escape');
    // The proposer cannot approve: the button is disabled (aria-disabled, still focusable) and says why, beside it
    // and as its tooltip and accessible description. A click sends nothing.
    const ownApprove = admin.page.getByTestId('release-approve').first();
    await ownApprove.waitFor();
    expect(await ownApprove.getAttribute('data-own-proposal')).toBe('true');
    expect(await ownApprove.getAttribute('aria-disabled')).toBe('true');
    const reason = admin.page.getByTestId('release-own-proposal').first();
    expect(await reason.innerText()).toContain('Vier-Augen-Prinzip');
    expect(await ownApprove.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await ownApprove.click({ force: true });
    await ownApprove.hover();
    await admin.page.getByRole('tooltip').waitFor();
    expect(await admin.page.getByTestId('four-eyes').count()).toBe(0);
    await screenshot(admin.page, 'payouts-four-eyes-de-1440');
    await admin.page.setViewportSize(PHONE);
    await expectFitsWidth(admin.page, PHONE.width);
    await scrollIntoView(admin.page.getByTestId('release-own-proposal').first());
    await screenshot(admin.page, 'payouts-built-de-390');
    await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/payouts?lang=fr`);
    await admin.page.getByTestId('release-own-proposal').first().waitFor();
    await scrollIntoView(admin.page.getByTestId('release-own-proposal').first());
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'payouts-four-eyes-fr-390');
    await admin.page.setViewportSize(DESKTOP);
    await scrollIntoView(admin.page.getByTestId('release-own-proposal').first());
    await screenshot(admin.page, 'payouts-four-eyes-fr-1440');
    expect(admin.consoleErrors).toEqual([]);

    // A second admin approves the proposal: the payouts are released and the pain.001 file downloads and passes
    // every rule of the checker.
    const reviewer = await openPage(env.browser);
    await reviewer.page.setViewportSize(DESKTOP);
    await signIn(reviewer.page, env.server.baseUrl, DEMO_LOGINS.reviewer, '/?lang=de');
    await reviewer.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/payouts?lang=de`);
    const approve = reviewer.page.getByTestId('release-approve').first();
    await approve.waitFor();
    expect(await approve.getAttribute('data-own-proposal')).toBe('false');
    // Approving pays: the confirmation names the count and the sum of the proposal, in Swiss format.
    const proposal = (
      await apiGet<{ items: { status: string; payoutCount: number; totalAmount: string }[] }>(
        reviewer.page,
        `${ADMIN_TENANT}/payout/release`,
      )
    ).items.find((item) => item.status === 'PROPOSED');
    if (!proposal) throw new Error('no proposed release');
    await approve.click();
    const confirmation = reviewer.page.getByTestId('release-confirm-summary');
    await confirmation.waitFor();
    const [francs, rappen] = proposal.totalAmount.split('.') as [string, string];
    const swiss = `CHF ${francs.replace(/\B(?=(\d{3})+(?!\d))/g, '’')}.${rappen}`;
    // Swiss grouping (’ or ', normalised) and any space between the currency and the amount.
    const summary = (await confirmation.innerText()).replace(/['\u2019]/g, '’').replace(/[\u00a0\u202f]/g, ' ');
    expect(summary).toContain(swiss);
    expect(summary).toContain(`${proposal.payoutCount} Auszahlung`);
    expect(await reviewer.page.getByTestId('release-decided').count()).toBe(0);
    await screenshot(reviewer.page, 'payouts-release-confirm-de-1440');
    await reviewer.page.setViewportSize(PHONE);
    await screenshot(reviewer.page, 'payouts-release-confirm-de-390');
    await reviewer.page.setViewportSize(DESKTOP);
    await reviewer.page.getByTestId('release-confirm-confirm').click();
    await reviewer.page.getByTestId('release-decided').waitFor();
    const fileLink = reviewer.page.getByTestId('payment-file').first();
    await fileLink.waitFor();
    await screenshot(reviewer.page, 'payouts-released-de-1440');
    const [download] = await Promise.all([reviewer.page.waitForEvent('download'), fileLink.click()]);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(checkPain001(xml)).toEqual([]);
    // The admin's screen in French, desktop and phone: the released proposal with its file, the payouts, a drawer.
    await reviewer.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}/payouts?lang=fr`);
    await reviewer.page.getByTestId('payment-file').first().waitFor();
    await reviewer.page.getByTestId('payout-row').first().waitFor();
    await screenshot(reviewer.page, 'payouts-released-fr-1440');
    await reviewer.page.getByTestId('payout-open').first().click();
    await reviewer.page.getByTestId('payout-periods').waitFor();
    await screenshot(reviewer.page, 'payouts-drawer-fr-1440');
    await reviewer.page.keyboard.press('Escape');
    await reviewer.page.getByTestId('payout-periods').waitFor({ state: 'detached' });
    await reviewer.page.setViewportSize(PHONE);
    await expectFitsWidth(reviewer.page, PHONE.width);
    await screenshot(reviewer.page, 'payouts-released-fr-390');
    expect(reviewer.consoleErrors).toEqual([]);

    // The tenant's HR admin sees the released payout in the payment overview: released for payment with its
    // execution date, the month's sums, the drawer with the settlement periods and the statement PDF.
    const hr = await openPage(env.browser);
    await hr.page.setViewportSize(DESKTOP);
    await signIn(hr.page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await hr.page.getByRole('link', { name: 'Zahlungsübersicht' }).first().click();
    await hr.page.getByTestId('payments').waitFor();
    await hr.page.locator(`[data-testid="payment-month"][data-month="${month}"]`).waitFor();
    await hr.page.locator('[data-testid="payment-row"][data-state="SCHEDULED"]').first().waitFor();
    await screenshot(hr.page, 'payments-de-1440');
    await hr.page.getByTestId('payments-filter-state').click();
    await hr.page.getByRole('option', { name: 'Zur Zahlung freigegeben' }).click();
    await expect.poll(() => new URL(hr.page.url()).searchParams.get('state')).toBe('SCHEDULED');
    await expect
      .poll(async () => hr.page.locator('[data-testid="payment-row"]:not([data-state="SCHEDULED"])').count())
      .toBe(0);
    await hr.page
      .locator('[data-testid="payment-row"][data-state="SCHEDULED"] [data-testid="payment-open"]')
      .first()
      .click();
    await hr.page.getByTestId('payout-periods').waitFor();
    await hr.page.getByTestId('payment-reference').waitFor();
    await screenshot(hr.page, 'payments-drawer-de-1440');
    const statementAddress = await hr.page.evaluate(async () => {
      const rows = (await (await fetch('/api/modular/payment-overview?states=SCHEDULED&take=1')).json()) as {
        items: { payoutId: string }[];
      };
      const payoutId = rows.items[0]?.payoutId ?? '';
      return ((await (await fetch(`/api/modular/payment-overview/${payoutId}/statement`)).json()) as { uri: string })
        .uri;
    });
    const pdfStart = await hr.page.evaluate(async (uri) => {
      const bytes = new Uint8Array(await (await fetch(uri)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    }, statementAddress);
    expect(pdfStart).toBe('%PDF-');
    await hr.page.keyboard.press('Escape');
    await hr.page.getByTestId('payout-periods').waitFor({ state: 'detached' });
    await hr.page.setViewportSize(PHONE);
    await expectFitsWidth(hr.page, PHONE.width);
    await screenshot(hr.page, 'payments-de-390');

    // French: the same overview in the insurers' terms.
    await hr.page.setViewportSize(DESKTOP);
    await hr.page.goto(`${env.server.baseUrl}/payments?lang=fr`);
    await hr.page.getByRole('heading', { name: 'Par mois' }).waitFor();
    await hr.page.getByTestId('payment-row').first().waitFor();
    await screenshot(hr.page, 'payments-fr-1440');
    await hr.page.setViewportSize(PHONE);
    await expectFitsWidth(hr.page, PHONE.width);
    await screenshot(hr.page, 'payments-fr-390');
    expect(hr.consoleErrors).toEqual([]);
    // Three people's journeys (and the wait for the demo's cases) in one test: its own time limit.
  }, 300_000);
});
