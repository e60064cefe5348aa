// GET /api/modular/care-task-definitions: the tenant's care task templates, archived ones last.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export const careTaskDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: careKeys.taskDefinitions(),
    queryFn: ({ signal }) => apiRequest('careTaskDefinitionsList', { signal }),
  });

export function useCareTaskDefinitions() {
  return useQuery(careTaskDefinitionsQueryOptions());
}
