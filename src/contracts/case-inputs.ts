// What an admin decides about a case (spec sections 3 "Case" and 7 "Admin"): manual corrections, IV settings,
// benefit stops and the accident date of a UVG case, stored as case inputs (table case_inputs, decision 0019) and
// fed to the sick-pay engine on every derivation; a preview shows a change's effect before it is saved.
// Decisions: docs/decisions/0021-admin-case-inputs.md.
import { z } from 'zod';
import { CASE_STATUSES, REIMBURSEMENT_TYPES } from '../domain/sick-pay/types.ts';
import { chfAmount } from './cases.ts';
import { accountingMonth, isoDate, uuid } from './common.ts';

/** A benefit stop has at most this many entries; a manual correction spans at most this many days. */
export const BENEFIT_STOP_ENTRIES_MAX = 100;
export const MANUAL_CORRECTION_DAYS_MAX = 1_000;
/** Comments and reasons: at most 1000 characters (spec section 9, as case comments). */
export const CASE_INPUT_TEXT_MAX = 1_000;
/** The accident date may lie at most this many days before the case's first absence day (decision 0021). */
export const ACCIDENT_DATE_MAX_DAYS_BEFORE = 30;
/** CHF amounts of the inputs: at most 1 000 000 in absolute value, with at most two decimals. */
const CHF_INPUT_MAX = 1_000_000;

export const IV_SETTING_TYPES = ['IV_DAILY_ALLOWANCE', 'IV_PENSION'] as const;
export const CORRECTION_POLICY_TYPES = ['KTG', 'KAV', 'FTA', 'UVG', 'UVGZ'] as const;

export const CASE_INPUT_MESSAGES = {
  chf: 'Must be an amount in CHF with at most two decimals',
  chfPositive: 'Must be an amount in CHF above 0 with at most two decimals',
  percentage: 'Must be between 0 and 100 with at most three decimals',
  toBeforeFrom: 'to must not be before from',
  endBeforeStart: 'endDate must not be before startDate',
  overlappingEntries: 'Entries must not overlap (an entry without endDate lasts to the end of the case)',
  tooManyDays: `A correction spans at most ${MANUAL_CORRECTION_DAYS_MAX} days`,
  daysBeyondRange: 'days must not exceed the days from dates.from to dates.to',
  textEmpty: 'Must not be empty',
  textTooLong: `At most ${CASE_INPUT_TEXT_MAX} characters`,
  inputRequired: 'Give input (create or change) or the id of the stored input to delete',
  correctionNotChanged:
    'A manual correction is not changed: preview a new one (no id) or the removal of one (input null)',
} as const;

const chfNumber = (options: { positive?: boolean } = {}) => {
  const message = options.positive ? CASE_INPUT_MESSAGES.chfPositive : CASE_INPUT_MESSAGES.chf;
  const base = z
    .number({ error: message })
    .multipleOf(0.01, { error: message })
    .max(CHF_INPUT_MAX, { error: message })
    .min(options.positive ? 0.01 : -CHF_INPUT_MAX, { error: message });
  return base.meta({ description: 'CHF as a number with at most two decimals', example: 1200 });
};

const percentage = () =>
  z
    .number({ error: CASE_INPUT_MESSAGES.percentage })
    .min(0, { error: CASE_INPUT_MESSAGES.percentage })
    .max(100, { error: CASE_INPUT_MESSAGES.percentage })
    .multipleOf(0.001, { error: CASE_INPUT_MESSAGES.percentage });

const text = (required: boolean) => {
  const base = z.string().trim().max(CASE_INPUT_TEXT_MAX, { error: CASE_INPUT_MESSAGES.textTooLong });
  return required ? base.min(1, { error: CASE_INPUT_MESSAGES.textEmpty }) : base;
};

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

// --- Params ---------------------------------------------------------------------------------------------------------

