// The insured-person takeover record (spec section 3 "Insured person (takeover record)") and the case migration of
// a tenant's takeover cases (spec sections 7 "Admin" and 9). The record's cases and counters are stored as case
// inputs (TAKEOVER_CASE, TAKEOVER_EMPLOYEE_COUNTER; decision 0019) and continue in the sick-pay engine.
// Decisions: docs/decisions/0024-takeover-and-case-migration.md.
import { z } from 'zod';
import { CASE_STATUSES, CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import { INT32_MAX, isoDate, nonEmptyString, queryBoolean, uuid } from './common.ts';

/** Limits of one record (decision 0024): far above a real person's history, low enough for one transaction. */
export const TAKEOVER_LIMITS = { cases: 100, counters: 50, listItems: 50, textLength: 200, counterValueMax: 100_000 };

/** The policy products a takeover case may name (spec: KTG, KAV or FTA plus identifier). */
export const TAKEOVER_POLICY_PRODUCTS = ['KTG', 'KAV', 'FTA'] as const;

/** The status of a case in the old system: OPEN or one of the platform's case statuses. CLOSED/DENIED: ended. */
export const TAKEOVER_CASE_STATUSES = ['OPEN', ...CASE_STATUSES] as const;
export const TAKEOVER_ENDED_STATUSES: readonly string[] = ['CLOSED', 'DENIED'];

/** The outcome lists of a case migration (spec section 9), in the order they are answered. */
export const CASE_MIGRATION_OUTCOMES = [
  'exact_match',
  'create_takeover',
  'create_closed_takeover',
  'close_match',
] as const;
export type CaseMigrationOutcome = (typeof CASE_MIGRATION_OUTCOMES)[number];

const text = () => nonEmptyString().max(TAKEOVER_LIMITS.textLength);
const list = <T extends z.ZodType>(item: T, max = TAKEOVER_LIMITS.listItems) => z.array(item).max(max);

/** A counter value: TAKEOVER (a date and whole days >= 0, valid at the end of the date) or NORMAL (a date). */
export const takeoverCounterValue = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('TAKEOVER'),
    date: isoDate(),
    value: z.int().min(0).max(TAKEOVER_LIMITS.counterValueMax),
  }),
  z.object({ type: z.literal('NORMAL'), date: isoDate() }),
]);

const metaValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const takeoverCounter = z.object({
  id: text(),
  counterTypes: list(text(), 20).default([]),
  /** Mapped to the engine's counters (decision 0024): e.g. WAITING_DAYS, BENEFIT_DAYS, LFZ_DAYS. */
  name: text(),
  value: takeoverCounterValue,
  meta: z
    .record(z.string().max(100), metaValue)
    .refine((value) => Object.keys(value).length <= 50, { error: 'At most 50 entries' })
    .nullish(),
});
export type TakeoverCounter = z.infer<typeof takeoverCounter>;

const range = z
  .object({ from: isoDate(), till: isoDate().nullable(), days: z.int().min(0).max(TAKEOVER_LIMITS.counterValueMax) })
  .refine((value) => value.till === null || value.till >= value.from, {
    error: 'till must not be before from',
    path: ['till'],
  });

export const takeoverCase = z.object({
  /** The case's id in the old system; a uuid becomes the stored case id (else ktgCaseId when that is a uuid). */
  id: text(),
  ktgCaseId: text().nullish(),
  reference: z.string().max(TAKEOVER_LIMITS.textLength).nullish(),
  caseNumber: z.int().min(1).max(INT32_MAX),
  type: z.enum(CLAIM_TYPES),
  /** The case's whole extent in the old system (first to last day, relapses included); optional. */
  span: z
    .object({ from: isoDate(), till: isoDate().nullable() })
    .refine((value) => value.till === null || value.till >= value.from, {
      error: 'till must not be before from',
      path: ['till'],
    })
    .nullish(),
  /** The incapacity the case is in: from = the case's first day, till = last known day (null: ongoing). */
  activeRange: range,
  wages: list(
    z.object({
      wageTypeId: text(),
      factor: z.number().min(0).max(100),
      amount: z.number().min(0).max(100_000_000),
    }),
  ).default([]),
  counters: list(takeoverCounter).default([]),
  /** Ids of the record's (employee) counters this case used. */
  employeeCounterIds: list(text()).default([]),
  applicablePolicies: list(z.object({ product: z.enum(TAKEOVER_POLICY_PRODUCTS), identifier: text() }), 10).default([]),
  status: z.enum(TAKEOVER_CASE_STATUSES),
  openedAt: isoDate(),
});
export type TakeoverCase = z.infer<typeof takeoverCase>;

export const takeoverRecord = z.object({
  tenantId: uuid(),
  employeeId: text(),
  counters: list(takeoverCounter).default([]),
  accountingGroupCode: z.string().max(TAKEOVER_LIMITS.textLength).nullish(),
  processingGroupId: z.string().max(TAKEOVER_LIMITS.textLength).nullish(),
  cases: list(takeoverCase, TAKEOVER_LIMITS.cases).default([]),
});
export type TakeoverRecord = z.infer<typeof takeoverRecord>;

export const caseMigrationParams = z.object({ tenantId: uuid() });
export const caseMigrationQuery = z.object({
  dryRun: queryBoolean().optional().meta({ description: "'true': classify and answer, write nothing" }),
});

export const caseMigrationItem = z.object({
  /** The TAKEOVER_CASE input (its id is the takeover case's engine key). */
  takeoverCaseId: uuid(),
  employeeId: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  caseNumber: z.int(),
  startDate: isoDate(),
  counterDate: isoDate(),
  /** The stored case that carries the takeover's counters (null: none derived). */
  caseId: uuid().nullable(),
  caseStatus: z.enum(CASE_STATUSES).nullable(),
  /** The platform's own case (computed from the absences recorded here, without the takeover) it matched. */
  matchedCase: z.object({ absentFrom: isoDate(), absentTo: isoDate() }).nullable(),
  /** close_match: days the own case starts after (+) or before (-) the takeover's anchor. */
  differenceDays: z.int().nullable(),
  reason: z.string(),
});
export type CaseMigrationItem = z.infer<typeof caseMigrationItem>;

export const caseMigrationError = z.object({
  takeoverCaseId: uuid(),
  employeeId: z.string(),
  code: z.string(),
  reason: z.string(),
});
export type CaseMigrationError = z.infer<typeof caseMigrationError>;

export const caseMigrationResult = z.object({
  dryRun: z.boolean(),
  exact_match: z.array(caseMigrationItem),
  create_takeover: z.array(caseMigrationItem),
  create_closed_takeover: z.array(caseMigrationItem),
  close_match: z.array(caseMigrationItem),
  errors: z.array(caseMigrationError),
});
export type CaseMigrationResult = z.infer<typeof caseMigrationResult>;

export const powerOfAttorneyParams = z.strictObject({ tenantId: uuid(), ktgCaseId: uuid() });

export const powerOfAttorneyResult = z
  .object({
    documentId: uuid(),
    uri: z.string().meta({ description: 'Signed download address of the PDF (valid 15 minutes)' }),
    filename: z.string(),
    language: z.enum(['de', 'fr', 'it', 'en']).meta({ description: "The person's correspondence language (else de)" }),
  })
  .meta({ id: 'PowerOfAttorney' });
