// PUT /api/modular/care-stage-definitions: replaces the set as a whole with the revision it was loaded at (409
// REVISION_CONFLICT when someone saved in between). Everything care shows is read again: the stages are evaluated
// anew in the background.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestInput, apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

type Body = ApiRequestInput<'careStageDefinitionsPut'>['body'];

export function useSaveCareStageDefinitions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest('careStageDefinitionsPut', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(careKeys.definitions(), saved);
      void queryClient.invalidateQueries({ queryKey: careKeys.all });
    },
  });
}
