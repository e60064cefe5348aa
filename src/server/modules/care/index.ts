// The care module's public surface (issue 29): what the derivation, the jobs, the bootstrap and the app use.
export { careRoutes } from './care.routes.ts';
export {
  type CareEvaluationContext,
  careEvaluationContextOf,
  evaluateCareStages,
  RECENT_DAYS,
} from './care-stage-evaluation.ts';
export { allEmployeeIds, careDayOf } from './care-stages.repository.ts';
export type { CareStagesJob } from './care-stages.service.ts';
export {
  createTasksForCareStage,
  dismissTasksOfLeftCareStages,
  openCareTaskCounts,
} from './care-task-creation.ts';
export { startCareTaskDueScan } from './care-task-due-scan.ts';
