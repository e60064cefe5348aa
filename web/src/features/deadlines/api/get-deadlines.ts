// GET /api/modular/deadlines: one page of deadlines (open by default), by due date. The previous page stays on screen
// (dimmed) until the next is there.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DeadlinesRequest } from '../deadlines-search.ts';
import { deadlinesKeys } from './deadlines-keys.ts';

export function useDeadlines(query: DeadlinesRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: deadlinesKeys.list(query),
    queryFn: ({ signal }) => apiRequest('deadlinesList', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
