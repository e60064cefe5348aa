// PUT /api/modular/insurance/subunits/{companySubunitId}: a subunit's name and billing details, with the configuration
// version the form was opened on (409 REVISION_CONFLICT when someone changed the configuration meanwhile; 404
// COMPANY_SUBUNIT_NOT_FOUND when the subunit is gone). The answer is the whole list, which replaces the cached one;
// the company settings (their subunits and billing details) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { insuranceSubunitUpdate } from '../../../../../src/contracts/insurance-subunits.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantKeys } from '../../tenant/index.ts';
import { insuranceSubunitsKeys } from './insurance-subunits-keys.ts';

export type InsuranceSubunitInput = z.input<typeof insuranceSubunitUpdate>;

export function useUpdateInsuranceSubunit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companySubunitId, body }: { companySubunitId: string; body: InsuranceSubunitInput }) =>
      apiRequest('insuranceSubunitUpdate', { params: { companySubunitId }, body }),
    onSuccess: (data) => {
      client.setQueryData(insuranceSubunitsKeys.list(), data);
      void client.invalidateQueries({ queryKey: tenantKeys.all });
    },
  });
}
