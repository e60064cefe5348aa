// Payouts (spec sections 3 "Payout", 4 "DRAFT, then RELEASED", 7 "Admin: payouts metadata, list, release,
// regenerate-for-month"; issue 15). Shapes the spec leaves open are decided in docs/decisions/0031-payouts.md and
// 0033-payout-releases.md: a payout per case, month, payee and coverage line built from a locked month; the release
// under four eyes is a proposal (admin A) that a different admin approves (admin B); amounts are CHF strings with two
// decimals, like the claims'.
import { z } from 'zod';
import { chfAmount, queryList } from './cases.ts';
import { accountingMonth, isoDate, page, pagingQuery, timestamp, uuid } from './common.ts';
import { SORT_ORDERS } from './constants.ts';
import { signedDownload } from './documents.ts';

export const PAYOUT_STATUSES = ['DRAFT', 'PROPOSED', 'RELEASED'] as const;
export const PAYOUT_RELEASE_STATUSES = ['PROPOSED', 'RELEASED', 'CANCELLED'] as const;
export const PAYEE_KINDS = ['EMPLOYER', 'INSURED_PERSON'] as const;
export const PAYOUT_SORT_FIELDS = ['ACCOUNTING_MONTH', 'LAST_NAME', 'NET_AMOUNT', 'CASE_NUMBER'] as const;
export const PAYOUT_PROBLEM_CODES = [
  'NO_CARRIER',
  'NO_ACCOUNT',
  'INVALID_IBAN',
  'QR_IBAN',
  'INVALID_POSTCODE',
  'ADDRESS_NOT_STRUCTURED',
] as const;

export const PAYOUT_MESSAGES = {
  payoutIds: 'Choose between 1 and 5000 payouts',
} as const;

const address = z.object({
  name: z.string(),
  streetName: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

export const settlementPeriod = z.object({
  startDate: isoDate(),
  endDate: isoDate(),
  insuredEarnings: chfAmount().meta({ description: 'Insured salary per year (C8)' }),
  absencePercentage: z.number(),
  insuredPercentage: z.number(),
  onWaitingPeriod: z.boolean(),
  dailyAllowance: chfAmount(),
  days: z.number().int(),
  amount: chfAmount(),
  ivReduction: chfAmount().meta({ description: 'IV deduction per day (C16)' }),
  ivRate: z.number().meta({ description: 'The IV deduction as a share of the allowance before it, in %' }),
  coverageLine: z.string(),
  isCorrection: z.boolean(),
  correctionKind: z.enum(['REVERSAL', 'REBOOKING']).nullable(),
  correctedMonthId: z.string().nullable(),
});

export const payoutProblem = z.object({
  code: z.enum(PAYOUT_PROBLEM_CODES),
  party: z.enum(['sender', 'billing']).nullable(),
  message: z.string(),
});

export const payout = z
  .object({
    payoutId: uuid(),
    caseId: uuid(),
    ktgCaseId: uuid(),
    caseNumber: z.number().int().nullable(),
    accountingMonthId: z.string(),
    tenantId: uuid(),
    employeeId: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    payeeKind: z.enum(PAYEE_KINDS),
    companySubunitId: z.string().nullable(),
    coverageLine: z.string(),
    sender: address.nullable().meta({ description: "The carrier's paying unit (the payment's debtor)" }),
    contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
    billingDetails: address.nullable().meta({ description: "The payee's address (the payment's creditor)" }),
    caseIdentifier: z.string(),
    personNames: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      personnelNumber: z.string().nullable(),
    }),
    iban: z.string().nullable(),
    carrier: z.object({ carrierId: uuid(), name: z.string() }).nullable(),
    settlementPeriods: z.array(settlementPeriod),
    grossAmount: chfAmount(),
    offsetApplied: chfAmount().meta({ description: "The payee's earlier reversals this payout absorbs" }),
    carriedOffset: chfAmount().meta({ description: 'What the payee owes after it (reversals larger than the month)' }),
    netAmount: chfAmount().meta({ description: 'What is paid (never negative)' }),
    problems: z.array(payoutProblem),
    releaseId: uuid().nullable(),
    releasedAt: timestamp().nullable(),
    endToEndId: z.string().nullable(),
  })
  .meta({ id: 'Payout' });

export const payoutParams = z.strictObject({ tenantId: uuid(), payoutId: uuid() });
export const payoutTenantParams = z.strictObject({ tenantId: uuid() });
export const payoutReleaseParams = z.strictObject({ tenantId: uuid(), releaseId: uuid() });

