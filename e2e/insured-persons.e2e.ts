// Insured persons journey (issue 13, decision 0026): the HR admin opens the area from the navigation, searches a
// demo person with a case, opens the person, reads the counters and follows a case link to the case detail; filters
// the list by the kind of case (in the URL) and clears an empty result (decision 0027). The list and the person at
// 1440 and 390 px, checked with axe and for sideways scrolling.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  sidewaysTables,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const de = readLocale('de');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type PersonPage = {
  items: { insuredPersonId: string; employeeId: string; lastName: string | null; caseCount: number }[];
  totalCount: number;
};
type PersonCases = { items: { caseId: string; type: 'SICK' | 'ACCIDENT' }[] };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

describe('insured persons journey', () => {
  const env = useServerAndBrowser();

  it('the area from the navigation, a search, a person with counters and cases, a case link; desktop and phone', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    // The demo's cases (and so its insured persons) are derived in the background after start-up.
    await expect
      .poll(async () => (await apiGet<PersonPage>(page, '/api/modular/insured-person?take=1')).totalCount ?? 0, {
        timeout: 180_000,
        interval: 1_000,
      })
      .toBeGreaterThan(0);
    const person = (
      await apiGet<PersonPage>(page, '/api/modular/insured-person?sortBy=LATEST_CASE&sortOrder=DESC&take=1')
    ).items[0];
    if (!person?.lastName) throw new Error('no demo person with a name and a case');

    // The navigation names the area and opens it.
    await page.getByTestId('app-navbar').getByText(de.nav.areas.insuredPersons, { exact: true }).click();
    await page.waitForURL(/\/insurance\/insured-persons/);
    await page.locator('[data-testid^="insured-person-row-"]').first().waitFor();
    await screenshot(page, 'insured-persons-de-1440', { viewportOnly: true });

    // Search by last name: the person is listed, with the URL keeping the search.
    await page.getByTestId('insured-persons-search').fill(person.lastName);
    await page.waitForURL(/search=/);
    const row = page.getByTestId(`insured-person-row-${person.employeeId}`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/CHF/);

    // The person: counters in words, the cases; a case link opens the case detail of its area.
    await page.getByTestId(`insured-person-link-${person.employeeId}`).click();
    await page.waitForURL(new RegExp(`/insurance/insured-persons/${person.insuredPersonId}`));
    await page.getByTestId('insured-person').waitFor();
    for (const section of ['continuation', 'waiting', 'frames']) {
      await page.getByTestId(`insured-person-${section}`).waitFor();
    }
    await page
      .getByTestId('insured-person-continuation')
      .getByText(de.insuredPersons.detail.continuation.title)
      .waitFor();
    await screenshot(page, 'insured-person-de-1440');
    await expectFitsWidth(page, DESKTOP.width);

    await page.setViewportSize(PHONE);
    await page.getByTestId('insured-person-cases').waitFor();
    await screenshot(page, 'insured-person-de-390');
    await expectFitsWidth(page, PHONE.width);
    await page.setViewportSize(DESKTOP);

    const cases = await apiGet<PersonCases>(page, `/api/modular/insured-person/${person.insuredPersonId}/case`);
    const latest = cases.items.at(-1);
    if (!latest) throw new Error('the person has no case');
    await page.getByTestId(`insured-person-case-${latest.caseId}`).first().click();
    const area = latest.type === 'SICK' ? 'ktg' : 'uvg';
    await page.waitForURL(new RegExp(`/insurance/${area}/${latest.caseId}`));
    await page.getByTestId('case-detail').waitFor();

    // Filters: accident cases only, chosen from the select and kept in the URL; the count is the API's.
    await page.goto(`${env.server.baseUrl}/insurance/insured-persons?lang=de`);
    await page.locator('[data-testid^="insured-person-row-"]').first().waitFor();
    await page.getByTestId('insured-persons-filter-type').click();
    await page.getByRole('option', { name: de.cases.claimTypes.ACCIDENT, exact: true }).click();
    await page.waitForURL(/type=ACCIDENT/);
    const accidents = await apiGet<PersonPage>(page, '/api/modular/insured-person?claimTypes=ACCIDENT&take=1');
    const count = page.getByTestId('insured-persons-count');
    await expect.poll(async () => (await count.innerText()).replace(/\D/g, '')).toBe(String(accidents.totalCount));
    await screenshot(page, 'insured-persons-filtered-de-1440', { viewportOnly: true });
    // A combination nobody matches (an open status, but no open case): the empty state clears the filters.
    await page.goto(`${env.server.baseUrl}/insurance/insured-persons?lang=de&status=WAITING_PERIOD&open=no`);
    await page.getByTestId('insured-persons-empty').waitFor();
    await page.getByText(de.insuredPersons.list.empty.filterHint).waitFor();
    await screenshot(page, 'insured-persons-filter-empty-de-1440', { viewportOnly: true });
    await page.getByTestId('insured-persons-clear').click();
    await page.locator('[data-testid^="insured-person-row-"]').first().waitFor();
    expect(page.url()).not.toMatch(/status=|open=/);

    // The list on a phone: cards, no sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.goto(`${env.server.baseUrl}/insurance/insured-persons?lang=de`);
    await page.locator('[data-testid^="insured-person-row-"]').first().waitFor();
    await screenshot(page, 'insured-persons-de-390');
    await expectFitsWidth(page, PHONE.width);
    // The filters behind a button on the phone.
    await page.getByTestId('insured-persons-filters-toggle').click();
    await page.getByTestId('insured-persons-filter-open').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'insured-persons-filters-de-390', { viewportOnly: true });

    // French (decision 0042): the amounts in the one Swiss money format, CHF 1'234.50; the list fits at 1440 px.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(
        `${env.server.baseUrl}/insurance/insured-persons?lang=fr&search=${encodeURIComponent(person.lastName)}`,
      );
      const frenchRow = page.getByTestId(`insured-person-row-${person.employeeId}`).first();
      await frenchRow.waitFor();
      expect(await frenchRow.innerText()).toMatch(/CHF.[\d']+\.\d{2}/);
      expect(await frenchRow.innerText()).not.toMatch(/\d\u202f\d|\d[\s\u00a0\u202f]CHF/);
      await expectFitsWidth(page, viewport.width);
      expect(await sidewaysTables(page)).toEqual([]);
      await screenshot(page, `insured-persons-fr-${viewport.width}`, { viewportOnly: true });
      await page.goto(`${env.server.baseUrl}/insurance/insured-persons/${person.insuredPersonId}?lang=fr`);
      await page.getByTestId('insured-person-continuation').waitFor();
      await expectFitsWidth(page, viewport.width);
      await screenshot(page, `insured-person-fr-${viewport.width}`);
    }

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
