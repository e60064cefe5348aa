// GET /api/modular/care-stage-definitions: the tenant's stage definitions with their revision.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export const careStageDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: careKeys.definitions(),
    queryFn: ({ signal }) => apiRequest('careStageDefinitionsGet', { signal }),
  });

export function useCareStageDefinitions() {
  return useQuery(careStageDefinitionsQueryOptions());
}
