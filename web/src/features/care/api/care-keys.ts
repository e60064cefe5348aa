// Query keys of the care feature; `careKeys.all` after a change of the stage definitions (the stages are evaluated
// again in the background), `careKeys.taskDefinitions()` after a change of a task template.
import type { CareStagesRequest } from '../care-stages-search.ts';

export const careKeys = {
  all: ['care'] as const,
  stages: (query: CareStagesRequest) => [...careKeys.all, 'stages', query] as const,
  health: (employeeId: string) => [...careKeys.all, 'health', employeeId] as const,
  definitions: () => [...careKeys.all, 'definitions'] as const,
  preview: (body: unknown) => [...careKeys.all, 'preview', body] as const,
  taskDefinitions: () => [...careKeys.all, 'task-definitions'] as const,
  userOptions: () => [...careKeys.all, 'user-options'] as const,
};
