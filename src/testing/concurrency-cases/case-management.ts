// The concurrency cases of the case management routes (issue 30, decision 0052), part of concurrency.test.ts. Each
// case works in a company of its own (createCaseManagementCompany), so no case shares rows.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppTransaction } from '../../db/client.ts';
import {
  caseManagementNotes,
  caseManagementRequests,
  caseManagementStatusChanges,
  caseManagements,
} from '../../db/schema/case-management.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel, revisionRaces } from '../concurrency.ts';
import {
  type CaseManagementCompany,
  type CmUser,
  createCaseManagementCompany,
} from '../factories/case-management.factory.ts';
import { type CaseTable, type Env, json, PARALLEL } from './support.ts';

let sequence = 0;
async function company(env: Env): Promise<CaseManagementCompany> {
  sequence += 1;
  return createCaseManagementCompany(env.ctx.app, env.ctx.database, `Parallel Case Management ${sequence} AG`);
}

const fire = (
  env: Env,
  who: CmUser,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payloads: (object | undefined)[],
) =>
  fireInParallel(
    env.ctx.app,
    payloads.map((payload) => ({
      method,
      url: `/api/modular${url}`,
      headers: who.session.headers,
      ...(payload ? { payload } : {}),
    })),
  );

const times = <T>(count: number, what: (index: number) => T) => Array.from({ length: count }, (_, i) => what(i));

async function actions(env: Env, c: CaseManagementCompany, action: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, c.tenantId), eq(auditLog.action, action)));
}

/** One winner, the others 409 with the code. */
function oneWins(fired: readonly Fired[], code: string) {
  const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
  expect(acknowledged).toHaveLength(1);
  expect(conflicts).toHaveLength(fired.length - 1);
  for (const conflict of conflicts) expect(json(conflict).code).toBe(code);
  return acknowledged[0] as Fired;
}

