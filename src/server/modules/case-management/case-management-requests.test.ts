// Requests for case management (issue 30, decision 0052) over HTTP on both databases: who may request (a superior for
// the team, HR), the second request and the running case management refused with their codes, the employee's
// status, the mails to the case managers and to the requester, accept / decline / withdraw and their refusals.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../../db/schema/care.ts';
import {
  caseManagementRequests,
  caseManagementStatusChanges,
  caseManagements,
} from '../../../db/schema/case-management.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import {
  type CaseManagementCompany,
  type CmUser,
  createCaseManagementCompany,
} from '../../../testing/factories/case-management.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { guarded } from './case-management-requests.service.ts';

describe.each(testBackends())('case management requests on %s', (backend) => {
  const ctx = useTestApp(backend);
  let sequence = 0;
  const company = () => {
    sequence += 1;
    return createCaseManagementCompany(ctx.app, ctx.database, `Anfragen ${sequence} AG`);
  };

  const call = (who: CmUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/modular${url}`,
      headers: who.session.headers,
      ...(payload ? { payload } : {}),
    });

  const mailsOf = (tenantId: string, event: string) =>
    ctx.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.tenantId, tenantId), eq(mails.event, event)))
      .orderBy(asc(mails.toAddress));

  const statusOf = async (c: CaseManagementCompany, employeeId: string, who: CmUser = c.hr) =>
    (await call(who, 'GET', `/employee/${employeeId}/case-management`)).json();

  it('a superior requests for a team member: REQUESTED, the deciders mailed; a second request and out-of-scope refused', async () => {
    const c = await company();
    expect(await statusOf(c, 'T-1', c.boss)).toEqual({
      employeeId: 'T-1',
      status: 'NOT_ACTIVE',
      caseManagementId: null,
      openRequestId: null,
      canRequest: true,
    });
    const created = await call(c.boss, 'POST', '/case-management-request', {
      employeeId: 'T-1',
      ktgCaseId: c.t1SickCaseId,
      reason: 'Six weeks absent, return unclear',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      employeeId: 'T-1',
      firstName: 'Claire',
      lastName: 'Dubois',
      ktgCaseId: c.t1SickCaseId,
      caseNumber: '1',
      reason: 'Six weeks absent, return unclear',
      status: 'OPEN',
      requestedBy: { userId: c.boss.id, name: 'Sandra Keller' },
      decidedBy: null,
      declineReason: null,
      caseManagementId: null,
      canDecide: false,
      canWithdraw: true,
    });
    // The case manager sees the same request as one to decide, not to withdraw.
    const inbox = (await call(c.cm, 'GET', '/case-management-requests?status=OPEN')).json();
    expect(inbox.totalCount).toBe(1);
    expect(inbox.items[0]).toMatchObject({ requestId: request.requestId, canDecide: true, canWithdraw: false });
    expect(await statusOf(c, 'T-1', c.boss)).toEqual({
      employeeId: 'T-1',
      status: 'REQUESTED',
      caseManagementId: null,
      openRequestId: request.requestId,
      canRequest: false,
    });
    const history = await ctx.database.withTenant(c.tenantId, (tx) => tx.select().from(caseManagementStatusChanges));
    expect(history).toMatchObject([
      { employeeId: 'T-1', status: 'REQUESTED', requestId: request.requestId, changedBy: 'Sandra Keller' },
    ]);
    // Mailed: HR_Admin, both Case_Managers and the listed address (an HR business partner); never the superior, the
    // payroll user or the other HR business partner. The reason is not in the mail; the link is the inbox.
    const sent = await mailsOf(c.tenantId, 'CASE_MANAGEMENT_REQUESTED');
    expect(sent.map((mail) => mail.recipientUserId).sort()).toEqual([c.hr.id, c.cm.id, c.cm2.id, c.listed.id].sort());
    for (const mail of sent) {
      expect(mail.link).toBe('/case-management/requests');
      expect(mail.subject).toBe('Antrag auf Case Management: Claire Dubois');
      expect(mail.textBody).toContain('Sandra Keller beantragt Case Management für Claire Dubois.');
      expect(mail.textBody).not.toContain('Six weeks');
    }
    // A second request while one is open: 409 with the code; the same for HR.
    const second = await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-1', reason: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CASE_MANAGEMENT_REQUEST_OPEN', requestId: request.requestId });
    // O-1 is not in the superior's team.
    const outside = await call(c.boss, 'POST', '/case-management-request', { employeeId: 'O-1', reason: 'Why not' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN', employeeId: 'O-1' });
    expect((await call(c.boss, 'GET', '/employee/O-1/case-management')).json().code).toBe('EMPLOYEE_ACCESS_FORBIDDEN');
    // HR business partners and payroll may not request (the route's access).
    for (const who of [c.hrbp, c.payroll]) {
      expect((await call(who, 'POST', '/case-management-request', { employeeId: 'T-2', reason: 'x' })).statusCode).toBe(
        403,
      );
    }
    const unknown = await call(c.hr, 'POST', '/case-management-request', { employeeId: 'NOPE', reason: 'x' });
    expect(unknown.json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
    expect((await call(c.hr, 'GET', '/employee/NOPE/case-management')).statusCode).toBe(404);
    // The audit names the request, not the reason.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, c.tenantId), eq(auditLog.action, 'case-management-request.create')));
    expect(entry).toMatchObject({
      entityType: 'case-management-request',
      entityId: request.requestId,
      after: { employeeId: 'T-1', ktgCaseId: c.t1SickCaseId, status: 'OPEN' },
    });
  });

  it('the named case must be a case of the employee the caller sees: else 404 CASE_NOT_FOUND', async () => {
    const c = await company();
    // O-1's case named for T-1.
    const foreign = await call(c.hr, 'POST', '/case-management-request', {
      employeeId: 'T-1',
      ktgCaseId: c.o1SickCaseId,
      reason: 'Wrong case',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'CASE_NOT_FOUND' });
    // T-1's accident case: a superior sees no UVG case (insurance.uvg.view is not theirs).
    const accident = await call(c.boss, 'POST', '/case-management-request', {
      employeeId: 'T-1',
      ktgCaseId: c.t1AccidentCaseId,
      reason: 'After the accident',
    });
    expect(accident.statusCode).toBe(404);
    expect(accident.json()).toMatchObject({ code: 'CASE_NOT_FOUND' });
    // HR_Admin sees it: the request is made (nothing was left behind by the refused ones).
    const made = await call(c.hr, 'POST', '/case-management-request', {
      employeeId: 'T-1',
      ktgCaseId: c.t1AccidentCaseId,
      reason: 'After the accident',
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('accept: ACTIVE with the responsible case manager, the requester mailed; decided requests refuse with 409', async () => {
    const c = await company();
    const request = (
      await call(c.boss, 'POST', '/case-management-request', {
        employeeId: 'T-1',
        ktgCaseId: c.t1SickCaseId,
        reason: 'Long absence',
      })
    ).json();
    const url = `/case-management-request/${request.requestId}`;
    // The superior may not decide (the case manager's mark: notes edit).
    expect((await call(c.boss, 'POST', `${url}/accept`, {})).statusCode).toBe(403);
    // A responsible user who may not decide (an HR business partner): 400 with the code.
    const wrong = await call(c.cm, 'POST', `${url}/accept`, { responsibleUserId: c.hrbp.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CASE_MANAGEMENT_RESPONSIBLE_INVALID', responsibleUserId: c.hrbp.id });
    const accepted = await call(c.cm, 'POST', `${url}/accept`, { responsibleUserId: c.cm2.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const caseManagementId = accepted.json().caseManagementId as string;
    expect(accepted.json()).toMatchObject({
      status: 'ACCEPTED',
      decidedBy: { userId: c.cm.id, name: 'Carla Case' },
      canDecide: false,
      canWithdraw: false,
    });
    expect(caseManagementId).toEqual(expect.any(String));
    const detail = (await call(c.cm, 'GET', `/case-management/${caseManagementId}`)).json();
    expect(detail).toMatchObject({
      employeeId: 'T-1',
      status: 'ACTIVE',
      responsible: { userId: c.cm2.id, name: 'Marco Manager' },
      ktgCaseIds: [c.t1SickCaseId],
      revision: 1,
      canEdit: true,
      canReadNotes: true,
    });
    expect(detail.statusHistory.map((entry: { status: string; comment: string | null }) => entry)).toMatchObject([
      { status: 'REQUESTED', changedBy: 'Sandra Keller', comment: 'Long absence' },
      { status: 'ACTIVE', changedBy: 'Carla Case', comment: null },
    ]);
    expect(detail.requests).toMatchObject([{ requestId: request.requestId, status: 'ACCEPTED' }]);
    expect(await statusOf(c, 'T-1')).toMatchObject({ status: 'ACTIVE', caseManagementId, canRequest: false });
    // The requester is told, with the link to the case management.
    const decided = await mailsOf(c.tenantId, 'CASE_MANAGEMENT_REQUEST_DECIDED');
    expect(decided).toMatchObject([
      {
        recipientUserId: c.boss.id,
        link: `/case-management/${caseManagementId}`,
        subject: 'Case Management für Claire Dubois angenommen',
      },
    ]);
    // Decided: accept and decline again, and withdrawing, answer 409 CASE_MANAGEMENT_REQUEST_NOT_OPEN.
    for (const [who, action, body] of [
      [c.cm, 'accept', {}],
      [c.cm, 'decline', { declineReason: 'Too late' }],
      [c.boss, 'withdraw', undefined],
    ] as const) {
      const again = await call(who, 'POST', `${url}/${action}`, body);
      expect(again.statusCode, action).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CASE_MANAGEMENT_REQUEST_NOT_OPEN', status: 'ACCEPTED' });
    }
    // While it runs, a new request answers CASE_MANAGEMENT_ACTIVE.
    const whileActive = await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-1', reason: 'More' });
    expect(whileActive.statusCode).toBe(409);
    expect(whileActive.json()).toMatchObject({ code: 'CASE_MANAGEMENT_ACTIVE', caseManagementId });
    const unknown = await call(
      c.cm,
      'POST',
      '/case-management-request/0196f0a0-0000-7000-8000-00000000dead/accept',
      {},
    );
    expect(unknown.json()).toMatchObject({ code: 'CASE_MANAGEMENT_REQUEST_NOT_FOUND' });
  });

  it('decline needs a reason (400 in the validation shape); NOT_ACTIVE again; withdraw only by the requester', async () => {
    const c = await company();
    const request = (
      await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-2', reason: 'Often sick' })
    ).json();
    const url = `/case-management-request/${request.requestId}`;
    const missing = await call(c.cm, 'POST', `${url}/decline`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ in: 'body', path: 'declineReason' }] });
    const blank = await call(c.cm, 'POST', `${url}/decline`, { declineReason: '   ' });
    expect(blank.statusCode).toBe(400);
    const declined = await call(c.cm, 'POST', `${url}/decline`, { declineReason: 'Short absences: care tasks first' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Short absences: care tasks first',
      decidedBy: { userId: c.cm.id },
      caseManagementId: null,
    });
    expect(await statusOf(c, 'T-2')).toMatchObject({ status: 'NOT_ACTIVE', openRequestId: null, canRequest: true });
    // The requester (HR) is told; the link is the requests list, the reason is not in the mail.
    const decided = await mailsOf(c.tenantId, 'CASE_MANAGEMENT_REQUEST_DECIDED');
    expect(decided).toMatchObject([{ recipientUserId: c.hr.id, link: '/case-management/requests' }]);
    expect(decided[0]?.textBody).not.toContain('care tasks first');
    const history = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx.select().from(caseManagementStatusChanges).orderBy(asc(caseManagementStatusChanges.changedAt)),
    );
    expect(history.map((row) => [row.status, row.comment])).toEqual([
      ['REQUESTED', 'Often sick'],
      ['NOT_ACTIVE', 'Short absences: care tasks first'],
    ]);

    // A new request; the superior (in scope, not the requester) may not withdraw it; HR may, once.
    const next = (await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-2', reason: 'Again' })).json();
    const nextUrl = `/case-management-request/${next.requestId}/withdraw`;
    const foreign = await call(c.boss, 'POST', nextUrl);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    const withdrawn = await call(c.hr, 'POST', nextUrl);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN', canWithdraw: false });
    expect(await statusOf(c, 'T-2')).toMatchObject({ status: 'NOT_ACTIVE' });
    expect((await call(c.hr, 'POST', nextUrl)).json()).toMatchObject({ code: 'CASE_MANAGEMENT_REQUEST_NOT_OPEN' });
  });

  it('the partial unique indexes, the last guard under a race, answer the same 409 codes', async () => {
    const c = await company();
    const open = { tenantId: c.tenantId, employeeId: 'T-1', reason: 'x', requestedByName: 'Race' };
    await ctx.database.withTenant(c.tenantId, (tx) => tx.insert(caseManagementRequests).values(open));
    // A second OPEN request for T-1 written past the checks (as a racing transaction would): the index refuses it.
    const second = guarded(() =>
      ctx.database.withTenant(c.tenantId, (tx) => tx.insert(caseManagementRequests).values(open)),
    );
    await expect(second).rejects.toMatchObject({ code: 'CASE_MANAGEMENT_REQUEST_OPEN', status: 409 });
    const running = { tenantId: c.tenantId, employeeId: 'T-2', status: 'ACTIVE' };
    await ctx.database.withTenant(c.tenantId, (tx) => tx.insert(caseManagements).values(running));
    const twice = guarded(() =>
      ctx.database.withTenant(c.tenantId, (tx) => tx.insert(caseManagements).values(running)),
    );
    await expect(twice).rejects.toMatchObject({ code: 'CASE_MANAGEMENT_ACTIVE', status: 409 });
    // Anything else passes through unchanged.
    await expect(guarded(() => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });

  it('the requests list: open first, newest first; a superior sees the team only; filters', async () => {
    const c = await company();
    const first = (await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-1', reason: 'One' })).json();
    await call(c.cm, 'POST', `/case-management-request/${first.requestId}/decline`, { declineReason: 'No' });
    await call(c.hr, 'POST', '/case-management-request', { employeeId: 'O-1', reason: 'Outside' });
    await call(c.hr, 'POST', '/case-management-request', { employeeId: 'T-2', reason: 'Two' });
    const all = (await call(c.hrbp, 'GET', '/case-management-requests')).json();
    // Open ones first (T-2 newer than O-1), then the declined T-1.
    expect(
      all.items.map((item: { employeeId: string; status: string }) => `${item.employeeId} ${item.status}`),
    ).toEqual(['T-2 OPEN', 'O-1 OPEN', 'T-1 DECLINED']);
    expect(all.totalCount).toBe(3);
    const team = (await call(c.boss, 'GET', '/case-management-requests')).json();
    expect(team.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-2', 'T-1']);
    expect(team.totalCount).toBe(2);
    const declined = (await call(c.cm, 'GET', '/case-management-requests?status=DECLINED')).json();
    expect(declined.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-1']);
    const paged = (await call(c.cm, 'GET', '/case-management-requests?take=1&skip=1')).json();
    expect(paged).toMatchObject({ totalCount: 3, items: [{ employeeId: 'O-1' }] });
    // Payroll has no access to requests.
    expect((await call(c.payroll, 'GET', '/case-management-requests')).statusCode).toBe(403);
  });
});
