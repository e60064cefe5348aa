// Query keys of the care tasks feature: `careTasksKeys.lists()` after any write that changes a task's row,
// `careTasksKeys.detail(id)` is set from the answer of each write (every write answers the whole task).
import type { CareTasksRequest } from '../care-tasks-search.ts';

export const careTasksKeys = {
  all: ['care-tasks'] as const,
  lists: () => [...careTasksKeys.all, 'list'] as const,
  list: (query: CareTasksRequest) => [...careTasksKeys.lists(), query] as const,
  detail: (careTaskId: string) => [...careTasksKeys.all, 'detail', careTaskId] as const,
  definitions: () => [...careTasksKeys.all, 'definitions'] as const,
  employeeSearch: (text: string) => [...careTasksKeys.all, 'employee-search', text] as const,
  userSearch: (text: string) => [...careTasksKeys.all, 'user-search', text] as const,
};