export const adminCaseParams = z.strictObject({ tenantId: uuid(), insuredPersonId: uuid(), caseId: uuid() });
export const adminKtgCaseParams = z.strictObject({ tenantId: uuid(), insuredPersonId: uuid(), ktgCaseId: uuid() });
export const manualCorrectionParams = adminKtgCaseParams.extend({ manualCorrectionId: uuid() });
export const ivSettingParams = adminCaseParams.extend({ ivSettingId: uuid() });
export const benefitStopParams = adminCaseParams.extend({ benefitStopId: uuid() });

// --- Bodies ---------------------------------------------------------------------------------------------------------

/**
 * Spec "Manual correction": created by an admin it carries accountingMonthId (the month it is booked in) and no id,
 * status or accounting fields. Fields left out (or null) take the computed claim's value of each day.
 */
export const manualCorrectionBody = z
  .strictObject({
    accountingMonthId: accountingMonth().meta({ description: 'The accounting month the correction is booked in' }),
    dates: z.strictObject({ from: isoDate(), to: isoDate() }).meta({ description: 'The days corrected (inclusive)' }),
    days: z
      .int()
      .min(1)
      .max(MANUAL_CORRECTION_DAYS_MAX)
      .nullable()
      .optional()
      .meta({ description: 'Days paid, counted from dates.from; null or absent: every day of dates' }),
    dailyRate: chfNumber({ positive: true })
      .nullable()
      .optional()
      .meta({ description: 'CHF: the full daily allowance (100 % incapacity); null: computed (C2)' }),
    incapacityOfWork: percentage().nullable().optional(),
    reimbursementType: z.enum(REIMBURSEMENT_TYPES).nullable().optional(),
    isWithinShorttermRisk: z.boolean().nullable().optional(),
    isWithinContinuationOfPayment: z.boolean().nullable().optional(),
    coverage: percentage().nullable().optional().meta({ description: 'Coverage %, e.g. 80' }),
    amount: chfNumber()
      .nullable()
      .optional()
      .meta({ description: 'CHF for the whole correction, spread over its days to the Rappen; null: per day' }),
    comment: text(true).meta({ description: 'Why the correction is made (1-1000 characters)' }),
    coveredUnderPolicy: z
      .strictObject({
        type: z.enum(CORRECTION_POLICY_TYPES),
        policyNumber: z.string().trim().min(1).max(100).nullable(),
      })
      .nullable()
      .optional()
      .meta({ description: 'KTG, KAV or FTA for a sickness case; UVG or UVGZ for an accident case' }),
  })
  .superRefine((body, context) => {
    if (body.dates.to < body.dates.from) {
      context.addIssue({ code: 'custom', path: ['dates', 'to'], message: CASE_INPUT_MESSAGES.toBeforeFrom });
      return;
    }
    const span = daysBetween(body.dates.from, body.dates.to);
    if (span > MANUAL_CORRECTION_DAYS_MAX) {
      context.addIssue({ code: 'custom', path: ['dates', 'to'], message: CASE_INPUT_MESSAGES.tooManyDays });
    }
    if (body.days != null && body.days > span) {
      context.addIssue({ code: 'custom', path: ['days'], message: CASE_INPUT_MESSAGES.daysBeyondRange });
    }
  })
  .meta({
    id: 'ManualCorrectionBody',
    example: {
      accountingMonthId: '2026-05',
      dates: { from: '2026-04-01', to: '2026-04-05' },
      amount: 500,
      comment: 'Nachzahlung gemäss Entscheid des Versicherers',
    },
  });
export type ManualCorrectionBody = z.infer<typeof manualCorrectionBody>;

/** Spec "ivSetting": startDate, amount (CHF per day, or per month for IV_PENSION), type, endDate nullable. */
export const ivSettingBody = z
  .strictObject({
    type: z.enum(IV_SETTING_TYPES),
    amount: chfNumber({ positive: true }).meta({
      description: 'CHF: per day for IV_DAILY_ALLOWANCE, per month for IV_PENSION (C16: monthly x 12 / 365 a day)',
      example: 1200,
    }),
    startDate: isoDate(),
    endDate: isoDate().nullable(),
  })
  .superRefine((body, context) => {
    if (body.endDate !== null && body.endDate < body.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: CASE_INPUT_MESSAGES.endBeforeStart });
    }
  })
  .meta({
    id: 'IvSettingBody',
    example: { type: 'IV_PENSION', amount: 1200, startDate: '2026-04-01', endDate: null },
  });
