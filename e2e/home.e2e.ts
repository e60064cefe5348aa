// The home page's work list (issue 28 section 1, decision 0039), as each role of the demo sees it: the HR admin's
// open data issues by severity (a count opens the issue list filtered to that severity, with the same number), the
// payroll clerk's claims to schedule and, once the insurer opens last month, the month to submit (the link opens that
// month's daily allowances); a superior's, an HR business partner's and a case manager's list (only what each role
// may see); and the platform admins': payroll submits the month, so it waits to be locked; admin A locks it and
// proposes payouts, so admin B finds the release waiting for a second admin and opens the payouts filtered to
// PROPOSED, while A sees the proposal waiting for someone else. German and French, desktop 1440 and phone 390 px,
// each state checked with axe, nothing scrolling sideways on the phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkList } from '../src/contracts/work-list.ts';
import { nextBankBusinessDay } from '../src/domain/payouts/pain001/bank-business-days.ts';
import {
  atBothWidths,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  DESKTOP,
  openPage,
  type PageProbe,
  readLocale,
  screenshot,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const PAYROLL = 'marco.frei@alpenblick.example.ch';
const CASE_MANAGER = 'claire.dubois@alpenblick.example.ch';
const HR_BUSINESS_PARTNER = 'luca.bernasconi@alpenblick.example.ch';
const ADMIN_TENANT = `/api/modular/admin/tenant/${DEMO_TENANT_ID}`;
const locales = { de: readLocale('de'), fr: readLocale('fr') };

function zurichToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
}

