// POST /api/modular/admin/tenant: a new tenant from the admin's answers (name, language, address, KTG policy number),
// completed by the server to configuration version 1 (issue 28; decision 0044).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTenantBody } from '../../../../../src/contracts/tenant.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type CreateTenantInput = z.input<typeof createTenantBody>;

export function useCreateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantInput) => apiRequest('adminTenantCreate', { body }),
    onSuccess: (tenant) => {
      client.setQueryData(adminKeys.tenant(tenant.tenantId), tenant);
      void client.invalidateQueries({ queryKey: adminKeys.tenants() });
    },
  });
}
