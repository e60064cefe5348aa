// Per-request cost of authentication + permission resolution: the same handler served twice in one process, once
// public and once behind a session cookie + permission check, loaded one after the other with autocannon
// (10 connections, BENCH_DURATION_S seconds per load, default 10; three alternating rounds). Goal (issue "Identity …"): under 10 % overhead.

import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { type Endpoint, endpoints } from '../src/contracts/endpoints.ts';
import { createDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { accountingMonthsBetween } from '../src/domain/accounting-calendar.ts';
import { buildApp } from '../src/server/app.ts';
import { SESSION_COOKIE } from '../src/server/auth/sessions.ts';
import { registerEndpoint } from '../src/server/routes.ts';
import { testConfig } from '../src/testing/test-config.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const base = endpoints.accountingMonths;
const open: Endpoint = { ...base, path: '/bench/open' };
const guarded: Endpoint = {
  ...base,
  path: '/bench/guarded',
  access: { kind: 'permission', permission: 'tenant.users.view' },
};

async function benchRoutes(app: FastifyInstance) {
  for (const endpoint of [open, guarded]) {
    registerEndpoint(app, endpoint as typeof base, async (request) => {
      const { from, to, skip, take } = request.query;
      return accountingMonthsBetween(from, to, skip, take);
    });
  }
}

const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
await migrateDatabase(database);
const [tenant] = await database.db.insert(tenants).values({ name: 'Bench AG' }).returning();
const [user] = await database.db
  .insert(users)
  .values({ tenantId: tenant?.id as string, name: 'Bench User', email: 'bench@example.ch', userRole: 'Superior' })
  .returning();
const app = await buildApp({ config: testConfig(), database, logger: false, extraPlugins: [benchRoutes] });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const { sessionId } = await app.sessions.create(
  { kind: 'user', userId: user?.id as string, tenantId: tenant?.id as string },
  'dev',
);

const query = '?from=2026-01&to=2026-12&take=12';
async function load(path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}${query}`,
    connections: 10,
    duration: DURATION_S,
    headers,
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  return { requestsPerSecond: Math.round(result.requests.average), latencyP99Ms: result.latency.p99 };
}

// Alternate the two routes over three rounds after a warm-up, and compare the best round of each: on a 2-core
// machine shared with the load generator, single rounds vary by a few per cent.
await load('/bench/open');
const cookie = { cookie: `${SESSION_COOKIE}=${sessionId}` };
const rounds: { open: Awaited<ReturnType<typeof load>>; guarded: Awaited<ReturnType<typeof load>> }[] = [];
for (let round = 0; round < 3; round++) {
  rounds.push({ open: await load('/bench/open'), guarded: await load('/bench/guarded', cookie) });
}
const best = (pick: (r: (typeof rounds)[number]) => Awaited<ReturnType<typeof load>>) =>
  rounds.map(pick).sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0] as Awaited<ReturnType<typeof load>>;
const unauthenticated = best((r) => r.open);
const authenticated = best((r) => r.guarded);
const overheadPercent =
  Math.round((1 - authenticated.requestsPerSecond / unauthenticated.requestsPerSecond) * 1000) / 10;
console.log(JSON.stringify({ rounds, unauthenticated, authenticated, overheadPercent, goalPercent: 10 }, null, 2));
await app.close();
await database.close();
