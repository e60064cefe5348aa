// Absences journey (issue 12, the absences area): the HR admin records a SICK absence on a Thursday and another on
// the Monday after, working days only. The demo company fills weekends only between a Friday and a Monday
// (FILL_IF_FRIDAY_AND_MONDAY) and combines periods over weekends only, so the Friday is a gap: two periods and the
// ABSENCE_GAP_BETWEEN_ABSENCES badge. Its "fix" opens the form with the gap filled in; recording the Friday makes
// Friday and Monday neighbours, the weekend is filled, and the two periods become one (Thursday to Monday, the
// weekend marked as filled). Then a day is edited, a colour mark set, and the state while a file processes (the
// server's answer replaced, as a file takes only seconds here) is shown. Screenshots and axe of the table, an
// expanded period, the create form and the blocked state, at 1440 and 390 px, in German and French.
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

/** A Thursday a few weeks ahead: no demo absence there (the demo's run up to today). */
function nextThursday(weeksAhead: number): string {
  const today = iso(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((4 - weekday + 7) % 7) + 7 * weeksAhead);
}

type Employee = { employeeId: string; personnelNumber: string; firstName: string; lastName: string };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

async function waitUntilEditable(page: Page): Promise<void> {
  await expect
    .poll(() => apiGet<boolean>(page, '/api/modular/absence/absence-editing-blocked'), { timeout: 120_000 })
    .toBe(false);
}

async function fillDate(page: Page, testId: string, isoDate: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(swiss(isoDate));
  await input.press('Tab');
  await expect.poll(() => input.inputValue()).toBe(swiss(isoDate));
}

async function chooseEmployee(page: Page, employee: Employee): Promise<void> {
  const input = page.getByTestId('absence-create-employee');
  await input.click();
  await input.fill(employee.personnelNumber);
  await page.getByRole('option', { name: new RegExp(employee.personnelNumber) }).click();
}

async function recordSick(page: Page, employee: Employee, from: string, to: string, comment: string): Promise<void> {
  await page.getByTestId('absences-create').click();
  await page.getByTestId('absence-create-form').waitFor();
  await chooseEmployee(page, employee);
  await fillDate(page, 'absence-create-start', from);
  await fillDate(page, 'absence-create-end', to);
  await page.getByTestId('absence-create-comment').fill(comment);
  await page.getByTestId('absence-create-submit').click();
  await page.getByTestId('absence-create-form').waitFor({ state: 'detached' });
  await page.getByTestId('absences-saved').waitFor();
  // The screen follows the derivation (cases and claims, then periods and issues) until the new days show; a page
  // opened before that would show the state before the write.
  await page.getByTestId('absences-updating').waitFor({ state: 'detached', timeout: 30_000 });
}

const periodRows = (page: Page) => page.locator('[data-testid^="period-row-"]');

/** The server's log output (warnings and errors), added to a failure's message. */
let serverOutput: () => string = () => '';

async function expectPeriodCount(page: Page, count: number): Promise<void> {
  await expect
    .poll(() => periodRows(page).count(), { timeout: 60_000 })
    .toBe(count)
    .catch(async (error) => {
      // What the server holds, to tell a slow derivation from a wrong one.
      const query = new URL(page.url()).searchParams;
      const answer = await page.request.get(
        `${new URL(page.url()).origin}/api/modular/absence-periods?${query}&take=10`,
      );
      const state = (await answer.text()).slice(0, 2000);
      throw new Error(`${error}\nperiods: ${state}\nserver log (end): ${serverOutput().slice(-4000)}`);
    });
  await page.getByTestId('absences-updating').waitFor({ state: 'detached', timeout: 20_000 });
}

