// GET /api/modular/care-tasks: one page of care tasks (the caller's own or all it may see), due and overdue first
// by default. The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CareTasksRequest } from '../care-tasks-search.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export const careTasksQueryOptions = (query: CareTasksRequest) =>
  queryOptions({
    queryKey: careTasksKeys.list(query),
    queryFn: ({ signal }) => apiRequest('careTasksList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useCareTasks(query: CareTasksRequest) {
  return useQuery(careTasksQueryOptions(query));
}
