// How the case detail of a long case loads (issue 28, decision 0045): the demo's Merian case (the long KTG case,
// "Bezogene Lohnfortzahlungstage 198") opened as the browser's page. Its first screen (person, policy, status,
// counters, overview) is drawn before the code of the parts below it (links, calendar and explanation, monthly totals,
// comments, inputs) is asked for; the case, its overview and the tenant's unit names are asked for once each although
// the route asks for them before the screen's code is there; then every part is there, in the page's order, and the
// page passes axe at 1440 and 390 px in German and French. A hover over a case in the list asks the server for nothing.
// Before the change the parts below were in the screen's own chunks (no chunk of their own loaded after the first
// screen: the first test fails there).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, expectFitsWidth, openPage, screenshot, signIn, useServerAndBrowser } from './harness.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The detail's sections, top to bottom. */
const SECTIONS = [
  'case-person',
  'case-status-history',
  'case-links',
  'case-days',
  'case-monthly',
  'case-comments-section',
  'case-inputs-section',
];

type CaseItem = { caseId: string; lastName: string | null; numberOfDays: number };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

/** The Merian employee's longest sickness case, once the demo's cases are derived. */
async function merianCase(page: Page): Promise<CaseItem> {
  let found: CaseItem | undefined;
  await expect
    .poll(
      async () => {
        const { items } = await apiGet<{ items: CaseItem[] }>(page, '/api/modular/case?search=Merian&claimTypes=SICK');
        found = items.filter((item) => item.lastName === 'Merian').sort((a, b) => b.numberOfDays - a.numberOfDays)[0];
        return found?.numberOfDays ?? 0;
      },
      { timeout: 180_000, interval: 1_000 },
    )
    .toBeGreaterThan(100);
  if (!found) throw new Error('no Merian case');
  return found;
}

// Notes when the detail's first screen is in the document (the h1 with the person's name), in the page's clock.
const NOTE_FIRST_SCREEN = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="case-detail"] h1')) {
      window.__firstScreenAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

describe('case detail of a long case: loading', () => {
  const env = useServerAndBrowser();

  it('draws its first screen before loading the parts below; asks once for the case, its overview and the unit names', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    const merian = await merianCase(page);

    // A fresh page with the session cookie: the case as the browser opens it from a link or a reload.
    const detail = await context.newPage();
    await detail.setViewportSize(DESKTOP);
    await detail.addInitScript(NOTE_FIRST_SCREEN);
    const apiPaths: string[] = [];
    detail.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiPaths.push(pathname);
    });
    await detail.goto(`${env.server.baseUrl}/insurance/ktg/${merian.caseId}?lang=de`);
    await detail.getByTestId('case-inputs').waitFor();
    await detail.getByTestId('case-calendar').waitFor();
    await detail.waitForLoadState('networkidle');

    const loading = (await detail.evaluate(`({
      firstScreenAt: window.__firstScreenAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime,
      below: performance.getEntriesByType('resource')
        .filter((entry) => /\\/assets\\/case-detail-below-[^/]+\\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    })`)) as { firstScreenAt: number | undefined; firstPaint: number | undefined; below: number[] };
    expect(loading.firstScreenAt).toBeTypeOf('number');
    expect(loading.below).toHaveLength(1);
    expect(loading.below[0]).toBeGreaterThan(loading.firstScreenAt ?? Number.POSITIVE_INFINITY);
    // …and after the browser reported the first paint as shown.
    expect(loading.below[0]).toBeGreaterThan(loading.firstPaint ?? Number.POSITIVE_INFINITY);

    const count = (path: string) => apiPaths.filter((candidate) => candidate === path).length;
    expect(count(`/api/modular/case/${merian.caseId}`)).toBe(1);
    expect(count(`/api/modular/case-overview/${merian.caseId}`)).toBe(1);
    expect(count('/api/modular/tenant/info')).toBe(1);

    // Everything is there, in the page's order, and no placeholder is left.
    const tops = await Promise.all(
      SECTIONS.map(async (id) => (await detail.getByTestId(id).boundingBox())?.y ?? Number.NaN),
    );
    expect(tops.every((top, index) => index === 0 || top > (tops[index - 1] ?? Number.NaN))).toBe(true);
    expect(await detail.getByTestId('case-detail-part-loading').count()).toBe(0);
    await screenshot(detail, 'case-detail-long-de-1440');
    await detail.setViewportSize(PHONE);
    await expectFitsWidth(detail, PHONE.width);
    await screenshot(detail, 'case-detail-long-de-390');

    // French, opened again: the same parts, the same single reads.
    apiPaths.length = 0;
    await detail.goto(`${env.server.baseUrl}/insurance/ktg/${merian.caseId}?lang=fr`);
    await detail.getByTestId('case-inputs').waitFor();
    await detail.getByTestId('case-calendar').waitFor();
    await detail.waitForLoadState('networkidle');
    expect(count(`/api/modular/case/${merian.caseId}`)).toBe(1);
    await expectFitsWidth(detail, PHONE.width);
    await screenshot(detail, 'case-detail-long-fr-390');
    await detail.setViewportSize(DESKTOP);
    await screenshot(detail, 'case-detail-long-fr-1440');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a hover over a case in the list loads the detail's code but asks the server for no case", async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/?lang=de');
    const merian = await merianCase(page);
    await page.goto(`${env.server.baseUrl}/insurance/ktg?lang=de&search=Merian`);
    const link = page.getByTestId(`case-link-${merian.caseId}`);
    await link.waitFor();
    const caseReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes(merian.caseId)) caseReads.push(pathname);
    });
    await link.hover();
    await page.waitForLoadState('networkidle');
    expect(caseReads).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