export const payoutListQuery = z.strictObject({
  ...pagingQuery(),
  accountingMonthId: accountingMonth().optional(),
  statuses: queryList(z.enum(PAYOUT_STATUSES)).optional().meta({ description: 'Comma-separated' }),
  carrierId: uuid().optional(),
  payeeKind: z.enum(PAYEE_KINDS).optional(),
  withProblems: z.enum(['true', 'false']).optional(),
  releaseId: uuid().optional(),
  search: z.string().trim().max(200).optional().meta({ description: 'Name, personnel number or case number' }),
  sortBy: z.enum(PAYOUT_SORT_FIELDS).default('ACCOUNTING_MONTH'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
});

export const payoutPage = page(payout)
  .extend({
    totals: z.object({ netAmount: chfAmount(), grossAmount: chfAmount(), count: z.number().int() }),
  })
  .meta({ id: 'PayoutPage' });

const bucket = z.object({ count: z.number().int(), netAmount: chfAmount() });

export const payoutMetadata = z
  .object({
    byStatus: z.array(bucket.extend({ status: z.enum(PAYOUT_STATUSES) })),
    byMonth: z.array(bucket.extend({ accountingMonthId: z.string(), status: z.enum(PAYOUT_STATUSES) })),
    byCarrier: z.array(bucket.extend({ carrierId: uuid().nullable(), carrierName: z.string().nullable() })),
    withProblems: z.number().int(),
    outstandingOffsets: chfAmount().meta({ description: 'What payees owe after reversals no payout absorbed yet' }),
    lockedMonths: z.array(z.string()).meta({ description: 'Months with locked lines: where drafts can be built' }),
  })
  .meta({ id: 'PayoutMetadata' });

export const regenerateBody = z.strictObject({ accountingMonthId: accountingMonth() });
export const regenerateResult = z
  .object({
    accountingMonthId: z.string(),
    drafts: z.number().int().meta({ description: 'DRAFT payouts of the month after the run' }),
    created: z.number().int(),
    replaced: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
    waitingForProposal: z
      .number()
      .int()
      .meta({ description: 'Groups held back because a proposed payout of the same case and payee is in flight' }),
    netAmount: chfAmount(),
  })
  .meta({ id: 'PayoutRegeneration' });

export const releaseBody = z
  .strictObject({
    payoutIds: z.array(uuid()).min(1, { error: PAYOUT_MESSAGES.payoutIds }).max(5000, {
      error: PAYOUT_MESSAGES.payoutIds,
    }),
    requestedExecutionDate: isoDate().meta({ description: 'A Swiss bank business day, today or later' }),
    comment: z.string().trim().max(1000).default(''),
  })
  .meta({
    example: {
      payoutIds: ['0196f0a0-0000-7000-8000-000000000001'],
      requestedExecutionDate: '2026-12-01',
      comment: 'November payouts',
    },
  });

export const paymentFile = z.object({
  paymentFileId: uuid(),
  carrierId: uuid(),
  messageId: z.string(),
  transactionCount: z.number().int(),
  controlSum: chfAmount(),
  requestedExecutionDate: isoDate(),
  url: z.string().meta({ description: 'Signed download address of the pain.001.001.09 file' }),
  name: z.string(),
});

export const payoutRelease = z
  .object({
    releaseId: uuid(),
    status: z.enum(PAYOUT_RELEASE_STATUSES),
    requestedExecutionDate: isoDate(),
    payoutCount: z.number().int(),
    totalAmount: chfAmount(),
    proposedBy: z.string(),
    isOwnProposal: z.boolean().meta({
      description:
        'The admin asking proposed this release: four eyes, a second admin approves it (approve answers 403 ' +
        'FOUR_EYES_REQUIRED to the proposer)',
    }),
    proposedAt: timestamp(),
    decidedBy: z.string().nullable(),
    decidedAt: timestamp().nullable(),
    comment: z.string(),
    statementsWritten: z.number().int(),
    paymentFiles: z.array(paymentFile),
  })
  .meta({ id: 'PayoutRelease' });

export const payoutReleaseList = z.object({ items: z.array(payoutRelease) }).meta({ id: 'PayoutReleaseList' });

/** The signed download address of a payout's statement PDF (a preview marked as a draft before the release). */
export const payoutStatementDownload = signedDownload;
