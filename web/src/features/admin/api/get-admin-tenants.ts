// GET /api/modular/admin/tenants: one page of all tenants, searched on the server (admin).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminTenantsQuery, adminKeys } from './admin-keys.ts';

export const adminTenantsQueryOptions = (query: AdminTenantsQuery) =>
  queryOptions({
    queryKey: adminKeys.tenantList(query),
    queryFn: ({ signal }) => apiRequest('adminTenantsList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminTenants(query: AdminTenantsQuery) {
  return useQuery(adminTenantsQueryOptions(query));
}
