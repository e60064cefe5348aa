// GET /api/modular/tenant/configuration: the tenant's current configuration and its version (tenant.view), and
// GET /api/modular/tenant/info for the date of that version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantKeys } from './tenant-keys.ts';

export const tenantConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.configuration(),
    queryFn: ({ signal }) => apiRequest('tenantConfigurationGet', { signal }),
  });

export function useTenantConfiguration() {
  return useQuery(tenantConfigurationQueryOptions());
}

export const tenantInfoQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.info(),
    queryFn: ({ signal }) => apiRequest('tenantInfo', { signal }),
  });

export function useTenantInfo() {
  return useQuery(tenantInfoQueryOptions());
}
