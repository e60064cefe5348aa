// Employees journey (issue "Tenant configuration, organisation and employees"): HR_Admin searches an employee,
// opens it, corrects the employment percentage with an invalid then a valid value, creates a new temporal record
// and sees the timeline; a save over a change made meanwhile is refused with the offer to load the current version.
// A Superior sees only the team, and a team member's basic data with names. The detail in French at 1440 px. The
// subunit filter is saved under a name, cleared and applied again (saved filters, decision 0058).
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  DEMO_LOGINS,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  scrollIntoView,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const de = readLocale('de');
const HR_ADMIN = DEMO_LOGINS.hrAdmin;
const SUPERIOR = DEMO_LOGINS.superior;

describe('employees journey', () => {
  const env = useServerAndBrowser();

  it('search, open, correct (invalid then valid), new record, timeline', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, HR_ADMIN, '/employees');
    await page.getByTestId('employees-table').waitFor();
    await screenshot(page, 'employees-overview');
    // Subunits and processing groups read by name; the subunit filter offers the company's subunits by name and
    // keeps the choice in the URL (by its code).
    expect(await page.getByTestId('employees-table').innerText()).toContain('Logistikzentrum Bern');
    // Names, not codes (decision 0042): no subunit or processing group code beside its name.
    expect(await page.getByTestId('employees-table').innerText()).not.toMatch(
      /\b(BE-LOG|ZH-HQ|BS-NORD|MONTHLY|HOURLY)\b/,
    );
    await page.getByTestId('employees-filter-subunit').click();
    await page.getByRole('option', { name: 'Niederlassung Basel' }).click();
    await page.waitForURL(/subunit=BS-NORD/);
    const subunitCells = page.getByTestId('employees-table').locator('tbody tr td:nth-child(4)');
    const onlyBasel = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const cells = await subunitCells.allInnerTexts();
        if (cells.length > 0 && cells.every((cell) => cell.includes('Niederlassung Basel'))) break;
        await page.waitForTimeout(100);
      }
      expect(new Set((await subunitCells.allInnerTexts()).map((cell) => cell.split(/\s/)[0]))).toEqual(
        new Set(['Niederlassung']),
      );
    };
    await onlyBasel();
    // Saved filters (decision 0058): none yet, the menu says how; save this one as "Basel", clear, apply it again,
    // remove it.
    const savedFilters = page.getByTestId('employees-saved-filters-panel');
    await page.getByTestId('employees-saved-filters').click();
    await savedFilters.getByText(de.savedFilters.empty).waitFor();
    await screenshot(page, 'employees-saved-filters-empty');
    await page.getByTestId('employees-saved-filters-name').fill('Basel');
    await page.getByTestId('employees-saved-filters-save').click();
    await savedFilters.getByRole('button', { name: 'Basel', exact: true }).waitFor();
    await savedFilters.getByRole('button', { name: de.savedFilters.delete.replace('{{name}}', 'Basel') }).waitFor();
    await atBothWidths(page, 'employees-saved-filters');
    await page.keyboard.press('Escape');
    await savedFilters.waitFor({ state: 'hidden' });
    await page.getByTestId('employees-clear-filters').click();
    await page.waitForURL((url) => !url.search.includes('subunit='));
    await page.getByTestId('employees-saved-filters').click();
    await savedFilters.getByRole('button', { name: 'Basel', exact: true }).click();
    await page.waitForURL(/subunit=BS-NORD/);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await onlyBasel();
    // Removed, the menu is empty again.
    await page.getByTestId('employees-saved-filters').click();
    await savedFilters.getByRole('button', { name: de.savedFilters.delete.replace('{{name}}', 'Basel') }).click();
    await savedFilters.getByText(de.savedFilters.empty).waitFor();
    await page.keyboard.press('Escape');
    await savedFilters.waitFor({ state: 'hidden' });
    await page.getByTestId('employees-clear-filters').click();
    await page.waitForURL((url) => !url.search.includes('subunit='));
    await page.getByTestId('employees-search').fill('101010');
    // The search is debounced: wait until the table holds just the match.
    const rows = page.getByTestId('employees-table').locator('tbody tr');
    for (let attempt = 0; attempt < 100 && (await rows.count()) !== 1; attempt++) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(1);
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

    type Employee = {
      record: { data: { employmentPercentage: number } };
      history: { validFrom: string; validTo: string | null }[];
    };
    const check = (await page.evaluate(async () => (await fetch('/api/modular/employee/E-1010')).json())) as Employee;
    expect(check.record.data.employmentPercentage).toBe(70);

    await page.getByTestId('employee-new-record-button').click();
    await page.getByTestId('employee-form').waitFor();
    await page.getByTestId('employee-valid-from-input').fill('01.01.2027');
    await page.getByTestId('employee-valid-from-input').press('Tab');
    await page.getByTestId('employee-form-submit').click();
    await page.getByTestId('employee-saved').waitFor();
    await page.getByTestId('employee-timeline').waitFor();
    const after = (await page.evaluate(async () => (await fetch('/api/modular/employee/E-1010')).json())) as Employee;
    expect(after.history.at(-1)).toMatchObject({ validFrom: '2027-01-01', validTo: null });
    expect(after.history.at(-2)?.validTo).toBe('2026-12-31');
    await screenshot(page, 'employee-timeline');
    // The connection reads by name; an open-ended record reads "from … (no end date)", in French "dès le …".
    await page.getByTestId('employee-connection-E-1002').getByText('Sandra Keller').waitFor();
    // The correction in the audit log: the person by name, the changed field by its label.
    await page.goto(`${env.server.baseUrl}/settings/audit-log`);
    await page.getByTestId('audit-log-table').getByText(de.auditLog.actions.employee.correct).first().click();
    const auditEntry = page.getByTestId('audit-entry-modal');
    await auditEntry.getByTestId('audit-entry-changes').getByText(de.employees.fields.employmentPercentage).waitFor();
    await auditEntry.getByTestId('audit-entry-entity').getByText('Felix Brunner').waitFor();
    await screenshot(page, 'audit-entry-employee');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${env.server.baseUrl}/employees/E-1010?dateOfReference=2027-01-01&lang=fr`);
    await page.getByTestId('employee-detail').waitFor();
    await page.getByTestId('employee-shown-record').getByText('dès le 01.01.2027 (sans date de fin)').waitFor();
    await page.getByTestId('employee-connection-E-1002').getByText('Sandra Keller').waitFor();
    await screenshot(page, 'employee-detail-fr-1440');
    // On a phone one column, and the long French action labels wrap instead of widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('employee-new-record-button').waitFor();
    await expectFitsWidth(page, 390);
    await screenshot(page, 'employee-detail-fr-390');
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });

  it('the address: Street and No. beside the address line; emptied, the form shows what it reads from the line', async () => {
    const { page, context, consoleErrors } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.hrAdmin);
    await page.goto(`${env.server.baseUrl}/employees/E-1011`);
    await page.getByTestId('employee-correct-button').click();
    await page.getByTestId('employee-form').waitFor();
    const street = page.getByLabel(de.address.streetName, { exact: true });
    const number = page.getByLabel(de.address.buildingNumber, { exact: true });
    const line = await page.getByLabel(de.employees.fields.addressLine1, { exact: true }).inputValue();
    // The demo data has them as fields, and they agree with the line.
    expect(`${await street.inputValue()} ${await number.inputValue()}`).toBe(line);
    await street.fill('');
    await number.fill('');
    const [name, no] = [line.slice(0, line.lastIndexOf(' ')), line.slice(line.lastIndexOf(' ') + 1)];
    await page.getByText(`Aus der Adresszeile gelesen: ${name} / ${no}`).waitFor();
    await scrollIntoView(street);
    await screenshot(page, 'employee-address-hint');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a save over a change made meanwhile is refused and the form offers the current version', async () => {
    const { page, context } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, HR_ADMIN, '/employees/E-1011/edit');
    await page.getByTestId('employee-form').waitFor();
    // Someone else corrects the employee after this form was filled (same API, another "screen").
    const status = await page.evaluate(async () => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch('/api/modular/employee/E-1011', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ data: { profession: 'Disponent/in' } }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.getByTestId('employment-percentage-input').fill('60');
    await page.getByTestId('employee-form-submit').click();
    await page.getByText(de.errors.codes.REVISION_CONFLICT).waitFor();
    await screenshot(page, 'employee-revision-conflict');
    await page.getByTestId('reload-current-version').click();
    // The form is filled afresh from the current version; saving again works and keeps both changes.
    await page.getByText(de.errors.codes.REVISION_CONFLICT).waitFor({ state: 'detached' });
    await page.getByTestId('employment-percentage-input').fill('60');
    await page.getByTestId('employee-form-submit').click();
    await page.getByTestId('employee-saved').waitFor();
    type Employee = { record: { data: { employmentPercentage: number; profession: string } } };
    const saved = (await page.evaluate(async () => (await fetch('/api/modular/employee/E-1011')).json())) as Employee;
    expect(saved.record.data).toMatchObject({ employmentPercentage: 60, profession: 'Disponent/in' });
    await context.close();
  });

  it('a Superior sees the team only', async () => {
    const { page, context } = await openPage(env.browser);
    await signIn(page, env.server.baseUrl, SUPERIOR, '/employees');
    await page.getByTestId('employees-table').waitFor();
    const count = await page.evaluate(
      async () => ((await (await fetch('/api/modular/employees?take=1')).json()) as { totalCount: number }).totalCount,
    );
    // Sandra (E-1002), her ten, Jonas (E-1006) and his ten.
    expect(count).toBe(22);
    await screenshot(page, 'employees-superior');
    // A team member's basic data: subunit and processing group by name, not by code.
    await page.goto(`${env.server.baseUrl}/employees/E-1006`);
    const card = page.getByTestId('employee-minimal-card');
    await card.getByText('Hauptsitz Zürich').waitFor();
    expect(await card.innerText()).toContain('Stundenlohn');
    await screenshot(page, 'employee-detail-superior');
    await context.close();
  });
});
