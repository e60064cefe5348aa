// The reports module's public surface (issue 31, decision 0058): the routes the app registers and the workers the
// bootstrap starts.

// The renderers, for other tables drawn the reports' way (the analytics export).
export { type ReportFile, renderReportFile } from './render/index.ts';
export { startReportWorkers } from './report-jobs.ts';
export { runDueReportSchedules } from './report-schedules.service.ts';
export { reportsRoutes } from './reports.routes.ts';
