// Query keys of the case management feature. After a request is created, decided or withdrawn: `requests()`,
// `lists()` and the employee's `employeeStatus(id)`; after a write on a case management its detail is set from the
// answer (every write answers the whole case management) and `lists()` refreshed; notes under `notes(id)`.
import type { CaseManagementsRequest } from '../case-managements-search.ts';
import type { CaseManagementRequestsRequest } from '../requests-search.ts';

export const caseManagementKeys = {
  all: ['case-management'] as const,
  lists: () => [...caseManagementKeys.all, 'list'] as const,
  list: (query: CaseManagementsRequest) => [...caseManagementKeys.lists(), query] as const,
  detail: (caseManagementId: string) => [...caseManagementKeys.all, 'detail', caseManagementId] as const,
  notes: (caseManagementId: string) => [...caseManagementKeys.all, 'notes', caseManagementId] as const,
  requests: () => [...caseManagementKeys.all, 'requests'] as const,
  requestList: (query: CaseManagementRequestsRequest) => [...caseManagementKeys.requests(), query] as const,
  employeeStatus: (employeeId: string) => [...caseManagementKeys.all, 'employee-status', employeeId] as const,
  caseManagers: () => [...caseManagementKeys.all, 'case-managers'] as const,
};
