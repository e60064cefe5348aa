// Data-integrity journey (issue 10 "data entry that cannot store nonsense"): HR_Admin enters impossible values in
// the new-employee form and sees each message by its field — negative percentage, amount and hours are kept as
// typed (not silently made positive), 31.02.1990 stays in its field as "Invalid date", a date of birth in the
// future, a leaving date before the date of employment and a date of birth too close to it are refused; subunit
// and processing group are chosen by name from the tenant's own values. The server refuses an unknown subunit too.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, openPage, readLocale, screenshot, signIn, useServerAndBrowser } from './harness.ts';

const de = readLocale('de');
const messages = de.errors.validation.messages;
const fields = de.employees.fields;

/** A form field by its label (a required field's label ends with an asterisk). */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`)).first();
}

/** The message shown by a field: the elements its aria-describedby names (Mantine's error is one of them). */
async function messageBy(page: Page, input: Locator): Promise<string> {
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) {
    const element = page.locator(`[id="${id}"]`);
    if ((await element.count()) > 0) texts.push(await element.innerText());
  }
  return texts.join(' ');
}

/** Closes a date picker that a focused date field opened (the screenshot shows the form, not the calendar). */
async function closePopovers(page: Page) {
  await page.keyboard.press('Escape');
}

/** Types a date and leaves the field. */
async function typeDate(input: Locator, text: string) {
  await input.fill(text);
  await input.press('Tab');
}

describe('data-integrity journey', () => {
  const env = useServerAndBrowser();

  it('the employee form refuses nonsense with a message by each field', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin, '/employees/new');
    await page.getByTestId('employee-form').waitFor();
    await screenshot(page, 'data-integrity-empty-form');

    await page.getByTestId('employee-id-input').fill('E-DI-1');
    await typeDate(page.getByTestId('employee-valid-from-input'), '01.01.2024');
    await field(page, fields.personnelNumber).fill('DI-1');
    await field(page, fields.firstName).fill('Dora');
    await field(page, fields.lastName).fill('Integer');

    // Negative values are kept as typed and refused by the contract's rule, not silently made positive.
    const percentage = page.getByTestId('employment-percentage-input');
    await percentage.fill('-5');
    const hours = field(page, fields.workingHoursPerWeek);
    await hours.fill('-3');
    await page.getByTestId('employee-add-wage-type').click();
    await field(page, fields.wageTypeId).fill('1000');
    const amount = field(page, fields.amount);
    await amount.fill('-5');
    // An impossible date stays in its field, marked, instead of being cleared.
    const birth = field(page, fields.dateOfBirth);
    await typeDate(birth, '31.02.1990');
    expect(await birth.inputValue()).toBe('31.02.1990');
    await page.getByTestId('employee-form-submit').click();

    expect(await messageBy(page, percentage)).toContain(messages.employmentPercentage);
    expect(await percentage.inputValue()).toContain('-5');
    expect(await messageBy(page, hours)).toContain(messages.hoursPerWeek);
    expect(await messageBy(page, amount)).toContain(messages.amount);
    expect(await messageBy(page, birth)).toContain(de.common.invalidDate);
    await closePopovers(page);
    await screenshot(page, 'data-integrity-negative-and-impossible-date');

    // Cross-field rules: a birth date in the future, a leaving date before the date of employment.
    await percentage.fill('80');
    await hours.fill('42');
    await amount.fill('5200');
    await typeDate(birth, '01.01.2090');
    const employment = field(page, fields.dateOfEmployment);
    await typeDate(employment, '01.01.2024');
    const leaving = field(page, fields.leavingDate);
    await typeDate(leaving, '31.12.2023');
    await page.getByTestId('employee-form-submit').click();
    expect(await messageBy(page, birth)).toContain(messages.birthInFuture);
    expect(await messageBy(page, leaving)).toContain(messages.leavingBeforeEmployment);
    await closePopovers(page);
    await screenshot(page, 'data-integrity-future-birth-and-leaving-before-employment');

    // Less than 13 years between birth and employment.
    await typeDate(birth, '01.06.2015');
    await typeDate(leaving, '31.12.2025');
    await page.getByTestId('employee-form-submit').click();
    expect(await messageBy(page, birth)).toContain(messages.birthTooLate);
    await closePopovers(page);
    await screenshot(page, 'data-integrity-birth-too-late');

    // Subunit and processing group: the tenant's own values, by name.
    await typeDate(birth, '15.03.1990');
    await page.getByTestId('companySubunitId-select').click();
    const option = page.getByRole('option', { name: 'Logistikzentrum Bern' });
    await option.waitFor();
    expect(await page.getByRole('option', { name: 'XX-NOPE' }).count()).toBe(0);
    await screenshot(page, 'data-integrity-subunit-options');
    await option.click();
    await page.getByTestId('processingGroupId-select').click();
    await page.getByRole('option', { name: 'Monatslohn' }).click();
    await page.getByTestId('employee-form-submit').click();
    await page.getByTestId('employee-detail').waitFor();
    await screenshot(page, 'data-integrity-saved');

    type Employee = { record: { data: Record<string, unknown> } };
    const saved = (await page.evaluate(async () => (await fetch('/api/modular/employee/E-DI-1')).json())) as Employee;
    expect(saved.record.data).toMatchObject({
      companySubunitId: 'BE-LOG',
      processingGroupId: 'MONTHLY',
      dateOfBirth: '1990-03-15',
      leavingDate: '2025-12-31',
      employmentPercentage: 80,
    });

    // What the form no longer offers, the server refuses as well.
    const refused = (await page.evaluate(async () => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch('/api/modular/employee/E-DI-1', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ data: { companySubunitId: 'XX-NOPE' } }),
      });
      return { status: response.status, body: await response.json() };
    })) as { status: number; body: { errors: { path: string }[] } };
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error) => error.path)).toContain('data.companySubunitId');
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
});
