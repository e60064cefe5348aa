import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    // The demo data seeded and derived once per run; each journey's server starts on a copy (harness.startServer).
    globalSetup: ['e2e/seeded-data-dir.ts'],
    testTimeout: 60_000,
    // Longer than the harness's start-up limit (180 s), so a slow start reports its own error and cleans up.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
