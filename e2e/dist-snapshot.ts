// A private copy of the built web app for one journey: `npm run test:e2e` rebuilds dist/web when a web source
// changed, and other journeys running at the same time in the same checkout may do so while this one's server
// serves it (its pages then miss their assets). The copy is taken once the build is complete (every asset that
// index.html names exists) and removed with the server's data directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer } from './harness.ts';

const DIST = 'dist/web';

function isComplete(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return assets.length > 0 && assets.every((asset) => existsSync(join(dir, asset)));
}

export async function snapshotDist(): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const copy = mkdtempSync(join(tmpdir(), 'absenza-web-'));
    try {
      if (isComplete(DIST)) {
        cpSync(DIST, copy, { recursive: true });
        if (isComplete(copy)) return copy;
      }
    } catch {
      // a rebuild removed files while copying: try again
    }
    rmSync(copy, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${DIST} did not become complete (is a build running?)`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Time a start-up may take: migrations and the demo seed are slow on a busy machine (several journeys at once). */
const READY_TIMEOUT_MS = 180_000;

/**
 * The real server on a free port with a fresh data directory and the given web app, like harness.startServer, but
 * waiting longer for it to become ready and stopping it when it does not (no server left running after a failure).
 */
async function startServerOn(webDistDir: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async (keepDataDir = false) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) {
      await stop();
      throw new Error(`server did not become ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    output: () => output,
    stop: (options: { keepDataDir?: boolean } = {}) => stop(options.keepDataDir),
  };
}

/** Like harness.useServerAndBrowser, with the server on a private copy of the built web app. */
export function useServerOnDistSnapshot() {
  let server: RunningServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let dist: string | undefined;
  beforeAll(async () => {
    dist = await snapshotDist();
    server = await startServerOn(dist);
    browser = await launchBrowser();
    // Longer than the snapshot's and the start-up's own limits, so those report (and clean up) first.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
  };
}