export type IvSettingBody = z.infer<typeof ivSettingBody>;

const benefitStopEntry = z.strictObject({
  startDate: isoDate(),
  endDate: isoDate().nullable(),
  outputPercentage: percentage().meta({ description: 'The share of the allowance still paid (0 = stopped), C16' }),
});

/** Spec "benefitStop": entries (startDate, endDate nullable, outputPercentage) and a non-empty reason. */
export const benefitStopBody = z
  .strictObject({
    entries: z.array(benefitStopEntry).min(1).max(BENEFIT_STOP_ENTRIES_MAX),
    reason: text(true),
  })
  .superRefine((body, context) => {
    body.entries.forEach((entry, index) => {
      if (entry.endDate !== null && entry.endDate < entry.startDate) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'endDate'],
          message: CASE_INPUT_MESSAGES.endBeforeStart,
        });
      }
    });
    const sorted = body.entries.map((entry, index) => ({ entry, index }));
    sorted.sort((a, b) => (a.entry.startDate < b.entry.startDate ? -1 : a.entry.startDate > b.entry.startDate ? 1 : 0));
    for (let position = 1; position < sorted.length; position++) {
      const previous = (sorted[position - 1] as (typeof sorted)[number]).entry;
      const current = sorted[position] as (typeof sorted)[number];
      if (previous.endDate === null || previous.endDate >= current.entry.startDate) {
        context.addIssue({
          code: 'custom',
          path: ['entries', current.index, 'startDate'],
          message: CASE_INPUT_MESSAGES.overlappingEntries,
        });
      }
    }
  })
  .meta({
    id: 'BenefitStopBody',
    example: {
      entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 50 }],
      reason: 'Teilweise arbeitsfähig gemäss Vertrauensarzt',
    },
  });
export type BenefitStopBody = z.infer<typeof benefitStopBody>;

/** The accident date of a UVG case (default: the first accident absence day). */
export const accidentDateBody = z
  .strictObject({
    accidentDate: isoDate(),
    comment: text(false).optional(),
  })
  .meta({ id: 'AccidentDateBody', example: { accidentDate: '2026-02-27', comment: 'Unfall am Freitagabend' } });
export type AccidentDateBody = z.infer<typeof accidentDateBody>;

/**
 * The insurer's decision on a case (case-lifecycle.md): DENIED with a reason, from the day it was decided on the case
 * is DENIED whatever its derived status; withdrawing the decision returns the case to its derived status.
 */
export const caseDecisionBody = z
  .strictObject({
    decision: z.literal('DENIED'),
    reason: text(true),
    decidedOn: isoDate().meta({ description: 'The day of the decision; not before the case starts' }),
  })
  .meta({
    id: 'CaseDecisionBody',
    example: { decision: 'DENIED', reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt', decidedOn: '2026-04-15' },
  });
export type CaseDecisionBody = z.infer<typeof caseDecisionBody>;

/**
 * The preview of a change before it is saved: `input` with no `id` is a new input; `input` with the `id` of a stored
 * input of the case replaces it (a change); `input: null` with an `id` removes it. ACCIDENT_DATE and CASE_DECISION
 * (one per case) take no id: `input` sets the date or the decision, null returns to the default or withdraws it.
 */
export const caseInputPreviewBody = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('MANUAL_CORRECTION'),
      id: uuid().optional(),
      input: manualCorrectionBody.nullable(),
    }),
    z.strictObject({ kind: z.literal('IV_SETTING'), id: uuid().optional(), input: ivSettingBody.nullable() }),
    z.strictObject({ kind: z.literal('BENEFIT_STOP'), id: uuid().optional(), input: benefitStopBody.nullable() }),
    z.strictObject({ kind: z.literal('ACCIDENT_DATE'), input: accidentDateBody.nullable() }),
    z.strictObject({ kind: z.literal('CASE_DECISION'), input: caseDecisionBody.nullable() }),
  ])
  .superRefine((body, context) => {
    if (
      body.kind !== 'ACCIDENT_DATE' &&
      body.kind !== 'CASE_DECISION' &&
      body.input === null &&
      body.id === undefined
    ) {
      context.addIssue({ code: 'custom', path: ['id'], message: CASE_INPUT_MESSAGES.inputRequired });
    }
    // The spec has no PUT for manual corrections: they are deleted and created anew.
    if (body.kind === 'MANUAL_CORRECTION' && body.input !== null && body.id !== undefined) {
      context.addIssue({ code: 'custom', path: ['id'], message: CASE_INPUT_MESSAGES.correctionNotChanged });
    }
  })
  .meta({
    id: 'CaseInputPreviewBody',
    example: {
      kind: 'BENEFIT_STOP',
      input: { entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 50 }], reason: 'Teilweise' },
    },
  });
