// Cases journey (issue 13, decision 0022): the HR admin opens the KTG list (the demo's sickness cases, derived from
// the seeded absences in the background) — the cases that pay first, by benefit days used (decision 0042) —, filters
// it through the URL, opens the case that used the most, chooses a paid day in its calendar and reads "why this
// amount?" in plain German (each step under its title, the convention only in a tooltip), then in French; writes a
// comment and deletes it; opens the UVG list. The lists and the detail at 1440 and 390 px in German and French,
// checked with axe and for sideways scrolling (the French lists' tables too). The Merian case's continuation-of-pay
// counter is explained by service year; the claims without an open month say why they cannot be scheduled. A second journey splits a case at a relapse into a case of its own, joins it
// back, and tries to move the first period's days to a new case (decision 0027).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  scrollIntoView,
  sidewaysTables,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type CasePage = {
  items: { caseId: string; status: string; caseCounters: { benefitDaysUsed: number } }[];
  totalCount: number;
};

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

/** The demo's cases are derived from its absences after start-up: wait until the first ones are there. */
async function waitForCases(page: Page): Promise<void> {
  await expect
    .poll(async () => (await apiGet<CasePage>(page, '/api/modular/case?claimTypes=SICK&take=1')).totalCount ?? 0, {
      timeout: 180_000,
      interval: 1_000,
    })
    .toBeGreaterThan(0);
}

