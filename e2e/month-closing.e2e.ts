// Closing the current month (issue 28 section 3, decision 0041) on the demo tenant, on today's real date: the demo's
// running incapacities have certificates two weeks past today, so the current month has claim days after today.
// The admin opens the current month and the next one; the next one offers no lock ("can be locked from …") and the
// API refuses to submit or lock it (409 ACCOUNTING_MONTH_NOT_STARTED). Payroll submits the current month after seeing
// the open data issues by severity (linked to the filtered issues list, confirmed by a tick). The admin's month card
// counts claim days and booking lines by name; the lock preview names the lock date (today) and the later days it
// leaves to the next open month. After the lock no booked line ends after today, the later days arrive in the next
// month as corrections (C12), the month's payouts pay no day after today, and the lock's downloads sit in the
// widget's export step and on the admin's month card. Desktop 1440 and phone 390 px, German and French, axe each.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
const PAYROLL = 'marco.frei@alpenblick.example.ch';
const ADMIN_TENANT = `/api/modular/admin/tenant/${DEMO_TENANT_ID}`;

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function apiSend(page: Page, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return (await page.evaluate(
    async ({ path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  )) as { status: number; body: unknown };
}

type Line = { endDate: string; isLocked: boolean; isCorrection: boolean; correctedMonthId: string | null };

/** Every line of a month the API selects (paged by 100). */
async function allLines(page: Page, month: string, query: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (let skip = 0; ; skip += 100) {
    const result = await apiGet<{ items: Line[]; totalCount: number }>(
      page,
      `/api/modular/accounting-month/${month}?take=100&skip=${skip}${query}`,
    );
    lines.push(...result.items);
    if (lines.length >= result.totalCount || result.items.length === 0) return lines;
  }
}

describe('closing a month', () => {
  const env = useServerAndBrowser();

  it('the current month is locked up to today, the rest follows as corrections; the next month is not offered', async () => {
    const day = today();
    const month = day.slice(0, 7);
    const next = nextMonth(month);
    const admin = await openPage(env.browser);
    await admin.page.setViewportSize(DESKTOP);
    await signIn(admin.page, env.server.baseUrl, DEMO_LOGINS.admin, '/?lang=de');
    await expect
      .poll(
        async () =>
          (await apiGet<{ totalCount: number }>(admin.page, `${ADMIN_TENANT}/cases?status=CLAIMS_ACTIVATED&take=1`))
            .totalCount,
        { timeout: 180_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);

    // The admin opens this month on the tenant screen (offered newest first: next, current, last month) and the
    // next one through the API.
    await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=de`);
    await admin.page.getByTestId('admin-tenant-accounting').waitFor();
    await admin.page.getByTestId('admin-months-empty').waitFor();
    await admin.page.getByTestId('admin-month-new').click();
    const currentOption = admin.page.getByRole('option').nth(1);
    await currentOption.waitFor({ timeout: 10_000 }).catch(() => admin.page.getByTestId('admin-month-new').click());
    await currentOption.click();
    await admin.page.getByTestId('admin-month-create').click();
    await admin.page.getByTestId(`admin-month-${month}`).waitFor();
    expect((await apiSend(admin.page, `${ADMIN_TENANT}/accounting-month`, { accountingMonthId: next })).status).toBe(
      201,
    );

    // The next month has not begun: no lock offered, and the API refuses it.
    await admin.page.reload();
    await admin.page.getByTestId(`admin-month-${next}`).click();
    const nextCard = admin.page.locator(`[data-testid="admin-accounting-month"][data-month="${next}"]`);
    await nextCard.getByTestId('lock-not-yet').waitFor();
    expect(await nextCard.getByTestId('lock-open').count()).toBe(0);
    await scrollIntoView(nextCard);
    await screenshot(admin.page, 'month-closing-admin-next-de-1440');
    const refusedLock = await apiSend(admin.page, `${ADMIN_TENANT}/accounting-month/${next}/lock`, {});
    expect(refusedLock).toMatchObject({
      status: 409,
      body: { code: 'ACCOUNTING_MONTH_NOT_STARTED', availableFrom: `${next}-01` },
    });

    // This month's card: claim days (locked, open) and booking lines by name.
    await admin.page.getByTestId(`admin-month-${month}`).click();
    const card = admin.page.locator(`[data-testid="admin-accounting-month"][data-month="${month}"]`);
    await card.getByTestId('admin-open-days').waitFor();
    await card.getByTestId('lock-open').waitFor();
    expect(await card.getByText('Offene Anspruchstage').count()).toBe(1);
    await scrollIntoView(card);
    await screenshot(admin.page, 'month-closing-admin-month-de-1440');
    await admin.page.setViewportSize(PHONE);
    await scrollIntoView(card);
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'month-closing-admin-month-de-390');
    await admin.page.setViewportSize(DESKTOP);

    // Payroll: the next month offers no submission and says from when; the API refuses it.
    const payroll = await openPage(env.browser);
    await payroll.page.setViewportSize(DESKTOP);
    await signIn(payroll.page, env.server.baseUrl, PAYROLL, `/daily-allowances?month=${next}&lang=de`);
    await payroll.page.getByTestId('submit-not-yet').waitFor();
    expect(await payroll.page.getByTestId('submit-month').count()).toBe(0);
    await screenshot(payroll.page, 'month-closing-next-de-1440');
    const refusedSubmission = await apiSend(payroll.page, `/api/modular/accounting-month/${next}/submissions`, {
      comment: 'zu früh',
    });
    expect(refusedSubmission).toMatchObject({ status: 409, body: { code: 'ACCOUNTING_MONTH_NOT_STARTED' } });
    await payroll.page.goto(`${env.server.baseUrl}/daily-allowances?month=${next}&lang=fr`);
    await payroll.page.getByTestId('submit-not-yet').waitFor();
    await payroll.page.setViewportSize(PHONE);
    await expectFitsWidth(payroll.page, PHONE.width);
    await screenshot(payroll.page, 'month-closing-next-fr-390');

    // Payroll submits this month: the dialog shows the open data issues by severity, each linked to the filtered
    // issues list, and waits for a tick before it submits.
    const openSubmit = async (lang: 'de' | 'fr') => {
      await payroll.page.goto(`${env.server.baseUrl}/daily-allowances?month=${month}&lang=${lang}`);
      await payroll.page.getByTestId('submit-month').click();
      await payroll.page.getByTestId('open-issues').waitFor();
      await scrollIntoView(payroll.page.getByTestId('open-issues'));
      return Number(await payroll.page.getByTestId('open-issues').getAttribute('data-total'));
    };
    await payroll.page.setViewportSize(DESKTOP);
    const issues = await openSubmit('fr');
    await screenshot(payroll.page, 'month-closing-submit-fr-1440');
    await payroll.page.setViewportSize(PHONE);
    await scrollIntoView(payroll.page.getByTestId('open-issues'));
    await screenshot(payroll.page, 'month-closing-submit-fr-390');
    await payroll.page.setViewportSize(DESKTOP);
    expect(await openSubmit('de')).toBe(issues);
    const confirmSubmit = payroll.page.getByTestId('submit-month-confirm');
    if (issues > 0) {
      const link = payroll.page.getByTestId('open-issues').getByRole('link').first();
      expect(await link.getAttribute('href')).toMatch(/^\/insurance\/issues\?.*severity=[123]/);
      expect(await confirmSubmit.isDisabled()).toBe(true);
      await payroll.page.getByTestId('open-issues-acknowledge').check();
    }
    await expect.poll(() => confirmSubmit.isDisabled()).toBe(false);
    await screenshot(payroll.page, 'month-closing-submit-de-1440');
    await payroll.page.setViewportSize(PHONE);
    await scrollIntoView(payroll.page.getByTestId('open-issues'));
    await screenshot(payroll.page, 'month-closing-submit-de-390');
    await payroll.page.setViewportSize(DESKTOP);
    await confirmSubmit.click();
    await payroll.page.getByTestId('submission-row').first().waitFor();

    // The admin locks this month: the preview books the days up to today and names the later ones. First in
    // French (looked at, then closed), then in German.
    const openLock = async (lang: 'de' | 'fr') => {
      await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=${lang}`);
      await admin.page.getByTestId(`admin-month-${month}`).click();
      await admin.page.getByTestId('lock-open').click();
      await admin.page.getByTestId('lock-date').waitFor();
      await scrollIntoView(admin.page.getByTestId('lock-preview-lines'));
    };
    await openLock('fr');
    await screenshot(admin.page, 'month-closing-lock-fr-1440');
    await admin.page.setViewportSize(PHONE);
    await scrollIntoView(admin.page.getByTestId('lock-preview-lines'));
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'month-closing-lock-fr-390');
    await admin.page.setViewportSize(DESKTOP);
    await openLock('de');
    const lockDate = admin.page.getByTestId('lock-date');
    expect(await lockDate.getAttribute('data-lock-date')).toBe(day);
    const laterDays = Number(await lockDate.getAttribute('data-later-days'));
    // The demo's running incapacities have certificates two weeks past today: days after today exist.
    if (day < `${month}-${new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate()}`) {
      expect(laterDays).toBeGreaterThan(0);
    }
    const lockIssues = Number(await admin.page.getByTestId('open-issues').getAttribute('data-total'));
    if (lockIssues > 0) {
      expect(await admin.page.getByTestId('lock-confirm').isDisabled()).toBe(true);
      await admin.page.getByTestId('open-issues-acknowledge').check();
    }
    await scrollIntoView(admin.page.getByTestId('lock-preview-lines'));
    await screenshot(admin.page, 'month-closing-lock-de-1440');
    await admin.page.setViewportSize(PHONE);
    await scrollIntoView(admin.page.getByTestId('lock-preview-lines'));
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'month-closing-lock-de-390');
    await admin.page.setViewportSize(DESKTOP);
    await admin.page.getByTestId('lock-confirm').click();
    await admin.page.getByTestId('lock-done').waitFor();
    await admin.page.keyboard.press('Escape');

    // No booked line ends after today; the later days come into the next month as corrections of this one.
    const locked = await allLines(payroll.page, month, '&isLocked=true');
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.filter((line) => line.endDate > day)).toEqual([]);
    if (laterDays > 0) {
      await expect
        .poll(
          async () =>
            (await allLines(payroll.page, next, '&isCorrection=true')).filter((line) => line.correctedMonthId === month)
              .length,
          { timeout: 120_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
    }

    // The month's payouts pay no day after today.
    const built = await apiSend(admin.page, `${ADMIN_TENANT}/payout/regenerate-for-month`, {
      accountingMonthId: month,
    });
    expect(built.status).toBe(200);
    const payouts = await apiGet<{ items: { settlementPeriods: { endDate: string }[] }[]; totalCount: number }>(
      admin.page,
      `${ADMIN_TENANT}/payout?accountingMonthId=${month}&take=199`,
    );
    expect(payouts.items.length).toBeGreaterThan(0);
    expect(
      payouts.items.flatMap((payout) => payout.settlementPeriods).filter((period) => period.endDate > day),
    ).toEqual([]);

    // The lock's files: in the widget's export step (at the top of the page) and on the admin's month card.
    await payroll.page.goto(`${env.server.baseUrl}/daily-allowances?month=${month}&lang=de`);
    const downloads = payroll.page.getByTestId('widget-downloads');
    await downloads.waitFor({ timeout: 180_000 });
    const href = await downloads.getByRole('link').first().getAttribute('href');
    expect(await payroll.page.evaluate(async (url) => (await fetch(url ?? '')).status, href)).toBe(200);
    const stepTop = await payroll.page
      .getByTestId('widget-step-EXPORTED')
      .evaluate((node) => node.getBoundingClientRect().top);
    const linesTop = await payroll.page
      .locator('[data-testid="line-row"]')
      .first()
      .evaluate((node) => node.getBoundingClientRect().top);
    expect(stepTop).toBeLessThan(linesTop);
    await screenshot(payroll.page, 'month-closing-exported-de-1440');
    await payroll.page.setViewportSize(PHONE);
    await expectFitsWidth(payroll.page, PHONE.width);
    await screenshot(payroll.page, 'month-closing-exported-de-390');
    await payroll.page.goto(`${env.server.baseUrl}/daily-allowances?month=${month}&lang=fr`);
    await payroll.page.getByTestId('widget-downloads').waitFor();
    await screenshot(payroll.page, 'month-closing-exported-fr-390');
    await payroll.page.setViewportSize(DESKTOP);
    await screenshot(payroll.page, 'month-closing-exported-fr-1440');

    await admin.page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=fr`);
    await admin.page.getByTestId(`admin-month-${month}`).click();
    await card.getByTestId('admin-month-files').waitFor({ timeout: 60_000 });
    await card.getByTestId('admin-locked-days').waitFor();
    await scrollIntoView(card);
    await screenshot(admin.page, 'month-closing-admin-locked-fr-1440');
    await admin.page.setViewportSize(PHONE);
    await expectFitsWidth(admin.page, PHONE.width);
    await screenshot(admin.page, 'month-closing-admin-locked-fr-390');

    // The only refused requests are the two the journey sent on purpose (409 for the month not begun).
    const unexpected = (errors: string[]) => errors.filter((line) => !/status of 409/.test(line));
    expect(unexpected(payroll.consoleErrors)).toEqual([]);
    expect(unexpected(admin.consoleErrors)).toEqual([]);
    await payroll.context.close();
    await admin.context.close();
  }, 600_000);
});
