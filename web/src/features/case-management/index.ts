// Public surface of the case management feature (issue 30): the "request case management" action for the employee
// and the case screens, the query keys and the URL state of the list and the inbox. The app's pages take their
// screens from screens/ (case-managements.ts, case-management-detail.ts, requests.ts).
export { caseManagementKeys } from './api/case-management-keys.ts';
export {
  type CaseManagementsSearch,
  parseCaseManagementsSearch,
} from './case-managements-search.ts';
// The case management status badge, for the notes journal's rows (decision 0070).
export { CaseManagementStatusBadge } from './components/case-management-parts.tsx';
export {
  RequestCaseManagementButton,
  type RequestCaseManagementButtonProps,
} from './components/request-case-management-button.tsx';
export { type CaseManagementRequestsSearch, parseCaseManagementRequestsSearch } from './requests-search.ts';
