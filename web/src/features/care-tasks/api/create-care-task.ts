// POST /api/modular/care-task: a task by hand, from a template or free (refused with 409 CARE_MANUAL_TASKS_DISABLED
// when the company creates tasks from the care stages only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCareTaskBody } from '../../../../../src/contracts/care-tasks.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export type CreateCareTaskInput = z.input<typeof createCareTaskBody>;

export function useCreateCareTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCareTaskInput) => apiRequest('careTaskCreate', { body }),
    onSuccess: (task) => {
      queryClient.setQueryData(careTasksKeys.detail(task.careTaskId), task);
      void queryClient.invalidateQueries({ queryKey: careTasksKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: workListKeys.all });
    },
  });
}
