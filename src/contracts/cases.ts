// Cases and claims (spec sections 3 "Case", 4 claim processingStatus, 7 "Cases and insured persons", 8, 9): the
// sick-pay engine's cases as the event processing stores them (docs/decisions/0017-cases-and-claims-storage.md),
// listed with the spec's filters, per insured person, with claims left without an accounting month, their claims
// patched by the accounting, and the case overview. Decisions: docs/decisions/0018-case-routes.md.
import { z } from 'zod';
import { CASE_STATUSES, CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import {
  accountingMonth,
  commaList,
  isoDate,
  nonEmptyString,
  page,
  pagingQuery,
  queryBoolean,
  timestamp,
  uuid,
} from './common.ts';
import { SORT_ORDERS } from './constants.ts';

/** Spec section 4. SCHEDULED and PROCESSED carry an accountingMonthId. */
export const CLAIM_PROCESSING_STATUSES = ['UNASSIGNED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'] as const;
export type ClaimProcessingStatus = (typeof CLAIM_PROCESSING_STATUSES)[number];
export const ACCOUNTED_STATUSES: readonly ClaimProcessingStatus[] = ['SCHEDULED', 'PROCESSED'];
/** The cover a claim line pays under (decision 0017): KTG for sickness, UVG and the supplementary UVGZ for accidents. */
export const CLAIM_COVERAGE_LINES = ['KTG', 'UVG', 'UVGZ'] as const;

/**
 * Spec section 9: the case sort fields. RISK_COUNTER sorts by the case's benefit days used (caseCounters
 * .benefitDaysUsed: the days counted against the maximum benefit duration, C7), then by the start date.
 */
export const CASE_SORT_FIELDS = [
  'PERSONNEL_NUMBER',
  'FIRST_NAME',
  'LAST_NAME',
  'START_DATE',
  'END_DATE',
  'RISK_COUNTER',
] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

export const CASE_INCLUDES = ['claims', 'comments'] as const;
/** Spec section 9: a comment has at most 1000 characters. */
export const CASE_COMMENT_MAX = 1_000;
/** Most values one list filter may name. */
export const CASE_FILTER_VALUES_MAX = 100;
/** Most claims one PATCH /claim may name (a case of 720 days and its corrections fits). */
export const CLAIM_PATCH_MAX = 2_000;

export const CASE_MESSAGES = {
  toBeforeFrom: 'to must not be before from',
  unknownInclude: `Must be a comma-separated list of: ${CASE_INCLUDES.join(', ')}`,
  accountingMonthRequired: 'SCHEDULED and PROCESSED claims need an accountingMonthId (YYYY-MM)',
  accountingMonthNotAllowed: 'Only SCHEDULED and PROCESSED claims carry an accountingMonthId',
  duplicateClaim: 'Each claimId may appear only once',
  tooManyValues: `At most ${CASE_FILTER_VALUES_MAX} values`,
  commentTooLong: `A comment has at most ${CASE_COMMENT_MAX} characters`,
  commentEmpty: 'A comment must not be empty',
} as const;

/** CHF with two decimals (spec section 9), as a string: '157.81', '-157.81'. */
export const chfAmount = () =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .meta({ description: 'CHF with two decimals', example: '157.81' });

/** A query list: comma-separated, the parameter may also be repeated (at most 100 values). */
export const queryList = <T extends z.ZodType<string>>(item: T) =>
  commaList(item, CASE_FILTER_VALUES_MAX, CASE_MESSAGES.tooManyValues);

export const claimItem = z
  .object({
    claimId: z.string(),
    revisionId: z.string().meta({
      description:
        'Send it back with PATCH /claim: a claim changed since (recomputed or patched) answers 409 REVISION_CONFLICT',
    }),
    caseId: uuid(),
    isCorrection: z.boolean(),
    date: isoDate(),
    incapacityOfWork: z.number().meta({ description: 'Incapacity of work in %' }),
    dailyAllowance: chfAmount().meta({ description: 'CHF payable for the day (negative on a reversal)' }),
    type: z.enum(CLAIM_TYPES),
    coverageLine: z.enum(CLAIM_COVERAGE_LINES),
    processingStatus: z.enum(CLAIM_PROCESSING_STATUSES),
    accountingMonthId: z
      .string()
      .nullable()
      .meta({ description: 'YYYY-MM; set for SCHEDULED and PROCESSED claims only (spec section 4)' }),
    salaryExportAccountId: z.string().nullable(),
  })
  .meta({ id: 'Claim' });
export type ClaimItem = z.infer<typeof claimItem>;

export const caseComment = z
  .object({
    commentId: uuid(),
    caseId: uuid(),
    insuredPersonId: uuid(),
    comment: z.string(),
    createdAt: timestamp(),
    postedBy: z
      .object({
        kind: z.enum(['user', 'admin', 'api-token', 'system']),
        id: z.string().nullable(),
        name: z.string().nullable(),
      })
      .meta({ description: 'Who posted the comment (a user, an admin, an API token)' }),
    validBetween: z.object({ from: isoDate().nullable(), to: isoDate().nullable() }),
  })
  .meta({ id: 'CaseComment' });
export type CaseComment = z.infer<typeof caseComment>;

export const caseCounters = z
  .looseObject({
    caseDays: z.number(),
    waitingDaysServed: z.number(),
    waitingDaysRemaining: z.number().nullable(),
    benefitDaysUsed: z.number(),
    benefitDaysRemaining: z.number().nullable(),
    lfzDaysUsed: z.number(),
    frameStartDate: isoDate().nullable(),
  })
  .meta({ description: "The engine's case counters (C7, C9, C11)" });

export const employeeCounters = z
  .looseObject({
    continuationOfPayment: z.array(z.unknown()),
    waitingPeriodByYear: z.array(z.unknown()),
    benefitFrames: z.array(z.unknown()),
  })
  .meta({ description: "The insured person's counters: continuation of pay per service year, waiting days, frames" });

export const caseItem = z
  .object({
    caseId: uuid(),
    ktgCaseId: uuid().meta({ description: 'The same id as caseId (decision 0017)' }),
    insuredPersonId: uuid(),
    caseNumber: z.number().int(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    accountingCompanySubunitId: z.string().nullable(),
    accountingProcessingGroupId: z.string().nullable(),
    absentFrom: isoDate(),
    absentTo: isoDate(),
    numberOfDays: z.number().int(),
    type: z.enum(CLAIM_TYPES),
    accidentDate: isoDate().nullable(),
    status: z.enum(CASE_STATUSES),
    withinShorttermRisk: z.boolean(),
    withinContinuationOfPayment: z.boolean(),
    processingStatuses: z.array(z.enum(CLAIM_PROCESSING_STATUSES)),
    allowance: z.object({
      dailyAllowance: chfAmount()
        .nullable()
        .meta({ description: 'The full daily allowance (at 100 % incapacity) of the latest paid day; null if none' }),
      totalAmount: chfAmount().meta({ description: 'Every claim line of the case (corrections included)' }),
      amountByCoverageLine: z.record(z.string(), chfAmount()),
      employerShareAmount: chfAmount().meta({ description: "Informational: the employer's share on uninsured days" }),
    }),
    wages: z.object({ insuredSalary: chfAmount().meta({ description: 'Insured salary per year (C8)' }) }),
    caseCounters,
    employeeCounters,
    claims: z.array(claimItem).optional().meta({ description: 'Only with include=claims (and per insured person)' }),
    comments: z
      .array(caseComment)
      .optional()
      .meta({ description: 'Oldest first; only with include=comments (and per insured person)' }),
  })
  .meta({ id: 'Case' });
export type CaseItem = z.infer<typeof caseItem>;

export const casesQuery = z
  .strictObject({
    ...pagingQuery(),
    search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name, id' }),
    from: isoDate().optional().meta({ description: 'Cases ending on or after this day' }),
    to: isoDate().optional().meta({ description: 'Cases starting on or before this day' }),
    employeeId: nonEmptyString().max(100).optional(),
    claimTypes: queryList(z.enum(CLAIM_TYPES)).optional().meta({ description: 'Comma-separated: SICK, ACCIDENT' }),
    companySubunitIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
    processingGroupIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
    withinShorttermRisk: queryBoolean().optional(),
    withinContinuationOfPayment: queryBoolean().optional(),
    processingStatuses: queryList(z.enum(CLAIM_PROCESSING_STATUSES))
      .optional()
      .meta({ description: 'Cases with a claim in one of these statuses (comma-separated)' }),
    status: z.enum(CASE_STATUSES).optional(),
    sortBy: z.enum(CASE_SORT_FIELDS).default('START_DATE'),
    sortOrder: z.enum(SORT_ORDERS).default('DESC'),
    include: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(z.enum(CASE_INCLUDES, { error: CASE_MESSAGES.unknownInclude })))
      .optional()
      .meta({ description: "Comma-separated: 'claims' adds each case's claims, 'comments' its comments" }),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: CASE_MESSAGES.toBeforeFrom });
    }
  });
