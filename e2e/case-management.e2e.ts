// The case management journey (issue 30 "Done when"): a superior requests case management for a person of her team
// from the employee's page; the case manager accepts it in the requests inbox, opens the case management, writes a
// note and a return-to-work plan, and sends the employee an upload link from the missing-certificates worklist; the
// employee opens the mailed link (no account), uploads the certificate, and the worklist no longer lists the person.
// In German and in Italian (one employee each), at 1440 and 390 px, each state checked with axe and looked at.
// The data: the demo seed (its superior Sandra Keller's team); per language, HR records a sickness of six days for a
// team member for whom Sandra may request case management and who misses no certificate yet.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  atBothWidths,
  DEMO_LOGINS,
  openPage,
  type PageProbe,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), it: readLocale('it') };
type Lang = keyof typeof locales;

/** A one-page PDF (its first bytes are what the server checks: %PDF-). */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Sandra Keller's team in the demo seed (src/server/demo-absences.ts). */
const TEAM = ['E-1006', ...Array.from({ length: 10 }, (_, index) => `E-${1010 + index}`)];

type Person = { employeeId: string; firstName: string | null; lastName: string | null };

/** The day n days before today in Zurich, YYYY-MM-DD. */
const daysAgo = (n: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() - n * 86_400_000));

/**
 * Two team members Sandra may request case management for and who miss no certificate; each gets a sickness of six
 * days that ended four days ago (recorded by HR), which needs a certificate from its fourth day: one row in the
 * missing-certificates worklist once derived.
 */
async function candidates(sandra: Page, hr: Page): Promise<Person[]> {
  const found: Person[] = [];
  for (const employeeId of TEAM) {
    if (found.length === 2) break;
    const status = await apiCall(sandra, 'GET', `/api/modular/employee/${employeeId}/case-management`);
    if (status.status !== 200 || status.body.canRequest !== true) continue;
    const missing = await apiCall(hr, 'GET', `/api/modular/medical-certificates/missing?search=${employeeId}&take=1`);
    if (missing.body.totalCount !== 0) continue;
    const sick = await apiCall(hr, 'POST', '/api/modular/absence', {
      employeeId,
      startDate: daysAgo(9),
      endDate: daysAgo(4),
      type: 'SICK',
      percentage: '100',
      hours: null,
    });
    if (sick.status !== 201) continue;
    const list = await apiCall(hr, 'GET', `/api/modular/employees?search=${employeeId}&take=5`);
    const items = (list.body.items ?? []) as Person[];
    const employee = items.find((item) => item.employeeId === employeeId);
    found.push({ employeeId, firstName: employee?.firstName ?? null, lastName: employee?.lastName ?? null });
  }
  return found;
}