describe('cases journey', () => {
  const env = useServerAndBrowser();

  it('KTG list, a case, a paid day explained; a comment written and deleted; UVG list; de and fr, desktop and phone', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await waitForCases(page);

    // The list: the navigation names the area, every row has a status badge, the count is shown.
    await page.goto(`${env.server.baseUrl}/insurance/ktg?lang=de`);
    await page.getByTestId('app-navbar').getByText(locales.de.nav.areas.ktgCases, { exact: true }).waitFor();
    await page.locator('[data-testid^="case-row-"]').first().waitFor();
    await expect.poll(() => page.getByTestId('cases-count').textContent()).toMatch(/\d+ Fälle|1 Fall/);
    // The cases that pay first (decision 0042): sorted by benefit days used, the first row pays; no row carries the
    // risk or LFZ badge that was on every case.
    expect(await page.getByTestId('cases-sort-RISK_COUNTER').locator('..').getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(await page.getByTestId('case-total').first().innerText()).not.toMatch(/^CHF.0\.00$/);
    expect(
      await page
        .getByTestId('cases-table')
        .locator('[data-testid="case-risk-badge"], [data-testid="case-lfz-badge"]')
        .count(),
    ).toBe(0);
    await screenshot(page, 'cases-ktg-de-1440', { viewportOnly: true });

    // Filters and sort live in the URL: closed cases, most benefit days used first.
    await page.goto(`${env.server.baseUrl}/insurance/ktg?lang=de&status=CLOSED&sortBy=RISK_COUNTER`);
    await page.locator('[data-testid^="case-row-"]').first().waitFor();
    const statuses = await page
      .locator('[data-testid^="case-row-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['CLOSED']));
    expect(await page.getByTestId('cases-sort-RISK_COUNTER').locator('..').getAttribute('aria-sort')).toBe(
      'descending',
    );

    // The case that used the most benefit days has paid days.
    const top = (await apiGet<CasePage>(page, '/api/modular/case?claimTypes=SICK&sortBy=RISK_COUNTER&take=1')).items[0];
    expect(top?.caseCounters.benefitDaysUsed ?? 0).toBeGreaterThan(0);
    if (!top) return;
    await page.goto(`${env.server.baseUrl}/insurance/ktg?lang=de&sortBy=RISK_COUNTER`);
    await page.getByTestId(`case-link-${top.caseId}`).click();
    await page.waitForURL(new RegExp(`/insurance/ktg/${top.caseId}`));
    await page.getByTestId('case-detail').waitFor();
    await page.getByTestId('case-explanation-hint').waitFor();
    await page.getByTestId('case-monthly-totals').waitFor();

    // Choose a paid day: the explanation says why, step by step, with every step known to the web.
    const paidDay = page.locator('[data-testid^="case-day-"][data-kind="paid"]').first();
    await paidDay.waitFor();
    const dayTestId = (await paidDay.getAttribute('data-testid')) ?? '';
    const day = dayTestId.replace('case-day-', '');
    await paidDay.click();
    await page.waitForURL(new RegExp(`day=${day}`));
    const explanation = page.getByTestId('case-explanation');
    await explanation.waitFor();
    await expect.poll(() => explanation.getAttribute('data-date')).toBe(day);
    const rules = await explanation
      .locator('[data-rule]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')));
    expect(rules).toContain('ktgDailyAllowance');
    expect(rules).toContain('caseDay');
    expect(rules).not.toContain('unknown');
    const steps = (await explanation.getByTestId('case-explanation-steps').first().innerText()).replace(/\s+/g, ' ');
    expect(steps).toMatch(/Volles Taggeld: CHF.[\d’']+\.\d{2} ÷ 36[05] Tage × \d+% = CHF.\d+\.\d{2}/);
    expect(steps).toContain(`Es ist Tag `);
    // Each step under its plain title; the convention (C1, C6, …) not on screen, only in the title's tooltip.
    const titles = explanation.getByTestId('case-explanation-step-title');
    expect(await titles.count()).toBe(rules.length);
    expect(await titles.first().evaluate((element) => (element.firstChild?.textContent ?? '').trim())).toBe(
      locales.de.cases.explanation.titles[rules[0] as keyof typeof locales.de.cases.explanation.titles],
    );
    const visibleCodes = await explanation
      .locator('[data-testid="case-explanation-steps"]')
      .first()
      .evaluate(
        (list) =>
          [...list.querySelectorAll('*')]
            .filter((element) => element.children.length === 0 && /^(C\d+|MANUAL)$/.test(element.textContent ?? ''))
            .filter((element) => element.getBoundingClientRect().width > 1).length,
      );
    expect(visibleCodes).toBe(0);
    await titles.first().hover();
    await page
      .getByRole('tooltip')
      .getByText(/Berechnungsregel C\d+/)
      .waitFor();
    expect(await explanation.getByTestId('case-explanation-amount').first().innerText()).toMatch(/CHF.\d+\.\d{2}/);
    await screenshot(page, 'cases-detail-de-1440');

    // A comment: written, shown with its author, deleted again.
    const text = `E2E-Kommentar ${Date.now()}`;
    await page.getByTestId('case-comment-text').fill(text);
    await page.getByTestId('case-comment-submit').click();
    const comment = page.locator('li[data-testid^="case-comment-"]').filter({ hasText: text });
    await comment.waitFor();
    await expect.poll(() => comment.innerText()).toContain('Anna');
    await comment.locator('[data-testid^="case-comment-delete-"]').click();
    await page.getByTestId('case-comment-delete-confirm').click();
    // The dialog closes once the server has deleted it; the list follows with its refetch (slow on a busy CI host).
    await page.getByTestId('case-comment-delete-confirm').waitFor({ state: 'hidden', timeout: 60_000 });
    await comment.waitFor({ state: 'detached', timeout: 60_000 });

    // Phone: the detail and the list fit 390 px; the list as cards.
    await page.setViewportSize(PHONE);
    await page.getByTestId('case-explanation').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'cases-detail-de-390');
    await page.getByTestId('case-back').click();
    await page.waitForURL(/\/insurance\/ktg(\?|$)/);
    await page.locator('[data-testid^="case-row-"]').first().waitFor();
    expect(await page.locator('table[data-testid="cases-table"]').count()).toBe(0);
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'cases-ktg-de-390', { viewportOnly: true });

    // French: the same day explained in French.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${env.server.baseUrl}/insurance/ktg/${top.caseId}?lang=fr&day=${day}`);
    const french = page.getByTestId('case-explanation');
    await french.waitFor();
    await expect
      .poll(() => french.getByRole('heading').first().innerText())
      .toBe(locales.fr.cases.detail.explanation.title.replace('{{date}}', day.split('-').reverse().join('.')));
    expect((await french.getByTestId('case-explanation-steps').first().innerText()).replace(/\s+/g, ' ')).toMatch(
      // One money format in every language (decision 0042): CHF first, apostrophe groups, decimal point.
      /Indemnité journalière complète : CHF.[\d']+\.\d{2} ÷ 36[05] jours/,
    );
    await screenshot(page, 'cases-detail-fr-1440');
    await page.setViewportSize(PHONE);
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'cases-detail-fr-390');

    // UVG: the accident cases; the one with the most benefit days has a paid day explained with the UVG rules.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${env.server.baseUrl}/insurance/uvg?lang=de`);
    await page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor();
    await screenshot(page, 'cases-uvg-de-1440', { viewportOnly: true });
    const accident = (await apiGet<CasePage>(page, '/api/modular/case?claimTypes=ACCIDENT&sortBy=RISK_COUNTER&take=1'))
      .items[0];
    if (accident && accident.caseCounters.benefitDaysUsed > 0) {
      await page.goto(`${env.server.baseUrl}/insurance/uvg/${accident.caseId}?lang=de`);
      await page.getByTestId('case-detail').waitFor();
      await page.locator('[data-testid^="case-day-"][data-kind="paid"]').first().click();
      const uvg = page.getByTestId('case-explanation');
      await uvg.waitFor();
      const uvgRules = await uvg
        .locator('[data-rule]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')));
      expect(uvgRules).toContain('uvgDailyAllowance');
      expect(uvgRules).toContain('uvgWaitingDays');
      expect(uvgRules).not.toContain('unknown');
      await screenshot(page, 'cases-uvg-detail-de-1440');
    }

    // French lists at 1440 px: the table fits its card (it was 13 and 81 px too wide), amounts as CHF 1'234.50.
    for (const area of ['ktg', 'uvg'] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${env.server.baseUrl}/insurance/${area}?lang=fr`);
      await page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor();
      await expectFitsWidth(page, DESKTOP.width);
      expect(await sidewaysTables(page)).toEqual([]);
      expect(await page.getByTestId('case-total').first().innerText()).toMatch(/^CHF.[\d']+\.\d{2}$/);
      await screenshot(page, `cases-${area}-fr-1440`, { viewportOnly: true });
      await page.setViewportSize(PHONE);
      await page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor();
      await expectFitsWidth(page, PHONE.width);
      await screenshot(page, `cases-${area}-fr-390`, { viewportOnly: true });
    }
    await page.setViewportSize(PHONE);
    await page.goto(`${env.server.baseUrl}/insurance/uvg?lang=de`);
    await page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'cases-uvg-de-390', { viewportOnly: true });

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 420_000);

  it("the Merian case's continuation-of-pay days explained by service year; de and fr, desktop and phone", async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await waitForCases(page);
    type Counters = { caseCounters: { lfzDaysUsed: number } };
    // The demo's long Merian case (decision 0042: "198" beside "120 days in service year 10").
    const merian = (
      await apiGet<CasePage>(page, '/api/modular/case?claimTypes=SICK&search=Merian&sortBy=RISK_COUNTER&take=1')
    ).items[0];
    if (!merian) throw new Error('no Merian case in the demo');
    const detail = await apiGet<Counters>(page, `/api/modular/case/${merian.caseId}`);
    for (const lang of ['de', 'fr'] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${env.server.baseUrl}/insurance/ktg/${merian.caseId}?lang=${lang}`);
      const counters = page.getByTestId('case-counters');
      await counters.waitFor();
      const years = counters.getByTestId('case-lfz-year');
      // The case's days by service year add up to the counter (87.5 + 110.5 = 198 in the demo).
      const perYear = await years.evaluateAll((lines) =>
        lines.map((line) =>
          Number((/: ([\d'.,]+) /.exec(line.textContent ?? '')?.[1] ?? 'NaN').replace(/'/g, '').replace(',', '.')),
        ),
      );
      expect(perYear.length).toBeGreaterThanOrEqual(2);
      expect(perYear.reduce((sum, days) => sum + days, 0)).toBe(detail.caseCounters.lfzDaysUsed);
      expect(await counters.getByTestId('case-lfz-days').innerText()).toContain(
        locales[lang].cases.detail.counters.lfzRenewal.slice(0, 30),
      );
      await scrollIntoView(counters);
      await screenshot(page, `cases-lfz-counters-${lang}-1440`, { viewportOnly: true });
      await page.setViewportSize(PHONE);
      await expectFitsWidth(page, PHONE.width);
      await scrollIntoView(counters);
      await screenshot(page, `cases-lfz-counters-${lang}-390`, { viewportOnly: true });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);

  it('claims without an open accounting month: the days and what they pay; viewed, not scheduled; de and fr', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await waitForCases(page);
    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(`${env.server.baseUrl}/claims?lang=${lang}`);
        const row = page.locator('[data-testid^="claims-row-"]').first();
        await row.waitFor({ timeout: 180_000 });
        // No month is open in the demo: the list says why, and offers to view instead of "Schedule…".
        await page.getByTestId('claims-no-open-month').waitFor();
        expect(await page.getByText(l.accounting.claims.openSchedule, { exact: true }).count()).toBe(0);
        expect(await row.getByText(l.accounting.claims.openView, { exact: true }).count()).toBe(1);
        // The count has its unit, the amount shows on desktop and phone alike.
        const dayUnit = l.accounting.claims.daysOther.replace('{{days}} ', '');
        expect(await row.innerText()).toContain(dayUnit);
        expect(await row.getByTestId('claims-amount').innerText()).toMatch(/^CHF.[\d']+\.\d{2}$/);
        await expectFitsWidth(page, viewport.width);
        await screenshot(page, `claims-${lang}-${viewport.width}`, { viewportOnly: true });
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);

  it('case links: split a case at a relapse, join it back; the move dialog explains what it cannot do', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    await waitForCases(page);
    type Detail = {
      caseId: string;
      caseNumber: number;
      absentTo: string;
      periods: { from: string; to: string; isRelapse: boolean }[];
    };
    // A sickness case of the demo with a relapse (a second incapacity period), none of its days accounted yet.
    const found = await page.evaluate(async () => {
      for (let skip = 0; skip < 500; skip += 100) {
        const list = await (await fetch(`/api/modular/case?claimTypes=SICK&take=100&skip=${skip}`)).json();
        for (const item of list.items as { caseId: string; processingStatuses: string[] }[]) {
          if (item.processingStatuses.some((status) => status === 'SCHEDULED' || status === 'PROCESSED')) continue;
          const detail = await (await fetch(`/api/modular/case/${item.caseId}`)).json();
          if (detail.periods.length >= 2) return detail;
        }
        if (list.items.length < 100) break;
      }
      return null;
    });
    if (!found) throw new Error('no demo sickness case with a relapse');
    const original = found as Detail;
    const relapse = original.periods[1] as Detail['periods'][number];
    const swiss = (iso: string) => iso.split('-').reverse().join('.');

    await page.goto(`${env.server.baseUrl}/insurance/ktg/${original.caseId}?lang=de`);
    const links = page.getByTestId('case-links');
    await links.waitFor();
    await scrollIntoView(links);
    await screenshot(page, 'case-links-de-1440', { viewportOnly: true });

    // Split at the relapse: the confirmation says what will happen, then the relapse is a case of its own.
    await page.getByTestId(`case-split-${relapse.from}`).click();
    const dialog = page.getByTestId('case-link-dialog');
    const summary = page.getByTestId('case-link-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(swiss(relapse.from));
    expect(await summary.innerText()).toContain(
      `Fall ${original.caseNumber} endet dann am ${swiss(original.periods[0]?.to ?? '')}`,
    );
    await screenshot(page, 'case-links-split-de-1440', { viewportOnly: true });
    await page.getByTestId('case-link-confirm').click();
    await page.getByTestId('case-links-notice').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The screen shows the new state: the case ends before the relapse, which has no split button any more.
    await expect.poll(() => page.getByTestId('case-person').innerText()).not.toContain(swiss(relapse.from));
    expect(await page.getByTestId(`case-split-${relapse.from}`).count()).toBe(0);
    await screenshot(page, 'case-links-after-split-de-1440', { viewportOnly: true });

    // The new case: it starts at the relapse; joining it with the case before takes it back (a relapse again).
    await page.getByTestId('case-links-new-case').click();
    await page.waitForURL((url) => !url.pathname.endsWith(original.caseId));
    await page.getByTestId('case-detail').waitFor();
    await page.getByTestId('case-join').click();
    await page.getByTestId('case-link-summary').waitFor();
    expect(await page.getByTestId('case-link-summary').innerText()).toContain(`Fall ${original.caseNumber}`);
    await page.setViewportSize(PHONE);
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'case-links-join-de-390', { viewportOnly: true });
    await page.getByTestId('case-link-confirm').click();
    // The joined case no longer exists: the screen opens the case it joined, which has the relapse again.
    await page.waitForURL(new RegExp(`/insurance/ktg/${original.caseId}`));
    await page.getByTestId(`case-split-${relapse.from}`).waitFor();
    await expectFitsWidth(page, PHONE.width);
    await scrollIntoView(page.getByTestId('case-links'));
    await screenshot(page, 'case-links-de-390', { viewportOnly: true });
    await page.setViewportSize(DESKTOP);

    // Move days: the first period's days cannot become a new case (they start it); the dialog says so.
    await page.getByTestId('case-move-days').click();
    await page.getByTestId('case-move-from').click();
    await page.getByRole('option', { name: new RegExp(`^Ab ${swiss(original.periods[0]?.from ?? '')}`) }).click();
    await page.getByTestId('case-link-problem').waitFor();
    expect(await page.getByTestId('case-link-confirm').isDisabled()).toBe(true);
    await screenshot(page, 'case-links-move-de-1440', { viewportOnly: true });
    await dialog.getByRole('button', { name: locales.de.common.cancel }).click();

    // French: the section and the split's confirmation in French.
    await page.goto(`${env.server.baseUrl}/insurance/ktg/${original.caseId}?lang=fr`);
    await page.getByTestId('case-links').getByText(locales.fr.cases.detail.sections.links).waitFor();
    await page.getByTestId(`case-split-${relapse.from}`).click();
    await expect.poll(() => page.getByTestId('case-link-summary').innerText()).toContain('délai d’attente');
    await screenshot(page, 'case-links-split-fr-1440', { viewportOnly: true });
    await dialog.getByRole('button', { name: locales.fr.common.cancel }).click();

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 420_000);

  it("a superior's case management: the team's sickness cases, no insurance areas", async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.superior, '/case-management/cases?lang=de');
    const navbar = page.getByTestId('app-navbar');
    await navbar.getByText(locales.de.nav.areas.cases, { exact: true }).waitFor();
    expect(await navbar.getByText(locales.de.nav.areas.ktgCases, { exact: true }).count()).toBe(0);
    expect(await navbar.getByText(locales.de.nav.areas.uvgCases, { exact: true }).count()).toBe(0);
    await page.locator('[data-testid^="case-row-"], [data-testid="cases-empty"]').first().waitFor({ timeout: 180_000 });
    await screenshot(page, 'cases-superior-de-1440', { viewportOnly: true });
    const first = page.locator('[data-testid^="case-link-"]').first();
    if ((await first.count()) > 0) {
      await first.click();
      await page.getByTestId('case-detail').waitFor();
      // The superior writes comments on the team's sickness cases (employee.caseManagement.cases.edit, superior).
      await page.getByTestId('case-comment-form').waitFor();
      await screenshot(page, 'cases-superior-detail-de-1440');
    }
    // The KTG area is not the superior's: the page says so instead of showing cases.
    await page.goto(`${env.server.baseUrl}/insurance/ktg?lang=de`);
    await page.getByTestId('no-access').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
