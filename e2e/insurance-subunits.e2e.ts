// The insurance subunits journey (decision 0066), on this journey's own server (useServerAndBrowser: a copy of the
// seeded data, so no other journey sees the changes). Two problems are made through the API as HR (Anna Meier): the
// Lugano branch loses its IBAN (no payout possible) and the Bern logistics centre's address becomes a post-office box
// (no street for the payment files). HR opens "Versicherungseinheiten" from the navigation in German: the five
// subunits of the demo tenant, Swiss addresses, IBANs in groups of four, the problems in words with how to mend them.
// HR edits Lugano's billing details: a wrong IBAN is named under its field; someone else's change meanwhile (made
// through the API) is a revision conflict that loads the current details into the form; the IBAN and UID entered again
// are saved and the card shows them. Then in French (the form too), and Payroll (Marco Frei) reads the area without
// the edit button and opens a subunit's sickness cases. Each state at 1440 and 390 px, checked with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  atBothWidths,
  DEMO_LOGINS,
  DESKTOP,
  openPage,
  type PageProbe,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const SUBUNITS = '/api/modular/insurance/subunits';
/** The demo tenant's subunits (src/db/demo-tenant-configuration.ts), in the configuration's order. */
const DEMO_SUBUNITS = ['ZH-HQ', 'BE-LOG', 'BS-NORD', 'GE-SUD', 'TI-SUD'];
const LUGANO = 'TI-SUD';
const BERN = 'BE-LOG';
const NEW_IBAN = 'CH56 0483 5012 3456 7800 9';
const NEW_UID = 'CHE-109.322.551';

type Listed = {
  configurationVersion: number;
  items: { companySubunitId: string; name: string | null; billing: Record<string, string | null> }[];
};

