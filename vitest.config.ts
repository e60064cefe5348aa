import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { slowFirstSequencer } from './src/testing/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Two workers take a fifth less time there
    // (docs/testing.md, "Measured"); each file has databases of its own (test-databases.ts), so files never meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: {
      sequencer: slowFirstSequencer([
        /api-fuzz(-2)?\.test\.ts$/,
        /access\/concurrency\.test\.ts$/,
        /route-access\.test\.ts$/,
        /cross-tenant\.test\.ts$/,
      ]),
    },
  },
});
