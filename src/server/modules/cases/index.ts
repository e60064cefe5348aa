// The public surface of cases: what other code may import from it.
export { insuredPersonById, refreshProcessingStatuses } from './cases.repository.ts';
export { caseEditScopes, caseScopes, visibleCases } from './cases.service.ts';
