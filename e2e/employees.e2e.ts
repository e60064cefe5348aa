// Employees journey (issue "Tenant configuration, organisation and employees"): HR_Admin searches an employee,
// opens it, corrects the employment percentage with an invalid then a valid value, creates a new temporal record
// and sees the timeline. A Superior sees only the team.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type RunningServer, screenshot, signInWithPicker, startServer } from './harness.ts';

const de = JSON.parse(readFileSync('web/src/locales/de.json', 'utf8'));
const HR_ADMIN = 'anna.meier@alpenblick.example.ch';
const SUPERIOR = 'sandra.keller@alpenblick.example.ch';

describe('employees journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('search, open, correct (invalid then valid), new record, timeline', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await signInWithPicker(page, server.baseUrl, HR_ADMIN, '/employees');
    await page.getByTestId('employees-table').waitFor();
    await screenshot(page, 'employees-overview');
    await page.getByTestId('employees-search').fill('101010');
    // The search is debounced: wait until the table holds just the match.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="employees-table"] tbody tr').length === 1,
    );
    const row = page.getByTestId('employee-row-E-1010');
    await row.waitFor();
    await row.click();
    await page.getByTestId('employee-detail').waitFor();
    await screenshot(page, 'employee-detail');

    await page.getByTestId('employee-correct-button').click();
    await page.getByTestId('employee-form').waitFor();
    const percentage = page.getByTestId('employment-percentage-input');
    await percentage.fill('120');
    await page.getByTestId('employee-form-submit').click();
    await page.getByText(de.errors.validation.messages.employmentPercentage).first().waitFor();
    await screenshot(page, 'employee-correct-invalid');
    await percentage.fill('70');
    await page.getByTestId('employee-form-submit').click();
    await page.getByTestId('employee-saved').waitFor();
    await screenshot(page, 'employee-corrected');

    const check = await page.evaluate(async () => (await fetch('/api/modular/employee/E-1010')).json());
    expect(check.record.data.employmentPercentage).toBe(70);

    await page.getByTestId('employee-new-record-button').click();
    await page.getByTestId('employee-form').waitFor();
    await page.getByTestId('employee-valid-from-input').fill('01.01.2027');
    await page.getByTestId('employee-valid-from-input').press('Tab');
    await page.getByTestId('employee-form-submit').click();
    await page.getByTestId('employee-saved').waitFor();
    await page.getByTestId('employee-timeline').waitFor();
    const after = await page.evaluate(async () => (await fetch('/api/modular/employee/E-1010')).json());
    expect(after.history.at(-1)).toMatchObject({ validFrom: '2027-01-01', validTo: null });
    expect(after.history.at(-2).validTo).toBe('2026-12-31');
    await screenshot(page, 'employee-timeline');
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });

  it('a Superior sees the team only', async () => {
    const { page, context } = await openPage(browser);
    await signInWithPicker(page, server.baseUrl, SUPERIOR, '/employees');
    await page.getByTestId('employees-table').waitFor();
    const count = await page.evaluate(
      async () => (await (await fetch('/api/modular/employees?take=1')).json()).totalCount,
    );
    // Sandra (E-1002), her ten, Jonas (E-1006) and his ten.
    expect(count).toBe(22);
    await screenshot(page, 'employees-superior');
    await context.close();
  });
});
