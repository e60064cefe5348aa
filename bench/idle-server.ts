// An idle server's CPU (decision 0071): what `npm start` costs while nobody uses it. Starts the real server
// (`node src/server/main.ts`, its job workers in process) on a fresh PGlite data directory with the demo data, waits
// until the demo data's derivation has ended (no pending domain event) and a settling pause, then reads the server
// process's CPU time from /proc/<pid>/stat over BENCH_IDLE_SECONDS (default 60) with no request. With
// BENCH_DATABASE_URL it does the same on a scratch PostgreSQL database (the server process only; PostgreSQL's own
// backends are not counted). Linux only (/proc).
// Before/after in one run: `--before-dir <checkout>` starts the server of another checkout (e.g.
// `git worktree add /work/wt-before <commit>`, node_modules symlinked) the same way, alternating with this one.
// Run: npm run bench:idle-server [-- --before-dir ../wt-before]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from './support.ts';

const { values: args } = parseArgs({ options: { 'before-dir': { type: 'string' } } });
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const HERE = resolve(import.meta.dirname, '..');
/** The platform administrator of the demo seed (src/db/seed.ts DEMO_ADMIN): asks whether derivation has ended. */
const DEMO_ADMIN_ID = '0f3e2d1c-0900-4a5b-8c7d-000000000900';
const TICKS_PER_SECOND = 100;

/** The process's user + system CPU in seconds (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitUntil(check: () => Promise<boolean>, what: string, limitMs = 300_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await sleep(250);
  }
}

/** No pending domain event, asked as the demo admin (the derivation of the demo data has ended). */
async function derivationEnded(baseUrl: string): Promise<boolean> {
  const login = await fetch(`${baseUrl}/api/modular/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'admin', id: DEMO_ADMIN_ID }),
  });
  if (!login.ok) return false;
  const cookie = (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const answer = await fetch(`${baseUrl}/api/modular/admin/events?status=pending&take=1`, { headers: { cookie } });
  return answer.ok && ((await answer.json()) as { totalCount: number }).totalCount === 0;
}

async function idleCpu(checkout: string, database: 'PGlite' | 'PostgreSQL'): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'absenza-idle-'));
  const scratch = database === 'PostgreSQL' ? await scratchDatabase() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${baseUrl}/ready`)).ok, 'the server answering /ready');
    await waitUntil(() => derivationEnded(baseUrl), 'the demo data derived');
    await sleep(10_000); // the last jobs of the start (a digest, the first mail run) end
    const pid = child.pid ?? 0;
    const before = cpuSeconds(pid);
    await sleep(SECONDS * 1000);
    return ((cpuSeconds(pid) - before) / SECONDS) * 60;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL ?? '';
  const name = `absenza_bench_idle_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const checkouts: [label: string, dir: string][] = [
  ...(args['before-dir'] ? [['before', resolve(args['before-dir'])] as [string, string]] : []),
  ['this checkout', HERE],
];
const databases: ('PGlite' | 'PostgreSQL')[] = process.env.BENCH_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
console.log(`idle server: CPU seconds per minute, measured over ${SECONDS} s, ${ROUNDS} round(s), alternating`);
for (const database of databases) {
  const results = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, dir] of checkouts) {
      const value = await idleCpu(dir, database);
      results.set(label, [...(results.get(label) ?? []), value]);
      console.log(`  ${database} ${label} round ${round + 1}: ${value.toFixed(2)} s/min`);
    }
  }
  for (const [label, values] of results) {
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `${database} ${label}: ${mean.toFixed(2)} s of CPU per minute (${((mean / 60) * 100).toFixed(1)} % of a core)`,
    );
  }
}
