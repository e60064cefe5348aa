// `npm run bench`: start-up times and HTTP throughput baselines (recorded in docs/performance.md).
// - cold start: empty data directory (PGlite initdb + migrations + seed) until /ready answers 200
// - warm start: the same data directory again
// - PostgreSQL start (when BENCH_DATABASE_URL is set): migrations already applied
// - requests/s of GET /health and of one validated route, autocannon with 10 connections for 10 s
// Run on an otherwise idle machine; the load generator shares the 2 cores with the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL;

type Started = { child: ChildProcess; ms: number; baseUrl: string };

async function startServer(env: Record<string, string>, port: number): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, ms: Math.round(performance.now() - started), baseUrl };
}

async function stop(server: Started) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const validatedRoute = '/api/modular/calendar/accounting-months?from=2026-01&to=2026-12&take=12';
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

// Make sure the web build exists, so start-up times measure the server, not a first build.
const build = spawn(process.execPath, ['scripts/build-web-if-needed.ts'], { stdio: 'inherit' });
await new Promise((resolve) => build.once('exit', resolve));

const dataDir = mkdtempSync(join(tmpdir(), 'absenza-bench-'));
try {
  const cold = await startServer({ DATA_DIR: dataDir }, 3901);
  await stop(cold);
  const warm = await startServer({ DATA_DIR: dataDir }, 3901);
  results.pglite = {
    coldStartMs: cold.ms,
    warmStartMs: warm.ms,
    health: await load(`${warm.baseUrl}/health`),
    validatedRoute: await load(`${warm.baseUrl}${validatedRoute}`),
  };
  await stop(warm);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (PG_URL) {
  const first = await startServer({ DATABASE_URL: PG_URL }, 3902);
  await stop(first);
  const server = await startServer({ DATABASE_URL: PG_URL }, 3902);
  results.postgres = {
    startMs: server.ms,
    health: await load(`${server.baseUrl}/health`),
    validatedRoute: await load(`${server.baseUrl}${validatedRoute}`),
  };
  await stop(server);
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/startup-and-http-${Date.now()}.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
