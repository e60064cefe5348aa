import { sql } from 'drizzle-orm';
import { createDatabase, rowsOf } from '../src/db/client.ts';
import { absenceRate } from '../src/server/modules/analytics/analytics-rate.ts';
import { analyticsScopeOf, resolveQuery, selectionOf } from '../src/server/modules/analytics/analytics-scope.ts';
const url = process.env.URL as string;
const database = await createDatabase({ kind: 'postgres', url, poolSize: 2 });
const [tenant] = await rowsOf<{ id: string }>(database.db, sql`select id from tenants where name like 'Bench Analytics%' limit 1`);
const tenantId = tenant!.id;
const ctx = { tenantId, permissions: { 'employee.health.view': true }, language: 'de' } as never;
const now = new Date('2026-11-29T08:00:00Z');
for (const dimension of [null, 'COMPANY_SUBUNIT'] as const) {
  for (let i = 0; i < 4; i++) {
    const timings: string[] = [];
    const t0 = performance.now();
    await database.withTenant(tenantId, async (tx) => {
      const orig = tx.execute.bind(tx);
      (tx as { execute: unknown }).execute = async (q: never) => {
        const s = performance.now();
        const r = await orig(q);
        const chunks = (q as { queryChunks?: unknown[] }).queryChunks ?? [];
        const text = chunks.map((c) => (c as { value?: string[] }).value?.join('') ?? '?').join('').replace(/\s+/g, ' ').slice(0, 60);
        timings.push(`\n   ${Math.round(s - t0)}+${Math.round(performance.now() - s)} ${text}`);
        return r;
      };
      const query = resolveQuery({ from: '2024-12', to: '2026-11', dimension }, now);
      const scope = await analyticsScopeOf(tx, ctx);
      const t1 = performance.now();
      await absenceRate(tx, scope, query, selectionOf(scope, query, {}));
      timings.push(`rate=${Math.round(performance.now() - t1)}`);
    });
    console.log(dimension, Math.round(performance.now() - t0), timings.join(' '));
  }
}
await database.close();
