// The concurrency cases of the deadline routes (issue 30, decision 0054), part of concurrency.test.ts: one deadline
// marked done by parallel requests (the row is locked `for update`: the first marks it, the others find it done and
// change nothing), so every request is acknowledged and exactly one audit entry is written.
import { expect } from 'vitest';
import { deadlines } from '../../db/schema/case-management.ts';
import { expectAcknowledgedOrConflict, fireInParallel } from '../concurrency.ts';
import { auditEntries, type CaseTable, type Env, json, PARALLEL } from './support.ts';

export const deadlinesConcurrencyCases = {
  deadlineMark: async (env: Env) => {
    const employeeId = await env.newEmployee('DL');
    const [row] = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx
        .insert(deadlines)
        .values({
          tenantId: env.tenantId,
          deadlineKey: `INSURER_REPORT:${employeeId}`,
          kind: 'INSURER_REPORT',
          employeeId,
          dueDate: '2026-03-31',
          basisDate: '2026-03-01',
          ruleId: 'D1',
          explanation: { formula: 'DAYS_AFTER', from: '2026-03-01', days: 30 },
        })
        .returning({ id: deadlines.id }),
    );
    const deadlineId = row?.id as string;
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/deadline/${deadlineId}/done`,
        headers: env.hr.headers,
        payload: { done: true },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(PARALLEL);
    for (const answer of acknowledged) expect(json(answer)).toMatchObject({ status: 'DONE' });
    expect(await auditEntries(env, 'deadline.done', deadlineId)).toHaveLength(1);
  },
} satisfies CaseTable;
