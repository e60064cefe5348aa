// POST /api/modular/deadline/{id}/done: mark a deadline done (or open again). Optimistic: the row shows its new status
// at once in every cached list; a refusal (403 not responsible, 409 DEADLINE_OBSOLETE) puts the lists back and the
// screen shows the error beside the row. The answer replaces the row; the row stays where it is (done, with "open
// again") instead of vanishing from the open list under the pointer: the lists are only marked stale, so the next
// visit asks again. The home page's counts are asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deadline } from '../../../../../src/contracts/deadlines.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { deadlinesKeys } from './deadlines-keys.ts';

type Page = { items: Deadline[]; totalCount: number };

export function useMarkDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deadline, done }: { deadline: Deadline; done: boolean }) =>
      apiRequest('deadlineMark', { params: { deadlineId: deadline.deadlineId }, body: { done } }),
    onMutate: async ({ deadline, done }) => {
      await queryClient.cancelQueries({ queryKey: deadlinesKeys.lists() });
      const previous = queryClient.getQueriesData<Page>({ queryKey: deadlinesKeys.lists() });
      const status = done ? 'DONE' : 'OPEN';
      queryClient.setQueriesData<Page>({ queryKey: deadlinesKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.deadlineId === deadline.deadlineId
                  ? {
                      ...item,
                      status,
                      isOverdue: false,
                      isDueSoon: false,
                      doneAt: done ? new Date().toISOString() : null,
                    }
                  : item,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (saved) => {
      queryClient.setQueriesData<Page>({ queryKey: deadlinesKeys.lists() }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.deadlineId === saved.deadlineId ? saved : item)) }
          : page,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: deadlinesKeys.lists(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: workListKeys.all });
    },
  });
}
