// Uploads journey (issue 11, the data hub): the HR admin opens the page (empty list, templates in four languages),
// uploads an absence XLSX built here (rows for existing demo employees and one for an unknown employee) with the
// transfer slowed down so its progress shows, follows the processing live to the result in words, downloads the
// row report as XLSX and CSV, and finds the upload in the list. The page in German and French at 1440 and 390 px.
// Each state is screenshotted and checked with axe; the transient ones (transfer, processing) without waiting for
// the page to settle (their spinner and progress bar never do), the rest through the harness's screenshot().
// The second journey switches the page to employee files: a CSV with two valid rows and a refused one, its counts
// in employee words, the row report and the export summary as downloads; then a payroll system delivers through
// the interface with an API token, and the connect page shows the interface's state and the delivery.
// The third (issue 28) uploads an absence file in French keyed by personnel number, as the template has it: the
// result says which identifier named the employees, the row report on the screen says in French with Swiss dates
// which rows were refused (duplicates, an overlap, an unknown number, a date after the period as written), and when
// the derived state is written; then the same screen in German and on a phone.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  DEMO_LOGINS,
  expectFitsWidth,
  openPage,
  readLocale,
  SCREENSHOT_DIR,
  screenshot,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const UNKNOWN_EMPLOYEE = 'E-UNBEKANNT-404';

/** A state that changes by itself: screenshot and axe at once, without waiting for animations to end. */
async function screenshotNow(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await scrollToTop(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  expect(await axeViolations(page), name).toEqual([]);
}

/** A full-page screenshot of a scrolled page draws the fixed header (and the hidden skip link) mid-page. */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expectFitsWidth(page, PHONE.width);
}

/** Today's month in Swiss time: the period the page proposes. */
function currentMonth(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: year ?? 2026, month: month ?? 1 };
}

