// GET /api/modular/admin/support/requests: the operators' inbox across tenants (waiting ones first, then the latest
// message), with the counts by status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminSupportRequestsRequest } from '../support-search.ts';
import { supportKeys } from './support-keys.ts';

export function useAdminSupportRequests(query: AdminSupportRequestsRequest) {
  return useQuery({
    queryKey: supportKeys.adminList(query),
    queryFn: ({ signal }) => apiRequest('adminSupportRequestsList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
