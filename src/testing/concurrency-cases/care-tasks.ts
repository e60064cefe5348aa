// The concurrency cases of the care-tasks routes (issue 29), part of concurrency.test.ts. Each case works in a care
// company of its own (care configured, a superior, a template: createCareCompany), so no case shares rows.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { careTaskAttachments, careTaskComments, careTaskDefinitions, careTasks } from '../../db/schema/care.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { swissToday } from '../../server/access/superior-scope.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel } from '../concurrency.ts';
import {
  type CareCompany,
  CONVERSATION_TEMPLATE,
  createCareCompany,
  createStageTask,
} from '../factories/care-task.factory.ts';
import { createStoredDocument } from '../factories/document.factory.ts';
import { type CaseTable, type Env, json, PARALLEL } from './support.ts';

let sequence = 0;
async function company(env: Env): Promise<CareCompany> {
  sequence += 1;
  return createCareCompany(env.ctx.app, env.ctx.database, `Parallel Care ${sequence} AG`);
}

const fire = (
  env: Env,
  care: CareCompany,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payloads: (object | undefined)[],
) =>
  fireInParallel(
    env.ctx.app,
    payloads.map((payload) => ({
      method,
      url: `/api/modular${url}`,
      headers: care.hr.headers,
      ...(payload ? { payload } : {}),
    })),
  );

const statuses = (fired: readonly Fired[]) => fired.map((item) => item.response.statusCode).sort();
const times = (count: number, what: () => object | undefined) => Array.from({ length: count }, what);

async function actions(env: Env, care: CareCompany, action: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, care.tenantId), eq(auditLog.action, action)));
}

/** One winner, the others 409 with the code. */
function oneWins(fired: readonly Fired[], code: string) {
  const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
  expect(acknowledged).toHaveLength(1);
  expect(conflicts).toHaveLength(PARALLEL - 1);
  for (const conflict of conflicts) expect(json(conflict).code).toBe(code);
}

