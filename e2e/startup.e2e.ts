// `npm start` behaviour around the process: one process per embedded data directory, clear configuration errors,
// graceful shutdown that releases the directory, and a warm restart on the same data.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerToExit, startServer } from './harness.ts';

describe('server start-up', () => {
  it('refuses a second server on the same data directory with a clear message, and restarts warm after shutdown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-lock-'));
    try {
      const first = await startServer({}, { dataDir });
      expect(first.output()).toContain('demo data seeded');
      const second = await runServerToExit({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data directory ${dataDir} is in use by another process`);
      // The first server is unharmed.
      expect((await fetch(`${first.baseUrl}/ready`)).status).toBe(200);

      await first.stop({ keepDataDir: true });
      expect(existsSync(join(dataDir, '.lock'))).toBe(false);

      const again = await startServer({}, { dataDir });
      expect(again.output()).not.toContain('demo data seeded'); // the data survived; no second seed
      expect((await fetch(`${again.baseUrl}/ready`)).status).toBe(200);
      await again.stop({ keepDataDir: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops on a bad configuration value, naming the variable and the reason', async () => {
    const result = await runServerToExit({ APP_ENV: 'prod', DATA_DIR: join(tmpdir(), 'absenza-never-created') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid configuration:');
    expect(result.output).toContain('APP_ENV must be one of production, staging, local, preview, demo (got "prod")');
  });
});
