// `npm run test:e2e`: builds the web app if needed, then runs the browser journeys in e2e/ against the real server
// and Debian Chromium. Prints a final plain line `N passed, N failed`; screenshots land in e2e/screenshots/.
import { spawnSync } from 'node:child_process';
import { runVitest } from './vitest-run.ts';

const build = spawnSync('node', ['scripts/build-web-if-needed.ts'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = runVitest('e2e', ['--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
console.log(`${result.passed} passed, ${result.failed} failed`);
process.exit(result.ok ? 0 : 1);
