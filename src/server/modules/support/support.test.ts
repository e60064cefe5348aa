// Support through the API (issue 33 scope 6; decision 0067), on both databases: a payroll clerk asks, the context is
// kept without health ids unless consented, the operators see it in their inbox across tenants and answer, the clerk
// writes back and closes; numbers count per tenant; revisions, 404s, the role matrix and another tenant.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../../db/schema/care.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const REQUESTS = '/api/modular/support/requests';
const INBOX = '/api/modular/admin/support/requests';
const CASE_ID = '0196f0a0-0000-7000-8000-0000000ca5e1';
const MAIL_SUBJECTS: Record<string, string> = {
  de: 'Antwort auf Ihre Supportanfrage Nr.',
  fr: 'Réponse à votre demande de support n°',
  it: 'Risposta alla sua richiesta di supporto n.',
  en: 'Answer to your support request no.',
};
const mailSubjectOf = (language: string | undefined) => MAIL_SUBJECTS[language ?? ''];

describe.each(testBackends())('support on %s', (backend) => {
  const ctx = useTestApp(backend);

  const send = async (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };

  async function company(name: string) {
    const tenantId = (await createTenant(ctx.database, { name })).id;
    const configuration = validConfigurationInput(name);
    configuration.careConfiguration = {
      keyContactEmail: `care@${name.toLowerCase().replace(/\W/g, '')}.example.ch`,
      careStageConfiguration: {},
    };
    await configureTenantForTest(ctx.database, tenantId, configuration);
    const { user, session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    return { tenantId, payroll, user };
  }

  it('follows a request from the question to the answer to closing, with the context and the inbox', async () => {
    const { tenantId, payroll, user } = await company('Hilfe AG');
    const answerMails = () =>
      ctx.database.withTenant(tenantId, (tx) =>
        tx
          .select()
          .from(mails)
          .where(and(eq(mails.tenantId, tenantId), eq(mails.event, 'SUPPORT_REQUEST_ANSWERED')))
          .orderBy(asc(mails.createdAt)),
      );
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });

    // Nothing yet: the key contact of the care configuration is there, no request.
    expect((await send(payroll, 'GET', REQUESTS)).body).toEqual({
      items: [],
      totalCount: 0,
      openCount: 0,
      keyContactEmail: 'care@hilfeag.example.ch',
    });

    // Asked from the accounting screen with the employee and a case: without consent the case id is dropped.
    const created = await send(payroll, 'POST', REQUESTS, {
      subject: 'März gesperrt?',
      message: 'Warum kann ich den März nicht mehr ändern?',
      area: 'accounting',
      path: '/accounting?month=2026-03',
      context: { employeeId: 'E-1', caseId: CASE_ID, accountingMonthId: '2026-03' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      number: 1,
      subject: 'März gesperrt?',
      status: 'OPEN',
      area: 'accounting',
      path: '/accounting?month=2026-03',
      context: { employeeId: 'E-1', accountingMonthId: '2026-03' },
      includesHealthData: false,
      healthDataWithheld: true,
      revision: 1,
      messageCount: 1,
      lastAuthorKind: 'USER',
      messages: [{ authorKind: 'USER', text: 'Warum kann ich den März nicht mehr ändern?' }],
    });
    expect(created.body.context.caseId).toBeUndefined();
    const requestId = created.body.requestId;

    // A second request with consent keeps the case; it is number 2.
    const second = await send(payroll, 'POST', REQUESTS, {
      subject: 'Taggeld falsch?',
      message: 'Der Fall rechnet mit 70 %.',
      context: { caseId: CASE_ID },
      includesHealthData: true,
    });
    expect(second.body).toMatchObject({ number: 2, context: { caseId: CASE_ID }, healthDataWithheld: false });

    // The operators' inbox: both, with the tenant's name, waiting ones first; counts by status.
    const inbox = await send(admin, 'GET', `${INBOX}?tenantId=${tenantId}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.totalCount).toBe(2);
    expect(inbox.body.items[0]).toMatchObject({ tenantId, tenantName: 'Hilfe AG', status: 'OPEN' });
    expect(inbox.body.byStatus).toEqual([
      { status: 'OPEN', count: 2 },
      { status: 'ANSWERED', count: 0 },
      { status: 'CLOSED', count: 0 },
    ]);
    const seen = await send(admin, 'GET', `${INBOX}/${requestId}`);
    expect(seen.body).toMatchObject({ tenantName: 'Hilfe AG', createdByEmail: expect.stringContaining('@') });

    // The answer: ANSWERED, revision 2; the clerk sees it.
    const answered = await send(admin, 'POST', `${INBOX}/${requestId}/messages`, {
      text: 'Der März ist abgeschlossen; Korrekturen gehen in den April.',
      revision: 1,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ status: 'ANSWERED', revision: 2, messageCount: 2, lastAuthorKind: 'ADMIN' });
    // The answer mails the clerk once, in their language, with the number and a link, never the answer's text.
    const [mail, ...moreMails] = await answerMails();
    expect(moreMails).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: user.email,
      recipientUserId: null,
      link: `/support/${requestId}`,
      status: expect.stringMatching(/^(QUEUED|OUTBOX|SENT)$/),
    });
    expect(mail?.subject).toBe(`${mailSubjectOf(mail?.language)} ${created.body.number}: März gesperrt?`);
    expect(mail?.textBody).toContain(`/support/${requestId}`);
    expect(mail?.textBody).not.toContain('Korrekturen gehen in den April');
    expect(mail?.htmlBody).not.toContain('Korrekturen gehen in den April');
    const read = await send(payroll, 'GET', `${REQUESTS}/${requestId}`);
    expect(read.body.messages.map((message: { authorKind: string }) => message.authorKind)).toEqual(['USER', 'ADMIN']);
    expect((await send(payroll, 'GET', `${REQUESTS}?status=ANSWERED`)).body).toMatchObject({
      totalCount: 1,
      openCount: 1,
      items: [{ requestId, status: 'ANSWERED' }],
    });

    // Written on revision 1 again: someone else's message came first.
    const stale = await send(payroll, 'POST', `${REQUESTS}/${requestId}/messages`, { text: 'Danke', revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'REVISION_CONFLICT' });
    // The clerk writes back: OPEN again; then closes it; a later message opens it again.
    expect(
      (await send(payroll, 'POST', `${REQUESTS}/${requestId}/messages`, { text: 'Danke!', revision: 2 })).body,
    ).toMatchObject({ status: 'OPEN', revision: 3 });
    const closed = await send(payroll, 'POST', `${REQUESTS}/${requestId}/close`, { revision: 3 });
    expect(closed.body).toMatchObject({ status: 'CLOSED', revision: 4, closedAt: expect.any(String) });
    // Closing a closed request changes nothing.
    expect((await send(payroll, 'POST', `${REQUESTS}/${requestId}/close`, {})).body).toMatchObject({ revision: 4 });
    expect((await send(admin, 'POST', `${INBOX}/${requestId}/messages`, { text: 'Noch etwas?' })).body).toMatchObject({
      status: 'ANSWERED',
      closedAt: null,
    });
    // The clerk's own messages and the close mailed nobody; the second answer mailed once more (revision 5).
    expect((await answerMails()).map((row) => row.dedupeKey)).toEqual([
      `SUPPORT_REQUEST_ANSWERED:${requestId}:2`,
      `SUPPORT_REQUEST_ANSWERED:${requestId}:5`,
    ]);
  });

  it('keeps tenants apart, answers unknown ids with 404 and bad input with 400, and follows the role matrix', async () => {
    const a = await company('Alpha AG');
    const b = await company('Beta AG');
    const asked = await send(a.payroll, 'POST', REQUESTS, { subject: 'A fragt', message: 'Geheim' });
    const requestId = asked.body.requestId;
    // Beta's numbers start at 1 too; Beta sees nothing of Alpha's.
    expect((await send(b.payroll, 'POST', REQUESTS, { subject: 'B fragt', message: 'Hallo' })).body.number).toBe(1);
    expect((await send(a.payroll, 'POST', REQUESTS, { subject: 'A wieder', message: 'Noch' })).body.number).toBe(2);
    expect(
      (await send(b.payroll, 'GET', REQUESTS)).body.items.map((item: { subject: string }) => item.subject),
    ).toEqual(['B fragt']);
    for (const [method, url, body] of [
      ['GET', `${REQUESTS}/${requestId}`, undefined],
      ['POST', `${REQUESTS}/${requestId}/messages`, { text: 'Von B' }],
      ['POST', `${REQUESTS}/${requestId}/close`, {}],
    ] as const) {
      const response = await send(b.payroll, method, url, body);
      expect(response.status, url).toBe(404);
      expect(response.body).toMatchObject({ code: 'SUPPORT_REQUEST_NOT_FOUND' });
    }
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    expect((await send(admin, 'GET', `${INBOX}/${CASE_ID}`)).status).toBe(404);
    for (const body of [
      { subject: '', message: 'x' },
      { subject: 'x', message: 'x', area: 'not an area!' },
      { subject: 'x', message: 'x', path: 'https://elsewhere.example' },
      { subject: 'x', message: 'x', context: { caseId: 'not-a-uuid' } },
      { subject: 'x', message: 'x', context: { diagnosis: 'Grippe' } },
    ]) {
      const refused = await send(a.payroll, 'POST', REQUESTS, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ errors: expect.any(Array) });
    }
    // A superior has no support permission; a tenant user never reaches the inbox.
    const superior = (await createSignedInUser(ctx.app, ctx.database, a.tenantId, 'Superior')).session;
    expect((await send(superior, 'GET', REQUESTS)).status).toBe(403);
    expect((await send(a.payroll, 'GET', INBOX)).status).toBe(403);
  });
});
