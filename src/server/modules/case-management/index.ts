// The case management module's public surface (issue 30, decision 0052): the routes for app.ts, and what the case
// overview (cases module) reads from it.

export { caseManagementRoutes } from './case-management.routes.ts';
export {
  closeCaseManagement,
  putPlan as putReturnToWorkPlan,
  updateCaseManagement,
} from './case-management.service.ts';
export { createNote as createCaseManagementNote } from './case-management-notes.service.ts';
export { type CaseManagementOverview, caseManagementOverviewOf } from './case-management-overview.ts';
// The demo seed acts through the same services as the routes (src/server/demo-case-management.ts).
export {
  acceptRequest as acceptCaseManagementRequest,
  createRequest as createCaseManagementRequest,
  declineRequest as declineCaseManagementRequest,
} from './case-management-requests.service.ts';
