// The carriers that pay daily allowances (payouts, issue 15; decision 0031): the list, create and edit (with the
// revision read, so a change by someone else meanwhile answers 409 REVISION_CONFLICT), and which carrier pays each
// coverage line of a tenant.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { carrierBody, tenantCarriersBody } from '../../../../../src/contracts/carriers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type CarrierInput = z.input<typeof carrierBody>;
export type TenantCarriersInput = z.input<typeof tenantCarriersBody>;

const carriersKey = () => [...adminKeys.all, 'carriers'] as const;
const tenantCarriersKey = (tenantId: string) => [...adminKeys.tenant(tenantId), 'carriers'] as const;

export function useCarriers() {
  return useQuery({
    queryKey: carriersKey(),
    queryFn: ({ signal }) => apiRequest('adminCarriersList', { signal }),
  });
}

export function useCreateCarrier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierInput) => apiRequest('adminCarrierCreate', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: carriersKey() }),
  });
}

export function useUpdateCarrier(carrierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierInput & { revision: number }) =>
      apiRequest('adminCarrierUpdate', { params: { carrierId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: carriersKey() }),
  });
}

export function useTenantCarriers(tenantId: string) {
  return useQuery({
    queryKey: tenantCarriersKey(tenantId),
    queryFn: ({ signal }) => apiRequest('adminTenantCarriersGet', { params: { tenantId }, signal }),
  });
}

export function useReplaceTenantCarriers(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantCarriersInput) => apiRequest('adminTenantCarriersReplace', { params: { tenantId }, body }),
    onSuccess: (data) => {
      client.setQueryData(tenantCarriersKey(tenantId), data);
      void client.invalidateQueries({ queryKey: carriersKey() });
    },
  });
}