/** Changes a subunit's billing details through the API (as the signed-in page's user), on the current version. */
async function changeThroughApi(page: Page, companySubunitId: string, change: Record<string, string | null>) {
  const listed = (await apiCall(page, 'GET', SUBUNITS)).body as unknown as Listed;
  const subunit = listed.items.find((item) => item.companySubunitId === companySubunitId);
  if (!subunit) throw new Error(`no subunit ${companySubunitId}`);
  const answer = await apiCall(page, 'PUT', `${SUBUNITS}/${companySubunitId}`, {
    configurationVersion: listed.configurationVersion,
    name: subunit.name,
    ...subunit.billing,
    ...change,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Fills a text field of the billing form (its previous value replaced). */
async function fill(page: Page, field: string, value: string) {
  await page.getByTestId('subunit-drawer').getByTestId(`subunit-form-${field}`).fill(value);
}

describe('insurance subunits: the billing units, what stops a payout, and their billing details', () => {
  const env = useServerAndBrowser();

  it('HR in German (edits, with a conflict) and French, Payroll reads; at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;

    // 0. The two problems, made by HR through the API.
    const api = await openPage(env.browser);
    probes.push(api);
    await signIn(api.page, base, DEMO_LOGINS.hrAdmin);
    await changeThroughApi(api.page, LUGANO, { iban: null });
    await changeThroughApi(api.page, BERN, {
      addressLine1: 'Postfach 1420',
      streetName: null,
      buildingNumber: null,
      postalCode: '3001',
    });

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
      probes.push(probe);
      const { page } = probe;
      await page.setViewportSize(DESKTOP);
      await signIn(page, base, DEMO_LOGINS.hrAdmin, `/?lang=${lang}`);

      // 1. The area from the navigation: the five subunits, the Swiss address, the IBAN in groups of four.
      await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.subunits, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.subunits }).waitFor();
      await page.getByTestId('subunits-list').waitFor({ timeout: 60_000 });
      for (const id of DEMO_SUBUNITS) await page.getByTestId(`subunit-${id}`).waitFor();
      const zurich = page.getByTestId('subunit-ZH-HQ');
      expect(await zurich.getByTestId('subunit-name').innerText()).toBe('Hauptsitz Zürich');
      expect((await zurich.getByTestId('subunit-address').innerText()).split('\n')).toEqual([
        'Hardstrasse 201',
        '8005 Zürich',
        lang === 'de' ? 'Schweiz' : 'Suisse',
      ]);
      expect(await zurich.getByTestId('subunit-iban').innerText()).toBe('CH37 0070 0110 0012 3456 1');
      expect(await zurich.getByTestId('subunit-uid').innerText()).toBe('CHE-116.281.710');
      expect(await zurich.getAttribute('data-blocked')).toBe('false');
      expect(await zurich.getByTestId('subunit-payouts-paid').innerText()).toMatch(
        new RegExp(`^(${l.subunits.card.noPayouts}|CHF\\s[\\d']+\\.\\d{2} \\(\\d+ .+\\))$`),
      );

      // Bern: the post-office box stops a payout, said in words with how to mend it, not in the API's English.
      const bern = page.getByTestId(`subunit-${BERN}`);
      expect(await bern.getAttribute('data-blocked')).toBe('true');
      const bernProblems = await bern.getByTestId('subunit-problems').innerText();
      expect(bernProblems).toContain(l.subunits.problems.ADDRESS_NOT_STRUCTURED.title);
      expect(bernProblems).toContain(l.subunits.problems.ADDRESS_NOT_STRUCTURED.fix);
      expect(bernProblems).not.toMatch(/structured|street/i);
      // German first: Lugano and Bern blocked; French after German mended Lugano: Bern only.
      expect(await page.getByTestId('subunits-summary').innerText()).toContain(
        lang === 'de' ? '2 von 5' : '1 unité sur 5',
      );
      const lugano = page.getByTestId(`subunit-${LUGANO}`);
      if (lang === 'de') {
        expect(await lugano.getByTestId('subunit-problems').innerText()).toContain(
          l.subunits.problems.NO_ACCOUNT.title,
        );
        expect(await lugano.getByTestId('subunit-iban').innerText()).toBe(l.subunits.card.notSet);
      }
      await atBothWidths(page, `insurance-subunits-${lang}`);

      // 2. The billing form of Lugano (German: edited; French: looked at and cancelled).
      await lugano.getByTestId('subunit-edit').click();
      const drawer = page.getByTestId('subunit-drawer');
      await drawer.getByTestId('subunit-form').waitFor();
      const luganoName = lang === 'de' ? 'Filiale Lugano' : 'Filiale Lugano Centro';
      await page.getByRole('dialog', { name: l.subunits.edit.title.replace('{{name}}', luganoName) }).waitFor();
      expect(await drawer.getByTestId('subunit-form-city').inputValue()).toBe('Lugano');
      // The page behind scrolled to its top, so the full-page screenshots show the drawer over the page's start.
      await page.evaluate('window.scrollTo(0, 0)');
      if (lang === 'fr') {
        await atBothWidths(page, `insurance-subunits-form-${lang}`);
        await drawer.getByTestId('subunit-form-cancel').click();
        await drawer.getByTestId('subunit-form').waitFor({ state: 'detached' });
        continue;
      }

      // A wrong IBAN is named under its field, in German, and nothing is sent.
      await fill(page, 'iban', 'CH00 1234');
      await drawer.getByTestId('subunit-form-save').click();
      const ibanField = drawer.getByTestId('subunit-form-iban');
      await expect.poll(() => ibanField.getAttribute('aria-invalid')).toBe('true');
      expect(await drawer.innerText()).toContain(l.tenant.messages.iban);
      await atBothWidths(page, `insurance-subunits-form-error-${lang}`);

      // Someone else changes Lugano meanwhile: the save is a conflict, the form shows the current details.
      await fill(page, 'iban', NEW_IBAN);
      await fill(page, 'uid', NEW_UID);
      await changeThroughApi(api.page, LUGANO, { name: 'Filiale Lugano Centro' });
      await drawer.getByTestId('subunit-form-save').click();
      const conflict = drawer.getByTestId('subunit-conflict');
      await expect.poll(() => conflict.innerText(), { timeout: 30_000 }).toBe(l.subunits.edit.conflictReloaded);
      expect(await drawer.getByTestId('subunit-form-name').inputValue()).toBe('Filiale Lugano Centro');
      expect(await ibanField.inputValue()).toBe('');
      await atBothWidths(page, `insurance-subunits-conflict-${lang}`);

      // The change made again is saved: the drawer closes, the card says so and shows the new details.
      await fill(page, 'iban', NEW_IBAN.replaceAll(' ', '').toLowerCase());
      await fill(page, 'uid', 'CHE109322551');
      await drawer.getByTestId('subunit-form-save').click();
      await drawer.getByTestId('subunit-form').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await lugano.getByTestId('subunit-saved').innerText()).toBe(
        l.subunits.saved.replace('{{name}}', 'Filiale Lugano Centro'),
      );
      expect(await lugano.getByTestId('subunit-name').innerText()).toBe('Filiale Lugano Centro');
      expect(await lugano.getByTestId('subunit-iban').innerText()).toBe(NEW_IBAN);
      expect(await lugano.getByTestId('subunit-uid').innerText()).toBe(NEW_UID);
      expect(await lugano.getAttribute('data-blocked')).toBe('false');
      expect(await lugano.getByTestId('subunit-problems').count()).toBe(0);
      await atBothWidths(page, `insurance-subunits-saved-${lang}`);
    }

    // 3. Payroll reads the area without the edit button, is told who changes the details, and opens sickness cases.
    const l = locales.de;
    const payroll = await openPage(env.browser);
    probes.push(payroll);
    const { page } = payroll;
    await page.setViewportSize(DESKTOP);
    await signIn(page, base, DEMO_LOGINS.payroll, '/?lang=de');
    await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.subunits, exact: true }).click();
    await page.getByTestId('subunits-list').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId(`subunit-${LUGANO}`).getByTestId('subunit-iban').innerText()).toBe(NEW_IBAN);
    expect(await page.getByTestId('subunit-edit').count()).toBe(0);
    expect(await page.getByTestId(`subunit-${BERN}`).getByTestId('subunit-ask-hr').innerText()).toBe(
      l.subunits.card.askHr,
    );
    await atBothWidths(page, 'insurance-subunits-payroll-de');
    // A subunit with open sickness cases: its count opens the KTG list filtered by the subunit.
    const withCases = page.locator('section[data-blocked]').filter({ has: page.getByTestId('subunit-sickness-link') });
    expect(await withCases.count()).toBeGreaterThan(0);
    const card = withCases.first();
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('subunit-', '');
    await card.getByTestId('subunit-sickness-link').click();
    await expect.poll(() => page.url()).toContain('/insurance/ktg?');
    expect(new URL(page.url()).searchParams.get('subunit')).toBe(id);
    await page.getByRole('heading', { level: 1, name: l.nav.areas.ktgCases }).waitFor();

    for (const probe of probes) {
      // The conflict is the one refused request the browser logged.
      expect(probe.consoleErrors.filter((line) => !/status of 409 .*\/insurance\/subunits\//.test(line))).toEqual([]);
      await probe.context.close();
    }
  }, 360_000);
});
