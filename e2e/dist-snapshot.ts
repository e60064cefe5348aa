// A private copy of the built web app for one journey: `npm run test:e2e` rebuilds dist/web when a web source
// changed, and other journeys running at the same time in the same checkout may do so while this one's server
// serves it (its pages then miss their assets). The copy is taken once the build is complete (every asset that
// index.html names exists) and removed with the server's data directory.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness.ts';

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

/** Like harness.useServerAndBrowser, with the server on a private copy of the built web app. */
export function useServerOnDistSnapshot() {
  let server: RunningServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let dist: string | undefined;
  beforeAll(async () => {
    dist = await snapshotDist();
    server = await startServer({ WEB_DIST_DIR: dist });
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
