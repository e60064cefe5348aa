// GET /api/modular/care-stages: one page of who is at which care stage and why, searched, filtered and sorted on the
// server (a superior: the team). The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CareStagesRequest } from '../care-stages-search.ts';
import { careKeys } from './care-keys.ts';

export const careStagesQueryOptions = (query: CareStagesRequest) =>
  queryOptions({
    queryKey: careKeys.stages(query),
    queryFn: ({ signal }) => apiRequest('careStagesList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useCareStages(query: CareStagesRequest) {
  return useQuery(careStagesQueryOptions(query));
}
