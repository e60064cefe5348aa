// Issues journey (issue 12): the HR admin records two sick days with a one-weekday gap for a demo employee through
// the API, waits for the background processing to find the gap, and finds it on the issues page: grouped by type,
// explained, its details in words (Swiss dates, the employee's name). Dismissed through the selection, shown again
// with "show dismissed" and restored. Errors (severity 3) have no checkbox. The page at 1440 and 390 px in German
// and French, checked with axe. Then the calendar subscription in the personal settings: created, its address
// shown once and fetched as iCalendar, revoked (the address answers 404 from then on).
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

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const iso = (date: Date) => date.toISOString().slice(0, 10);
const swiss = (isoDate: string) => isoDate.split('-').reverse().join('.');
const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
};

/** A Tuesday some weeks ahead: no demo absence there (the demo's run up to today). */
function tuesday(weeksAhead: number): string {
  const today = iso(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((2 - weekday + 7) % 7) + 7 * weeksAhead);
}

type Employee = { employeeId: string; personnelNumber: string; firstName: string; lastName: string };
type Issue = {
  id: string;
  employeeId: string;
  type: string;
  severity: number;
  details: unknown;
  ignoredAt: string | null;
};

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function apiSend(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return (await page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  )) as { status: number; json: unknown };
}

async function waitUntilEditable(page: Page): Promise<void> {
  await expect
    .poll(() => apiGet<boolean>(page, '/api/modular/absence/absence-editing-blocked'), { timeout: 120_000 })
    .toBe(false);
}

/** SICK 100 % on one day; the ids of the records made, or null when the day is taken. */
async function recordSickDay(page: Page, employeeId: string, day: string): Promise<string[] | null> {
  const body = { employeeId, startDate: day, endDate: day, type: 'SICK', percentage: '100' };
  const result = await apiSend(page, 'POST', '/api/modular/absence', body);
  if (result.status !== 201) return null;
  return ((result.json as { items: { absenceId: string }[] }).items ?? []).map((item) => item.absenceId);
}

async function gapIssues(page: Page, employeeId: string, includeIgnored = false): Promise<Issue[]> {
  const query = `type=ABSENCE_GAP_BETWEEN_ABSENCES&employeeId=${encodeURIComponent(employeeId)}&includeIgnored=${includeIgnored}`;
  return (await apiGet<{ items: Issue[] }>(page, `/api/modular/tenant/issues?${query}`)).items;
}

async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}

