// The writes on one care task: PATCH (answers, conversation date, participants, private notes, due date,
// reassignment; with the revision the screen loaded: 409 REVISION_CONFLICT when someone saved in between), complete,
// discard with a reason, reopen, comments and attachments. Every write answers the whole task, which replaces the
// cached one; the lists and the home page's counts are refreshed.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { careTask, patchCareTaskBody } from '../../../../../src/contracts/care-tasks.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export type CareTask = z.infer<typeof careTask>;
export type CareTaskPatch = z.input<typeof patchCareTaskBody>;

function settle(queryClient: QueryClient, task: CareTask) {
  queryClient.setQueryData(careTasksKeys.detail(task.careTaskId), task);
  void queryClient.invalidateQueries({ queryKey: careTasksKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: workListKeys.all });
}

/** A mutation of one task whose answer is the task. */
function useTaskWrite<Input>(request: (input: Input) => Promise<CareTask>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (task) => settle(queryClient, task) });
}

export function useUpdateCareTask(careTaskId: string) {
  return useTaskWrite((body: CareTaskPatch) => apiRequest('careTaskUpdate', { params: { careTaskId }, body }));
}

export function useCompleteCareTask(careTaskId: string) {
  return useTaskWrite((revision: number) =>
    apiRequest('careTaskComplete', { params: { careTaskId }, body: { revision } }),
  );
}

export function useDiscardCareTask(careTaskId: string) {
  return useTaskWrite((input: { revision: number; reason: string }) =>
    apiRequest('careTaskDiscard', { params: { careTaskId }, body: input }),
  );
}

export function useReopenCareTask(careTaskId: string) {
  return useTaskWrite((revision: number) =>
    apiRequest('careTaskReopen', { params: { careTaskId }, body: { revision } }),
  );
}

export function useAddCareTaskComment(careTaskId: string) {
  return useTaskWrite((comment: string) =>
    apiRequest('careTaskCommentCreate', { params: { careTaskId }, body: { comment } }),
  );
}

export function useDeleteCareTaskComment(careTaskId: string) {
  return useTaskWrite((commentId: string) =>
    apiRequest('careTaskCommentDelete', { params: { careTaskId, commentId } }),
  );
}

export function useRemoveCareTaskAttachment(careTaskId: string) {
  return useTaskWrite((attachmentId: string) =>
    apiRequest('careTaskAttachmentDelete', { params: { careTaskId, attachmentId } }),
  );
}

/** The required questions left unanswered when completing (400 CARE_TASK_FORM_INCOMPLETE, `questionIds`). */
export function missingQuestionIds(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'CARE_TASK_FORM_INCOMPLETE') return [];
  const body = error.body as { questionIds?: unknown } | null;
  return Array.isArray(body?.questionIds) ? body.questionIds.filter((id): id is string => typeof id === 'string') : [];
}
