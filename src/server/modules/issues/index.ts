// The public surface of issues: what other code may import from it.
export { issueDays } from './issue-days.ts';
