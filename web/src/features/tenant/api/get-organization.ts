// GET /api/modular/organization (the unit list with parents, descriptions and superiors) and GET /subunit (the
// company subunits with their billing details), both tenant.view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantKeys } from './tenant-keys.ts';

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.organization(),
    queryFn: ({ signal }) => apiRequest('organizationGet', { signal }),
  });

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}

export const subunitsQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.subunits(),
    queryFn: ({ signal }) => apiRequest('subunitsList', { signal }),
  });

export function useSubunits() {
  return useQuery(subunitsQueryOptions());
}
