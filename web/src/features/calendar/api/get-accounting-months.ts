// GET /api/modular/calendar/accounting-months: calendar facts of a range of accounting months.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountingMonthsQuery } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKeys } from './calendar-keys.ts';

export const accountingMonthsQueryOptions = (query: AccountingMonthsQuery) =>
  queryOptions({
    queryKey: calendarKeys.accountingMonths(query),
    queryFn: ({ signal }) => apiRequest('accountingMonths', { query, signal }),
    // Calendar facts of a month never change.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAccountingMonths(query: AccountingMonthsQuery) {
  return useQuery(accountingMonthsQueryOptions(query));
}
