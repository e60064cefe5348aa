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
      testResults: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
      }[];
    };
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    // A file that fails to load has no assertion results but must still count as a failure.
    failed += report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    printFailures(report.testResults);
  } catch {
    failed += 1; // no report at all: vitest itself failed
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, ok: failed === 0 && run.status === 0 };
}

/**
 * One `FAILED <file> > <test>: <first line of the message>` line per failed test or file that did not load, after
 * Vitest's own output: CI prints these lines again just above its last line, where a shortened log still shows them.
 */
function printFailures(
  files: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[],
): void {
  const firstLine = (text: string | undefined) => (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
  for (const file of files) {
    const path = file.name.startsWith(process.cwd()) ? file.name.slice(process.cwd().length + 1) : file.name;
    if (file.status === 'failed' && file.assertionResults.length === 0)
      console.log(`FAILED ${path}: ${firstLine(file.message).slice(0, 300)}`);
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        console.log(`FAILED ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0]).slice(0, 300)}`);
  }
}
