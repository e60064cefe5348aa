// `npm test`: runs the whole Vitest suite (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set) and prints
// a final plain line `N passed, N failed`. Extra arguments go to vitest (e.g. a file filter).
import { runVitest } from './vitest-run.ts';

const result = runVitest('unit', process.argv.slice(2));
console.log(`${result.passed} passed, ${result.failed} failed`);
process.exit(result.ok ? 0 : 1);
