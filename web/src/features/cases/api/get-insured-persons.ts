// GET /api/modular/insured-person: one page of the insured persons with a visible case (decision 0026), and
// GET /api/modular/insured-person/{id}/case: one person's counters and cases. Below the cases' key, so whatever
// refreshes the cases refreshes these.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { InsuredPersonsRequest } from '../insured-persons-search.ts';
import { casesKeys } from './cases-keys.ts';

export const insuredPersonsQueryOptions = (query: InsuredPersonsRequest) =>
  queryOptions({
    queryKey: [...casesKeys.all, 'insured-persons', query] as const,
    queryFn: ({ signal }) => apiRequest('insuredPersonsList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useInsuredPersons(query: InsuredPersonsRequest) {
  return useQuery(insuredPersonsQueryOptions(query));
}

export const insuredPersonCasesKey = (insuredPersonId: string) =>
  [...casesKeys.all, 'insured-person', insuredPersonId] as const;

export function useInsuredPersonCases(insuredPersonId: string) {
  return useQuery({
    queryKey: insuredPersonCasesKey(insuredPersonId),
    queryFn: ({ signal }) => apiRequest('insuredPersonCases', { params: { insuredPersonId }, signal }),
  });
}
