// Accounting calendar: the accounting months of a range with their calendar facts. Used by month pickers and
// as the first validated route of the API (paging and accounting-month validation, spec section 5).
import { z } from 'zod';
import { accountingMonth, isoDate, page, pagingQuery } from './common.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const accountingMonthsQuery = z
  .strictObject({
    from: accountingMonth().meta({ description: 'First accounting month, YYYY-MM' }),
    to: accountingMonth().meta({ description: 'Last accounting month, YYYY-MM (inclusive)' }),
    ...pagingQuery(),
  })
  .refine((query) => !(MONTH.test(query.from) && MONTH.test(query.to)) || query.from <= query.to, {
    error: "'to' must not be before 'from'",
    path: ['to'],
  });

export const accountingMonthInfo = z
  .object({
    accountingMonthId: z.string().meta({ example: '2026-02' }),
    startDate: isoDate(),
    endDate: isoDate(),
    calendarDays: z.number().int().meta({ description: 'Calendar days in the month (C1 counts calendar days)' }),
    weekdays: z.number().int().meta({ description: 'Monday to Friday days in the month' }),
    weekendDays: z.number().int(),
  })
  .meta({ id: 'AccountingMonthInfo' });

export const accountingMonthsResponse = page(accountingMonthInfo).meta({ id: 'AccountingMonthPage' });

export type AccountingMonthsQuery = z.input<typeof accountingMonthsQuery>;
export type AccountingMonthInfo = z.infer<typeof accountingMonthInfo>;
export type AccountingMonthsResponse = z.infer<typeof accountingMonthsResponse>;
