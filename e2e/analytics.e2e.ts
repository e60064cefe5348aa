// The analytics journey (issue 32 "Done when"; decisions 0059 and 0061): HR (Anna Meier) sees the company's absence
// rate on the home page, opens analytics, breaks it down by subunit and filters one subunit, saves the view, opens the
// people behind a month's figure and one person's days, exports the figures as XLSX, and deletes the view (asked
// first). In German and Italian, at 1440 and 390 px, each state checked with axe (atBothWidths) and looked at.
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  DEMO_LOGINS,
  openPage,
  type PageProbe,
  readLocale,
  sidewaysTables,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), it: readLocale('it') };

describe('analytics: the rate by subunit, a saved view, the people behind a figure, the export', () => {
  const env = useServerAndBrowser();

  it('in German and Italian, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;
    for (const lang of ['de', 'it'] as const) {
      const l = locales[lang];
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'it-CH' });
      probes.push(probe);
      const { page } = probe;
      await signIn(page, base, DEMO_LOGINS.hrAdmin, `/?lang=${lang}`);
      // 1. The home page's tile: the last complete month's rate (the demo's derived figures).
      await page.getByTestId('home-absence-rate-value').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('home-absence-rate-value').innerText()).toMatch(/\d+\.\d{2}\s?%/);
      await atBothWidths(page, `analytics-home-${lang}`);

      // 2. Analytics from the tile: the rate over the last twelve months, then by subunit.
      await page.getByTestId('home-absence-rate-link').click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.analytics }).waitFor();
      await page.getByTestId('analytics-rate-chart').waitFor({ timeout: 60_000 });
      await atBothWidths(page, `analytics-rate-${lang}`);
      await page.goto(`${base}/analytics?dimension=COMPANY_SUBUNIT&lang=${lang}`);
      await page.getByTestId('analytics-breakdown').waitFor({ timeout: 60_000 });
      // Names, not codes: the demo's subunits by name.
      expect(await page.getByTestId('analytics-breakdown').innerText()).toContain('Hauptsitz Zürich');
      // The breakdown fits 1440 px without sideways scrolling (the chart's month grid may scroll).
      await page.setViewportSize({ width: 1440, height: 900 });
      expect((await sidewaysTables(page)).filter((table) => table.startsWith('analytics-breakdown'))).toEqual([]);
      // Sorted by the rate, highest first (the headers sort the groups; the whole company stays last).
      await page.getByTestId('analytics-breakdown-sort-rate').click();
      await expect
        .poll(() => page.locator('th[aria-sort="descending"]').innerText())
        .toContain(l.analytics.columns.rate);
      expect(
        await page.locator('[data-testid="analytics-breakdown-table"] tbody tr').last().getAttribute('data-testid'),
      ).toBe('analytics-breakdown-row-total');

      // 3. One subunit chosen in the filters; the URL keeps it.
      await page.getByTestId('analytics-subunits').click();
      await page.getByRole('option', { name: 'Hauptsitz Zürich' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('ZH-HQ');
      await page.getByTestId('analytics-breakdown').waitFor();
      await atBothWidths(page, `analytics-subunit-${lang}`);

      // 4. Saved as a view: the URL names it, and it is in the list.
      await page.getByTestId('analytics-views').click();
      await page.getByTestId('analytics-view-save').click();
      await page.getByTestId('analytics-view-name').fill(`Zürich ${lang}`);
      await page.getByTestId('analytics-view-save-submit').click();
      await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('view=');
      await page.getByTestId('analytics-views').click();
      await page.getByTestId('analytics-views-menu').getByText(`Zürich ${lang}`).waitFor();
      await page.keyboard.press('Escape');

      // 5. The people behind a month's figure, and one person's months and counted days.
      // The breakdown for one month (the first after the whole range), then its rate of Zürich.
      await page.getByTestId('analytics-breakdown-period').click();
      await page.getByRole('option').nth(1).click();
      await page.locator('[data-testid^="analytics-breakdown-rate-"]').first().click();
      await page.getByTestId('analytics-people').waitFor({ timeout: 30_000 });
      await page.getByTestId('analytics-person-row').first().waitFor({ timeout: 30_000 });
      await atBothWidths(page, `analytics-people-${lang}`);
      await page.getByTestId('analytics-person-open').first().click();
      await page.getByTestId('analytics-person-periods').waitFor({ timeout: 30_000 });
      await atBothWidths(page, `analytics-person-${lang}`);
      await page.keyboard.press('Escape');

      // 6. The export as XLSX: a file named after the range.
      const download = page.waitForEvent('download');
      await page.getByTestId('analytics-export').click();
      await page.getByTestId('analytics-export-xlsx').click();
      expect((await download).suggestedFilename()).toMatch(/_\d{4}-\d{2}_\d{4}-\d{2}\.xlsx$/);

      // 7. The duration buckets, with the note on periods crossing the range's edge.
      await page.getByTestId('analytics-tab-duration').click();
      await page.getByTestId('analytics-duration-note').waitFor();
      await page.waitForLoadState('networkidle');
      await atBothWidths(page, `analytics-duration-${lang}`);

      // 8. The view deleted: the row asks first, then the list is empty.
      await page.getByTestId('analytics-views').click();
      await page.getByTestId('analytics-view-manage').click();
      const modal = page.getByTestId('analytics-views-modal');
      await modal.getByTestId('analytics-view-delete').click();
      expect(await modal.getByTestId('analytics-view-delete-question').innerText()).toContain(`Zürich ${lang}`);
      await atBothWidths(page, `analytics-view-delete-${lang}`);
      await modal.getByTestId('analytics-view-delete-confirm').click();
      await expect.poll(() => modal.getByTestId('analytics-view-row').count(), { timeout: 10_000 }).toBe(0);
      await page.keyboard.press('Escape');
    }
    for (const probe of probes) {
      expect(probe.consoleErrors).toEqual([]);
      await probe.context.close();
    }
  }, 600_000);
});
