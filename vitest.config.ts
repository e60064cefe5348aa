import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { slowFirstSequencer } from './src/testing/slow-first-sequencer.ts';

/**
 * The database-free tests (docs/testing.md, "The rule for new tests"): pure rules, contracts, the web's units and
 * the scripts. They share their workers' modules instead of each file importing them again (`isolate: false`):
 * 178 files took 70 s alone and take 25 s shared (2026-11-30). A test here must leave module state as it found it.
 */
const DATABASE_FREE = [
  'src/domain/**/*.test.ts',
  'src/contracts/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];

export default defineConfig({
  test: {
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
    projects: [
      { extends: true, test: { name: 'database-free', include: DATABASE_FREE, isolate: false } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/domain/**', 'src/contracts/**'],
          globalSetup: ['src/testing/global-setup.ts'],
          // The server tests share their workers' modules too: each file opens its own databases (test-databases.ts)
          // and app (useTestApp), and nothing mocks a module. Loading the modules again for each of the 125 files was
          // a fifth of the suite's time: 1 028 -> 469 s (2026-11-30); two shuffled orders (TEST_SHUFFLE_SEED) passed.
          isolate: false,
        },
      },
    ],
  },
});