async function request(env: Env, c: CaseManagementCompany, employeeId: string): Promise<string> {
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/case-management-request',
    headers: c.hr.session.headers,
    payload: { employeeId, reason: 'Long absence' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().requestId;
}

async function running(env: Env, c: CaseManagementCompany, employeeId: string): Promise<string> {
  const requestId = await request(env, c, employeeId);
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: `/api/modular/case-management-request/${requestId}/accept`,
    headers: c.cm.session.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().caseManagementId;
}

/** Reads in the company's tenant (row-level security). */
const inCompany = <T>(env: Env, c: CaseManagementCompany, read: (tx: AppTransaction) => Promise<T>) =>
  env.ctx.database.withTenant(c.tenantId, read);

export const caseManagementConcurrencyCases = {
  caseManagementRequestCreate: async (env: Env) => {
    // Five requests for one employee at once: one 201, four 409 CASE_MANAGEMENT_REQUEST_OPEN (the employee's lock,
    // and the partial unique index behind it); one request, one REQUESTED status change, one audit entry.
    const c = await company(env);
    const fired = await fire(
      env,
      c.hr,
      'POST',
      '/case-management-request',
      times(PARALLEL, (i) => ({ employeeId: 'T-1', reason: `Reason ${i}` })),
    );
    const winner = oneWins(fired, 'CASE_MANAGEMENT_REQUEST_OPEN');
    expect(winner.response.statusCode).toBe(201);
    const requests = await inCompany(env, c, (tx) => tx.select().from(caseManagementRequests));
    expect(requests.map((row) => row.id)).toEqual([json(winner).requestId]);
    const changes = await inCompany(env, c, (tx) => tx.select().from(caseManagementStatusChanges));
    expect(changes.map((row) => row.status)).toEqual(['REQUESTED']);
    expect(await actions(env, c, 'case-management-request.create')).toHaveLength(1);
  },

  caseManagementRequestAccept: async (env: Env) => {
    // Two case managers accept the same request at once (five times): one wins, the others 409
    // CASE_MANAGEMENT_REQUEST_NOT_OPEN; exactly one case management runs.
    const c = await company(env);
    const requestId = await request(env, c, 'T-1');
    const fired = await fire(
      env,
      c.cm,
      'POST',
      `/case-management-request/${requestId}/accept`,
      times(PARALLEL, () => ({})),
    );
    const winner = oneWins(fired, 'CASE_MANAGEMENT_REQUEST_NOT_OPEN');
    const managements = await inCompany(env, c, (tx) => tx.select().from(caseManagements));
    expect(managements.map((row) => row.id)).toEqual([json(winner).caseManagementId]);
    expect(await actions(env, c, 'case-management.create')).toHaveLength(1);
  },

  caseManagementRequestDecline: async (env: Env) => {
    const c = await company(env);
    const requestId = await request(env, c, 'T-2');
    const fired = await fire(
      env,
      c.cm,
      'POST',
      `/case-management-request/${requestId}/decline`,
      times(PARALLEL, (i) => ({ declineReason: `Reason ${i}` })),
    );
    const winner = oneWins(fired, 'CASE_MANAGEMENT_REQUEST_NOT_OPEN');
    const [row] = await inCompany(env, c, (tx) => tx.select().from(caseManagementRequests));
    expect(row?.declineReason).toBe((winner.request.payload as { declineReason: string }).declineReason);
    expect(await actions(env, c, 'case-management-request.decline')).toHaveLength(1);
  },

  caseManagementRequestWithdraw: async (env: Env) => {
    const c = await company(env);
    const requestId = await request(env, c, 'T-2');
    const fired = await fire(
      env,
      c.hr,
      'POST',
      `/case-management-request/${requestId}/withdraw`,
      times(PARALLEL, () => undefined),
    );
    oneWins(fired, 'CASE_MANAGEMENT_REQUEST_NOT_OPEN');
    expect(await actions(env, c, 'case-management-request.withdraw')).toHaveLength(1);
  },

  caseManagementUpdate: async (env: Env) => {
    // Revision 1 from five screens: one wins; then without a revision all are applied one after the other.
    const c = await company(env);
    const id = await running(env, c, 'T-1');
    const bodies = times(PARALLEL, (i) => ({ earliestReportDate: `2026-02-1${i}` }));
    const { free } = await revisionRaces(
      env.ctx.app,
      { method: 'PATCH', url: `/api/modular/case-management/${id}`, headers: c.cm.session.headers },
      bodies,
      { field: 'revision', value: 1 },
    );
    const [row] = await inCompany(env, c, (tx) => tx.select().from(caseManagements));
    // Every acknowledged change is counted once (one winner of the stale race, then the changes that differed).
    const audited = await actions(env, c, 'case-management.update');
    expect(row?.revision).toBe(1 + audited.length);
    expect(free.acknowledged.map((item) => json(item).earliestReportDate)).toContain(row?.earliestReportDate);
  },

  caseManagementPlanPut: async (env: Env) => {
    const c = await company(env);
    const id = await running(env, c, 'T-1');
    const bodies = times(PARALLEL, (i) => ({
      goals: [`Goal ${i}`],
      steps: [{ title: `Step ${i}`, dueDate: null, owner: 'Case manager' }],
      workCapacity: [{ from: '2026-08-01', workCapacityPercentage: 100 }],
    }));
    await revisionRaces(
      env.ctx.app,
      { method: 'PUT', url: `/api/modular/case-management/${id}/plan`, headers: c.boss.session.headers },
      bodies,
      { field: 'revision', value: 1 },
    );
    const [row] = await inCompany(env, c, (tx) => tx.select().from(caseManagements));
    // 1 + one stale winner + five free writes = revision 7, one audit entry per write.
    expect(row?.revision).toBe(1 + 1 + PARALLEL);
    expect(await actions(env, c, 'case-management.plan')).toHaveLength(1 + PARALLEL);
  },

  caseManagementClose: async (env: Env) => {
    const c = await company(env);
    const id = await running(env, c, 'T-1');
    const fired = await fire(
      env,
      c.cm,
      'POST',
      `/case-management/${id}/close`,
      times(PARALLEL, () => ({ outcome: 'OTHER' })),
    );
    oneWins(fired, 'CASE_MANAGEMENT_CLOSED');
    const changes = await inCompany(env, c, (tx) => tx.select().from(caseManagementStatusChanges));
    expect(changes.filter((row) => row.status === 'NOT_ACTIVE')).toHaveLength(1);
    expect(await actions(env, c, 'case-management.close')).toHaveLength(1);
  },

  caseManagementNoteCreate: async (env: Env) => {
    const c = await company(env);
    const id = await running(env, c, 'T-1');
    const fired = await fire(
      env,
      c.cm,
      'POST',
      `/case-management/${id}/notes`,
      times(PARALLEL, (i) => ({ text: `Note ${i}` })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const notes = await inCompany(env, c, (tx) => tx.select().from(caseManagementNotes));
    expect(notes.map((row) => row.text).sort()).toEqual(times(PARALLEL, (i) => `Note ${i}`));
    expect(await actions(env, c, 'case-management-note.create')).toHaveLength(PARALLEL);
  },

  caseManagementNoteDelete: async (env: Env) => {
    // Deleting one note five times at once: one deletes it, the others find it gone (404 is not a race loss here:
    // the row lock orders them and each later one sees the deletion).
    const c = await company(env);
    const id = await running(env, c, 'T-1');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/case-management/${id}/notes`,
      headers: c.cm.session.headers,
      payload: { text: 'To delete' },
    });
    const noteId = created.json().noteId;
    const fired = await fire(
      env,
      c.cm,
      'DELETE',
      `/case-management/${id}/notes/${noteId}`,
      times(PARALLEL, () => undefined),
    );
    const statuses = fired.map((item) => item.response.statusCode).sort();
    expect(statuses).toEqual([200, ...times(PARALLEL - 1, () => 404)]);
    for (const item of fired.filter((one) => one.response.statusCode === 404)) {
      expect(json(item).code).toBe('CASE_MANAGEMENT_NOTE_NOT_FOUND');
    }
    expect(await actions(env, c, 'case-management-note.delete')).toHaveLength(1);
  },
} satisfies CaseTable;