export const careTasksConcurrencyCases = {
  careTaskDefinitionCreate: async (env: Env) => {
    // Parallel templates are independent: every one is stored and audited once (the count lock orders them).
    const care = await company(env);
    const fired = await fire(
      env,
      care,
      'POST',
      '/care-task-definition',
      times(PARALLEL, () => CONVERSATION_TEMPLATE),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => undefined).map(() => 201));
    const rows = await env.ctx.database.withTenant(care.tenantId, (tx) => tx.select().from(careTaskDefinitions));
    expect(rows).toHaveLength(PARALLEL + 1);
    expect(await actions(env, care, 'care-task-definition.create')).toHaveLength(PARALLEL + 1);
  },

  careTaskDefinitionUpdate: async (env: Env) => {
    // Five screens saved revision 1: one wins, four answer REVISION_CONFLICT; one audit entry.
    const care = await company(env);
    const fired = await fire(
      env,
      care,
      'PUT',
      `/care-task-definition/${care.templateId}`,
      [1, 2, 3, 4, 5].map((days) => ({ ...CONVERSATION_TEMPLATE, dueInDays: days, revision: 1 })),
    );
    oneWins(fired, 'REVISION_CONFLICT');
    expect(await actions(env, care, 'care-task-definition.update')).toHaveLength(1);
  },

  careTaskDefinitionArchive: async (env: Env) => {
    // Archiving is idempotent: every call answers the archived template, one audit entry.
    const care = await company(env);
    const fired = await fire(
      env,
      care,
      'DELETE',
      `/care-task-definition/${care.templateId}`,
      times(PARALLEL, () => undefined),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    expect(await actions(env, care, 'care-task-definition.archive')).toHaveLength(1);
  },

  careTaskCreate: async (env: Env) => {
    // Parallel manual tasks for one employee: every one is created (the employee's care-task lock orders them).
    const care = await company(env);
    const fired = await fire(
      env,
      care,
      'POST',
      '/care-task',
      [1, 2, 3, 4, 5].map((n) => ({ employeeId: 'T-2', title: `Anruf ${n}`, dueDate: swissToday() })),
    );
    expect(statuses(fired)).toEqual([201, 201, 201, 201, 201]);
    const rows = await env.ctx.database.withTenant(care.tenantId, (tx) => tx.select().from(careTasks));
    expect(rows.map((row) => row.title).sort()).toEqual(['Anruf 1', 'Anruf 2', 'Anruf 3', 'Anruf 4', 'Anruf 5']);
    expect(await actions(env, care, 'care-task.create')).toHaveLength(PARALLEL);
  },

  careTaskUpdate: async (env: Env) => {
    // Five parallel edits of different fields without a revision: every one survives (the row lock makes each start
    // from the previous result); five changes, revision 1 + 5, five audit entries.
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-1');
    const fired = await fire(env, care, 'PATCH', `/care-task/${id}`, [
      { answers: { wellbeing: 'Mieux' } },
      { answers: { support: 'none' } },
      { answers: { doctor: true } },
      { privateNotes: 'Notiz' },
      { participants: ['Claire Dubois'] },
    ]);
    expect(statuses(fired)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await env.ctx.database.withTenant(care.tenantId, (tx) =>
      tx.select().from(careTasks).where(eq(careTasks.id, id)),
    );
    expect(row?.answers).toEqual({ wellbeing: 'Mieux', support: 'none', doctor: true });
    expect([row?.privateNotes, row?.participants, row?.revision]).toEqual(['Notiz', ['Claire Dubois'], 6]);
    expect(await actions(env, care, 'care-task.update')).toHaveLength(PARALLEL);
  },

  careTaskComplete: async (env: Env) => {
    // A double click: one completion (one protocol document), the others CARE_TASK_NOT_OPEN.
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-1');
    await env.ctx.app.inject({
      method: 'PATCH',
      url: `/api/modular/care-task/${id}`,
      headers: care.hr.headers,
      payload: { answers: { wellbeing: 'Gut', support: 'none' } },
    });
    const fired = await fire(
      env,
      care,
      'POST',
      `/care-task/${id}/complete`,
      times(PARALLEL, () => ({})),
    );
    oneWins(fired, 'CARE_TASK_NOT_OPEN');
    expect(await actions(env, care, 'care-task.complete')).toHaveLength(1);
    const documents = await env.ctx.database.withTenant(care.tenantId, (tx) =>
      tx.execute(sql`select count(*)::int as n from documents where name like 'PV-entretien%'`),
    );
    expect((documents as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  },

  careTaskDiscard: async (env: Env) => {
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    const fired = await fire(
      env,
      care,
      'POST',
      `/care-task/${id}/discard`,
      times(PARALLEL, () => ({ reason: 'Doppelt' })),
    );
    oneWins(fired, 'CARE_TASK_NOT_OPEN');
    expect(await actions(env, care, 'care-task.discard')).toHaveLength(1);
  },

  careTaskReopen: async (env: Env) => {
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/care-task/${id}/discard`,
      headers: care.hr.headers,
      payload: { reason: 'Versehen' },
    });
    const fired = await fire(
      env,
      care,
      'POST',
      `/care-task/${id}/reopen`,
      times(PARALLEL, () => ({})),
    );
    oneWins(fired, 'CARE_TASK_ALREADY_OPEN');
    expect(await actions(env, care, 'care-task.reopen')).toHaveLength(1);
  },

  careTaskCommentCreate: async (env: Env) => {
    // Five comments at once: all kept, five audit entries.
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    const fired = await fire(
      env,
      care,
      'POST',
      `/care-task/${id}/comments`,
      [1, 2, 3, 4, 5].map((n) => ({ comment: `K${n}` })),
    );
    expect(statuses(fired)).toEqual([201, 201, 201, 201, 201]);
    const rows = await env.ctx.database.withTenant(care.tenantId, (tx) => tx.select().from(careTaskComments));
    expect(rows.map((row) => row.comment).sort()).toEqual(['K1', 'K2', 'K3', 'K4', 'K5']);
    expect(await actions(env, care, 'care-task-comment.create')).toHaveLength(PARALLEL);
  },

  careTaskCommentDelete: async (env: Env) => {
    // One delete removes it; the others find nothing (404 CARE_TASK_COMMENT_NOT_FOUND); one audit entry.
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/care-task/${id}/comments`,
      headers: care.hr.headers,
      payload: { comment: 'Weg damit' },
    });
    const commentId = created.json().comments[0].commentId;
    const fired = await fire(
      env,
      care,
      'DELETE',
      `/care-task/${id}/comments/${commentId}`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual([200, 404, 404, 404, 404]);
    expect(await actions(env, care, 'care-task-comment.delete')).toHaveLength(1);
  },

  careTaskAttachmentCreate: async (env: Env) => {
    // The same document attached five times at once: one attachment, one audit entry, every call answers it.
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    const document = await createStoredDocument(env.ctx.database, care.tenantId, { name: 'brief.pdf' });
    const fired = await fire(
      env,
      care,
      'POST',
      `/care-task/${id}/attachments`,
      times(PARALLEL, () => ({ documentId: document.id })),
    );
    expect(statuses(fired)).toEqual([201, 201, 201, 201, 201]);
    const rows = await env.ctx.database.withTenant(care.tenantId, (tx) => tx.select().from(careTaskAttachments));
    expect(rows).toHaveLength(1);
    expect(await actions(env, care, 'care-task-attachment.create')).toHaveLength(1);
  },

  careTaskAttachmentDelete: async (env: Env) => {
    const care = await company(env);
    const id = await createStageTask(env.ctx.database, care, 'T-2');
    const document = await createStoredDocument(env.ctx.database, care.tenantId, { name: 'brief.pdf' });
    const attached = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/care-task/${id}/attachments`,
      headers: care.hr.headers,
      payload: { documentId: document.id },
    });
    const attachmentId = attached.json().attachments[0].attachmentId;
    const fired = await fire(
      env,
      care,
      'DELETE',
      `/care-task/${id}/attachments/${attachmentId}`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual([200, 404, 404, 404, 404]);
    expect(await actions(env, care, 'care-task-attachment.delete')).toHaveLength(1);
  },
} satisfies CaseTable;
