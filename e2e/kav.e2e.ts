// The KAV journey (decision 0069), on this journey's own server (useServerAndBrowser: a copy of the seeded data). The
// demo company has a current contract with KTG only: Payroll (Marco Frei) first sees why there is no KAV and how a
// legacy contract gets it. Then the platform admin makes the demo a legacy contract with KTG and KAV (a KAV policy
// beside the KTG policy of the coverage), and HR (Anna Meier) records two sickness days of Felix Brunner in hours; the
// derivation books the demo's short-term sickness days under KAV. Payroll opens KAV from the navigation: the counts,
// the KAV policy's cover in words, the 12 months KAV beside KTG with their accounting state, the records incomplete
// for KAV (filtered by a missing field, in the URL) and the month's KAV absences by basis, Brunner's hours with the
// KAV claim day they produced. In German and French, at 1440 and 390 px, each state checked with axe.
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
const KAV_POLICY = 'KAV-77-1201';
const BRUNNER = { employeeId: 'E-1010', name: 'Brunner, Felix' };

type Json = Record<string, unknown>;

/** The first two weekdays of the current month in Switzerland (the hours recorded for Brunner), and the month. */
function firstWeekdays(): { month: string; days: [string, string] } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const month = today.slice(0, 7);
  const days: string[] = [];
  for (let day = 1; days.length < 2; day++) {
    const date = new Date(`${month}-${String(day).padStart(2, '0')}T12:00:00Z`);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return { month, days: days as [string, string] };
}

