// Carriers journey (payouts, issue 15; decision 0031): the platform admin finds the demo carrier on the Carriers
// screen, creates a second one — the form first refuses a QR-IBAN and a Greek letter under their fields — edits it,
// then on the demo tenant's page lets the new carrier pay UVGZ. Desktop 1440 and phone 390 px, in German and French,
// each state checked with axe.
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  expectFitsWidth,
  openPage,
  readLocale,
  screenshot,
  scrollIntoView,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const de = readLocale('de');
const fr = readLocale('fr');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const DEMO_CARRIER = 'Absenza Krankentaggeld AG';
const NEW_CARRIER = 'Jura Taggeld AG';

describe('carriers journey', () => {
  const env = useServerAndBrowser();

  it('admin creates and edits a carrier and assigns it to a coverage line of the demo tenant', async () => {
    const admin = await openPage(env.browser);
    const { page } = admin;
    await page.setViewportSize(DESKTOP);
    await signIn(page, env.server.baseUrl, DEMO_LOGINS.admin, '/?lang=de');

    // The navigation leads to the carriers; the demo carrier pays the two demo tenants' three lines.
    await page.getByTestId('admin-nav').getByText(de.admin.nav.adminCarriers).click();
    await page.getByTestId('admin-carriers').waitFor();
    const demoRow = page.getByTestId('carrier-row').filter({ hasText: DEMO_CARRIER });
    await demoRow.waitFor();
    await demoRow.getByText('CH23 0079 0016 2523 3479 0').waitFor();
    await screenshot(page, 'carriers-de-1440');

    // A new carrier: a QR-IBAN and a Greek letter are refused under their fields, nothing is sent.
    await page.getByTestId('carrier-new').click();
    const drawer = page.getByTestId('carrier-form');
    await drawer.waitFor();
    await page.getByTestId('carrier-name').fill('Jura Ω Taggeld AG');
    await page.getByTestId('carrier-payingUnitName').fill('Leistungszentrum');
    await page.getByTestId('carrier-streetName').fill('Rue de la Gare');
    await page.getByTestId('carrier-buildingNumber').fill('12');
    await page.getByTestId('carrier-postCode').fill('2800');
    await page.getByTestId('carrier-townName').fill('Delémont');
    await page.getByTestId('carrier-iban').fill('CH44 3199 9123 0008 8901 2');
    await page.getByTestId('carrier-contactName').fill('Luc Girardin');
    await page.getByTestId('carrier-contactEmail').fill('prestations@jura-taggeld.example.ch');
    await page.getByTestId('carrier-save').click();
    await drawer.getByText(de.errors.validation.messages.carrierQrIban).waitFor();
    await drawer.getByText(de.errors.validation.messages.spsText).waitFor();
    // The first field in error (scrolled out of the drawer) has the focus.
    await expect.poll(() => page.evaluate('document.activeElement?.dataset.testid')).toBe('carrier-name');
    expect(await page.getByTestId('carrier-iban').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'carriers-form-errors-de-1440');

    // Corrected, it is saved and listed.
    await page.getByTestId('carrier-name').fill(NEW_CARRIER);
    await page.getByTestId('carrier-iban').fill('CH52 0070 0110 0045 6789 0');
    await page.getByTestId('carrier-save').click();
    await page.getByTestId('carrier-saved').waitFor();
    const newRow = page.getByTestId('carrier-row').filter({ hasText: NEW_CARRIER });
    await newRow.getByText('Delémont').waitFor();

    // Edit: the phone number is added.
    await newRow.getByTestId('carrier-edit').click();
    await page.getByTestId('carrier-contactPhone').fill('+41 32 420 55 55');
    await page.getByTestId('carrier-save').click();
    await page.getByTestId('carrier-saved').waitFor();
    await newRow.getByText('+41 32 420 55 55', { exact: false }).waitFor();
    await screenshot(page, 'carriers-saved-de-1440');

    // The demo tenant: the demo carrier pays all three lines; the new one takes over UVGZ.
    await page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=de`);
    const panel = page.getByTestId('admin-tenant-carriers');
    await panel.waitFor();
    for (const line of ['KTG', 'UVG', 'UVGZ']) {
      await expect.poll(() => page.getByTestId(`tenant-carrier-${line}`).inputValue()).toBe(DEMO_CARRIER);
    }
    await page.getByTestId('tenant-carrier-UVGZ').click();
    await page.getByRole('option', { name: NEW_CARRIER }).click();
    await page.getByTestId('tenant-carriers-save').click();
    await panel.getByTestId('tenant-carriers-saved').waitFor();
    await scrollIntoView(panel);
    await screenshot(page, 'carriers-tenant-de-1440', { viewportOnly: true });
    const assignment = (await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `/api/modular/admin/tenant/${DEMO_TENANT_ID}/carriers`,
    )) as Record<string, string | null>;
    const carriers = (await page.evaluate(async (url) => (await fetch(url)).json(), '/api/modular/admin/carrier')) as {
      items: { carrierId: string; name: string; assignmentCount: number }[];
    };
    const byName = new Map(carriers.items.map((item) => [item.name, item]));
    expect(assignment).toMatchObject({
      KTG: byName.get(DEMO_CARRIER)?.carrierId,
      UVG: byName.get(DEMO_CARRIER)?.carrierId,
      UVGZ: byName.get(NEW_CARRIER)?.carrierId,
    });
    expect([byName.get(DEMO_CARRIER)?.assignmentCount, byName.get(NEW_CARRIER)?.assignmentCount]).toEqual([5, 1]);

    // French, desktop: the list and the edit drawer.
    await page.goto(`${env.server.baseUrl}/admin/carriers?lang=fr`);
    await page.getByRole('heading', { name: fr.admin.carriers.title, level: 1 }).waitFor();
    await page.getByTestId('carrier-row').filter({ hasText: NEW_CARRIER }).waitFor();
    await screenshot(page, 'carriers-fr-1440');
    await page.getByTestId('carrier-row').filter({ hasText: DEMO_CARRIER }).getByTestId('carrier-edit').click();
    await page.getByTestId('carrier-form').waitFor();
    await screenshot(page, 'carriers-form-fr-1440');
    await page.keyboard.press('Escape');
    await page.getByTestId('carrier-form').waitFor({ state: 'detached' });

    // Phone: cards instead of the table, the drawer full width, nothing scrolls sideways; French and German.
    await page.setViewportSize(PHONE);
    await page.getByTestId('carriers-cards').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'carriers-fr-390');
    await page.getByTestId('carrier-new').click();
    await page.getByTestId('carrier-form').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'carriers-form-fr-390');
    await page.keyboard.press('Escape');
    await page.goto(`${env.server.baseUrl}/admin/carriers?lang=de`);
    await page.getByTestId('carriers-cards').waitFor();
    await expectFitsWidth(page, PHONE.width);
    await screenshot(page, 'carriers-de-390');
    await page.goto(`${env.server.baseUrl}/admin/tenants/${DEMO_TENANT_ID}?lang=fr`);
    await page.getByTestId('admin-tenant-carriers').waitFor();
    await expect.poll(() => page.getByTestId('tenant-carrier-UVGZ').inputValue()).toBe(NEW_CARRIER);
    await expectFitsWidth(page, PHONE.width);
    await scrollIntoView(page.getByTestId('admin-tenant-carriers'));
    await screenshot(page, 'carriers-tenant-fr-390', { viewportOnly: true });

    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  }, 600_000);
});
