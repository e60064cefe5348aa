// Public surface of the reports feature (issue 31, decision 0058 "Screens"): the area's URL state and the query keys.
// The area's page comes from screens/reports.ts (app/ only).
export { reportsKeys } from './api/reports-keys.ts';
export { parseReportsSearch, type ReportsSearch } from './reports-search.ts';
