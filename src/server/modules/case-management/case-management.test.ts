// Case managements (issue 30, decision 0052) over HTTP on both databases: the list (team scope, next deadline, sort),
// the case manager's changes with the revision check, the signed power of attorney, the return-to-work plan (a
// superior in scope writes it), closing with an outcome, the confidential notes (who reads them, every read audited,
// only the author deletes) and what the case overview takes from a case management. "Now" is fixed at
// 15.06.2026 10:00 UTC.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseManagementNotes, deadlines } from '../../../db/schema/case-management.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import {
  type CaseManagementCompany,
  type CmUser,
  createCaseManagementCompany,
} from '../../../testing/factories/case-management.factory.ts';
import { createStoredDocument } from '../../../testing/factories/document.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const NOW = new Date('2026-06-15T10:00:00.000Z');

describe.each(testBackends())('case managements on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => NOW });
  let sequence = 0;
  const company = () => {
    sequence += 1;
    return createCaseManagementCompany(ctx.app, ctx.database, `Fallführung ${sequence} AG`);
  };

  const call = (who: CmUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/modular${url}`,
      headers: who.session.headers,
      ...(payload ? { payload } : {}),
    });

  /** A request by HR accepted by the case manager: the case management's id. */
  async function open(c: CaseManagementCompany, employeeId: string, ktgCaseId?: string): Promise<string> {
    const request = await call(c.hr, 'POST', '/case-management-request', {
      employeeId,
      reason: `Absent long: ${employeeId}`,
      ...(ktgCaseId ? { ktgCaseId } : {}),
    });
    expect(request.statusCode, request.body).toBe(201);
    const accepted = await call(c.cm, 'POST', `/case-management-request/${request.json().requestId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().caseManagementId;
  }

  const deadline = (c: CaseManagementCompany, employeeId: string, kind: string, dueDate: string, status = 'OPEN') =>
    ctx.database.withTenant(c.tenantId, (tx) =>
      tx.insert(deadlines).values({
        tenantId: c.tenantId,
        deadlineKey: `${kind}:employee:${employeeId}`,
        kind,
        employeeId,
        dueDate,
        basisDate: '2026-01-05',
        ruleId: kind,
        status,
      }),
    );

  it('the list: the superior sees the team; the next open deadline; sorted by it, nulls last; filters', async () => {
    const c = await company();
    const t1 = await open(c, 'T-1');
    const t2 = await open(c, 'T-2');
    const o1 = await open(c, 'O-1');
    // T-1: open deadlines 30.06. and 20.07., a done one on 20.06. (not next): next = IV_EARLY_DETECTION 30.06.2026.
    await deadline(c, 'T-1', 'IV_EARLY_DETECTION', '2026-06-30');
    await deadline(c, 'T-1', 'PENSION_FUND_REPORT', '2026-07-20');
    await deadline(c, 'T-1', 'INSURER_REPORT', '2026-06-20', 'DONE');
    // O-1: 25.06. is the earliest of all; T-2 has none.
    await deadline(c, 'O-1', 'INSURER_REPORT', '2026-06-25');
    const list = await call(c.cm, 'GET', '/case-management');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBe(3);
    expect(list.json().items).toMatchObject([
      { caseManagementId: o1, employeeId: 'O-1', nextDeadline: { kind: 'INSURER_REPORT', dueDate: '2026-06-25' } },
      {
        caseManagementId: t1,
        employeeId: 'T-1',
        firstName: 'Claire',
        lastName: 'Dubois',
        status: 'ACTIVE',
        responsible: { userId: c.cm.id, name: 'Carla Case' },
        openedAt: NOW.toISOString(),
        closedAt: null,
        outcome: null,
        nextDeadline: { kind: 'IV_EARLY_DETECTION', dueDate: '2026-06-30' },
      },
      { caseManagementId: t2, nextDeadline: null },
    ]);
    const team = (await call(c.boss, 'GET', '/case-management')).json();
    expect(team.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-1', 'T-2']);
    expect(team.totalCount).toBe(2);
    // The superior reaches O-1's case management by id no more than through the list.
    expect((await call(c.boss, 'GET', `/case-management/${o1}`)).json()).toMatchObject({
      code: 'CASE_MANAGEMENT_NOT_FOUND',
    });
    const byName = (await call(c.cm, 'GET', '/case-management?sortBy=LAST_NAME&sortOrder=desc')).json();
    expect(byName.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Muster', 'Dubois', 'Aussen']);
    expect((await call(c.cm, 'GET', '/case-management?search=dubo')).json().items).toMatchObject([
      { employeeId: 'T-1' },
    ]);
    expect((await call(c.cm, 'GET', '/case-management?status=NOT_ACTIVE')).json().totalCount).toBe(0);
    expect((await call(c.cm, 'GET', '/case-management?mine=true')).json().totalCount).toBe(3);
    expect((await call(c.cm2, 'GET', '/case-management?mine=true')).json().totalCount).toBe(0);
    // Payroll has no case management view.
    expect((await call(c.payroll, 'GET', '/case-management')).statusCode).toBe(403);
  });

  it('PATCH: revision check, the signed power of attorney (now), linked cases of the employee only; the case overview follows', async () => {
    const c = await company();
    const id = await open(c, 'T-1');
    const url = `/case-management/${id}`;
    // Before: the case overview's own rule (decision 0018). The case 05.01.-31.03.2026 ended before today
    // (15.06.2026): back to work 01.04.; report date 05.01. + 30 days = 04.02.2026. No case management names the case
    // yet, but T-1's running one is taken: its review and PoA are still empty.
    const before = await call(c.hr, 'GET', `/case-overview/${c.t1SickCaseId}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      isCaseReviewCompleted: false,
      powUploadedAt: null,
      backToWork: '2026-04-01',
      earliestReportDate: '2026-02-04',
    });
    // The superior may not make the case manager's changes.
    expect((await call(c.boss, 'PATCH', url, { isCaseReviewCompleted: true })).statusCode).toBe(403);
    const document = await createStoredDocument(ctx.database, c.tenantId, { name: 'vollmacht.pdf' });
    const changed = await call(c.cm, 'PATCH', url, {
      revision: 1,
      isCaseReviewCompleted: true,
      powDocumentId: document.id,
      earliestReportDate: '2026-02-10',
      ktgCaseIds: [c.t1SickCaseId, c.t1AccidentCaseId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      revision: 2,
      isCaseReviewCompleted: true,
      powDocumentId: document.id,
      powUploadedAt: NOW.toISOString(),
      earliestReportDate: '2026-02-10',
      ktgCaseIds: [c.t1SickCaseId, c.t1AccidentCaseId],
    });
    const stale = await call(c.cm, 'PATCH', url, { revision: 1, isCaseReviewCompleted: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    // The case manager's values reach the case overview.
    expect((await call(c.hr, 'GET', `/case-overview/${c.t1SickCaseId}`)).json()).toEqual({
      isCaseReviewCompleted: true,
      powUploadedAt: NOW.toISOString(),
      backToWork: '2026-04-01',
      earliestReportDate: '2026-02-10',
    });
    // O-1's case is not T-1's: 400; an unknown document: 404; nothing changed.
    const foreign = await call(c.cm, 'PATCH', url, { ktgCaseIds: [c.o1SickCaseId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'CASE_MANAGEMENT_CASE_INVALID', ktgCaseIds: [c.o1SickCaseId] });
    const noDocument = await call(c.cm, 'PATCH', url, { powDocumentId: '0196f0a0-0000-7000-8000-00000000dead' });
    expect(noDocument.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    const wrongResponsible = await call(c.cm, 'PATCH', url, { responsibleUserId: c.boss.id });
    expect(wrongResponsible.json()).toMatchObject({ code: 'CASE_MANAGEMENT_RESPONSIBLE_INVALID' });
    // Nothing to change: 400 in the validation shape.
    expect((await call(c.cm, 'PATCH', url, { revision: 2 })).statusCode).toBe(400);
    // null removes the power of attorney and its date.
    const cleared = await call(c.cm, 'PATCH', url, { powDocumentId: null, responsibleUserId: c.cm2.id });
    expect(cleared.json()).toMatchObject({
      revision: 3,
      powDocumentId: null,
      powUploadedAt: null,
      responsible: { userId: c.cm2.id, name: 'Marco Manager' },
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, c.tenantId), eq(auditLog.action, 'case-management.update')));
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.after)).toContainEqual({
      powDocumentId: null,
      responsibleUserId: c.cm2.id,
    });
  });

  it('the plan: a superior in scope writes it, steps keep their ids, the planned full return feeds backToWork', async () => {
    const c = await company();
    const id = await open(c, 'T-1', c.t1SickCaseId);
    const o1 = await open(c, 'O-1');
    const plan = {
      goals: ['Back in the warehouse'],
      steps: [
        { title: 'Workplace visit', dueDate: '2026-06-20', owner: 'Superior' },
        { title: 'Doctor’s assessment', dueDate: null, owner: 'Doctor', status: 'DONE' },
      ],
      // 50 % from 01.07., 100 % from 01.08.2026: back to work full on 01.08.2026.
      workCapacity: [
        { from: '2026-08-01', workCapacityPercentage: 100 },
        { from: '2026-07-01', workCapacityPercentage: 50 },
      ],
    };
    const written = await call(c.boss, 'PUT', `/case-management/${id}/plan`, { ...plan, revision: 1 });
    expect(written.statusCode, written.body).toBe(200);
    const body = written.json();
    expect(body.revision).toBe(2);
    expect(body.plan).toMatchObject({
      goals: ['Back in the warehouse'],
      steps: [
        { title: 'Workplace visit', dueDate: '2026-06-20', owner: 'Superior', status: 'OPEN' },
        { title: 'Doctor’s assessment', dueDate: null, owner: 'Doctor', status: 'DONE' },
      ],
      workCapacity: [
        { from: '2026-07-01', workCapacityPercentage: 50 },
        { from: '2026-08-01', workCapacityPercentage: 100 },
      ],
      plannedFullReturn: '2026-08-01',
      updatedAt: NOW.toISOString(),
      updatedBy: 'Sandra Keller',
    });
    const [visit, assessment] = body.plan.steps as { stepId: string }[];
    expect(visit?.stepId).toEqual(expect.any(String));
    expect(visit?.stepId).not.toBe(assessment?.stepId);
    // The case overview: backToWork is the planned full return (the case's own rule said 01.04.2026).
    expect((await call(c.hr, 'GET', `/case-overview/${c.t1SickCaseId}`)).json()).toMatchObject({
      backToWork: '2026-08-01',
    });
    // The second write keeps the visit's id, drops the assessment, adds a step with a new id; a relapse planned
    // after 100 % (80 % from 01.09.) leaves no full return, so backToWork falls back to the case's rule.
    const second = await call(c.cm, 'PUT', `/case-management/${id}/plan`, {
      revision: 2,
      goals: [],
      steps: [
        { stepId: visit?.stepId, title: 'Workplace visit', dueDate: '2026-06-20', owner: 'Superior', status: 'DONE' },
        { title: 'IV registration', dueDate: '2026-07-05', owner: 'Case manager' },
      ],
      workCapacity: [
        { from: '2026-08-01', workCapacityPercentage: 100 },
        { from: '2026-09-01', workCapacityPercentage: 80 },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const steps = second.json().plan.steps as { stepId: string; title: string }[];
    expect(steps[0]?.stepId).toBe(visit?.stepId);
    expect([visit?.stepId, assessment?.stepId]).not.toContain(steps[1]?.stepId);
    expect(second.json().plan.plannedFullReturn).toBeNull();
    expect((await call(c.hr, 'GET', `/case-overview/${c.t1SickCaseId}`)).json()).toMatchObject({
      backToWork: '2026-04-01',
    });
    // Stale revision, O-1 out of the superior's scope, HR business partner without cases edit.
    expect((await call(c.cm, 'PUT', `/case-management/${id}/plan`, { ...plan, revision: 2 })).json()).toMatchObject({
      code: 'REVISION_CONFLICT',
    });
    expect((await call(c.boss, 'PUT', `/case-management/${o1}/plan`, plan)).json()).toMatchObject({
      code: 'CASE_MANAGEMENT_NOT_FOUND',
    });
    expect((await call(c.hrbp, 'PUT', `/case-management/${id}/plan`, plan)).statusCode).toBe(403);
    // Each date only once.
    const twice = await call(c.cm, 'PUT', `/case-management/${id}/plan`, {
      ...plan,
      workCapacity: [
        { from: '2026-08-01', workCapacityPercentage: 100 },
        { from: '2026-08-01', workCapacityPercentage: 50 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('close: NOT_ACTIVE with the outcome and the comment in the history; closing twice and changes refused', async () => {
    const c = await company();
    const id = await open(c, 'T-2');
    const url = `/case-management/${id}`;
    // A superior may not close.
    expect((await call(c.boss, 'POST', `${url}/close`, { outcome: 'BACK_TO_WORK_FULL' })).statusCode).toBe(403);
    const closed = await call(c.cm, 'POST', `${url}/close`, {
      revision: 1,
      outcome: 'BACK_TO_WORK_PARTIAL',
      comment: 'Back at 60 %, stable',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'NOT_ACTIVE',
      outcome: 'BACK_TO_WORK_PARTIAL',
      outcomeComment: 'Back at 60 %, stable',
      closedAt: NOW.toISOString(),
      canEdit: false,
      revision: 2,
    });
    expect(closed.json().statusHistory.map((entry: { status: string; comment: string | null }) => entry)).toMatchObject(
      [
        { status: 'REQUESTED', comment: 'Absent long: T-2' },
        { status: 'ACTIVE', comment: null },
        { status: 'NOT_ACTIVE', comment: 'Back at 60 %, stable', changedBy: 'Carla Case' },
      ],
    );
    for (const [method, path, payload] of [
      ['POST', `${url}/close`, { outcome: 'OTHER' }],
      ['PATCH', url, { isCaseReviewCompleted: true }],
      ['PUT', `${url}/plan`, { goals: [], steps: [], workCapacity: [] }],
    ] as const) {
      const refused = await call(c.cm, method, path, payload);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CASE_MANAGEMENT_CLOSED' });
    }
    // The employee may be requested again; the list filters closed ones.
    expect((await call(c.hr, 'GET', '/employee/T-2/case-management')).json()).toMatchObject({
      status: 'NOT_ACTIVE',
      caseManagementId: null,
      canRequest: true,
    });
    expect((await call(c.cm, 'GET', '/case-management?status=NOT_ACTIVE')).json().items).toMatchObject([
      { caseManagementId: id, outcome: 'BACK_TO_WORK_PARTIAL' },
    ]);
  });

  it('notes: only the case managers read them (every read audited), the author alone deletes; soft delete', async () => {
    const c = await company();
    const id = await open(c, 'T-1');
    const notes = `/case-management/${id}/notes`;
    const written = await call(c.cm, 'POST', notes, {
      text: 'Spoke with the employee: back pain, physio twice a week',
    });
    expect(written.statusCode, written.body).toBe(201);
    const note = written.json();
    expect(note).toMatchObject({ author: { userId: c.cm.id, name: 'Carla Case' }, createdAt: NOW.toISOString() });
    await call(c.cm2, 'POST', notes, { text: 'Second opinion' });
    // Case managers (and HR_Admin) read them, newest first (same instant: the later id order is not asserted).
    const read = await call(c.cm2, 'GET', notes);
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read
        .json()
        .items.map((item: { text: string }) => item.text)
        .sort(),
    ).toEqual(['Second opinion', 'Spoke with the employee: back pain, physio twice a week']);
    expect((await call(c.hr, 'GET', notes)).statusCode).toBe(200);
    // The superior, the HR business partner and payroll are refused by the route's access.
    for (const who of [c.boss, c.hrbp, c.payroll]) {
      const refused = await call(who, 'GET', notes);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('physio');
    }
    // The detail tells the screen whether to show notes; it never carries them.
    const forBoss = await call(c.boss, 'GET', `/case-management/${id}`);
    expect(forBoss.json()).toMatchObject({ canReadNotes: false, canEdit: true });
    expect(forBoss.body).not.toContain('physio');
    expect((await call(c.cm, 'GET', `/case-management/${id}`)).json().canReadNotes).toBe(true);
    // Another's note: 403 FORBIDDEN; the own: deleted (soft), the answer is the remaining list.
    const foreign = await call(c.cm2, 'DELETE', `${notes}/${note.noteId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    const deleted = await call(c.cm, 'DELETE', `${notes}/${note.noteId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().items.map((item: { text: string }) => item.text)).toEqual(['Second opinion']);
    expect((await call(c.cm, 'DELETE', `${notes}/${note.noteId}`)).json()).toMatchObject({
      code: 'CASE_MANAGEMENT_NOTE_NOT_FOUND',
    });
    const [row] = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx.select().from(caseManagementNotes).where(eq(caseManagementNotes.id, note.noteId)),
    );
    expect(row?.deletedAt).toBe(NOW.toISOString());
    // Reads audited: cm2's and HR's list calls and the delete's answer = 3 entries naming the case management.
    const reads = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, c.tenantId), eq(auditLog.action, 'case-management-note.read')));
    expect(reads.map((entry) => [entry.actorId, entry.entityType, entry.entityId, entry.after])).toEqual(
      expect.arrayContaining([
        [c.cm2.id, 'case-management', id, { noteCount: 2 }],
        [c.hr.id, 'case-management', id, { noteCount: 2 }],
        [c.cm.id, 'case-management', id, { noteCount: 1 }],
      ]),
    );
    expect(reads).toHaveLength(3);
    // The audit of a note never holds its text.
    const all = await ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, c.tenantId));
    expect(JSON.stringify(all)).not.toContain('physio');
    // Unknown case management: 404.
    const unknown = await call(c.cm, 'GET', '/case-management/0196f0a0-0000-7000-8000-00000000dead/notes');
    expect(unknown.json()).toMatchObject({ code: 'CASE_MANAGEMENT_NOT_FOUND' });
  });
});
