// DELETE /api/modular/care-task-definition/{id}: archives a template; refused (409 CARE_TASK_DEFINITION_IN_USE)
// while a stage definition schedules it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export function useArchiveCareTaskDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (careTaskDefinitionId: string) =>
      apiRequest('careTaskDefinitionArchive', { params: { careTaskDefinitionId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careKeys.taskDefinitions() }),
  });
}
