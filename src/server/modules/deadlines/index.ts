// The deadlines module's public surface (issue 30, decision 0054): the routes for the app, the daily reminder for
// the bootstrap and the tests. The deadlines themselves are computed by the derivation (modules/derivation,
// deadlines.step.ts) from src/domain/deadlines/.
export { remindDueDeadlines, runDeadlineDueScan, startDeadlineDueScan } from './deadline-due-scan.ts';
export { deadlinesRoutes } from './deadlines.routes.ts';
export { countOpenDeadlines, DUE_SOON_DAYS } from './deadlines.service.ts';
