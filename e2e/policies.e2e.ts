// The policies journey (decision 0065): two gaps are made through the API as HR (Anna Meier) – Felix Brunner's record
// names a KTG number no coverage configuration knows, another employee's record loses its UVG number – on this
// journey's own server (useServerAndBrowser: a copy of the seeded data, so no other journey sees the change). Then
// Payroll (Marco Frei) opens Policies from the navigation: the overview counts the gaps by kind, the cards say each
// policy's coverage in words, the gap list names the people with what is wrong and how to mend it, a kind's count
// filters the list, the insured of KTG-77-1201 open in a drawer and are searched, and an earlier day (in the URL)
// shows the configuration not in force. In German and French, at 1440 and 390 px, each state checked with axe.
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
/** Felix Brunner (Niederlassung Basel, Monatslohn): his KTG number is changed to one the configuration does not know. */
const UNKNOWN_KTG = { employeeId: 'E-1010', name: 'Brunner, Felix', number: 'KTG-77-9999' };
/** The employee whose record loses its UVG number (a NO_POLICY gap for UVG). */
const WITHOUT_UVG = 'E-1011';
const KTG_CARD = 'policy-KTG-KTG-77-1201';

describe('policies: the coverage in words, the insured of a policy and the gaps', () => {
  const env = useServerAndBrowser();

  it('in German and French, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;

    // 0. The gaps, made by HR through the employee API (a correction of the current record).
    const hr = await openPage(env.browser);
    probes.push(hr);
    await signIn(hr.page, base, DEMO_LOGINS.hrAdmin);
    const unknown = await apiCall(hr.page, 'PATCH', `/api/modular/employee/${UNKNOWN_KTG.employeeId}`, {
      data: {
        policies: [
          { policyType: 'KTG', policyNumber: UNKNOWN_KTG.number },
          { policyType: 'UVG', policyNumber: 'UVG-55-0042', businessUnit: 'A' },
        ],
      },
    });
    expect(unknown.status).toBe(200);
    const noUvg = await apiCall(hr.page, 'PATCH', `/api/modular/employee/${WITHOUT_UVG}`, {
      data: { policies: [{ policyType: 'KTG', policyNumber: 'KTG-77-1201' }] },
    });
    expect(noUvg.status).toBe(200);

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
      probes.push(probe);
      const { page } = probe;
      await page.setViewportSize(DESKTOP);
      await signIn(page, base, DEMO_LOGINS.payroll, `/?lang=${lang}`);

      // 1. Policies from the navigation: the overview of today, the cards and the gap list.
      await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.policies, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.policies }).waitFor();
      await page.getByTestId('policies-summary').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('policies-products').innerText()).toContain(l.policies.products.KTG);
      expect(await page.getByTestId('policies-kind-POLICY_NOT_FOUND').innerText()).toBe(
        `${l.policies.kinds.POLICY_NOT_FOUND}: 1`,
      );
      expect(await page.getByTestId('policies-kind-NO_POLICY').innerText()).toBe(`${l.policies.kinds.NO_POLICY}: 1`);

      // The cards: the types by name, the KTG coverage in words (whole company, the Bern scale), UVG from the records.
      const ktg = page.getByTestId(KTG_CARD);
      expect(await ktg.getByTestId('policy-type').innerText()).toBe(l.policies.types.KTG.name);
      const ktgText = await ktg.innerText();
      expect(ktgText).toContain(l.policies.coverage.wholeCompany);
      expect(ktgText).toContain(l.policies.coverage.scales.BERN);
      expect(await ktg.getByTestId('policy-coverage-in-force').getAttribute('data-in-force')).toBe('true');
      const uvg = page.getByTestId('policy-UVG-UVG-55-0042');
      expect(await uvg.getByTestId('policy-type').innerText()).toBe(l.policies.types.UVG.name);
      expect(await uvg.getByTestId('policy-business-units').innerText()).toBe('A');
      expect(await page.getByTestId('policy-UVGZ-UVGZ-77-1201').getByTestId('policy-type').innerText()).toBe(
        l.policies.types.UVGZ.name,
      );

      // The gap list: both gaps; Felix Brunner's says the unknown number and what to do, in words, names not codes.
      const rows = page.getByTestId('policy-gap-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
      const brunner = rows.filter({ hasText: UNKNOWN_KTG.name });
      const brunnerText = await brunner.innerText();
      expect(brunnerText).toContain(UNKNOWN_KTG.number);
      expect(brunnerText).toContain('Niederlassung Basel');
      expect(brunnerText).not.toContain('BS-NORD');
      expect(brunnerText).toContain(l.policies.gaps.remedy.POLICY_NOT_FOUND);
      expect(brunnerText).not.toContain('is not in the configuration');
      expect(await page.getByTestId('policy-gaps-count').innerText()).toBe(
        l.policies.gaps.count_other.replace('{{n}}', '2'),
      );
      await atBothWidths(page, `policies-${lang}`);

      // 2. A kind's count filters the list (in the URL).
      await page.getByTestId('policies-kind-POLICY_NOT_FOUND').click();
      await expect.poll(() => page.url()).toContain('kind=POLICY_NOT_FOUND');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
      expect(await rows.first().getByTestId('policy-gap-kind').getAttribute('data-kind')).toBe('POLICY_NOT_FOUND');
      await atBothWidths(page, `policies-gaps-filtered-${lang}`);

      // 3. The insured of KTG-77-1201: a drawer with the list, searched by a name.
      await ktg.getByTestId('policy-insured-open').click();
      const drawer = page.getByTestId('policy-insured');
      await drawer.getByTestId('policy-insured-row').first().waitFor({ timeout: 30_000 });
      expect(await drawer.getByTestId('policy-insured-row').count()).toBe(25);
      const firstName = await drawer.getByTestId('policy-insured-employee').first().innerText();
      await atBothWidths(page, `policies-insured-${lang}`);
      const lastName = firstName.split(',')[0] ?? firstName;
      await drawer.getByTestId('policy-insured-search').fill(lastName);
      await expect
        .poll(async () => (await drawer.getByTestId('policy-insured-count').innerText()).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => drawer.getByTestId('policy-insured-row').count(), { timeout: 10_000 }).toBeLessThan(25);
      for (const name of await drawer.getByTestId('policy-insured-employee').allInnerTexts()) {
        expect(name).toContain(lastName);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // 4. An earlier day from the URL: before the configuration's insured period, its coverage is not in force.
      if (lang === 'de') {
        await page.goto(`${base}/policies?date=2019-12-31&lang=${lang}`);
        await page.getByTestId('policies-summary').waitFor({ timeout: 60_000 });
        expect(await page.getByTestId('policies-summary').innerText()).toContain('31.12.2019');
        await expect
          .poll(() => page.getByTestId(KTG_CARD).getByTestId('policy-coverage-in-force').getAttribute('data-in-force'))
          .toBe('false');
        expect(await page.getByTestId('policies-date').inputValue()).toBe('31.12.2019');
        await page.getByTestId('policy-gaps-count').waitFor();
        await atBothWidths(page, `policies-earlier-day-${lang}`);

        // 5. The gap's person opens the employee as of the day.
        await page.goto(`${base}/policies?kind=POLICY_NOT_FOUND&lang=${lang}`);
        await rows.first().getByTestId('policy-gap-employee').click();
        await expect.poll(() => page.url()).toContain(`/employees/${UNKNOWN_KTG.employeeId}`);
        await page.getByTestId('employee-detail').waitFor();
      }
    }
    for (const probe of probes) {
      expect(probe.consoleErrors).toEqual([]);
      await probe.context.close();
    }
  }, 360_000);
});
