// The case management module's public surface (issue 30, decision 0052): the routes for app.ts, and what the case
// overview (cases module) reads from it.

export { caseManagementRoutes } from './case-management.routes.ts';
export { type CaseManagementOverview, caseManagementOverviewOf } from './case-management-overview.ts';
