// POST /api/modular/admin/tenant/:tenantId/reset: delete the tenant's employees, organisation, issues and events
// (refused in production and once care is configured).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantKeys } from '../../tenant/index.ts';
import { adminKeys } from './admin-keys.ts';

export function useResetTenant(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('adminTenantReset', { params: { tenantId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.tenant(tenantId) });
      void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    },
  });
}
