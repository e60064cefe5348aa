// The care module's public surface (issue 29): what the derivation, the jobs and the app use.
export { careRoutes } from './care.routes.ts';
export {
  type CareEvaluationContext,
  careEvaluationContextOf,
  evaluateCareStages,
  RECENT_DAYS,
} from './care-stage-evaluation.ts';
export { allEmployeeIds, careDayOf } from './care-stages.repository.ts';
export type { CareStagesJob } from './care-stages.service.ts';
