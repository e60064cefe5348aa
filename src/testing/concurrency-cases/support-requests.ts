// The concurrency cases of support (decision 0067), part of concurrency.test.ts: parallel requests get consecutive
// numbers, parallel messages on one revision give one winner and 409s (without a revision all are kept), parallel
// closes close once.
import { expect } from 'vitest';
import { expectAcknowledgedOrConflict, fireInParallel, revisionRaces } from '../concurrency.ts';
import { auditEntries, type CaseTable, type Env, json, PARALLEL } from './support.ts';

const REQUESTS = '/api/modular/support/requests';
const INBOX = '/api/modular/admin/support/requests';

async function newRequest(env: Env, subject: string): Promise<string> {
  const created = await env.ctx.app.inject({
    method: 'POST',
    url: REQUESTS,
    headers: env.hr.headers,
    payload: { subject, message: 'Eine Frage' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().requestId;
}

async function messageRaces(env: Env, base: string, headers: Record<string, string>, requestId: string) {
  const bodies = Array.from({ length: PARALLEL }, (_, n) => ({ text: `Nachricht ${n + 1}` }));
  await revisionRaces(env.ctx.app, { method: 'POST', url: `${base}/${requestId}/messages`, headers }, bodies, {
    field: 'revision',
    value: 1,
  });
  const detail = await env.ctx.app.inject({ method: 'GET', url: `${REQUESTS}/${requestId}`, headers: env.hr.headers });
  // The question, the one stale winner and every free message: nothing lost, nothing twice.
  expect(detail.json().messageCount).toBe(1 + 1 + PARALLEL);
  expect(detail.json().revision).toBe(1 + 1 + PARALLEL);
}

async function closeRaces(env: Env, base: string, headers: Record<string, string>, requestId: string) {
  const fired = await fireInParallel(
    env.ctx.app,
    Array.from({ length: PARALLEL }, () => ({
      method: 'POST' as const,
      url: `${base}/${requestId}/close`,
      headers,
      payload: {},
    })),
  );
  expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
  for (const answer of fired) expect(json(answer).status).toBe('CLOSED');
  // Closed once: one audit entry, one revision step.
  expect(await auditEntries(env, 'support-request.close', requestId)).toHaveLength(1);
}

export const supportRequestsConcurrencyCases = {
  supportRequestCreate: async (env: Env) => {
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, n) => ({
        method: 'POST' as const,
        url: REQUESTS,
        headers: env.hr.headers,
        payload: { subject: `Parallel ${n + 1}`, message: 'Gleichzeitig' },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(PARALLEL);
    const numbers = acknowledged.map((answer) => json(answer).number as number).sort((a, b) => a - b);
    // Consecutive and distinct: the tenant's numbering queues on its lock.
    expect(new Set(numbers).size).toBe(PARALLEL);
    expect((numbers.at(-1) as number) - (numbers[0] as number)).toBe(PARALLEL - 1);
  },
  supportMessageCreate: async (env: Env) => {
    await messageRaces(env, REQUESTS, env.hr.headers, await newRequest(env, 'Nachrichten'));
  },
  supportRequestClose: async (env: Env) => {
    await closeRaces(env, REQUESTS, env.hr.headers, await newRequest(env, 'Schliessen'));
  },
  adminSupportMessageCreate: async (env: Env) => {
    await messageRaces(env, INBOX, env.admin.headers, await newRequest(env, 'Antworten'));
  },
  adminSupportRequestClose: async (env: Env) => {
    await closeRaces(env, INBOX, env.admin.headers, await newRequest(env, 'Betrieb schliesst'));
  },
} satisfies CaseTable;