export type CasesQuery = z.infer<typeof casesQuery>;

export const casesPage = page(caseItem).meta({ id: 'CasePage' });

export const insuredPersonParams = z.strictObject({ insuredPersonId: uuid() });

export const insuredPersonCases = z
  .object({
    insuredPersonId: uuid(),
    employeeId: z.string(),
    employeeCounters,
    items: z
      .array(caseItem)
      .meta({ description: 'The cases the caller may see, oldest first, with their claims and comments' }),
  })
  .meta({ id: 'InsuredPersonCases' });

export const unassignedCasesQuery = z.strictObject({ ...pagingQuery() });

export const caseWithUnassignedClaims = caseItem
  .extend({
    unassignedClaimCount: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'The UNASSIGNED claims (one per day and coverage line, corrections included)' }),
    unassignedDayCount: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'The days those claims are for (an accident day has a UVG and a UVGZ claim: one day)' }),
    unassignedAmount: chfAmount().meta({ description: 'What those claims pay together, in CHF' }),
    unassignedMonths: z
      .array(z.string())
      .meta({ description: 'The closed-out months (YYYY-MM) with UNASSIGNED claims of the case, oldest first' }),
  })
  .meta({ id: 'CaseWithUnassignedClaims' });

export const unassignedCasesPage = page(caseWithUnassignedClaims).meta({ id: 'CaseWithUnassignedClaimsPage' });