describe('KAV: the legacy contracts short-term cover for payroll', () => {
  const env = useServerAndBrowser();

  it('in German and French, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;
    const { month, days } = firstWeekdays();

    // 0. Without KAV: the reason and how a legacy contract gets it (not an error).
    const payrollDe = await openPage(env.browser, { locale: 'de-CH' });
    probes.push(payrollDe);
    await signIn(payrollDe.page, base, DEMO_LOGINS.payroll, '/kav?lang=de');
    const absent = payrollDe.page.getByTestId('kav-absent');
    await absent.waitFor({ timeout: 60_000 });
    expect(await absent.getAttribute('data-reason')).toBe('CURRENT_CONTRACT');
    expect(await payrollDe.page.getByTestId('kav-absent-reason').innerText()).toBe(
      locales.de.kav.absent.reasons.CURRENT_CONTRACT,
    );
    await atBothWidths(payrollDe.page, 'kav-absent-de');

    // 1. The platform admin: the demo becomes a legacy contract with KTG and KAV.
    const admin = await openPage(env.browser, { locale: 'de-CH' });
    probes.push(admin);
    await signIn(admin.page, base, DEMO_LOGINS.admin, '/?lang=de');
    const tenant = (await apiCall(admin.page, 'GET', `/api/modular/admin/tenant/${DEMO_TENANT_ID}`)).body as {
      configuration: Json & {
        insuranceConfiguration: Json & { coverageConfigurations: (Json & { policies: Json[] })[] };
      };
      configurationVersion: { version: number } | null;
    };
    const insurance = tenant.configuration.insuranceConfiguration;
    const configured = await apiCall(admin.page, 'PUT', `/api/modular/admin/tenant/${DEMO_TENANT_ID}/configure`, {
      configuration: {
        ...tenant.configuration,
        insuranceConfiguration: {
          ...insurance,
          contractGeneration: 'LEGACY',
          insuredProducts: ['KTG', 'KAV'],
          coverageConfigurations: insurance.coverageConfigurations.map((coverage) => ({
            ...coverage,
            policies: [...coverage.policies, { type: 'KAV', defaultPolicyNumber: KAV_POLICY }],
          })),
        },
      },
      comment: 'KAV journey: a legacy contract with KTG and KAV',
      baseVersion: tenant.configurationVersion?.version,
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);

    // 2. HR: Felix Brunner sick 4.2 hours on the month's first two weekdays.
    const hr = await openPage(env.browser, { locale: 'de-CH' });
    probes.push(hr);
    await signIn(hr.page, base, DEMO_LOGINS.hrAdmin, '/?lang=de');
    const recorded = await apiCall(hr.page, 'POST', '/api/modular/absence', {
      employeeId: BRUNNER.employeeId,
      startDate: days[0],
      endDate: days[1],
      type: 'SICK',
      hours: '4.2',
      comment: 'KAV journey',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    // The derivation (the worker) books the days: Brunner's hours produce KAV claim days.
    await expect
      .poll(
        async () => {
          const answer = await apiCall(
            payrollDe.page,
            'GET',
            `/api/modular/kav/absences?month=${month}&basis=HOURS&search=brunner`,
          );
          const items = (answer.body?.items ?? []) as { claim: { policyType: string | null } | null }[];
          return items.filter((item) => item.claim?.policyType === 'KAV').length;
        },
        { timeout: 180_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(2);

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      const probe = lang === 'de' ? payrollDe : await openPage(env.browser, { locale: 'fr-CH' });
      if (lang !== 'de') probes.push(probe);
      const { page } = probe;
      await page.setViewportSize(DESKTOP);
      if (lang === 'de') await page.goto(`${base}/?lang=de`);
      else await signIn(page, base, DEMO_LOGINS.payroll, `/?lang=${lang}`);

      // 3. KAV from the navigation: the sentence, the counts, the policy's cover in words, the months.
      await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.kav, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.kav }).waitFor();
      await page.getByTestId('kav-summary').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('kav').innerText()).toContain(l.kav.intro);
      const insured = Number(await page.getByTestId('kav-count-insured').innerText());
      expect(insured).toBeGreaterThan(0);
      const policy = page.getByTestId(`kav-policy-${KAV_POLICY}`);
      const cover = await policy.getByTestId('kav-policy-cover').innerText();
      // The demo's coverage: 30 short-term days at 80 %, then 80 % under the KTG policy.
      expect(cover).toContain('30');
      expect(cover).toContain('KTG-77-1201');
      expect(cover).toContain('80%');
      const months = page.getByTestId('kav-month-row');
      await expect.poll(() => months.count(), { timeout: 30_000 }).toBe(12);
      const current = page.locator(`[data-testid="kav-month-row"][data-month="${month}"]`);
      const kavDays = Number(await current.getByTestId('kav-month-kav-days').innerText());
      // At least Brunner's two hours-based days are booked under KAV this month.
      expect(kavDays).toBeGreaterThanOrEqual(2);
      await atBothWidths(page, `kav-${lang}`);

      // 4. The records incomplete for KAV, filtered by a missing field (in the URL): each row lacks it, by name.
      const rows = page.getByTestId('kav-completeness-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.goto(`${base}/kav?missing=employmentPercentage&lang=${lang}`);
      await page.getByTestId('kav-completeness-count').waitFor({ timeout: 60_000 });
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const firstMissing = await rows.first().getByTestId('kav-completeness-missing').innerText();
      expect(firstMissing).toContain(l.uploads.rowIssueFields.employmentPercentage);
      expect(firstMissing).not.toContain('employmentPercentage');
      // Payroll may not edit employees: the row opens the person.
      expect(await rows.first().getByTestId('kav-completeness-fix').innerText()).toBe(l.kav.completeness.open);
      await page.getByTestId('kav-completeness').scrollIntoViewIfNeeded();
      await atBothWidths(page, `kav-completeness-${lang}`);

      // 5. The month's KAV absences recorded in hours: Brunner's two days, each a KAV claim day.
      await page.goto(`${base}/kav?month=${month}&basis=HOURS&lang=${lang}`);
      const absences = page.getByTestId('kav-absence-row');
      await expect.poll(() => absences.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
      const brunner = absences.filter({ hasText: BRUNNER.name });
      expect(await brunner.count()).toBe(2);
      expect(await brunner.first().getAttribute('data-basis')).toBe('HOURS');
      expect(await brunner.first().getByTestId('kav-absence-basis').innerText()).toBe(l.kav.absences.bases.HOURS);
      expect(await brunner.first().getByTestId('kav-absence-claim').getAttribute('data-policy')).toBe('KAV');
      expect(await brunner.first().getByTestId('kav-absence-amount').innerText()).toMatch(/^CHF\s/);
      await page.getByTestId('kav-absences').scrollIntoViewIfNeeded();
      await atBothWidths(page, `kav-absences-hours-${lang}`);
    }
    for (const probe of probes) {
      expect(probe.consoleErrors).toEqual([]);
      await probe.context.close();
    }
  }, 480_000);
});
