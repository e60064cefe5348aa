import { defineConfig } from 'vitest/config';
import { slowFirstSequencer } from '../src/testing/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    // The demo data seeded and derived once per run; each journey's server starts on a copy (harness.startServer).
    globalSetup: ['e2e/seeded-data-dir.ts'],
    // Two journeys run at once (each its own server, data directory and browser): a journey waits on its server and
    // its browser about half of its time, so two of them fill the machine's two cores (docs/testing.md, "Measured":
    // a quarter less time; four at once ended in time-outs). A test's limit allows for sharing the machine.
    fileParallelism: true,
    maxWorkers: 2,
    // The screens walks are the longest journeys: first, so that none of them runs alone at the end.
    sequence: { sequencer: slowFirstSequencer([/screens-(de|fr)\.e2e\.ts$/, /uploads\.e2e\.ts$/, /cases\.e2e\.ts$/]) },
    testTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a write and its read-back while two journeys share the machine
    // (the case management journey's plan save failed so in CI, 2026-11-30). A poll that needs longer says so.
    expect: { poll: { timeout: 15_000 } },
    // Longer than the harness's start-up limit (180 s), so a slow start reports its own error and cleans up.
    hookTimeout: 300_000,
  },
});
