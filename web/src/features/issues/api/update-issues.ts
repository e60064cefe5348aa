// PATCH /api/modular/issues in ids mode: dismiss (ignored_at = now) or restore (null) the chosen issues. Only
// severity ≤ 2 may be touched; the page never offers more (the server would answer 403 UNAUTHORIZED_ISSUES).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { issuesKeys } from './issues-keys.ts';

export type IssuesUpdate = { issueIds: string[]; action: 'dismiss' | 'restore' };

export function useUpdateIssues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issueIds, action }: IssuesUpdate) =>
      apiRequest('issuesUpdate', {
        body: {
          mode: 'ids',
          issueIds,
          updates: { ignored_at: action === 'dismiss' ? new Date().toISOString() : null },
        },
      }),
    // The absences screen shows the open issues on its periods too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: issuesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['absences'] }),
      ]),
  });
}
