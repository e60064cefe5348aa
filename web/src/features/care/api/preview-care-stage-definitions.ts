// POST /api/modular/care-stage-definitions/preview: how many employees would be at each level with the definitions
// as they stand in the editor (nothing saved), next to today's counts. A read, so a query keyed by the body; the
// editor sends it debounced and only when the draft is valid.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiRequestInput, apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

type Body = ApiRequestInput<'careStageDefinitionsPreview'>['body'];

export function useCareStagePreview(body: Body | null) {
  return useQuery({
    queryKey: careKeys.preview(body),
    queryFn: ({ signal }) => apiRequest('careStageDefinitionsPreview', { body: body as Body, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
