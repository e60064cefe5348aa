// The concurrency cases of the analytics routes (issue 32, decision 0061), part of concurrency.test.ts. The figure
// routes only read: parallel calls all answer the same. The saved views are one revisioned row per user under a lock
// on the user: of parallel saves naming the same revision one wins, the rest get 409 REVISION_CONFLICT, and the row
// holds the winner's list at revision 1.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { analyticsViewSettings } from '../../db/schema/analytics.ts';
import { type Fired, fireInParallel } from '../concurrency.ts';
import { type CaseTable, type Env, json, PARALLEL } from './support.ts';

const statuses = (fired: readonly Fired[]) => fired.map((item) => item.response.statusCode).sort();
const times = <T>(count: number, what: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => what(index));

const query = { from: '2026-01', to: '2026-06', unit: 'QUARTER', dimension: 'COMPANY_SUBUNIT', asOf: '2026-06-30' };

function fire(env: Env, method: 'POST' | 'PATCH', url: string, payloads: unknown[]) {
  return fireInParallel(
    env.ctx.app,
    payloads.map((payload) => ({
      method,
      url: `/api/analytics${url}`,
      headers: env.hr.headers,
      payload: payload as object,
    })),
  );
}

/** Parallel reads all answer 200 with the same body. */
const sameAnswers = (url: string, body: object) => async (env: Env) => {
  const fired = await fire(
    env,
    'POST',
    url,
    times(PARALLEL, () => body),
  );
  expect(statuses(fired)).toEqual(times(PARALLEL, () => 200));
  expect(new Set(fired.map((item) => item.response.body)).size).toBe(1);
};

export const analyticsConcurrencyCases = {
  analyticsAbsenceRate: sameAnswers('/absence-rate', query),
  analyticsAbsenceRatePeople: sameAnswers('/absence-rate/people', { ...query, period: '2026-Q1' }),
  analyticsAbsenceRateExport: sameAnswers('/absence-rate/export', { ...query, format: 'CSV', language: 'de' }),
  analyticsAbsenceDuration: sameAnswers('/absence-duration', query),
  analyticsViewPatch: async (env: Env) => {
    const view = (index: number) => ({
      viewId: `00000000-0000-4000-8000-00000000000${index}`,
      name: `Ansicht ${index}`,
      kind: 'absence-rate',
      query,
    });
    const fired = await fire(
      env,
      'PATCH',
      '/analytics-view',
      times(PARALLEL, (index) => ({ revision: 0, views: [view(index)] })),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 409)]);
    const winner = fired.find((item) => item.response.statusCode === 200);
    const loser = fired.find((item) => item.response.statusCode === 409);
    expect(loser && json(loser).code).toBe('REVISION_CONFLICT');
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(analyticsViewSettings).where(eq(analyticsViewSettings.tenantId, env.tenantId)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revision: 1, views: winner ? json(winner).views : [] });
  },
} satisfies CaseTable;
