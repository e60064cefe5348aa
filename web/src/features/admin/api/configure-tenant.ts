// PUT /api/modular/admin/tenant/:tenantId/configure (a changed configuration becomes a new version) and
// POST /api/modular/admin/tenant/validate-schema (check without saving).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantConfigurationInput } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantKeys } from '../../tenant/index.ts';
import { adminKeys } from './admin-keys.ts';

/** `baseVersion`: the version the draft was made from; a newer one on the server answers 409 REVISION_CONFLICT. */
export type ConfigureTenantInput = { configuration: unknown; comment: string; baseVersion: number };

export function useConfigureTenant(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ configuration, comment, baseVersion }: ConfigureTenantInput) =>
      apiRequest('adminTenantConfigure', {
        params: { tenantId },
        // The server parses the draft with the contract's schema; the draft is whatever the editor holds.
        body: { configuration: configuration as TenantConfigurationInput, comment, baseVersion },
      }),
    onSuccess: (tenant) => {
      queryClient.setQueryData(adminKeys.tenant(tenantId), tenant);
      void queryClient.invalidateQueries({ queryKey: adminKeys.versions(tenantId) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.tenants(), 'list'] });
      void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    },
  });
}

export function useValidateConfiguration() {
  return useMutation({
    mutationFn: (configuration: unknown) => apiRequest('adminTenantValidateSchema', { body: { configuration } }),
  });
}
