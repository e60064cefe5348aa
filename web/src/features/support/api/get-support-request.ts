// GET /api/modular/support/requests/{requestId}: one request with its context and messages (404
// SUPPORT_REQUEST_NOT_FOUND for another company's or none).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportRequestDetail } from '../../../../../src/contracts/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export type SupportRequestDetail = z.infer<typeof supportRequestDetail>;

export function useSupportRequest(requestId: string) {
  return useQuery({
    queryKey: supportKeys.detail(requestId),
    queryFn: ({ signal }) => apiRequest('supportRequestGet', { params: { requestId }, signal }),
  });
}
