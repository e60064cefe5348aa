// PUT /api/modular/care-task-definition/{id}: a template changed (with its revision: 409 REVISION_CONFLICT when
// someone saved in between); tasks already created keep their texts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestInput, apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

type Body = ApiRequestInput<'careTaskDefinitionUpdate'>['body'];

export function useUpdateCareTaskDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ careTaskDefinitionId, body }: { careTaskDefinitionId: string; body: Body }) =>
      apiRequest('careTaskDefinitionUpdate', { params: { careTaskDefinitionId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careKeys.taskDefinitions() }),
  });
}
