// PATCH /api/analytics/analytics-view: the whole list of views with the revision it was read at. The answer (the list
// and its new revision) replaces the cached one; on 409 (someone — the same user in another tab — saved in between)
// the list is read again and the menu says so; the change is not retried blindly.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsView } from '../../../../../src/contracts/analytics.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { analyticsKeys } from './analytics-keys.ts';

export function isStaleRevision(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export function useSaveAnalyticsViews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { revision: number; views: AnalyticsView[] }) => apiRequest('analyticsViewPatch', { body }),
    onSuccess: (saved) => queryClient.setQueryData(analyticsKeys.views(), saved),
    onError: (error) => {
      if (isStaleRevision(error)) void queryClient.invalidateQueries({ queryKey: analyticsKeys.views() });
    },
  });
}
