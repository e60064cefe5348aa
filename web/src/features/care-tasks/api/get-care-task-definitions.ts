// GET /api/modular/care-task-definitions: the tenant's task templates, for "new task" (the archived ones left out).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export function useCareTaskDefinitions(enabled: boolean) {
  return useQuery({
    queryKey: careTasksKeys.definitions(),
    queryFn: ({ signal }) => apiRequest('careTaskDefinitionsList', { signal }),
    select: (list) => list.items.filter((definition) => !definition.isArchived),
    enabled,
    staleTime: 60_000,
  });
}
