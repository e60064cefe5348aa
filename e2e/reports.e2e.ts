// The reports journey (issue 31 scope 6; decision 0058 "Screens"): Payroll (Marco Frei) generates the pension fund
// exemption report for the last 12 months in French as a PDF, after its preview, and opens it (the file answers
// application/pdf and starts with %PDF); the history lists it. HR (Anna Meier) schedules the monthly "daily
// allowance or wage cut" report to an address; a platform admin runs the schedule now (as the daily run would on its
// working day: POST /admin/tenant/{id}/report-schedule/{id}/run) and the outbox holds the mail to that address.
// The screens in German and French, at 1440 and 390 px, each state checked with axe and looked at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  atBothWidths,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  openPage,
  type PageProbe,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
type Lang = keyof typeof locales;

/** The download's content type and first bytes, fetched by the signed-in page (its cookies). */
async function download(page: Page, uri: string): Promise<{ status: number; contentType: string; head: string }> {
  return (await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, uri)) as { status: number; contentType: string; head: string };
}

describe('reports: generate with preview and download, the history, a schedule mailed', () => {
  const env = useServerAndBrowser();

  it('in German and French, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const open = async (email: string, lang: Lang) => {
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
      probes.push(probe);
      await signIn(probe.page, env.server.baseUrl, email, `/?lang=${lang}`);
      return probe;
    };
    const base = env.server.baseUrl;
    const admin = await open(DEMO_LOGINS.admin, 'de');

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      // 1. Payroll opens the reports and chooses the pension fund exemption, in French, as a PDF.
      const marco = (await open(DEMO_LOGINS.payroll, lang)).page;
      await marco.goto(`${base}/insurance/reports?lang=${lang}`);
      await marco.getByRole('heading', { level: 1, name: l.nav.areas.reports }).waitFor();
      await marco.getByTestId('report-choose-kind').waitFor();
      await atBothWidths(marco, `reports-generate-${lang}`);
      await marco.getByTestId('report-kind-pension-fund-exemption').click();
      // Only the kind's filters: salary continuation and the risk counter, not the risk or the month lock.
      await marco.getByTestId('report-salaryContinuation').waitFor();
      expect(await marco.getByTestId('report-risk').count()).toBe(0);
      expect(await marco.getByTestId('report-accountingMonthLock').count()).toBe(0);
      await marco.getByTestId('report-language-fr').check();
      await marco.getByTestId('report-format-PDF').check();
      // The default period is the last 12 months.
      const today = new Intl.DateTimeFormat('de-CH', {
        timeZone: 'Europe/Zurich',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      expect(await marco.getByTestId('report-to').inputValue()).toBe(today);

      // 2. The preview: the first rows with the French headings.
      await marco.getByTestId('report-preview-button').click();
      await marco.getByTestId('report-preview').waitFor({ timeout: 60_000 });
      expect(await marco.getByTestId('report-preview').textContent()).toContain(
        'Libération des cotisations caisse de pension',
      );
      await atBothWidths(marco, `reports-preview-${lang}`);

      // 3. Generate: the link at once, or a progress bar until it is done.
      await marco.getByTestId('report-generate-button').click();
      await marco.getByTestId('report-done').waitFor({ timeout: 120_000 });
      await atBothWidths(marco, `reports-generated-${lang}`);
      const href = await marco.getByTestId('report-download').getAttribute('href');
      expect(href).toBeTruthy();
      const file = await download(marco, href as string);
      expect(file).toMatchObject({ status: 200, head: '%PDF-' });
      expect(file.contentType).toContain('application/pdf');

      // 4. The history lists it (in words, with its download).
      await marco.getByTestId('reports-tab-history').click();
      await marco.waitForURL(/tab=history/);
      const row = marco
        .getByTestId('report-history-row')
        .filter({ hasText: l.reports.kinds['pension-fund-exemption'].title });
      await row.first().waitFor();
      expect(await row.first().getAttribute('data-status')).toBe('DONE');
      await atBothWidths(marco, `reports-history-${lang}`);
    }

    // 5. HR schedules the monthly daily allowance report to an address (in German), then looks at it in French.
    const recipient = 'lohn@alpenblick.example.ch';
    const name = 'Taggeld oder Lohnkürzung monatlich';
    const anna = (await open(DEMO_LOGINS.hrAdmin, 'de')).page;
    await anna.goto(`${base}/insurance/reports?tab=schedules&lang=de`);
    await anna.getByTestId('reports-schedules-empty').waitFor();
    await atBothWidths(anna, 'reports-schedules-empty-de');
    await anna.getByTestId('schedule-new').click();
    await anna.getByTestId('schedule-name').waitFor();
    // Saving the empty form names the fields to fill.
    await anna.getByTestId('schedule-save').click();
    await anna.getByText(locales.de.reports.errors.nameRequired).waitFor();
    await anna.getByTestId('schedule-name').fill(name);
    await anna.getByTestId('schedule-kind').click();
    await anna.getByRole('option', { name: locales.de.reports.kinds['daily-allowance-or-wage-cut'].title }).click();
    await anna.getByTestId('schedule-reportType').waitFor();
    await anna.getByTestId('schedule-recipients').fill(recipient);
    await anna.getByTestId('schedule-recipients').press('Enter');
    await atBothWidths(anna, 'reports-schedule-form-de');
    await anna.getByTestId('schedule-save').click();
    await anna.getByTestId('schedule-name').waitFor({ state: 'detached' });
    const scheduleRow = anna.getByTestId('schedule-row').filter({ hasText: name });
    await scheduleRow.first().waitFor();
    await atBothWidths(anna, 'reports-schedules-de');
    const schedules = await apiCall(anna, 'GET', '/api/modular/report-schedules');
    const schedule = ((schedules.body.items ?? []) as { scheduleId: string; name: string }[]).find(
      (item) => item.name === name,
    );
    expect(schedule, 'the schedule saved').toBeDefined();

    // 6. The run: a platform admin runs it now (as the daily run would on its working day); the outbox holds the mail.
    const run = await apiCall(
      admin.page,
      'POST',
      `/api/modular/admin/tenant/${DEMO_TENANT_ID}/report-schedule/${schedule?.scheduleId}/run`,
    );
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    await expect
      .poll(
        async () => {
          const mails = await apiCall(admin.page, 'GET', `/api/modular/admin/mails?take=50&tenantId=${DEMO_TENANT_ID}`);
          return ((mails.body.items ?? []) as { to: string; event: string }[]).some(
            (item) => item.event === 'REPORT_SCHEDULE_RUN' && item.to === recipient,
          );
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(true);

    // 7. French: the schedule with its rule in words, and the history with the scheduled run.
    const annaFr = (await open(DEMO_LOGINS.hrAdmin, 'fr')).page;
    await annaFr.goto(`${base}/insurance/reports?tab=schedules&lang=fr`);
    await annaFr.getByTestId('schedule-row').filter({ hasText: name }).first().waitFor();
    await atBothWidths(annaFr, 'reports-schedules-fr');
    await annaFr.getByTestId('schedule-new').click();
    await annaFr.getByTestId('schedule-name').waitFor();
    await atBothWidths(annaFr, 'reports-schedule-form-fr');
    await annaFr.keyboard.press('Escape');
    await annaFr.goto(`${base}/insurance/reports?tab=history&lang=fr`);
    await annaFr
      .getByTestId('report-history-row')
      .filter({ hasText: locales.fr.reports.history.scheduled })
      .first()
      .waitFor({ timeout: 60_000 });
    await atBothWidths(annaFr, 'reports-history-scheduled-fr');

    for (const probe of probes) expect(probe.consoleErrors).toEqual([]);
  }, 600_000);
});
