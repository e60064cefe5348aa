// POST /api/modular/care-task-definition: a new care task template in the four languages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestInput, apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export type CareTaskDefinitionBody = ApiRequestInput<'careTaskDefinitionCreate'>['body'];

export function useCreateCareTaskDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CareTaskDefinitionBody) => apiRequest('careTaskDefinitionCreate', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careKeys.taskDefinitions() }),
  });
}