describe('case management: request, accept, note and plan, a certificate through the upload link', () => {
  const env = useServerAndBrowser();

  it('in German and Italian, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const open = async (email: string | null, lang: Lang) => {
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'it-CH' });
      probes.push(probe);
      if (email) await signIn(probe.page, env.server.baseUrl, email, `/?lang=${lang}`);
      return probe;
    };
    const sandra = await open(DEMO_LOGINS.superior, 'de');
    const hr = await open(DEMO_LOGINS.hrAdmin, 'de');
    const admin = await open(DEMO_LOGINS.admin, 'de');
    const people = await candidates(sandra.page, hr.page);
    expect(people.length, 'two team members with a new sickness to certify').toBe(2);

    for (const [index, lang] of (['de', 'it'] as const).entries()) {
      const l = locales[lang];
      const person = people[index] as Person;
      const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
      const base = env.server.baseUrl;

      // 1. The superior asks for case management from the employee's page.
      await sandra.page.goto(`${base}/employees/${person.employeeId}?lang=${lang}`);
      await sandra.page.getByTestId('request-case-management').click();
      await sandra.page.getByTestId('case-management-request-modal').waitFor();
      await sandra.page
        .getByTestId('case-management-request-reason')
        .fill(
          lang === 'de'
            ? 'Seit Wochen krank, bitte Rückkehr begleiten.'
            : 'Malato da settimane, accompagnare il rientro.',
        );
      await sandra.page.getByTestId('case-management-request-send').click();
      await sandra.page.getByTestId('case-management-request-sent').waitFor();
      await atBothWidths(sandra.page, `case-management-requested-${lang}`);
      await sandra.page.keyboard.press('Escape');

      // 2. The case manager accepts it in the requests inbox and opens the case management.
      const claire = await open(DEMO_LOGINS.caseManager, lang);
      const cm = claire.page;
      await cm.goto(`${base}/case-management/requests?lang=${lang}`);
      const row = cm.getByTestId('case-management-request-row').filter({ hasText: person.lastName ?? name });
      await row.first().waitFor();
      await atBothWidths(cm, `case-management-inbox-${lang}`);
      await row.first().getByTestId('case-management-request-accept').click();
      await cm.getByTestId('case-management-accept-confirm').click();
      const done = cm.getByTestId('case-management-request-done');
      await done.waitFor();
      await done.getByRole('link', { name: l.caseManagement.requests.openCaseManagement }).click();
      await cm.getByTestId('case-management-detail').waitFor();
      expect(await cm.getByTestId('case-management-detail').getAttribute('data-status')).toBe('ACTIVE');

      // 3. A note and a return-to-work plan: a goal, a step, 50 % work capacity from the 1st of next month.
      const note =
        lang === 'de'
          ? 'Erstgespräch geführt, Rückkehr zu 50 % geplant.'
          : 'Primo colloquio svolto, rientro al 50 % previsto.';
      await cm.getByTestId('case-management-note-text').fill(note);
      await cm.getByTestId('case-management-note-add').click();
      await cm.getByTestId('case-management-note').filter({ hasText: note }).waitFor();
      await cm.getByTestId('case-management-plan-add-goal').click();
      await cm
        .getByTestId('case-management-plan-goal')
        .last()
        .fill(lang === 'de' ? 'Schrittweise Rückkehr' : 'Rientro graduale');
      await cm.getByTestId('case-management-plan-add-step').click();
      await cm
        .getByTestId('case-management-plan-step-title')
        .last()
        .fill(lang === 'de' ? 'Gespräch mit der Ärztin' : 'Colloquio con la dottoressa');
      await cm.getByTestId('case-management-plan-step-owner').last().fill('Claire Dubois');
      await cm.getByTestId('case-management-plan-add-capacity').click();
      const next = new Date();
      const firstOfNext = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1));
      const swiss = `01.${String(firstOfNext.getUTCMonth() + 1).padStart(2, '0')}.${firstOfNext.getUTCFullYear()}`;
      const capacity = cm.getByTestId('case-management-plan-capacity').last();
      await capacity.getByLabel(l.caseManagement.plan.capacityDate).fill(swiss);
      await capacity.getByTestId('case-management-plan-capacity-percentage').fill('50');
      await cm.getByTestId('case-management-plan-save').click();
      await expect
        .poll(async () => {
          const detail = await apiCall(
            cm,
            'GET',
            `/api/modular/case-management/${cm.url().split('/').pop()?.split('?')[0]}`,
          );
          const plan = detail.body.plan as { goals: string[]; steps: unknown[]; workCapacity: unknown[] } | undefined;
          return plan ? [plan.goals.length, plan.steps.length, plan.workCapacity.length] : null;
        })
        .toEqual([1, 1, 1]);
      await atBothWidths(cm, `case-management-detail-${lang}`);

      // 4. The missing certificate: an upload link sent to the employee from the worklist.
      const email = `${person.employeeId.toLowerCase()}@privat.example.ch`;
      // The sickness HR recorded is derived in the background: its row appears once the period exists.
      await expect
        .poll(
          async () =>
            (await apiCall(cm, 'GET', `/api/modular/medical-certificates/missing?search=${person.employeeId}&take=1`))
              .body.totalCount,
          { timeout: 60_000 },
        )
        .toBe(1);
      await cm.goto(`${base}/absences/missing-certificates?search=${person.employeeId}&lang=${lang}`);
      await cm.getByTestId('missing-send-link').first().waitFor();
      await atBothWidths(cm, `missing-certificates-${lang}`);
      await cm.getByTestId('missing-send-link').first().click();
      await cm.getByTestId('upload-link-email').fill(email);
      await cm.getByTestId('upload-link-send').click();
      await cm.getByTestId('upload-link-sent').waitFor();
      await atBothWidths(cm, `upload-link-sent-${lang}`);
      await cm.keyboard.press('Escape');

      // 5. The employee opens the mailed link (read from the outbox) without an account and uploads the certificate.
      const mails = await apiCall(admin.page, 'GET', '/api/modular/admin/mails?take=50');
      const mail = ((mails.body.items ?? []) as { mailId: string; to: string; event: string }[]).find(
        (item) => item.event === 'CERTIFICATE_UPLOAD_LINK' && item.to === email,
      );
      expect(mail, `the upload link mail to ${email}`).toBeDefined();
      const full = await apiCall(admin.page, 'GET', `/api/modular/admin/mail/${mail?.mailId}`);
      const path = /\/certificate-upload\/cup_[A-Za-z0-9_-]{43}/.exec(String(full.body.text))?.[0];
      expect(path, 'the link in the mail').toBeDefined();
      const employee = await open(null, lang);
      await employee.page.goto(`${base}${path}?lang=${lang}`);
      await employee.page.getByTestId('certificate-upload-page').waitFor();
      await employee.page
        .getByTestId('certificate-upload-send')
        .or(employee.page.getByTestId('certificate-upload-choose'))
        .first()
        .waitFor();
      await atBothWidths(employee.page, `certificate-upload-${lang}`);
      await employee.page.getByTestId('certificate-upload-input').setInputFiles({
        name: 'arztzeugnis.pdf',
        mimeType: 'application/pdf',
        buffer: CERTIFICATE_PDF,
      });
      await employee.page.getByTestId('certificate-upload-send').click();
      await employee.page.getByTestId('certificate-upload-received').waitFor();
      await atBothWidths(employee.page, `certificate-upload-received-${lang}`);
      // The link is single use: opened again, it shows nothing of the employee.
      await employee.page.goto(`${base}${path}?lang=${lang}`);
      await employee.page
        .getByTestId('certificate-upload-unavailable')
        .or(employee.page.getByTestId('certificate-upload-invalid'))
        .first()
        .waitFor();

      // 6. The worklist no longer lists the person.
      await cm.goto(`${base}/absences/missing-certificates?search=${person.employeeId}&lang=${lang}`);
      await cm.getByTestId('missing-empty').waitFor();
      await atBothWidths(cm, `missing-certificates-empty-${lang}`);
    }

    // The only failed requests: the used link opened again (404, on purpose).
    for (const probe of probes) {
      expect(probe.consoleErrors.filter((line) => !/404.*\/certificate-upload\/cup_/.test(line))).toEqual([]);
    }
  }, 600_000);
});
