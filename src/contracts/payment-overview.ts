// The tenant's payment overview (spec section 2 "payment overview", permission paymentOverview; issue 15 scope 5):
// what the insurer paid or is about to pay for the tenant's cases, per month and case, with the statements. The
// shapes are decided in docs/decisions/0035-payment-overview.md: a payout's state as the employer sees it is derived
// from its status and its release's execution date; the insurer's internal data (drafts' problems of its own paying
// unit, the proposal's admins, the payment file) stays with the admin routes.
import { z } from 'zod';
import { chfAmount, queryList } from './cases.ts';
import { accountingMonth, isoDate, page, pagingQuery, timestamp, uuid } from './common.ts';
import { SORT_ORDERS } from './constants.ts';
import { signedDownload } from './documents.ts';
import { PAYEE_KINDS, PAYOUT_PROBLEM_CODES, settlementPeriod } from './payouts.ts';

/**
 * IN_PREPARATION: built from a locked month, not yet released (the amount can still change); SCHEDULED: released,
 * the bank executes it on the execution date (after today); PAID: released and the execution date has come.
 */
export const PAYMENT_STATES = ['IN_PREPARATION', 'SCHEDULED', 'PAID'] as const;
export const PAYMENT_SORT_FIELDS = ['ACCOUNTING_MONTH', 'EXECUTION_DATE', 'LAST_NAME', 'NET_AMOUNT'] as const;

export const paymentOverviewItem = z
  .object({
    payoutId: uuid(),
    accountingMonthId: z.string(),
    state: z.enum(PAYMENT_STATES),
    caseId: uuid(),
    caseNumber: z.number().int().nullable(),
    employeeId: z.string(),
    personNames: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      personnelNumber: z.string().nullable(),
    }),
    coverageLine: z.string(),
    payeeKind: z.enum(PAYEE_KINDS),
    payeeName: z.string().nullable().meta({ description: 'Who receives the money: the employer or the person' }),
    iban: z.string().nullable(),
    carrierName: z.string().nullable(),
    requestedExecutionDate: isoDate()
      .nullable()
      .meta({ description: 'The day the bank executes the payment (once released)' }),
    releasedAt: timestamp().nullable(),
    endToEndId: z.string().nullable().meta({ description: "The payment's reference on the payee's bank statement" }),
    grossAmount: chfAmount(),
    offsetApplied: chfAmount().meta({ description: 'Earlier over-payments this payout absorbs' }),
    netAmount: chfAmount().meta({ description: 'What is paid' }),
    settlementPeriods: z.array(settlementPeriod),
    actionNeeded: z
      .array(z.object({ code: z.enum(PAYOUT_PROBLEM_CODES), message: z.string() }))
      .meta({ description: "What stops the payment and the employer can mend: the payee's account or address" }),
    statementAvailable: z.boolean().meta({ description: 'A released payout has its statement to download' }),
  })
  .meta({ id: 'PaymentOverviewItem' });

export const paymentOverviewQuery = z.strictObject({
  ...pagingQuery(),
  accountingMonthId: accountingMonth().optional(),
  states: queryList(z.enum(PAYMENT_STATES)).optional().meta({ description: 'Comma-separated' }),
  caseId: uuid().optional(),
  payeeKind: z.enum(PAYEE_KINDS).optional(),
  search: z.string().trim().max(200).optional().meta({ description: 'Name, personnel number or case number' }),
  sortBy: z.enum(PAYMENT_SORT_FIELDS).default('ACCOUNTING_MONTH'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
});

const bucket = z.object({ count: z.number().int(), netAmount: chfAmount() });

export const paymentOverviewPage = page(paymentOverviewItem)
  .extend({
    totals: z
      .object({
        count: z.number().int(),
        netAmount: chfAmount(),
        paid: bucket,
        scheduled: bucket,
        inPreparation: bucket,
      })
      .meta({ description: 'Of every payout the filters select (all pages)' }),
    today: isoDate().meta({ description: 'The day (Switzerland) the states were derived for' }),
  })
  .meta({ id: 'PaymentOverviewPage' });

export const paymentOverviewMonths = z
  .object({
    items: z.array(
      z.object({
        accountingMonthId: z.string(),
        paid: bucket,
        scheduled: bucket,
        inPreparation: bucket,
        nextExecutionDate: isoDate().nullable().meta({ description: 'The next execution date of the scheduled ones' }),
        lastExecutionDate: isoDate().nullable().meta({ description: 'The latest execution date of the paid ones' }),
      }),
    ),
    today: isoDate(),
  })
  .meta({ id: 'PaymentOverviewMonths' });

export const paymentOverviewParams = z.strictObject({ payoutId: uuid() });
export const paymentStatementDownload = signedDownload;

export type PaymentOverviewItem = z.infer<typeof paymentOverviewItem>;
