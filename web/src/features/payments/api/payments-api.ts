// The payment overview's requests (decision 0035): the months' sums, a page of payouts (server-paged, the previous
// page kept dimmed) and a released payout's statement (a signed address, opened in a new tab).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PaymentsRequest } from '../payments-search.ts';

export const paymentsKeys = {
  all: ['payments'] as const,
  months: () => [...paymentsKeys.all, 'months'] as const,
  list: (query: PaymentsRequest) => [...paymentsKeys.all, 'list', query] as const,
};

export function usePaymentMonths() {
  return useQuery({
    queryKey: paymentsKeys.months(),
    queryFn: ({ signal }) => apiRequest('paymentOverviewMonths', { signal }),
  });
}

export function usePayments(query: PaymentsRequest) {
  return useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => apiRequest('paymentOverviewList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentStatement() {
  return useMutation({
    mutationFn: (payoutId: string) => apiRequest('paymentOverviewStatement', { params: { payoutId } }),
  });
}