describe('issues journey', () => {
  const env = useServerAndBrowser();

  it('a gap between sick days: found, explained, dismissed, shown again and restored; de and fr, desktop and phone', async () => {
    const { page } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/insurance/issues');
    await page.getByTestId('issues-page').waitFor();
    // The navigation names the area.
    await page.getByTestId('app-navbar').getByText(locales.de.nav.areas.issues, { exact: true }).waitFor();
    await waitUntilEditable(page);

    // Sick on a Tuesday and the Thursday, nothing on the Wednesday: a one-weekday gap.
    const employees = await apiGet<{ items: Employee[] }>(
      page,
      '/api/modular/employees?take=3&sortBy=PERSONNEL_NUMBER',
    );
    const employee = employees.items[0];
    expect(employee).toBeDefined();
    if (!employee) return;
    let gapDay = '';
    for (let week = 10; week < 20 && !gapDay; week++) {
      const first = tuesday(week);
      const before = await recordSickDay(page, employee.employeeId, first);
      if (!before) continue;
      const after = await recordSickDay(page, employee.employeeId, addDays(first, 2));
      if (!after) {
        await apiSend(page, 'DELETE', `/api/modular/absence?ids=${before.join(',')}`);
        continue;
      }
      gapDay = addDays(first, 1);
    }
    expect(gapDay).not.toBe('');

    // The background processing finds the gap.
    await expect
      .poll(
        async () =>
          (await gapIssues(page, employee.employeeId)).some(
            (issue) => (issue.details as { gapStart?: string } | null)?.gapStart === gapDay,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    const issue = (await gapIssues(page, employee.employeeId)).find(
      (item) => (item.details as { gapStart?: string } | null)?.gapStart === gapDay,
    );
    if (!issue) throw new Error('gap issue not found');
    expect(issue.severity).toBe(2);

    // The page: the group explained, the issue in words with the employee's name and Swiss dates.
    await page.reload();
    await page.getByTestId('issues-page').waitFor();
    const row = page.getByTestId(`issue-row-${issue.id}`);
    await row.waitFor();
    const group = page.getByTestId('issues-group-ABSENCE_GAP_BETWEEN_ABSENCES');
    const gapTexts = locales.de.issues.types.ABSENCE_GAP_BETWEEN_ABSENCES;
    await group.getByText(gapTexts.label, { exact: true }).waitFor();
    await group.getByText(gapTexts.why).waitFor();
    await group.getByText(gapTexts.fix).waitFor();
    expect(await row.getByTestId('issue-details').innerText()).toBe(
      `Krankheit bis ${swiss(addDays(gapDay, -1))} und wieder ab ${swiss(addDays(gapDay, 1))}; am ${swiss(gapDay)} nichts erfasst.`,
    );
    await row.getByText(`${employee.lastName} ${employee.firstName}`).waitFor();
    expect(await row.getByTestId('issue-fix-link').getAttribute('href')).toContain('/absences?');
    // Errors (severity 3) have no checkbox and say why.
    for (const errorGroup of await page.locator('[data-testid^="issues-group-"][data-severity="3"]').all()) {
      expect(await errorGroup.getByTestId('issue-select').count()).toBe(0);
      expect(await errorGroup.getByTestId('issue-dismiss').count()).toBe(0);
      await errorGroup.getByTestId('issues-not-dismissable').waitFor();
    }
    await scrollToTop(page);
    await screenshot(page, 'issues-de-1440');

    // Filtered to the employee: select the issue, dismiss the selection.
    await page.getByTestId('issues-filter-search').fill(employee.lastName);
    await page.getByTestId('issues-filter-type').click();
    await page.getByRole('option', { name: gapTexts.label }).click();
    await row.waitFor();
    await row.getByTestId('issue-select').check({ force: true });
    await page.getByTestId('issues-bulk-bar').waitFor();
    await screenshot(page, 'issues-selected-de-1440');
    await page.getByTestId('issues-bulk-dismiss').click();
    await page.getByTestId('issues-notice').getByText('1 Problem ausgeblendet.').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await gapIssues(page, employee.employeeId)).some((item) => item.id === issue.id))
      .toBe(false);

    // Shown again among the dismissed, then restored.
    await page.getByLabel(locales.de.issues.filters.showDismissed).check({ force: true });
    await row.waitFor();
    await row.getByTestId('issue-dismissed-badge').waitFor();
    await screenshot(page, 'issues-dismissed-de-1440');
    await row.getByTestId('issue-restore').click();
    await page.getByTestId('issues-notice').getByText('1 Problem wieder angezeigt.').waitFor();
    await expect
      .poll(async () => (await gapIssues(page, employee.employeeId)).find((item) => item.id === issue.id)?.ignoredAt)
      .toBeNull();
    await expect.poll(() => row.getAttribute('data-dismissed')).toBe('false');

    // A search that finds nothing says what to do next.
    await page.getByTestId('issues-filter-search').fill('Niemand-mit-diesem-Namen');
    await page.getByTestId('issues-empty-filtered').waitFor();
    await screenshot(page, 'issues-empty-filtered-de-1440');
    await page.getByTestId('issues-clear-filters').click();
    await row.waitFor();

    // Phone: cards, the filters behind a button, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await row.waitFor();
    await page.getByTestId('issues-filters-toggle').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await scrollToTop(page);
    await screenshot(page, 'issues-de-390');

    // French, desktop and phone.
    await page.goto(`${env.server.baseUrl}/insurance/issues?lang=fr`);
    await page.getByTestId('issues-page').waitFor();
    await row.waitFor();
    await page
      .getByTestId('issues-group-ABSENCE_GAP_BETWEEN_ABSENCES')
      .getByText(locales.fr.issues.types.ABSENCE_GAP_BETWEEN_ABSENCES.label, { exact: true })
      .waitFor();
    expect(await row.getByTestId('issue-details').innerText()).toBe(
      `Maladie jusqu’au ${swiss(addDays(gapDay, -1))} et de nouveau dès le ${swiss(addDays(gapDay, 1))} ; rien de saisi le ${swiss(gapDay)}.`,
    );
    await expectFitsWidth(page, PHONE.width);
    await scrollToTop(page);
    await screenshot(page, 'issues-fr-390');
    await page.setViewportSize(DESKTOP);
    await row.waitFor();
    await scrollToTop(page);
    await screenshot(page, 'issues-fr-1440');
  }, 240_000);

  it('a calendar subscription: created, its address shown once and served as iCalendar, revoked', async () => {
    const { page } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/settings/personal');
    const section = page.getByTestId('calendar-feeds');
    await section.waitFor();
    await section.getByText(locales.de.calendarFeeds.title, { exact: true }).waitFor();
    await page.getByTestId('calendar-feeds-empty').waitFor();
    await screenshot(page, 'calendar-feeds-empty-de-1440');

    await page.getByTestId('calendar-feed-create-button').click();
    await page.getByTestId('calendar-feed-name').fill('Team Logistik');
    await page.getByTestId('calendar-feed-types').click();
    await page.getByRole('option', { name: locales.de.issues.absenceTypes.SICK }).click();
    await page.getByRole('option', { name: locales.de.issues.absenceTypes.VACATION }).click();
    await page.keyboard.press('Escape');
    // HR_Admin may see health data: the type may be shown.
    await page.getByText(locales.de.calendarFeeds.create.showTypes).waitFor();
    await screenshot(page, 'calendar-feeds-create-de-1440');
    await page.getByTestId('calendar-feed-submit').click();
    const created = page.getByTestId('calendar-feed-created');
    await created.waitFor();
    const url = (await page.getByTestId('calendar-feed-url').innerText()).trim();
    expect(url).toMatch(/\/api\/modular\/calendar-feed\/cal_[A-Za-z0-9_-]+$/);
    await created.getByText(locales.de.calendarFeeds.created.howToTitle).waitFor();
    await screenshot(page, 'calendar-feeds-created-de-1440');

    const feedPath = new URL(url).pathname;
    const ics = await page.request.get(`${env.server.baseUrl}${feedPath}`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    await page.getByTestId('calendar-feed-done').click();
    await created.waitFor({ state: 'detached' });
    const table = page.getByTestId('calendar-feeds-table');
    await table.getByText('Team Logistik').waitFor();
    await table.getByText('Alle Mitarbeitenden · Krankheit, Ferien · nur «abwesend»').waitFor();
    await screenshot(page, 'calendar-feeds-list-de-1440');

    // Phone and French.
    await page.setViewportSize(PHONE);
    await page.getByTestId('calendar-feed-revoke').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'calendar-feeds-de-390');
    await page.goto(`${env.server.baseUrl}/settings/personal?lang=fr`);
    await page.getByTestId('calendar-feeds').getByText(locales.fr.calendarFeeds.title, { exact: true }).waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'calendar-feeds-fr-390');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('calendar-feeds-table').waitFor();
    await screenshot(page, 'calendar-feeds-fr-1440');

    // Revoked after a confirmation: the address answers 404 from then on.
    await page.getByTestId('calendar-feed-revoke').click();
    await page.getByTestId('calendar-feed-revoke-modal-confirm').waitFor();
    await screenshot(page, 'calendar-feeds-revoke-fr-1440');
    await page.getByTestId('calendar-feed-revoke-modal-confirm').click();
    await page.getByTestId('calendar-feeds-table').getByText(locales.fr.calendarFeeds.list.revoked).waitFor();
    expect((await page.request.get(`${env.server.baseUrl}${feedPath}`)).status()).toBe(404);
  }, 180_000);
});
