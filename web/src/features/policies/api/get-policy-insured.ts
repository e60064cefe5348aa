// GET /api/modular/policies/insured: a page of the employees insured under one policy on the day, asked for while the
// drawer is open (null: closed). 400 POLICY_NOT_FOUND for a policy neither the configuration nor a record knows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PolicyInsuredRequest } from '../policies-search.ts';
import { policiesKeys } from './policies-keys.ts';

export function usePolicyInsured(query: PolicyInsuredRequest | null) {
  return useQuery({
    queryKey: policiesKeys.insured(query as PolicyInsuredRequest),
    queryFn: ({ signal }) => apiRequest('policyInsured', { query: query as PolicyInsuredRequest, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
