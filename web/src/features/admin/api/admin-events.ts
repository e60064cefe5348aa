// A tenant's failed domain events (GET /admin/events?tenantId&status=failed) and their replay
// (POST /admin/tenant/{tenantId}/events/replay-failed): the operators' fix when the derivation gave up.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The newest failed events the panel lists (the replay takes all of them). */
export const FAILED_EVENTS_SHOWN = 5;

export function useFailedEvents(tenantId: string) {
  const query = { tenantId, status: 'failed' as const, skip: 0, take: FAILED_EVENTS_SHOWN };
  return useQuery({
    queryKey: adminKeys.failedEvents(tenantId),
    queryFn: ({ signal }) => apiRequest('adminEventsList', { query, signal }),
  });
}

export function useReplayFailedEvents(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('adminEventsReplayFailed', { params: { tenantId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.failedEvents(tenantId) });
      // The home page's work list counts the failed events too.
      void queryClient.invalidateQueries({ queryKey: workListKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.tenantCases(tenantId) });
    },
  });
}
