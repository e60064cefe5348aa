// The care module's public surface (issue 29): what other modules, jobs and the bootstrap may use.
export {
  createTasksForCareStage,
  dismissTasksOfLeftCareStages,
  openCareTaskCounts,
} from './care-task-creation.ts';
export { startCareTaskDueScan } from './care-task-due-scan.ts';
