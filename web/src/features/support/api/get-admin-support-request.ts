// GET /api/modular/admin/support/requests/{requestId}: one request of any tenant with its context and messages, the
// tenant's name and the requester's address.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSupportRequestDetail } from '../../../../../src/contracts/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export type AdminSupportRequestDetail = z.infer<typeof adminSupportRequestDetail>;

export function useAdminSupportRequest(requestId: string) {
  return useQuery({
    queryKey: supportKeys.adminDetail(requestId),
    queryFn: ({ signal }) => apiRequest('adminSupportRequestGet', { params: { requestId }, signal }),
  });
}
