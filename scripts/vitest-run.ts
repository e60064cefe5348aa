// Runs vitest with a JSON report next to the normal output and counts passed and failed tests, so every suite
// can end with the plain `N passed, N failed` line CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

export type SuiteResult = { passed: number; failed: number; ok: boolean };

export function runVitest(name: string, args: string[]): SuiteResult {
  const resultsFile = `.cache/test-results/${name}.json`;
  mkdirSync('.cache/test-results', { recursive: true });
  rmSync(resultsFile, { force: true });
  const run = spawnSync(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...args],
    { stdio: 'inherit' },
  );
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { status: string; assertionResults: unknown[] }[];
    };
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    // A file that fails to load has no assertion results but must still count as a failure.
    failed += report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
  } catch {
    failed += 1; // no report at all: vitest itself failed
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, ok: failed === 0 && run.status === 0 };
}
