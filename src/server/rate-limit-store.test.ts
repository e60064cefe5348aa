// Rate limits shared by every API process (docs/decisions/0007-shared-rate-limits.md): two apps built on one
// database stand for two processes behind a load balancer; the limit must hold across them, reset with its window,
// answer 429 in the error model, and let requests through (logged) when the counter table cannot be used.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../contracts/endpoints.ts';
import { rowsOf } from '../db/client.ts';
import { testConfig } from '../testing/test-config.ts';
import { createTestDatabase, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { buildApp, loggerOptions } from './app.ts';
import { createLogger } from './logging.ts';
import { postgresRateLimitStore, type SharedRateLimitStore } from './rate-limit-store.ts';

const DEV_LOGIN = endpoints.authDevLogin;
const SHORT_WINDOW_MS = 2_000;

async function probeRoutes(app: FastifyInstance) {
  const limited = (max: number, timeWindow: number) => ({ config: { rateLimit: { max, timeWindow } } });
  app.get('/api/modular/probe/short-window', limited(2, SHORT_WINDOW_MS), async () => ({ ok: true }));
  app.get('/api/modular/probe/other-route', limited(2, 60_000), async () => ({ ok: true }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('shared rate limits on %s', (backend) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const config = testConfig({ logLevel: 'warn' });
    const stream = { write: (line: string) => void logLines.push(line) };
    first = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions(config) as LoggerOptions), stream } as never,
      extraPlugins: [probeRoutes],
    });
    second = await buildApp({ config: testConfig(), database, logger: false, extraPlugins: [probeRoutes] });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const devLogin = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
    // An empty body fails validation (400) after the limit was counted: the limit runs before the body is parsed.
    app.inject({ method: 'POST', url: DEV_LOGIN.path, payload: {}, remoteAddress });
  const probe = (app: FastifyInstance, path: string, remoteAddress = '127.0.0.1') =>
    app.inject({ url: `/api/modular/probe/${path}`, remoteAddress });

  it("a product route's limit holds across two API processes on one database", async () => {
    const limit = DEV_LOGIN.rateLimitPerMinute;
    for (let index = 0; index < limit; index++) {
      const response = await devLogin(index % 2 === 0 ? first : second);
      expect(response.statusCode, `request ${index + 1} of ${limit}`).toBe(400);
    }
    for (const app of [first, second]) {
      const refused = await devLogin(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('counts per client and per route', async () => {
    expect((await devLogin(second, '10.0.0.9')).statusCode).toBe(400);
    expect((await probe(first, 'other-route')).statusCode).toBe(200);
  });

  it('the window resets', async () => {
    expect((await probe(first, 'short-window')).statusCode).toBe(200);
    expect((await probe(second, 'short-window')).statusCode).toBe(200);
    const refused = await probe(first, 'short-window');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await sleep(SHORT_WINDOW_MS + 200);
    const again = await probe(second, 'short-window');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('fails open when the counters cannot be used, and logs it', async () => {
    await database.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      for (let index = 0; index < 4; index++) {
        expect((await probe(first, 'other-route', '10.0.0.44')).statusCode).toBe(200);
      }
    } finally {
      await database.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg?: string; err?: { sqlState?: string }; route?: string })
      .filter((entry) => entry.msg === 'rate limit counter unavailable; request allowed (fail open)');
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatchObject({ err: { sqlState: '42P01' }, route: 'GET /api/modular/probe/other-route' });
    // The table is back: the limit holds again.
    expect((await probe(first, 'other-route', '10.0.0.44')).statusCode).toBe(200);
    expect((await probe(second, 'other-route', '10.0.0.44')).statusCode).toBe(200);
    expect((await probe(first, 'other-route', '10.0.0.44')).statusCode).toBe(429);
  });
});

describe.each(testBackends())('the rate-limit store on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const log = createLogger('silent', 'test');
  const routeStore = (Store: ReturnType<typeof postgresRateLimitStore>, url: string) =>
    new Store({}).child({ routeInfo: { method: 'POST', url } } as never) as SharedRateLimitStore;
  const incr = (store: ReturnType<typeof routeStore>, key: string, timeWindow = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, 10),
    );

  it('counts concurrent hits of two processes exactly once each (one atomic upsert per hit)', async () => {
    const processA = routeStore(postgresRateLimitStore(database, log), '/concurrent');
    const processB = routeStore(postgresRateLimitStore(database, log), '/concurrent');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => incr(index % 2 === 0 ? processA : processB, 'client')),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    for (const result of results) {
      expect(result.ttl).toBeGreaterThan(55_000);
      expect(result.ttl).toBeLessThanOrEqual(60_000);
    }
    const peeked = await new Promise((resolve, reject) =>
      processA.read('client', (error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(peeked).toMatchObject({ current: 40 });
    const [row] = await rowsOf<{ key: string }>(database.db, sql`select key from rate_limit_hits`);
    expect(row?.key).toBe('POST /concurrent|client');
  });

  it('deletes expired counters now and then, and only those', async () => {
    await database.db.execute(sql`insert into rate_limit_hits (key, hits, reset_at) values
      ('POST /old|gone', 3, now() - interval '2 minutes'),
      ('POST /old|recent', 3, now() - interval '10 seconds')`);
    const store = routeStore(postgresRateLimitStore(database, log, { cleanupEveryMs: 0 }), '/cleanup');
    await incr(store, 'client');
    const keys = async () =>
      (await rowsOf<{ key: string }>(database.db, sql`select key from rate_limit_hits where key like 'POST /old|%'`))
        .map((row) => row.key)
        .sort();
    await expect.poll(keys, { timeout: 5_000 }).toEqual(['POST /old|recent']);
  });

  it('refuses options it would not honour', () => {
    const Store = postgresRateLimitStore(database, log);
    expect(() => new Store({ continueExceeding: true } as never)).toThrow(/continueExceeding/);
  });
});
