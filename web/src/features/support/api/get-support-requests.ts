// GET /api/modular/support/requests: the company's support requests (the latest message first), with the care
// configuration's key contact and the number of requests waiting for the operators.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SupportRequestsRequest } from '../support-search.ts';
import { supportKeys } from './support-keys.ts';

export function useSupportRequests(query: SupportRequestsRequest) {
  return useQuery({
    queryKey: supportKeys.list(query),
    queryFn: ({ signal }) => apiRequest('supportRequestsList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
