// The concurrency cases of the care-stages routes (issue 29), part of concurrency.test.ts: the definition set
// replaced in parallel (with the revision edited: exactly one wins, the others 409 REVISION_CONFLICT; without: all
// acknowledged, each a whole set, never a mix), and the preview, a POST that only reads.
import { expect } from 'vitest';
import { revisionRaces } from '../concurrency.ts';
import type { CaseTable, Env } from './support.ts';

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
  careStageDefinitionsPreview: 'read-only',
} satisfies CaseTable;