export const claimPatchItem = z.strictObject({
  claimId: nonEmptyString().max(200),
  revisionId: nonEmptyString().max(200),
  processingStatus: z.enum(CLAIM_PROCESSING_STATUSES),
  accountingMonthId: accountingMonth()
    .optional()
    .meta({ description: 'Required for SCHEDULED and PROCESSED, refused for UNASSIGNED and BLOCKED' }),
});

export const claimPatchBody = z
  .strictObject({
    insuredPersonId: uuid(),
    claims: z.array(claimPatchItem).min(1).max(CLAIM_PATCH_MAX),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.claims.forEach((claim, index) => {
      const accounted = ACCOUNTED_STATUSES.includes(claim.processingStatus);
      if (accounted && claim.accountingMonthId === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['claims', index, 'accountingMonthId'],
          message: CASE_MESSAGES.accountingMonthRequired,
        });
      }
      if (!accounted && claim.accountingMonthId !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['claims', index, 'accountingMonthId'],
          message: CASE_MESSAGES.accountingMonthNotAllowed,
        });
      }
      if (seen.has(claim.claimId)) {
        context.addIssue({ code: 'custom', path: ['claims', index, 'claimId'], message: CASE_MESSAGES.duplicateClaim });
      }
      seen.add(claim.claimId);
    });
  })
  .meta({
    example: {
      insuredPersonId: '0196f0a0-0000-7000-8000-000000000001',
      claims: [
        {
          claimId: 'E-1:SICK:2026-03-31',
          revisionId: '3f2a9c',
          processingStatus: 'SCHEDULED',
          accountingMonthId: '2026-04',
        },
      ],
    },
  });
export type ClaimPatchBody = z.infer<typeof claimPatchBody>;

export const claimPatchResult = z.object({
  patchedIds: z.array(z.string()).meta({ description: 'The claims whose processing status or month changed' }),
});

export const caseOverviewParams = z.strictObject({ ktgCaseId: uuid() });

export const caseOverview = z
  .object({
    isCaseReviewCompleted: z.boolean(),
    powUploadedAt: timestamp().nullable().meta({ description: 'When the power of attorney was uploaded' }),
    backToWork: isoDate().nullable().meta({ description: 'The day after the last incapacity day of an ended case' }),
    earliestReportDate: isoDate()
      .nullable()
      .meta({ description: 'absentFrom + the reporting obligation period, once the case lasts that long' }),
  })
  .meta({ id: 'CaseOverview' });
export type CaseOverview = z.infer<typeof caseOverview>;

export const caseCommentParams = z.strictObject({ caseId: uuid() });

export const caseCommentBody = z
  .strictObject({
    insuredPersonId: uuid().meta({ description: "The case's insured person" }),
    comment: z
      .string()
      .trim()
      .min(1, { error: CASE_MESSAGES.commentEmpty })
      .max(CASE_COMMENT_MAX, { error: CASE_MESSAGES.commentTooLong }),
    validBetween: z
      .strictObject({ from: isoDate().nullable().optional(), to: isoDate().nullable().optional() })
      .optional()
      .meta({ description: 'The days the comment is about; either end may be open' }),
  })
  .superRefine((body, context) => {
    const from = body.validBetween?.from;
    const to = body.validBetween?.to;
    if (from && to && to < from) {
      context.addIssue({ code: 'custom', path: ['validBetween', 'to'], message: CASE_MESSAGES.toBeforeFrom });
    }
  })
  .meta({
    example: {
      insuredPersonId: '0196f0a0-0000-7000-8000-000000000001',
      comment: 'Arztzeugnis bis Ende Monat liegt vor.',
      validBetween: { from: '2026-03-01', to: '2026-03-31' },
    },
  });
export type CaseCommentBody = z.infer<typeof caseCommentBody>;

export const caseCommentDeleteParams = z.strictObject({ insuredPersonId: uuid(), caseId: uuid(), commentId: uuid() });