export type CaseInputPreviewBody = z.infer<typeof caseInputPreviewBody>;

// --- Responses ------------------------------------------------------------------------------------------------------

export const insuredPersonResult = z.object({ insuredPersonId: uuid() });

export const manualCorrectionCreated = z.object({
  insuredPersonId: uuid(),
  manualCorrectionId: uuid().meta({ description: 'The new correction (added to the spec answer)' }),
});
export const ivSettingCreated = z.object({
  insuredPersonId: uuid(),
  ivSettingId: uuid().meta({ description: 'The new IV setting (added to the spec answer)' }),
});
export const benefitStopCreated = z.object({
  insuredPersonId: uuid(),
  benefitStopId: uuid().meta({ description: 'The new benefit stop (added to the spec answer)' }),
});
export const manualCorrectionResult = z.object({ manualCorrectionId: uuid() });
export const ivSettingResult = z.object({ ivSettingId: uuid() });
export const benefitStopResult = z.object({ benefitStopId: uuid() });

export const accidentDateResult = z.object({
  insuredPersonId: uuid(),
  caseId: uuid(),
  accidentDate: isoDate().nullable().meta({ description: 'The accident date the case now has' }),
  isAccidentDateOverridden: z.boolean().meta({ description: 'false: the default (the first accident absence day)' }),
});
export type AccidentDateResult = z.infer<typeof accidentDateResult>;

export const caseDecisionResult = z.object({
  insuredPersonId: uuid(),
  caseId: uuid(),
  status: z.enum(CASE_STATUSES).meta({ description: 'The status the case now has' }),
  denial: z
    .object({ reason: z.string(), decidedOn: isoDate() })
    .nullable()
    .meta({ description: 'The stored denial, or null; the status is DENIED from decidedOn on' }),
});
export type CaseDecisionResult = z.infer<typeof caseDecisionResult>;

/** A case's amounts as the engine computes them (CHF strings with two decimals). */
export const caseAmounts = z
  .object({
    totalAmount: chfAmount().meta({ description: 'Every claim line of the case (corrections included)' }),
    amountByCoverageLine: z.record(z.string(), chfAmount()),
    accidentDate: isoDate().nullable(),
    months: z.array(
      z.object({
        accountingMonthId: z.string(),
        coverageLine: z.string(),
        paidDays: z.int(),
        amount: chfAmount(),
        correctionAmount: chfAmount(),
      }),
    ),
  })
  .meta({ id: 'CaseAmounts' });
export type CaseAmounts = z.infer<typeof caseAmounts>;

export const caseInputPreview = z
  .object({
    caseId: uuid(),
    before: caseAmounts.meta({ description: 'With the stored inputs' }),
    after: caseAmounts
      .nullable()
      .meta({ description: 'With the change; null when the case would no longer exist (never for these inputs)' }),
  })
  .meta({ id: 'CaseInputPreview' });
export type CaseInputPreview = z.infer<typeof caseInputPreview>;