/** An absence file as a payroll system would send it: German headers, one row per absence, real date cells. */
async function absenceWorkbook(employeeIds: string[], { withNotes = true } = {}): Promise<Buffer> {
  const { year, month } = currentMonth();
  const day = (value: number) => new Date(Date.UTC(year, month - 1, value));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Absenzen');
  sheet.addRow([
    'Mitarbeitenden-ID',
    'Startdatum',
    'Enddatum',
    'Absenzart',
    'Unfallart',
    'Stunden',
    'Prozent',
    'Kommentar',
  ]);
  employeeIds.forEach((employeeId, index) => {
    if (index % 3 === 0) sheet.addRow([employeeId, day(2), day(4), 'Krankheit', null, null, 100, 'Grippe']);
    else if (index % 3 === 1) sheet.addRow([employeeId, day(8), day(8), 'Unfall', 'NBU', null, 50, null]);
    else sheet.addRow([employeeId, day(10), day(11), 'Ferien', null, 8.4, null, null]);
  });
  sheet.addRow([UNKNOWN_EMPLOYEE, day(3), day(3), 'Krankheit', null, null, 100, null]);
  // A second sheet (the upload reads only the first) of notes that do not compress: a file big enough for its
  // transfer to take a moment, as a real month of a large company would.
  const notes = workbook.addWorksheet('Notizen');
  for (let row = 0; row < (withNotes ? 1500 : 0); row++) {
    notes.addRow(Array.from({ length: 8 }, () => randomBytes(32).toString('hex')));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV export with many rows (every employee on every day of the month's first four weeks): it takes a moment. */
function blockingCsv(employeeIds: string[]): string {
  const { year, month } = currentMonth();
  const lines = ['Employee ID;Start date;End date;Absence type;Accident type;Hours;Percentage;Comment'];
  for (let repeat = 0; repeat < 25_000; repeat++) {
    for (const employeeId of employeeIds) {
      const day = String((repeat % 28) + 1).padStart(2, '0');
      lines.push(
        `${employeeId};${day}.${String(month).padStart(2, '0')}.${year};${day}.${String(month).padStart(2, '0')}.${year};Illness;;;100;`,
      );
    }
  }
  return lines.join('\r\n');
}

type Upload = {
  absenceUploadId: string;
  processingStatus: string;
  name: string | null;
  breakdowns: { rowsRead: number; rowsAccepted: number; rowsRejected: number; created: number; updated: number };
  issueCount: number;
};

async function listUploads(page: Page): Promise<Upload[]> {
  const list = (await page.evaluate(async () => (await fetch('/api/modular/absence-upload')).json())) as {
    items: Upload[];
  };
  return list.items;
}

type EmployeeUpload = Omit<Upload, 'absenceUploadId'> & {
  employeeUploadId: string;
  breakdowns: Upload['breakdowns'] & { unchanged: number };
};

async function listEmployeeUploads(page: Page): Promise<EmployeeUpload[]> {
  const list = (await page.evaluate(async () => (await fetch('/api/modular/employee-upload')).json())) as {
    items: EmployeeUpload[];
  };
  return list.items;
}

/** The demo seed may still be loading its files; one file per company processes at a time. */
async function waitUntilNothingProcesses(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        [...(await listUploads(page)), ...(await listEmployeeUploads(page))].some(
          (item) => item.processingStatus === 'processing',
        ),
      { timeout: 60_000 },
    )
    .toBe(false);
}

describe('uploads journey', () => {
  const env = useServerAndBrowser();

  // A long journey that first waits for the demo seed's own uploads to finish processing (seconds to a minute on a
  // busy machine): its own time limit.
  it('upload an absence file: transfer progress, live processing, result in words, row report, list', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/data-hub');
    await page.getByTestId('data-hub').waitFor();
    // The navigation names the area. Without uploads yet the list says what to do next; the demo seed may have
    // loaded its absences as uploads already: then wait until none of them processes any more.
    await page.getByTestId('app-navbar').getByText(locales.de.nav.areas.dataHub, { exact: true }).waitFor();
    await expect
      .poll(async () => (await listUploads(page)).some((item) => item.processingStatus === 'processing'), {
        timeout: 60_000,
      })
      .toBe(false);
    const seeded = await listUploads(page);
    if (seeded.length === 0) {
      await page.getByTestId('uploads-empty').getByText(locales.de.uploads.empty.hintEdit.absence).waitFor();
    } else {
      await page.getByTestId(`upload-row-${seeded[0]?.absenceUploadId}`).waitFor();
    }
    // The company's upload configurations by name.
    await page.getByTestId('upload-configuration').click();
    await page.getByRole('option', { name: 'Zeiterfassung Absenzen' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'uploads-start-de-1440');

    // Templates: a plain link each, in four languages, served as files.
    const template = await page.request.get(
      `${env.server.baseUrl}${await page.getByTestId('upload-template-fr-csv').getAttribute('href')}`,
    );
    expect(template.status()).toBe(200);
    expect(template.headers()['content-type']).toContain('text/csv');
    // The absence template names the employees by their personnel number (issue 28).
    expect(await template.text()).toContain('Numéro du personnel*');

    // A file of the wrong kind is refused at once.
    const fileInput = page.getByTestId('upload-file-input');
    await fileInput.setInputFiles({ name: 'Absenzen.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await page.getByTestId('upload-file-error').getByText(locales.de.uploads.form.problems.fileType).waitFor();

    // Existing employees of the demo company, plus one the company does not have.
    const employees = (await page.evaluate(async () => {
      const response = await fetch('/api/modular/employees?take=12&sortBy=PERSONNEL_NUMBER');
      return ((await response.json()) as { items: { employeeId: string }[] }).items.map((item) => item.employeeId);
    })) as string[];
    expect(employees.length).toBe(12);
    const content = await absenceWorkbook(employees);
    await fileInput.setInputFiles({
      name: 'Absenzen Monat.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: content,
    });
    await page.getByTestId('upload-file-name').getByText('Absenzen Monat.xlsx').waitFor();
    expect(await page.getByTestId('upload-file-error').count()).toBe(0);
    await screenshot(page, 'uploads-file-chosen-de-1440');

    // The transfer, slowed down so its real progress (percent, kB of kB) can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: Math.max(1024, Math.round(content.length / 4)),
    });
    await page.getByTestId('upload-start').click();
    const transfer = page.getByTestId('upload-transfer-text');
    await transfer.waitFor();
    // Catch it on its way (the percentage below 100) when the browser reports it so; the format in any case.
    await expect
      .poll(() => transfer.innerText(), { timeout: 5_000 })
      .toMatch(/^\d+ kB von \d+ kB \([1-9]\d? %\)$/)
      .catch(() => undefined);
    expect(await transfer.innerText()).toMatch(/^[\d'.]+ (kB|MB) von [\d'.]+ (kB|MB) \(\d+ %\)$/);
    await screenshotNow(page, 'uploads-transfer-de-1440');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Processing live (the server's in-process worker), then the result in words.
    const result = page.getByTestId('upload-result');
    const processing = page.getByTestId('upload-processing');
    await Promise.race([processing.waitFor({ timeout: 30_000 }), result.waitFor({ timeout: 30_000 })]);
    if (await processing.isVisible()) await screenshotNow(page, 'uploads-processing-de-1440');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute('data-state')).toBe('completed');
    const upload = (await listUploads(page)).find((item) => item.name === 'Absenzen Monat.xlsx');
    expect(upload).toMatchObject({
      processingStatus: 'completed',
      breakdowns: { rowsRead: 13, rowsAccepted: 12, rowsRejected: 1 },
    });
    // 4 employees × 3 sick days, 4 × 1 accident day, 4 × 2 vacation days: 24 days, new unless the employee had an
    // automatic absence that day already (the demo's absences).
    const { created = 0, updated = 0 } = upload?.breakdowns ?? {};
    expect(created + updated).toBeGreaterThan(0);
    expect(created + updated).toBeLessThanOrEqual(24);
    const counts = await result.getByTestId('upload-counts').innerText();
    expect(counts).toMatch(
      /^\d+ Tage? (neu|geändert|unverändert|entfernt)(, \d+ (neu|geändert|unverändert|entfernt))*; 1 Zeile abgelehnt$/,
    );
    if (created === 24 && updated === 0) expect(counts).toBe('24 Tage neu; 1 Zeile abgelehnt');
    await scrollToTop(page);
    await screenshot(page, 'uploads-result-de-1440');

    // The row report, as XLSX and as CSV: a download each, naming the unknown employee.
    const [xlsx] = await Promise.all([page.waitForEvent('download'), result.getByTestId('row-report-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile(await xlsx.path());
    const cells = report.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(cells).toContain(UNKNOWN_EMPLOYEE);
    const [csv] = await Promise.all([page.waitForEvent('download'), result.getByTestId('row-report-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync(await csv.path(), 'utf8')).toContain(UNKNOWN_EMPLOYEE);

    // The list: status in words, the file as a download link, the counts and the report.
    const row = page.getByTestId(`upload-row-${upload?.absenceUploadId}`);
    await row.getByText(locales.de.uploads.states.completed).waitFor();
    await row.getByText(counts).waitFor();
    expect(await row.getByTestId('upload-file-link').getAttribute('href')).toContain('/content?');
    await row.getByTestId('row-report-xlsx').waitFor();
    await scrollToTop(page);
    await screenshot(page, 'uploads-list-de-1440');

    // Another file of the company is processing (started through the API, e.g. by the payroll system): a new start
    // is refused with the spec's 400, and the page shows the running upload live until it has finished.
    // The file is chosen first so that only the click remains once the other upload runs; the other file has
    // 300 000 rows (seconds of work even at bulk speed), so the click reliably lands while it is processing.
    await fileInput.setInputFiles({
      name: 'Absenzen Nachtrag.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await absenceWorkbook(employees.slice(0, 2), { withNotes: false }),
    });
    const { year, month: monthNumber } = currentMonth();
    const blockingMonth = `${year}-${String(monthNumber).padStart(2, '0')}`;
    const blockingId = await page.evaluate(
      async ({ csv, month }) => {
        const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
        const json = { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken };
        const document = (await (
          await fetch('/api/modular/documents', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'Lohnsystem Export.csv', contentType: 'text/csv' }),
          })
        ).json()) as { documentId: string; uploadUrl: string; headers: Record<string, string> };
        await fetch(document.uploadUrl, { method: 'PUT', headers: document.headers, body: csv });
        const created = await fetch('/api/modular/absence-upload', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            startDate: `${month}-01`,
            endDate: `${month}-28`,
            documentId: document.documentId,
            fileUploadKey: null,
          }),
        });
        return ((await created.json()) as { absenceUploadId: string }).absenceUploadId;
      },
      { csv: blockingCsv(employees), month: blockingMonth },
    );
    await page.getByTestId('upload-start').click();
    await page.getByText(locales.de.errors.codes['another-file-is-currently-being-processed']).waitFor();
    const running = page.getByTestId('upload-running');
    await running.getByText('Lohnsystem Export.csv', { exact: false }).waitFor();
    await screenshotNow(page, 'uploads-another-processing-de-1440');
    await page.getByTestId('upload-other-finished').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('error-alert').count()).toBe(0);
    await page.getByTestId(`upload-row-${blockingId}`).getByText(locales.de.uploads.states.completed).waitFor();
    await scrollToTop(page);
    await screenshot(page, 'uploads-another-finished-de-1440');

    // A file without the required columns is refused as a whole, with the reason and what to do next.
    await fileInput.setInputFiles({
      name: 'Falsche Spalten.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Personalnummer;Datum\r\nE-1010;02.03.2026\r\n', 'utf8'),
    });
    await page.getByTestId('upload-start').click();
    const refused = page.getByTestId('upload-result');
    await refused.and(page.locator('[data-state="formattingFailed"]')).waitFor({ timeout: 60_000 });
    await refused.getByText(locales.de.uploads.result.refusedMessage).waitFor();
    // Why, in the reader's language (the row report's header line), not the server's English.
    await refused
      .getByTestId('row-issue-message')
      .getByText(/^Pflichtspalten fehlen: Startdatum, /)
      .waitFor();
    expect(await refused.innerText()).not.toMatch(/Missing required columns/);
    await scrollToTop(page);
    await screenshot(page, 'uploads-refused-de-1440');

    // French at 1440 px, then both languages on a phone: nothing scrolls sideways, the list as cards.
    await page.goto(`${env.server.baseUrl}/data-hub?lang=fr`);
    await page
      .getByTestId(`upload-row-${upload?.absenceUploadId}`)
      .getByText(/^\d+ jours? .*; 1 ligne refusée$/)
      .waitFor();
    await page.getByText(locales.fr.uploads.help.templatesTitle).waitFor();
    await screenshot(page, 'uploads-fr-1440');
    for (const lang of ['fr', 'de'] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(`${env.server.baseUrl}/data-hub?lang=${lang}`);
      await page.getByTestId(`upload-row-${upload?.absenceUploadId}`).waitFor();
      expect(await page.locator('table[data-testid="uploads-table"]').count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `uploads-${lang}-390`);
    }

    // The refused start (400 another-file-is-currently-being-processed) is logged by the browser as a failed request.
    expect(consoleErrors.filter((error) => !/status of 400 .*\/api\/modular\/absence-upload\)$/.test(error))).toEqual(
      [],
    );
    await context.close();
  }, 240_000);

  it('upload an employee file: counts in employee words, row report, export summary; the connect page', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/data-hub');
    await page.getByTestId('data-hub').waitFor();
    await waitUntilNothingProcesses(page);

    // The choice of kind: employees (kept in the URL), with their own card, help and template.
    await page.getByTestId('upload-kind').getByText(locales.de.uploads.kind.employee, { exact: true }).click();
    await page.getByTestId('employee-upload-card').waitFor();
    await page.waitForURL(/[?&]upload=employee/);
    expect(await page.getByTestId('upload-start-date').count()).toBe(0);
    await page.getByTestId('employee-uploads').waitFor();
    if ((await listEmployeeUploads(page)).length === 0) {
      await page.getByTestId('uploads-empty').getByText(locales.de.uploads.empty.hintEdit.employee).waitFor();
    }
    const template = await page.request.get(
      `${env.server.baseUrl}${await page.getByTestId('upload-template-it-csv').getAttribute('href')}`,
    );
    expect(template.status()).toBe(200);
    expect(await template.text()).toMatch(/ID collaboratore/);
    await screenshot(page, 'uploads-employee-start-de-1440');

    // Two valid rows (a demo employee confirmed or changed, a new one) and one without a last name.
    const [existing] = (await page.evaluate(async () => {
      const response = await fetch('/api/modular/employees?take=1&sortBy=PERSONNEL_NUMBER');
      return (
        (await response.json()) as {
          items: { employeeId: string; personnelNumber: string; firstName: string; lastName: string }[];
        }
      ).items;
    })) as { employeeId: string; personnelNumber: string; firstName: string; lastName: string }[];
    expect(existing).toBeDefined();
    const csv = [
      'Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Gültig bis',
      `${existing?.employeeId};${existing?.personnelNumber};${existing?.firstName};${existing?.lastName};01.01.2026;`,
      'E2E-NEU-1;E2E-1;Lea;Brunner;01.01.2026;',
      'E2E-NEU-2;E2E-2;Marco;;01.01.2026;',
    ].join('\r\n');
    await page.getByTestId('upload-file-input').setInputFiles({
      name: 'Mitarbeitende.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByTestId('upload-file-name').getByText('Mitarbeitende.csv').waitFor();
    await page.getByTestId('upload-start').click();
    const result = page.getByTestId('upload-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute('data-state')).toBe('completed');
    const upload = (await listEmployeeUploads(page)).find((item) => item.name === 'Mitarbeitende.csv');
    expect(upload).toMatchObject({
      processingStatus: 'completed',
      breakdowns: { rowsRead: 3, rowsAccepted: 2, rowsRejected: 1, created: 1 },
    });
    const counts = await result.getByTestId('upload-counts').innerText();
    expect(counts).toMatch(/^Mitarbeitende: 1 neu(, 1 (geändert|unverändert))?; 1 Zeile abgelehnt$/);
    await scrollToTop(page);
    await screenshot(page, 'uploads-employee-result-de-1440');

    // The row report names the refused row; the export summary is an Excel file with the German column titles.
    const [report] = await Promise.all([page.waitForEvent('download'), result.getByTestId('row-report-csv').click()]);
    expect(report.suggestedFilename()).toMatch(/\.csv$/);
    // Row 4 of the file (the header is row 1): the last name is missing.
    expect(readFileSync(await report.path(), 'utf8')).toMatch(/^4;[^;]*;Nachname;/m);
    const [summary] = await Promise.all([page.waitForEvent('download'), result.getByTestId('export-summary').click()]);
    expect(summary.suggestedFilename()).toMatch(/\.xlsx$/);
    const summaryBook = new ExcelJS.Workbook();
    await summaryBook.xlsx.readFile(await summary.path());
    const summaryCells = summaryBook.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(summaryCells).toEqual(
      expect.arrayContaining([
        locales.de.uploads.exportSummary.columns.companySubunit,
        locales.de.uploads.exportSummary.columns.employeeCount,
        locales.de.uploads.exportSummary.columns.total,
      ]),
    );

    // The list row: status, counts in employee words, both reports.
    const row = page.getByTestId(`upload-row-${upload?.employeeUploadId}`);
    await row.getByText(locales.de.uploads.states.completed).waitFor();
    await row.getByText(counts).waitFor();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), row.getByTestId('row-report-xlsx').click()]);
    expect(readFileSync(await xlsx.path()).length).toBeGreaterThan(0);
    const [rowSummary] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-summary').click()]);
    expect(readFileSync(await rowSummary.path()).length).toBeGreaterThan(0);
    await scrollToTop(page);
    await screenshot(page, 'uploads-employee-list-de-1440');

    // French and the phone: the kind stays chosen (URL), the list as cards, nothing scrolls sideways.
    await page.goto(`${env.server.baseUrl}/data-hub?upload=employee&lang=fr`);
    await page
      .getByTestId(`upload-row-${upload?.employeeUploadId}`)
      .getByText(/^Collaborateurs : 1 nouveau.*; 1 ligne refusée$/)
      .waitFor();
    await screenshot(page, 'uploads-employee-fr-1440');
    await page.setViewportSize(PHONE);
    for (const lang of ['de', 'fr'] as const) {
      await page.goto(`${env.server.baseUrl}/data-hub?upload=employee&lang=${lang}`);
      await page.getByTestId(`upload-row-${upload?.employeeUploadId}`).waitFor();
      expect(await page.locator('table[data-testid="uploads-table"]').count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `uploads-employee-${lang}-390`);
    }

    // A payroll system delivers through the interface: a token, then employees with an Idempotency-Key (one
    // record refused: a subunit the company does not have).
    await page.setViewportSize(DESKTOP);
    await page.goto(`${env.server.baseUrl}/connect`);
    await page.getByTestId('connect').waitFor();
    await page.getByTestId('app-navbar').getByText(locales.de.nav.areas.dataConnect, { exact: true }).waitFor();
    await page.getByTestId('connect-status').waitFor();
    await screenshot(page, 'connect-before-de-1440');
    const token = (await page.evaluate(async () => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const response = await fetch('/api/modular/api-tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ name: 'Lohnsystem Abacus', expiresAt }),
      });
      return ((await response.json()) as { token: string }).token;
    })) as string;
    const delivered = await fetch(`${env.server.baseUrl}/api/modular/connect/employees`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `e2e-${Date.now()}`,
      },
      body: JSON.stringify({
        employees: [
          {
            employeeId: existing?.employeeId,
            validFrom: '2026-01-01',
            validTo: null,
            data: { firstName: existing?.firstName, lastName: existing?.lastName },
          },
          {
            employeeId: 'E2E-API-UNBEKANNT',
            validFrom: '2026-01-01',
            validTo: null,
            data: { firstName: 'Nina', companySubunitId: 'XX-NOPE' },
          },
        ],
      }),
    });
    expect(delivered.status, await delivered.clone().text()).toBeLessThan(300);
    const deliveredBody = (await delivered.json()) as { employeeUploadId: string; rowsRejected: number };
    expect(deliveredBody.rowsRejected).toBe(1);

    await page.reload();
    const deliveryRow = page.getByTestId(`delivery-${deliveredBody.employeeUploadId}`);
    await deliveryRow.waitFor();
    await deliveryRow.getByText('Lohnsystem Abacus').waitFor();
    await deliveryRow.getByText(locales.de.connect.kinds.EMPLOYEES).waitFor();
    await expect
      .poll(() => deliveryRow.getByTestId('delivery-counts').innerText(), { timeout: 30_000 })
      .toMatch(/^1 Zeile übernommen, 1 abgelehnt/);
    // The page refreshes itself while the delivery processes.
    await expect
      .poll(() => deliveryRow.getByTestId('delivery-status').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('completed');
    const employeesKind = page.getByTestId('connect-kind-EMPLOYEES');
    expect(await employeesKind.getAttribute('data-state')).toBe('receiving');
    await page.getByTestId('connect-setting').getByText(locales.de.connect.setting.EMPLOYEE_AND_ABSENCE_DATA).waitFor();
    await page
      .getByTestId('connect-tokens-active')
      .getByText(/^1 aktiver API-Token$/)
      .waitFor();
    expect(await page.getByTestId('connect-api-docs').getAttribute('href')).toBe('/api/docs');
    expect((await page.request.get(`${env.server.baseUrl}/api/docs/json`)).status()).toBe(200);
    expect(await page.getByTestId('connect-endpoints').innerText()).toContain('PUT /api/modular/connect/organization');
    await screenshot(page, 'connect-de-1440');
    await page.getByTestId('connect-tokens-link').click();
    await page.getByTestId('settings-api-tokens').waitFor();

    for (const lang of ['fr', 'de'] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(`${env.server.baseUrl}/connect?lang=${lang}`);
      await page.getByTestId(`delivery-${deliveredBody.employeeUploadId}`).waitFor();
      expect(await page.locator('table[data-testid="deliveries-table"]').count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `connect-${lang}-390`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('upload an absence file by personnel number in French: the row report in French with Swiss dates', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser, { locale: 'fr-CH' });
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/data-hub?lang=fr');
    await page.getByTestId('data-hub').waitFor();
    await waitUntilNothingProcesses(page);
    // The card says which identifier the file uses.
    await page.getByTestId('upload-identifier').getByText(locales.fr.uploads.form.identifier.absence).waitFor();

    // Three employees the other journeys leave alone (the 13th to 15th by personnel number).
    const people = (await page.evaluate(async () => {
      const response = await fetch('/api/modular/employees?take=15&sortBy=PERSONNEL_NUMBER');
      return ((await response.json()) as { items: { personnelNumber: string }[] }).items
        .slice(12)
        .map((item) => item.personnelNumber);
    })) as string[];
    expect(people).toHaveLength(3);
    const [first, second, third] = people as [string, string, string];
    const { year, month } = currentMonth();
    const day = (value: number, monthNumber = month) =>
      `${String(value).padStart(2, '0')}.${String(monthNumber).padStart(2, '0')}.${year}`;
    const nextMonth = month === 12 ? 1 : month + 1;
    const afterPeriod = month === 12 ? `05.01.${year + 1}` : day(5, nextMonth);
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const csv = [
      "Numéro du personnel;Date de début;Date de fin;Type d'absence;Type d'accident;Heures;Pourcentage;Commentaire",
      `${first};${day(2)};${day(3)};Maladie;;;100;`, // row 2: applied
      `${first};${day(2)};${day(3)};Maladie;;;100;`, // row 3: the same absence again
      `${first};${day(2)};${day(3)};Maladie;;;100;`, // row 4: and again
      `${first};${day(3)};${day(4)};Maladie;;;50;`, // row 5: 50 % on a day of row 2
      `${second};${day(5)};${day(5)};Vacances;;8;;`, // row 6: applied
      `999999;${day(6)};${day(6)};Maladie;;;100;`, // row 7: nobody has this number
      `${third};${afterPeriod};${afterPeriod};Maladie;;;100;`, // row 8: after the period
    ].join('\r\n');
    await page.getByTestId('upload-file-input').setInputFiles({
      name: 'Absences numéros du personnel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByTestId('upload-start').click();
    const result = page.getByTestId('upload-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute('data-state')).toBe('completed');
    const key = result.getByTestId('upload-employee-key');
    expect(await key.getAttribute('data-key')).toBe('personnelNumber');
    expect(await key.innerText()).toBe(locales.fr.uploads.result.employeeKey.personnelNumber);

    // The row report on the screen, in French: the duplicates name row 2, the overlap its day, the period and the
    // cell in Swiss dates as the file has them.
    await result.getByTestId('row-issues-list').getByTestId('row-issue').first().waitFor();
    const duplicates = await result
      .locator('[data-testid="row-issue-message"][data-code="duplicateRow"]')
      .allInnerTexts();
    expect(duplicates).toEqual([
      'Doublon : même absence qu’à la ligne 2, pas reprise deux fois.',
      'Doublon : même absence qu’à la ligne 2, pas reprise deux fois.',
    ]);
    expect(await result.locator('[data-testid="row-issue-message"][data-code="overlapsRow"]').innerText()).toBe(
      `Chevauche la ligne 2 (${day(3)} – ${day(3)}) : une seule absence par personne et par jour. La ligne n’a pas été reprise.`,
    );
    expect(
      await result.locator('[data-testid="row-issue-message"][data-code="unknownPersonnelNumber"]').innerText(),
    ).toBe('Aucune personne avec ce numéro du personnel dans votre entreprise.');
    const outside = result
      .getByTestId('row-issue')
      .filter({ has: page.locator('[data-testid="row-issue-message"][data-code="outsidePeriod"]') });
    expect(await outside.locator('[data-testid="row-issue-message"]').innerText()).toBe(
      `En dehors de la période du téléversement (${day(1)} – ${day(lastDay)}).`,
    );
    expect(await outside.innerText()).toContain(afterPeriod);
    expect(await result.innerText()).not.toMatch(/No employee|Outside the upload period|\d{4}-\d{2}-\d{2}/);

    // The derived state (cases, periods, issues) follows; the card says when it is written.
    await result.locator('[data-testid="upload-derivation"][data-status="derived"]').waitFor({ timeout: 60_000 });
    await result.getByText(locales.fr.uploads.result.derivation.derived).waitFor();

    // The downloadable report says the same, in French.
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByTestId('row-report-csv').click()]);
    const report = readFileSync(await download.path(), 'utf8');
    expect(report).toContain('Doublon : même absence qu’à la ligne 2, pas reprise deux fois.');
    expect(report).toContain(`${afterPeriod};En dehors de la période du téléversement (${day(1)} – ${day(lastDay)}).`);
    await scrollToTop(page);
    await screenshot(page, 'uploads-personnel-number-fr-1440');

    // The same result in German (the language switched on the page), then on a phone.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await key.getByText(locales.de.uploads.result.employeeKey.personnelNumber).waitFor();
    expect(
      await result.locator('[data-testid="row-issue-message"][data-code="duplicateRow"]').first().innerText(),
    ).toBe('Doppelt: dieselbe Absenz wie Zeile 2, nicht zweimal übernommen.');
    await scrollToTop(page);
    await screenshot(page, 'uploads-personnel-number-de-1440');
    await page.setViewportSize(PHONE);
    await result.getByTestId('row-issues-list').getByTestId('row-issue').first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'uploads-personnel-number-de-390');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await key.getByText(locales.fr.uploads.result.employeeKey.personnelNumber).waitFor();
    await page.setViewportSize(PHONE);
    await result.getByTestId('row-issues-list').getByTestId('row-issue').first().waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'uploads-personnel-number-fr-390');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
