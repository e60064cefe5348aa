// GET /api/modular/admin/tenants (the first 199 by name): the inbox's tenant filter names every tenant.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

const query = { take: 199 };

export function useSupportTenants() {
  return useQuery({
    queryKey: [...supportKeys.admin(), 'tenants'] as const,
    queryFn: ({ signal }) => apiRequest('adminTenantsList', { query, signal }),
    staleTime: 60_000,
  });
}
