// What the benches share: a scratch PostgreSQL database per run, and the peak memory of the bench process.
import { createServer } from 'node:net';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client.ts';

/** Runs `fn` on a fresh database created next to `url` (BENCH_DATABASE_URL) and drops it afterwards. */
export async function withScratchPostgres<T>(url: string, label: string, fn: (database: Database) => Promise<T>) {
  const name = `absenza_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
  try {
    return await fn(database);
  } finally {
    await database.close();
    // BENCH_KEEP_DATABASE=true keeps the scratch database to look at plans afterwards (drop it by hand).
    if (process.env.BENCH_KEEP_DATABASE === 'true') process.stderr.write(`kept database ${name}\n`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** Samples the process's resident memory every 50 ms; stop() answers the peak in MB. */
export function memorySampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024);
    },
  };
}

/** The p-th percentile of the samples (nearest rank), in ms to one decimal. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
}

/** A GET route a bench times: its name, its URL and what of its last answer goes into the result. */
export type TimedRoute = [name: string, url: string, summary: (body: Record<string, unknown>) => unknown];

/**
 * Times each route over HTTP (app.inject, the whole request path): `warmUp` rounds, then `samples` rounds of one
 * request per route a round; any answer other than 200 stops the bench. Per route: p50, p95 and its summary.
 */
export async function timeGetRoutes(
  app: {
    inject: (options: { method: 'GET'; url: string; headers: Record<string, string> }) => PromiseLike<InjectAnswer>;
  },
  headers: Record<string, string>,
  routes: readonly TimedRoute[],
  rounds: { warmUp: number; samples: number },
): Promise<Record<string, unknown>> {
  const times = new Map<string, number[]>(routes.map(([name]) => [name, []]));
  const bodies = new Map<string, Record<string, unknown>>();
  for (let round = 0; round < rounds.warmUp + rounds.samples; round++) {
    for (const [name, url] of routes) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (round >= rounds.warmUp) times.get(name)?.push(elapsed);
      bodies.set(name, response.json() as Record<string, unknown>);
    }
  }
  const result: Record<string, unknown> = {};
  for (const [name, , summary] of routes) {
    const samples = times.get(name) ?? [];
    result[name] = {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      ...(summary(bodies.get(name) ?? {}) as object),
    };
  }
  return result;
}

type InjectAnswer = { statusCode: number; body: string; json: () => unknown };

/** A TCP port free on 127.0.0.1 right now (for a server the bench starts). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
