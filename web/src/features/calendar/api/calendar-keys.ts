// Query keys of the calendar feature.
import type { AccountingMonthsQuery } from '../../../../../src/contracts/index.ts';

export const calendarKeys = {
  all: ['calendar'] as const,
  accountingMonths: (query: AccountingMonthsQuery) => [...calendarKeys.all, 'accounting-months', query] as const,
};
