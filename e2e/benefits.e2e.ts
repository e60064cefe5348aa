// The benefits journey (decision 0068): on this journey's own server (a copy of the seeded data), the platform admin
// opens and locks last month and builds its payouts (through the admin routes, as the payouts journey does), so the
// month's claims are in preparation. Then Payroll (Marco Frei) opens Benefits from the navigation: the totals of the
// twelve months (tiles and a row per month) with last month in preparation, the switch to the subunits (a subunit
// filters the case list), the cases on the list kit sorted by what is outstanding and searched by a name, a case's
// drawer month by month with its payout, and the export link (XLSX, CSV) carrying the months and filters. In German
// and French, at 1440 and 390 px, each state checked with axe (the harness's screenshots).
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  atBothWidths,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  DESKTOP,
  openPage,
  type PageProbe,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const ADMIN_TENANT = `/api/modular/admin/tenant/${DEMO_TENANT_ID}`;

function previousMonth(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

describe('benefits: what the insurers owe and pay, per month, subunit and case', () => {
  const env = useServerAndBrowser();

  it('in German and French, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;
    const month = previousMonth();

    // 0. Last month locked and its payouts built by the platform admin (the demo's absences pay daily allowances).
    const admin = await openPage(env.browser);
    probes.push(admin);
    await signIn(admin.page, base, DEMO_LOGINS.admin, '/?lang=de');
    await expect
      .poll(
        async () =>
          (
            (await apiCall(admin.page, 'GET', `${ADMIN_TENANT}/cases?status=CLAIMS_ACTIVATED&take=1`)).body as {
              totalCount: number;
            }
          ).totalCount,
        { timeout: 180_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(
      (await apiCall(admin.page, 'POST', `${ADMIN_TENANT}/accounting-month`, { accountingMonthId: month })).status,
    ).toBe(201);
    expect(
      (await apiCall(admin.page, 'POST', `${ADMIN_TENANT}/accounting-month/${month}/lock`, {})).status,
    ).toBeLessThan(300);
    const built = await apiCall(admin.page, 'POST', `${ADMIN_TENANT}/payout/regenerate-for-month`, {
      accountingMonthId: month,
    });
    expect(built.status).toBe(200);

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
      probes.push(probe);
      const { page } = probe;
      await page.setViewportSize(DESKTOP);
      await signIn(page, base, DEMO_LOGINS.payroll, `/?lang=${lang}`);

      // 1. Benefits from the navigation: the tiles, a row per month, last month in preparation.
      await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.benefits, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.benefits }).waitFor();
      await page.getByTestId('benefits-totals-table').waitFor({ timeout: 60_000 });
      const lastMonth = page.locator(`[data-testid="benefits-totals-row"][data-key="${month}"]`);
      await lastMonth.waitFor();
      const inPreparation = await page.getByTestId('benefits-tile-inPreparation').innerText();
      expect(inPreparation).toContain(l.benefits.figures.inPreparation);
      expect(inPreparation).not.toContain('CHF 0.00');
      expect(await page.getByTestId('benefits-tile-entitled').innerText()).toMatch(/CHF\s[1-9][0-9']*\.\d{2}/);
      await page.getByTestId('benefits-case-row').first().waitFor({ timeout: 30_000 });
      await atBothWidths(page, `benefits-${lang}`);

      // 2. Per subunit: a row per subunit by name; choosing one filters the case list (in the URL).
      await page.getByTestId('benefits-view').getByText(l.benefits.totals.perSubunit).click();
      await expect.poll(() => page.url()).toContain('view=SUBUNIT');
      const subunit = page.getByTestId('benefits-subunit').first();
      await subunit.waitFor();
      await atBothWidths(page, `benefits-subunits-${lang}`);
      await subunit.click();
      await expect.poll(() => page.url()).toContain('unit=');
      await page.getByTestId('benefits-case-row').first().waitFor({ timeout: 30_000 });

      // 3. The cases, most outstanding first; a name search narrows them.
      await page.goto(`${base}/benefits?sortBy=OUTSTANDING&sortOrder=DESC&lang=${lang}`);
      const rows = page.getByTestId('benefits-case-row');
      await rows.first().waitFor({ timeout: 30_000 });
      const person = (await rows.first().getByTestId('benefits-case-person').innerText()).trim();
      const lastName = person.split(' ')[0] ?? person;
      await page.getByTestId('benefits-cases-search').fill(lastName);
      await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`search=`);
      await expect
        .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(lastName)), { timeout: 10_000 })
        .toBe(true);

      // 4. The case's drawer: month by month; last month's payout in preparation.
      await rows.first().getByTestId('benefits-case-open').click();
      const drawer = page.getByTestId('benefits-case');
      await drawer.waitFor({ timeout: 30_000 });
      expect(await drawer.getByTestId('benefits-case-month').count()).toBeGreaterThan(0);
      await atBothWidths(page, `benefits-case-${lang}`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // 5. The export: a plain link with the months, the search, the format and the screen's language.
      await page.getByTestId('benefits-export').click();
      const xlsx = await page.getByTestId('benefits-export-xlsx').getAttribute('href');
      expect(xlsx).toContain('/api/modular/benefits/export?');
      expect(xlsx).toContain('format=XLSX');
      expect(xlsx).toContain(`language=${lang}`);
      expect(xlsx).toContain(`search=${encodeURIComponent(lastName)}`);
      // The CSV of the same link: the headings in the screen's language, a row for the searched person.
      const csvHref = (await page.getByTestId('benefits-export-csv').getAttribute('href')) ?? '';
      const csv = await page.evaluate(async (url) => (await fetch(url)).text(), csvHref);
      const [heading, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(heading?.split(';')[0]).toBe(lang === 'de' ? 'Name' : 'Nom');
      expect(lines.filter(Boolean).every((line) => line.includes(lastName))).toBe(true);
      await page.keyboard.press('Escape');
    }
    for (const probe of probes) {
      expect(probe.consoleErrors).toEqual([]);
      await probe.context.close();
    }
  }, 420_000);
});
