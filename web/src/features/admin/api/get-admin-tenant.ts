// GET /api/modular/admin/tenant/:tenantId: a tenant with its current configuration and version (admin; audited),
// and its configuration history: every version (newest first) and one version as it was.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const adminTenantQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: adminKeys.tenant(tenantId),
    queryFn: ({ signal }) => apiRequest('adminTenantGet', { params: { tenantId }, signal }),
    // The editor keeps its own draft; a background refetch must not look like a change under the admin's hands.
    refetchOnWindowFocus: false,
  });

export function useAdminTenant(tenantId: string) {
  return useQuery(adminTenantQueryOptions(tenantId));
}

export function useConfigurationVersions(tenantId: string) {
  return useQuery({
    queryKey: adminKeys.versions(tenantId),
    queryFn: ({ signal }) => apiRequest('adminTenantConfigurationVersions', { params: { tenantId }, signal }),
  });
}

export function useConfigurationVersion(tenantId: string, version: number | null) {
  return useQuery({
    queryKey: adminKeys.version(tenantId, version ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('adminTenantConfigurationVersion', { params: { tenantId, version: version ?? 0 }, signal }),
    enabled: version !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
