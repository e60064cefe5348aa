// `npm test`: runs the whole Vitest suite (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set) and prints
// a final plain line `N passed, N failed`. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsFile = '.cache/test-results/unit.json';
mkdirSync('.cache/test-results', { recursive: true });
rmSync(resultsFile, { force: true });

const run = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  { stdio: 'inherit', shell: false },
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
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} catch {
  failed += 1; // no report at all: vitest itself failed
}
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || run.status !== 0 ? 1 : 0);