function previousMonth(): string {
  const [year, month] = zurichToday().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function apiPost(page: Page, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return (await page.evaluate(
    async ({ path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, body },
  )) as { status: number; body: unknown };
}

/** The home page settled: its work list answered (items or the empty state). */
async function homeReady(page: Page): Promise<void> {
  await page.getByTestId('home-work-list').waitFor();
  await page.locator('[data-testid^="work-item-"], [data-testid="home-empty-state"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Desktop and phone screenshots of the page as it is (the phone: nothing wider than 390 px). */
async function signedIn(env: ReturnType<typeof useServerAndBrowser>, email: string, lang: 'de' | 'fr') {
  const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
  await probe.page.setViewportSize(DESKTOP);
  if (email === HR_BUSINESS_PARTNER) {
    // Luca has two memberships (HR business partner here, case manager in the second company): the first is ours.
    await probe.page.goto(`${env.server.baseUrl}/?lang=${lang}`);
    await probe.page.getByTestId('login-screen').waitFor();
    await probe.page.getByTestId(`dev-login-user-${email}`).first().click();
    await probe.page.getByTestId('app-navbar').waitFor();
  } else {
    await signIn(probe.page, env.server.baseUrl, email, `/?lang=${lang}`);
  }
  return probe;
}

const itemIds = (page: Page) =>
  page
    .locator('[data-testid^="work-item-"]:not([data-testid="work-item-count"])')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));

describe('home page work list', () => {
  const env = useServerAndBrowser();
  const probes: PageProbe[] = [];

  it('shows each role its open work with counts, and a count opens the list already filtered', async () => {
    // HR admin, German: the demo's open data issues by severity (the derivation runs after start-up: wait for them).
    const hr = await signedIn(env, DEMO_LOGINS.hrAdmin, 'de');
    probes.push(hr);
    await expect
      .poll(async () => (await apiGet<WorkList>(hr.page, '/api/modular/work-list')).issues?.total ?? 0, {
        timeout: 180_000,
        interval: 1_000,
      })
      .toBeGreaterThan(0);
    await hr.page.reload();
    await homeReady(hr.page);
    await hr.page.getByTestId('work-item-issues').waitFor();
    const hrList = await apiGet<WorkList>(hr.page, '/api/modular/work-list');
    // The badge says what the API counted, in the Swiss format.
    expect(await hr.page.getByTestId('work-item-issues').getByTestId('work-item-count').innerText()).toBe(
      new Intl.NumberFormat('de-CH').format(hrList.issues?.total ?? 0),
    );
    await atBothWidths(hr.page, 'home-hr-admin-de');

    // A severity's count opens the issue list filtered to that severity, showing as many issues.
    const severity = hrList.issues?.bySeverity.find((entry) => entry.count > 0);
    expect(severity).toBeDefined();
    await hr.page.getByTestId(`work-link-issues-${severity?.severity}`).click();
    await hr.page.waitForURL(/\/insurance\/issues\?.*severity=/);
    expect(new URL(hr.page.url()).searchParams.get('severity')).toBe(String(severity?.severity));
    await hr.page.getByTestId('issues-page').waitFor();
    expect(await hr.page.getByTestId('issues-filter-severity').inputValue()).toBe(
      locales.de.issues.severity[String(severity?.severity)],
    );
    const listed = await apiGet<{ totalCount: number }>(
      hr.page,
      `/api/modular/tenant/issues?severity=${severity?.severity}&take=1`,
    );
    expect(listed.totalCount).toBe(severity?.count);
    await screenshot(hr.page, 'home-hr-admin-issues-filtered-de-1440');

    // The same page in French.
    await hr.page.goto(`${env.server.baseUrl}/?lang=fr`);
    await homeReady(hr.page);
    await hr.page.getByRole('heading', { level: 1, name: locales.fr.home.title }).waitFor();
    await atBothWidths(hr.page, 'home-hr-admin-fr');

    // Payroll, French: the claims to schedule open the claims list.
    const payroll = await signedIn(env, PAYROLL, 'fr');
    probes.push(payroll);
    await homeReady(payroll.page);
    const payrollList = await apiGet<WorkList>(payroll.page, '/api/modular/work-list');
    expect(payrollList.issues).not.toBeNull();
    expect(payrollList.accounting?.canSubmit).toBe(true);
    if ((payrollList.claimsToSchedule?.claimCount ?? 0) > 0) {
      await payroll.page.getByTestId('work-link-claims').click();
      await payroll.page.waitForURL(/\/claims/);
      await payroll.page.goto(`${env.server.baseUrl}/?lang=fr`);
      await homeReady(payroll.page);
    }

    // The insurer opens last month: payroll's home page asks to submit it, and the link opens that month.
    const month = previousMonth();
    const admin = await signedIn(env, DEMO_LOGINS.admin, 'de');
    probes.push(admin);
    expect((await apiPost(admin.page, `${ADMIN_TENANT}/accounting-month`, { accountingMonthId: month })).status).toBe(
      201,
    );
    await payroll.page.reload();
    await homeReady(payroll.page);
    await payroll.page.getByTestId('work-item-monthToSubmit').waitFor();
    await atBothWidths(payroll.page, 'home-payroll-fr');
    await payroll.page.getByTestId('work-link-month').click();
    await payroll.page.waitForURL(/\/daily-allowances\?.*month=/);
    expect(new URL(payroll.page.url()).searchParams.get('month')).toBe(month);

    // A superior: only the team's cases (no issues, months, claims or uploads).
    const superior = await signedIn(env, DEMO_LOGINS.superior, 'de');
    probes.push(superior);
    await homeReady(superior.page);
    expect(await itemIds(superior.page)).not.toContain('work-item-issues');
    const superiorList = await apiGet<WorkList>(superior.page, '/api/modular/work-list');
    expect(superiorList).toMatchObject({ issues: null, accounting: null, claimsToSchedule: null, failedUploads: null });
    await atBothWidths(superior.page, 'home-superior-de');
    if ((superiorList.casesToDecide?.total ?? 0) > 0) {
      await superior.page.locator('[data-testid^="work-link-cases-"]').first().click();
      await superior.page.waitForURL(/\/case-management\/cases\?/);
      await superior.page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor();
      await screenshot(superior.page, 'home-superior-cases-filtered-de-1440');
    }

    // The HR business partner and the case manager: cases and the month, no issues or uploads.
    for (const [email, name] of [
      [HR_BUSINESS_PARTNER, 'home-hr-business-partner-de'],
      [CASE_MANAGER, 'home-case-manager-de'],
    ] as const) {
      const probe = await signedIn(env, email, 'de');
      probes.push(probe);
      await homeReady(probe.page);
      const ids = await itemIds(probe.page);
      expect(ids).not.toContain('work-item-issues');
      expect(ids).not.toContain('work-item-uploads');
      expect(ids).toContain('work-item-monthToSubmit');
      await screenshot(probe.page, `${name}-1440`);
    }
  }, 300_000);

  it('shows the platform admins the month to lock and the payout release waiting for a second admin', async () => {
    const month = previousMonth();
    const admin = await signedIn(env, DEMO_LOGINS.admin, 'de');
    const reviewer = await signedIn(env, DEMO_LOGINS.reviewer, 'fr');
    const payroll = await signedIn(env, PAYROLL, 'de');
    probes.push(admin, reviewer, payroll);

    // Last month is open (the first journey opened it; opened here when that journey did not get there): payroll
    // submits it, so it waits for the insurer's lock.
    const months = await apiGet<{ items: { accountingMonthId: string }[] }>(
      admin.page,
      `${ADMIN_TENANT}/accounting-month`,
    );
    if (!months.items.some((item) => item.accountingMonthId === month)) {
      expect((await apiPost(admin.page, `${ADMIN_TENANT}/accounting-month`, { accountingMonthId: month })).status).toBe(
        201,
      );
    }
    const submitted = await apiPost(payroll.page, `/api/modular/accounting-month/${month}/submissions`, {
      companySubunitId: null,
      processingGroupId: null,
      comment: '',
    });
    expect(submitted.status).toBe(201);
    await admin.page.reload();
    await homeReady(admin.page);
    await admin.page.getByTestId('work-item-monthsToLock').waitFor();
    await atBothWidths(admin.page, 'home-admin-de');
    await admin.page.locator('[data-testid^="work-link-lock-"]').first().click();
    await admin.page.waitForURL(new RegExp(`/admin/tenants/${DEMO_TENANT_ID}`));

    // Admin A locks the month, builds its payouts and proposes the releasable ones.
    expect((await apiPost(admin.page, `${ADMIN_TENANT}/accounting-month/${month}/lock`, {})).status).toBeLessThan(300);
    expect(
      (await apiPost(admin.page, `${ADMIN_TENANT}/payout/regenerate-for-month`, { accountingMonthId: month })).status,
    ).toBe(200);
    const drafts = await apiGet<{ items: { payoutId: string; problems: unknown[] }[] }>(
      admin.page,
      `${ADMIN_TENANT}/payout?accountingMonthId=${month}&statuses=DRAFT&take=50`,
    );
    const releasable = drafts.items.filter((item) => item.problems.length === 0).map((item) => item.payoutId);
    expect(releasable.length).toBeGreaterThan(0);
    const proposed = await apiPost(admin.page, `${ADMIN_TENANT}/payout/release`, {
      payoutIds: releasable.slice(0, 3),
      requestedExecutionDate: nextBankBusinessDay(zurichToday() as Parameters<typeof nextBankBusinessDay>[0]),
    });
    expect(proposed.status).toBe(200);

    // Admin A's home: the month is locked, the proposal waits for someone else.
    await admin.page.goto(`${env.server.baseUrl}/?lang=de`);
    await homeReady(admin.page);
    await admin.page.getByTestId('home-waiting').waitFor();
    expect(await itemIds(admin.page)).not.toContain('work-item-releasesToApprove');
    await screenshot(admin.page, 'home-admin-own-proposal-de-1440');

    // Admin B (French): the release waits for a second admin; the link opens the tenant's proposed payouts.
    await reviewer.page.reload();
    await homeReady(reviewer.page);
    await reviewer.page.getByTestId('work-item-releasesToApprove').waitFor();
    await atBothWidths(reviewer.page, 'home-admin-fr');
    await reviewer.page.locator('[data-testid^="work-link-release-"]').first().click();
    await reviewer.page.waitForURL(/\/payouts\?.*status=PROPOSED/);
    await reviewer.page.getByTestId('admin-payouts').waitFor();
    await reviewer.page.getByTestId('release-approve').first().waitFor();
    await screenshot(reviewer.page, 'home-admin-release-filtered-fr-1440');

    for (const probe of probes) expect(probe.consoleErrors).toEqual([]);
    for (const probe of probes) await probe.context.close();
  }, 300_000);
});
