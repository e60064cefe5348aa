// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// deadlines (issue 30, decision 0054). The list runs for real with every filter; marking names an id no row has and
// answers its documented 404 (DEADLINE_NOT_FOUND).
import { FUZZ_MISSING_ID, type FuzzTargets, inDays } from './support.ts';

export const deadlinesTargets = {
  deadlinesList: () => ({
    query: {
      kinds: 'INSURER_REPORT,IV_EARLY_DETECTION',
      status: 'OPEN',
      employeeId: 'FZ-1',
      ktgCaseId: FUZZ_MISSING_ID,
      from: inDays(-30),
      to: inDays(30),
      search: 'Muster',
      sortOrder: 'asc',
      skip: '0',
      take: '50',
    },
  }),
  deadlineMark: () => ({ params: { deadlineId: FUZZ_MISSING_ID }, body: { done: true } }),
} satisfies FuzzTargets;
