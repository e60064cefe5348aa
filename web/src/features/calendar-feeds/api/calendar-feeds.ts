// The signed-in user's calendar subscriptions: GET /calendar-feeds (never the secrets), POST /calendar-feeds (the
// answer carries the address once: mutation state only, never cached) and POST /calendar-feeds/:id/revoke.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCalendarFeedBody } from '../../../../../src/contracts/calendar-feeds.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarFeedsKeys } from './calendar-feeds-keys.ts';

export type CreateCalendarFeedInput = z.input<typeof createCalendarFeedBody>;

export const calendarFeedsQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedsKeys.list(),
    queryFn: ({ signal }) => apiRequest('calendarFeedsList', { signal }),
  });

export function useCalendarFeeds() {
  return useQuery(calendarFeedsQueryOptions());
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCalendarFeedInput) => apiRequest('calendarFeedCreate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKeys.all }),
    // The answer holds the secret address: gone from the mutation cache once the dialog closes.
    gcTime: 0,
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => apiRequest('calendarFeedRevoke', { params: { feedId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKeys.all }),
  });
}
