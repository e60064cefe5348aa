// Deadlines (issue 30 section 3): the legal and contractual dates that follow from an employee's absences and cases,
// computed from the data (pure: src/domain/deadlines/), stored per tenant, recomputed when the data changes (the
// derivation) and reminded once. The rules, with their sources, are in docs/domain/deadlines.md.
// Decision: docs/decisions/0054-deadlines.md.
import { z } from 'zod';
import { commaList, isoDate, nonEmptyString, page, pagingQuery, timestamp, uuid } from './common.ts';
import { ID_MAX } from './employee-data.ts';

export const DEADLINE_KINDS = [
  /** Report the incapacity to the KTG insurer: absentFrom + reportingObligationPeriod days. */
  'INSURER_REPORT',
  /** Continued pay (LFZ) ends and the wage cut starts: absentFrom + continuationOfPaymentThreshold / the LFZ scale. */
  'CONTINUED_PAY_END',
  /** Early detection notice to the disability insurance (IV, Art. 3b IVG): after 30 days of incapacity. */
  'IV_EARLY_DETECTION',
  /** Registration with the IV (Art. 29 IVG, 6 months of incapacity: the pension starts at the earliest 6 months
   * after registration). */
  'IV_REGISTRATION',
  /** Report to the pension fund (BVG waiting period for the contribution exemption): pensionFundReportingPeriod. */
  'PENSION_FUND_REPORT',
  /** The anticipated expiry of the daily allowances: anticipatedExpiryOfUnemploymentBenefitsPeriod days before the
   * frame is exhausted (time to plan the IV and the employment's future). */
  'BENEFITS_EXPIRY_NOTICE',
  /** The 720 daily allowances within 900 days (or the 730-day frame) are exhausted. */
  'BENEFITS_EXHAUSTED',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const DEADLINE_STATUSES = ['OPEN', 'DONE', 'OBSOLETE'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

export const deadline = z
  .object({
    deadlineId: uuid(),
    kind: z.enum(DEADLINE_KINDS),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** The KTG/UVG case the deadline follows from (all kinds but none today come from a case). */
    ktgCaseId: uuid().nullable(),
    caseNumber: z.string().nullable(),
    dueDate: isoDate(),
    /** The date the rule counts from (the case's first incapacity day, or the frame's start). */
    basisDate: isoDate(),
    /** How the date was worked out, in the reader's language (e.g. "01.03.2026 + 30 days"). */
    explanation: z.string(),
    /** The rule's id in docs/domain/deadlines.md (e.g. "D3"). */
    ruleId: z.string(),
    /** OPEN; DONE (marked by a user); OBSOLETE (the data changed and the deadline no longer follows from it). */
    status: z.enum(DEADLINE_STATUSES),
    /** Open and due before today (Zurich). */
    isOverdue: z.boolean(),
    /** Open and due within the next 7 days. */
    isDueSoon: z.boolean(),
    doneAt: timestamp().nullable(),
    doneBy: z.string().nullable(),
    remindedAt: timestamp().nullable(),
  })
  .meta({ id: 'Deadline' });

export const deadlineIdParams = z.strictObject({ deadlineId: uuid() });

export const deadlinesQuery = z.strictObject({
  ...pagingQuery(),
  kinds: commaList(z.enum(DEADLINE_KINDS), DEADLINE_KINDS.length, 'At most every kind once').optional(),
  status: z.enum(DEADLINE_STATUSES).default('OPEN'),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
  ktgCaseId: uuid().optional(),
  /** Due on or after / on or before. */
  from: isoDate().optional(),
  to: isoDate().optional(),
  search: z.string().trim().max(200).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export const deadlinesPage = page(deadline).meta({ id: 'DeadlinesPage' });

export const markDeadlineBody = z.strictObject({
  /** true: done; false: open again. */
  done: z.boolean(),
});

export type Deadline = z.infer<typeof deadline>;
