// Employee write throughput before and after the concurrency control (issue "Reliability and security hardening":
// it must not cost more than 20 %), measured in one run on PostgreSQL. "Before" is the product at the commit
// before the concurrency control (BENCH_BEFORE_COMMIT), checked out into a temporary git worktree; "after" is this
// checkout. Each runs as its own server process (`src/server/main.ts`, the production start-up) on its own fresh
// PostgreSQL database with the demo seed (300 employees), and is loaded with autocannon in alternating rounds:
// - spread: PATCH /employee/{id} over all 300 employees (10 connections; what an HR team or an upload does)
// - hot: PATCH of one employee by 10 connections at once (the worst case for the employee lock)
// Every PATCH really changes the record (a new profession each time), so each one writes, audits and records an
// event. Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:employee-writes
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? '4a7e67a^';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROOT = resolve(import.meta.dirname, '..');

type Server = { name: string; port: number; process: ChildProcess; database: string };

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server on ${port} did not become ready`);
}

async function startServer(name: string, directory: string, port: number): Promise<Server> {
  const database = `bench_writes_${name}_${process.pid}`;
  await admin((client) => client.query(`CREATE DATABASE "${database}"`));
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['src/server/main.ts'], {
    cwd: directory,
    env: {
      ...process.env,
      APP_ENV: 'local',
      PORT: String(port),
      DATABASE_URL: urlOf(database),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(directory, 'no-web-build'),
      RUN_WORKERS_IN_PROCESS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(port, child);
  return { name, port, process: child, database };
}

async function signInAsHrAdmin(port: number): Promise<Record<string, string>> {
  const options = (await (await fetch(`http://127.0.0.1:${port}/api/modular/auth/login-options`)).json()) as {
    devLoginCandidates: { id: string; name: string; kind: string }[];
  };
  const anna = options.devLoginCandidates.find(
    (candidate) => candidate.kind === 'user' && candidate.name === 'Anna Meier',
  );
  if (!anna) throw new Error('the demo seed has no Anna Meier');
  const response = await fetch(`http://127.0.0.1:${port}/api/modular/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'user', id: anna.id }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
}

async function employeeIds(port: number, headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await fetch(`http://127.0.0.1:${port}/api/modular/employees?take=100&skip=${skip}`, { headers });
    const page = (await response.json()) as { items: { employeeId: string }[] };
    ids.push(...page.items.map((item) => item.employeeId));
    if (page.items.length < 100) return ids;
  }
}

let counter = 0;
async function load(server: Server, headers: Record<string, string>, ids: readonly string[]) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: 10,
    duration: DURATION_S,
    headers,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            path: `/api/modular/employee/${encodeURIComponent(ids[counter % ids.length] as string)}`,
            body: JSON.stringify({ data: { profession: `Logistiker/in ${counter}` } }),
          };
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${server.name}: ${result.non2xx} non-2xx answers`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const worktree = mkdtempSync(join(tmpdir(), 'absenza-before-'));
const servers: Server[] = [];
try {
  execFileSync('git', ['worktree', 'add', '--detach', worktree, BEFORE_COMMIT], { cwd: ROOT, stdio: 'ignore' });
  if (!existsSync(join(worktree, 'node_modules')))
    symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'));
  servers.push(await startServer('before', worktree, 3811));
  servers.push(await startServer('after', ROOT, 3812));
  const sessions = await Promise.all(servers.map((server) => signInAsHrAdmin(server.port)));
  const ids = await Promise.all(servers.map((server, index) => employeeIds(server.port, sessions[index] ?? {})));
  const results: Record<string, Record<'spread' | 'hot', { requestsPerSecond: number; p99: number }[]>> = {
    before: { spread: [], hot: [] },
    after: { spread: [], hot: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which variant goes first, so neither always meets a freshly vacuumed or a busier database.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const server = servers[index] as Server;
      const all = ids[index] ?? [];
      results[server.name]?.spread.push(await load(server, sessions[index] ?? {}, all));
      results[server.name]?.hot.push(await load(server, sessions[index] ?? {}, all.slice(0, 1)));
    }
  }
  console.log(`employee PATCH throughput, PostgreSQL, ${ROUNDS} alternating rounds of ${DURATION_S} s (median):`);
  for (const scenario of ['spread', 'hot'] as const) {
    const before = median(results.before?.[scenario].map((r) => r.requestsPerSecond) ?? []);
    const after = median(results.after?.[scenario].map((r) => r.requestsPerSecond) ?? []);
    const p99Before = median(results.before?.[scenario].map((r) => r.p99) ?? []);
    const p99After = median(results.after?.[scenario].map((r) => r.p99) ?? []);
    const change = ((after - before) / before) * 100;
    console.log(
      `  ${scenario.padEnd(6)} before ${before.toFixed(0)} req/s (p99 ${p99Before} ms), after ${after.toFixed(0)} ` +
        `req/s (p99 ${p99After} ms): ${change >= 0 ? '+' : ''}${change.toFixed(1)} %`,
    );
  }
} finally {
  for (const server of servers) server.process.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 1500));
  for (const server of servers) {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${server.database}" WITH (FORCE)`)).catch(() => {});
  }
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(worktree, { recursive: true, force: true });
}
