// Support (issue 33 scope 6, decision 0067): a payroll clerk on an employee's page opens "Help and support", reads
// what the area is for, writes to support in German and sees the screen and the employee attached; the request is on
// the support page. The operator sees it on the admin home page, opens the inbox in French and answers; the clerk,
// whose page still holds the request as it was, replies and is told that an answer came in between (409: reloaded),
// sends again and closes the request. At 1440 and 390 px in German and French, each state checked by axe.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  openPage,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const EMPLOYEE = 'E-1010';

describe('support: a question with its context, the operators’ answer, closed', () => {
  const env = useServerAndBrowser();

  it('payroll asks from an employee’s page, the operator answers in the inbox, payroll closes', async () => {
    const base = env.server.baseUrl;
    const de = readLocale('de');
    const fr = readLocale('fr');
    const browser: Browser = env.browser;

    // --- Payroll (German): the help of the area, then the contact form with the screen attached. ---------------------
    const clerk = await openPage(browser, { locale: 'de-CH' });
    const page = clerk.page;
    await signIn(page, base, DEMO_LOGINS.payroll, `/employees/${EMPLOYEE}?lang=de`);
    await page.getByTestId('employee-detail').waitFor({ timeout: 60_000 });
    await page.getByTestId('help-button').click();
    const drawer = page.getByTestId('help-drawer');
    await drawer.getByTestId('help-area').waitFor();
    expect(await drawer.getByTestId('help-area').getAttribute('data-topic')).toBe('employeeOverview');
    expect(await drawer.getByTestId('help-area').innerText()).toContain(de.help.areas.employeeOverview.purpose);
    await drawer.getByTestId('support-contact-subject').fill('Lohn im Oktober fehlt');
    await drawer
      .getByTestId('support-contact-message')
      .fill('Bei dieser Person fehlt das Taggeld im Oktober. Woran liegt das?');
    const attached = await drawer.getByTestId('support-contact-attached').innerText();
    expect(attached).toContain(`${de.support.contact.attached} Bildschirm «${de.nav.areas.employeeOverview}»`);
    expect(attached).toContain(`/employees/${EMPLOYEE}`);
    expect(attached).toContain(`${de.support.context.keys.employeeId}: ${EMPLOYEE}`);
    expect(await drawer.getByTestId('support-contact-health').isChecked()).toBe(false);
    await atBothWidths(page, 'support-help-de');
    await drawer.getByTestId('support-contact-send').click();
    const sent = drawer.getByTestId('support-contact-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain('#1');
    await sent.getByTestId('support-contact-open').click();

    // The request with what was attached; then the support page lists it, open.
    const request = page.getByTestId('support-request');
    await request.waitFor();
    expect(await page.getByTestId('support-message').count()).toBe(1);
    expect(await page.getByTestId('support-attached').innerText()).toContain(EMPLOYEE);
    const requestUrl = page.url();
    await page.getByTestId('support-back').click();
    await page.getByTestId('support-row').first().waitFor();
    expect(await page.getByTestId('support-row').count()).toBe(1);
    expect(await page.getByTestId('support-row').first().innerText()).toContain(de.support.statuses.OPEN);
    await atBothWidths(page, 'support-list-de');
    // Back on the request, as it was before anyone answered (revision 1).
    await page.goto(requestUrl);
    await request.waitFor();

    // --- The operator (French): the home page's card, the inbox, the answer. ------------------------------------------
    const operator = await openPage(browser, { locale: 'fr-CH' });
    const admin = operator.page;
    await signIn(admin, base, DEMO_LOGINS.admin, '/?lang=fr');
    const card = admin.getByTestId('work-item-supportRequests');
    await card.waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('work-item-count').innerText()).toBe('1');
    await atBothWidths(admin, 'support-admin-home-fr');
    await admin.getByTestId(`work-link-support-${DEMO_TENANT_ID}`).click();
    await admin.getByTestId('admin-support-row').first().waitFor();
    expect(await admin.getByTestId('admin-support-row').count()).toBe(1);
    await atBothWidths(admin, 'support-inbox-fr');
    await admin.locator('[data-testid="admin-support-request-link"]:visible').first().click();
    const context = admin.getByTestId('admin-support-context');
    await context.waitFor();
    expect(await context.innerText()).toContain(fr.nav.areas.employeeOverview);
    expect(await context.innerText()).toContain(EMPLOYEE);
    await admin
      .getByTestId('admin-support-answer-text')
      .fill('Le mois d’octobre n’est pas encore clôturé ; réessayez demain.');
    await admin.getByTestId('admin-support-answer-send').click();
    await expect.poll(() => admin.getByTestId('support-message').count()).toBe(2);
    expect(await admin.getByTestId('support-status').first().innerText()).toBe(fr.support.statuses.ANSWERED);
    await atBothWidths(admin, 'support-answer-fr');

    // --- Payroll again: the reply meets the answer (409), the page reloads and says so; sent again, then closed. ----
    await page.getByTestId('support-reply-text').fill('Danke, ich versuche es morgen.');
    await page.getByTestId('support-reply-send').click();
    await page.getByTestId('support-reloaded').waitFor();
    await expect.poll(() => page.getByTestId('support-message').count()).toBe(2);
    expect(await page.getByTestId('support-reply-text').inputValue()).toBe('Danke, ich versuche es morgen.');
    await page.getByTestId('support-reply-send').click();
    await expect.poll(() => page.getByTestId('support-message').count()).toBe(3);
    await page.getByTestId('support-close').click();
    await page.getByTestId('support-closed-note').waitFor();
    expect(await page.getByTestId('support-status').first().innerText()).toBe(de.support.statuses.CLOSED);
    await atBothWidths(page, 'support-closed-de');

    // The other language of each side: the company's list in French, the inbox in German.
    await page.goto(`${base}/support?lang=fr`);
    await page.getByTestId('support-row').first().waitFor();
    expect(await page.getByTestId('support-row').first().innerText()).toContain(fr.support.statuses.CLOSED);
    await atBothWidths(page, 'support-list-fr');
    await admin.goto(`${base}/admin/support?lang=de`);
    await admin.getByTestId('admin-support-row').first().waitFor();
    await atBothWidths(admin, 'support-inbox-de');

    expect(clerk.consoleErrors.filter((line) => !line.includes('409'))).toEqual([]);
    expect(operator.consoleErrors).toEqual([]);
    await clerk.context.close();
    await operator.context.close();
  }, 300_000);
});