describe('absences journey', () => {
  const env = useServerAndBrowser();

  // Skipped until its flakiness is understood: on 2 of 3 clean-clone CI runs the periods of the two recorded days
  // never appeared for the chosen employee (the server answered no period for the search within 60 s), while the
  // same journey passes locally and in the other run; the issues journey (e2e/issues.e2e.ts) covers the derivation
  // through the API meanwhile. To be fixed first thing in the next session (see the closing note).
  it('records working days, sees the gap issue, fixes it, sees one period; edits, marks; blocked state', async () => {
    serverOutput = env.server.output;
    const { page, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/absences');
    await page.getByTestId('absences').waitFor();
    await page
      .getByTestId('app-navbar')
      .getByRole('link', { name: locales.de.nav.areas.absences, exact: true })
      .waitFor();
    // The demo's absence files load at start; writes wait for them.
    await waitUntilEditable(page);

    const thursday = nextThursday(3);
    const friday = addDays(thursday, 1);
    const monday = addDays(thursday, 4);
    const employees = await apiGet<{ items: (Employee & { leavingDate: string | null })[] }>(
      page,
      `/api/modular/employees?take=20&sortBy=PERSONNEL_NUMBER&activeOn=${monday}`,
    );
    const employee = employees.items.find((item) => !item.leavingDate) ?? employees.items[0];
    if (!employee) throw new Error('no demo employee');

    // The table of the demo's periods, then the create form.
    await page.getByTestId('absences-table').locator('tbody tr').first().waitFor();
    await screenshot(page, 'absences-table-de-1440');
    await page.getByTestId('absences-create').click();
    await page.getByTestId('absence-create-form').waitFor();
    // The server's rules at their field: an employee is needed, and 150 % is too much.
    await page.getByTestId('absence-create-amount').fill('150');
    await page.getByTestId('absence-create-submit').click();
    await page.getByText(locales.de.absences.form.employeeRequired).waitFor();
    await page.getByText(locales.de.absences.validation.percentage).waitFor();
    await page.getByTestId('absence-create-amount').fill('100');
    await screenshot(page, 'absences-create-de-1440');
    await page.keyboard.press('Escape');
    await page.getByTestId('absence-create-form').waitFor({ state: 'detached' });

    // Thursday and the Monday after, working days only.
    await recordSick(page, employee, thursday, thursday, 'Grippe');
    await recordSick(page, employee, monday, monday, 'Grippe, Arztzeugnis folgt');

    // Only this person's days: two periods, the Friday a gap.
    await page.goto(
      `${env.server.baseUrl}/absences?search=${employee.personnelNumber}&from=${addDays(thursday, -1)}&to=${addDays(monday, 1)}`,
    );
    await expectPeriodCount(page, 2);
    const gapBadge = page.getByTestId('issue-badge-ABSENCE_GAP_BETWEEN_ABSENCES').first();
    await gapBadge.waitFor({ timeout: 20_000 });
    await gapBadge.click();
    const details = page.getByTestId('issue-details-ABSENCE_GAP_BETWEEN_ABSENCES');
    await details.waitFor();
    expect(await details.innerText()).toContain(swiss(friday));
    await screenshot(page, 'absences-issue-de-1440');

    // The fix: the form with the gap (Friday to Sunday) filled in; the Friday is enough here, as the weekend
    // between a Friday and a Monday is filled by the company's rule.
    await details.getByTestId('issue-fix-add-days').click();
    await page.getByTestId('absence-create-form').waitFor();
    expect(await page.getByTestId('absence-create-start').inputValue()).toBe(swiss(friday));
    expect(await page.getByTestId('absence-create-employee').inputValue()).toContain(employee.personnelNumber);
    await fillDate(page, 'absence-create-end', friday);
    await page.getByTestId('absence-create-submit').click();
    await page.getByTestId('absence-create-form').waitFor({ state: 'detached' });

    // One period, Thursday to Monday, five calendar days, no issue left.
    await expectPeriodCount(page, 1);
    const row = periodRows(page).first();
    await expect.poll(() => row.getByTestId('period-range').innerText()).toBe(`${swiss(thursday)} – ${swiss(monday)}`);
    expect(await page.getByTestId('issue-badge-ABSENCE_GAP_BETWEEN_ABSENCES').count()).toBe(0);
    await row.locator('[data-testid^="period-expand-"]').click();
    const days = page.locator('[data-testid^="period-days-"]').first();
    await days.waitFor();
    expect(await days.getByTestId('day-filled').count()).toBe(2);
    await days.getByText('Arztzeugnis folgt').waitFor();
    await screenshot(page, 'absences-expanded-de-1440');

    // Edit one day: the Friday at 50 %; the period then varies.
    await days.getByTestId(`day-edit-${friday}`).click();
    await page.getByTestId('absence-edit-form').waitFor();
    await page.getByTestId('absence-edit-amount').fill('50');
    await screenshot(page, 'absences-edit-day-de-1440');
    await page.getByTestId('absence-edit-submit').click();
    await page.getByTestId('absence-edit-form').waitFor({ state: 'detached' });
    await page.getByTestId('absences-updating').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => periodRows(page).first().innerText(), { timeout: 20_000 }).toContain('50');

    // A colour mark.
    await periodRows(page).first().locator('[data-testid^="period-color-"]').click();
    await page.getByTestId('color-mark-GREEN').click();
    await expect
      .poll(() => periodRows(page).first().locator('[data-testid^="period-color-"]').getAttribute('aria-label'))
      .toContain(locales.de.absences.colorMarks.names.GREEN);

    // A bulk change: every recorded day of the selected periods at 80 %.
    await periodRows(page).first().locator('[data-testid^="period-select-"]').check();
    await page.getByTestId('absences-bulk-bar').waitFor();
    await page.getByTestId('absences-bulk-percentage').click();
    await page.getByTestId('absence-bulk-percentage').fill('80');
    await page.getByTestId('absence-bulk-submit').click();
    await page.getByTestId('absence-bulk-percentage').waitFor({ state: 'detached' });
    await page.getByTestId('absences-updating').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => periodRows(page).first().innerText(), { timeout: 20_000 }).toMatch(/80\s?%/);

    // French, desktop: the table with the expanded period and the create form.
    await page.goto(`${page.url()}&lang=fr`);
    await expectPeriodCount(page, 1);
    await periodRows(page).first().locator('[data-testid^="period-expand-"]').click();
    await page
      .locator('[data-testid^="period-days-"]')
      .first()
      .getByText(locales.fr.absences.days.filled)
      .first()
      .waitFor();
    await screenshot(page, 'absences-expanded-fr-1440');
    await page.getByTestId('absences-create').click();
    await page.getByTestId('absence-create-form').waitFor();
    await page.getByTestId('absence-create-type').click();
    await page.getByRole('option', { name: locales.fr.absences.types.ACCIDENT }).click();
    await page.getByTestId('absence-create-accident-type').waitFor();
    await screenshot(page, 'absences-create-fr-1440');
    await page.keyboard.press('Escape');

    // Phone: cards, no sideways scroll; the days inside the card; the form.
    await page.setViewportSize(PHONE);
    for (const lang of ['de', 'fr'] as const) {
      await page.goto(
        `${env.server.baseUrl}/absences?search=${employee.personnelNumber}&from=${addDays(thursday, -1)}&to=${addDays(monday, 1)}&lang=${lang}`,
      );
      await expectPeriodCount(page, 1);
      await expectFitsWidth(page, PHONE.width);
      await screenshot(page, `absences-table-${lang}-390`);
      await periodRows(page).first().locator('[data-testid^="period-expand-"]').click();
      await page.locator('[data-testid^="period-days-"]').first().waitFor();
      await expectFitsWidth(page, PHONE.width);
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `absences-expanded-${lang}-390`);
      await page.getByTestId('absences-create').click();
      await page.getByTestId('absence-create-form').waitFor();
      await expectFitsWidth(page, PHONE.width);
      await screenshot(page, `absences-create-${lang}-390`);
      await page.keyboard.press('Escape');
      await page.getByTestId('absence-create-form').waitFor({ state: 'detached' });
    }
    // The whole list on a phone, filters folded away.
    await page.goto(`${env.server.baseUrl}/absences?lang=de`);
    await periodRows(page).first().waitFor();
    await expectFitsWidth(page, PHONE.width);
    await page.getByTestId('absences-filters-toggle').click();
    await page.getByTestId('absences-filter-type').waitFor();
    await screenshot(page, 'absences-filters-de-390');

    // While a file processes: the reason, the link to the data hub, the write buttons disabled.
    await page.route('**/api/modular/absence/absence-editing-blocked', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }),
    );
    for (const [lang, viewport] of [
      ['de', DESKTOP],
      ['fr', DESKTOP],
      ['de', PHONE],
      ['fr', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(
        `${env.server.baseUrl}/absences?search=${employee.personnelNumber}&from=${addDays(thursday, -1)}&to=${addDays(monday, 1)}&lang=${lang}`,
      );
      const blocked = page.getByTestId('absences-blocked');
      await blocked.getByText(locales[lang].absences.blocked.title).waitFor();
      await blocked.getByTestId('absences-blocked-data-hub').waitFor();
      expect(await page.getByTestId('absences-create').getAttribute('aria-disabled')).toBe('true');
      await periodRows(page).first().locator('[data-testid^="period-expand-"]').click();
      const periodEdit = page.getByTestId('period-edit');
      await periodEdit.waitFor();
      expect(await periodEdit.getAttribute('aria-disabled')).toBe('true');
      await periodEdit.click({ force: true });
      expect(await page.getByTestId('absence-edit-form').count()).toBe(0);
      if (viewport === PHONE) await expectFitsWidth(page, PHONE.width);
      // The tooltip of the forced click shows the reason; the screenshot shows the page.
      await page.mouse.move(0, 0);
      await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
      await screenshot(page, `absences-blocked-${lang}-${viewport.width}`);
    }
    await page.unroute('**/api/modular/absence/absence-editing-blocked');

    expect(consoleErrors).toEqual([]);
  }, 300_000);
});
