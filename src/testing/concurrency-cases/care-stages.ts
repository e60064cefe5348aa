// The concurrency cases of the care-stages routes (issue 29), part of concurrency.test.ts: the definition set
// replaced in parallel (with the revision edited: exactly one wins, the others 409 REVISION_CONFLICT; without: all
// acknowledged, each a whole set, never a mix), and the preview, a POST that only reads (all answer alike).
import { expect } from 'vitest';
import { expectAcknowledgedOrConflict, fireInParallel, revisionRaces } from '../concurrency.ts';
import { type CaseTable, type Env, PARALLEL } from './support.ts';

const setOf = (count: number) => ({
  definitions: [
    {
      level: 1,
      triggersLogicalOperator: 'OR',
      triggers: [{ kind: 'number-of-absence-periods', count, lookBackMonths: 12 }],
    },
  ],
});

export const careStagesConcurrencyCases = {
  careStageDefinitionsPut: async (env: Env) => {
    const url = '/api/modular/care-stage-definitions';
    const current = await env.ctx.app.inject({ method: 'GET', url, headers: env.hr.headers });
    const { revision } = current.json();
    const bodies = [2, 3, 4, 5, 6].map(setOf);
    await revisionRaces(env.ctx.app, { method: 'PUT', url, headers: env.hr.headers }, bodies, {
      field: 'revision',
      value: revision,
    });
    const after = (await env.ctx.app.inject({ method: 'GET', url, headers: env.hr.headers })).json();
    // One whole set of the acknowledged ones: one definition at level 1 with one of the counts sent.
    expect(after.items).toHaveLength(1);
    expect([2, 3, 4, 5, 6]).toContain(after.items[0].triggers[0].count);
    expect(after.revision).toBeGreaterThan(revision);
  },
  careStageDefinitionsPreview: async (env: Env) => {
    // A POST that only reads: parallel previews all answer, the same counts, and the set stays as it was.
    const url = '/api/modular/care-stage-definitions';
    const before = (await env.ctx.app.inject({ method: 'GET', url, headers: env.hr.headers })).json();
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `${url}/preview`,
        headers: env.hr.headers,
        payload: { ...setOf(1), asOf: '2026-06-30' },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(PARALLEL);
    expect(new Set(acknowledged.map((item) => item.response.body)).size).toBe(1);
    const after = (await env.ctx.app.inject({ method: 'GET', url, headers: env.hr.headers })).json();
    expect(after.revision).toBe(before.revision);
  },
} satisfies CaseTable;
