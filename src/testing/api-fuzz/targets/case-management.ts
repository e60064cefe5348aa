// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// case management (issue 30). The fuzz world has no case management yet: the routes of one name an id no row has
// and answer their documented 404; the lists, the employee status and a request for FZ-1 run for real.
import { FUZZ_MISSING_ID, type FuzzTargets, inDays } from './support.ts';

export const caseManagementTargets = {
  caseManagementList: () => ({
    query: {
      status: 'ACTIVE',
      employeeId: 'FZ-1',
      mine: 'false',
      search: 'Muster',
      sortBy: 'NEXT_DEADLINE',
      sortOrder: 'asc',
      skip: '0',
      take: '50',
    },
  }),
  caseManagementGet: () => ({ params: { caseManagementId: FUZZ_MISSING_ID } }),
  caseManagementUpdate: (world) => ({
    params: { caseManagementId: FUZZ_MISSING_ID },
    body: {
      revision: 1,
      responsibleUserId: world.userIds.Case_Manager,
      ktgCaseIds: [world.caseId],
      isCaseReviewCompleted: true,
      powDocumentId: world.documentId,
      earliestReportDate: inDays(30),
    },
  }),
  caseManagementPlanPut: () => ({
    params: { caseManagementId: FUZZ_MISSING_ID },
    body: {
      revision: 1,
      goals: ['Back to the warehouse at 100 %'],
      steps: [{ title: 'Workplace visit', dueDate: inDays(14), owner: 'Superior', status: 'OPEN' }],
      workCapacity: [
        { from: inDays(7), workCapacityPercentage: 50 },
        { from: inDays(35), workCapacityPercentage: 100 },
      ],
    },
  }),
  caseManagementClose: () => ({
    params: { caseManagementId: FUZZ_MISSING_ID },
    body: { revision: 1, outcome: 'BACK_TO_WORK_FULL', comment: 'Back at 100 %' },
  }),
  caseManagementNotesList: () => ({ params: { caseManagementId: FUZZ_MISSING_ID } }),
  caseManagementNoteCreate: () => ({
    params: { caseManagementId: FUZZ_MISSING_ID },
    body: { text: 'Called the employee: feels better' },
  }),
  caseManagementNoteDelete: () => ({ params: { caseManagementId: FUZZ_MISSING_ID, noteId: FUZZ_MISSING_ID } }),
  // The notes journal (decision 0070): every filter at once; `%` and `_` in the search are literal.
  caseManagementNotesJournal: () => ({
    query: {
      search: 'physio_50%',
      mine: 'true',
      caseManagementStatus: 'ACTIVE',
      from: '2026-06-01',
      to: '2026-06-30',
      sortOrder: 'asc',
      skip: '0',
      take: '25',
    },
  }),
  caseManagementRequestsList: () => ({
    query: { status: 'OPEN', employeeId: 'FZ-1', skip: '0', take: '50' },
  }),
  caseManagementRequestCreate: (world) => ({
    body: { employeeId: 'FZ-1', ktgCaseId: world.caseId, reason: 'Absent for six weeks, return unclear' },
  }),
  caseManagementRequestAccept: (world) => ({
    params: { requestId: FUZZ_MISSING_ID },
    body: { responsibleUserId: world.userIds.Case_Manager },
  }),
  caseManagementRequestDecline: () => ({
    params: { requestId: FUZZ_MISSING_ID },
    body: { declineReason: 'The employee is back next week' },
  }),
  caseManagementRequestWithdraw: () => ({ params: { requestId: FUZZ_MISSING_ID } }),
  caseManagementEmployeeStatus: () => ({ params: { employeeId: 'FZ-1' } }),
} satisfies FuzzTargets;
