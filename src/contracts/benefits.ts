// Benefits (spec section 2 "benefits", permission benefits; issue 33 scope 4): the insurer benefits ledger of the
// employer — what the insurers owe from the claims and what their payouts carry, per month, subunit, employee and
// case, with the IV benefits and benefit stops that reduced the allowances and the settlement statements. Design:
// docs/decisions/0068-benefits.md; the arithmetic: src/domain/benefits/benefit-ledger.ts. The payment states are
// decision 0035's (payment-overview.ts).
import { z } from 'zod';
import { CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import { CLAIM_COVERAGE_LINES, chfAmount } from './cases.ts';
import { accountingMonth, isoDate, page, pagingQuery, SUPPORTED_LANGUAGES, uuid } from './common.ts';
import { SORT_ORDERS } from './constants.ts';
import { PAYMENT_STATES } from './payment-overview.ts';

export const BENEFITS_SORT_FIELDS = ['LAST_NAME', 'CASE_NUMBER', 'ENTITLED', 'OUTSTANDING'] as const;
export const BENEFITS_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
/** At most three years in one read (36 accounting months): the screen shows 12, the export a year or two. */
export const BENEFITS_MONTHS_MAX = 36;

export const BENEFITS_MESSAGES = {
  toBeforeFrom: 'to must not be before from',
  tooLong: `At most ${BENEFITS_MONTHS_MAX} months from from to to`,
} as const;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/** from ≤ to and at most BENEFITS_MONTHS_MAX months (the schema validation shape on `to`). */
function rangeRules<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema.superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: BENEFITS_MESSAGES.toBeforeFrom });
    } else if (monthIndex(query.to) - monthIndex(query.from) + 1 > BENEFITS_MONTHS_MAX) {
      context.addIssue({ code: 'custom', path: ['to'], message: BENEFITS_MESSAGES.tooLong });
    }
  });
}

const filterFields = {
  from: accountingMonth()
    .optional()
    .meta({ description: 'First accounting month (YYYY-MM); default 11 months before `to`' }),
  to: accountingMonth().optional().meta({ description: 'Last accounting month (YYYY-MM); default the current month' }),
  companySubunitId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "The cases' company subunit (at the case's start); `NONE`: cases without one" }),
  coverageLine: z.enum(CLAIM_COVERAGE_LINES).optional(),
};

const search = z
  .string()
  .trim()
  .max(200)
  .optional()
  .meta({ description: 'Name (either order), personnel number, employee id or case number' });

/** Rappen sums as CHF strings, plus days: one group's figures (benefit-ledger.ts BenefitFigures). */
export const benefitFigures = z
  .object({
    entitled: chfAmount().meta({ description: "The claims' amount booked in the months (corrections included)" }),
    corrections: chfAmount().meta({ description: 'Of which corrections (C12)' }),
    paid: chfAmount().meta({ description: 'Gross of the payouts PAID (decision 0035)' }),
    scheduled: chfAmount().meta({ description: 'Gross of the payouts SCHEDULED' }),
    inPreparation: chfAmount().meta({ description: 'Gross of the payouts IN_PREPARATION' }),
    released: chfAmount().meta({ description: 'paid + scheduled' }),
    outstanding: chfAmount().meta({ description: 'entitled − released' }),
    notInPayout: chfAmount().meta({ description: 'entitled − released − inPreparation: in no payout yet' }),
    netReleased: chfAmount().meta({ description: 'Net of the released payouts (after offsets of earlier reversals)' }),
    ivOffset: chfAmount().meta({
      description: 'What IV benefits took off the allowances (C16), already out of entitled',
    }),
    days: z.number().int().meta({ description: 'Case days of the months (regular claims)' }),
    paidDays: z.number().int().meta({ description: 'Of which days with an allowance' }),
  })
  .meta({ id: 'BenefitFigures' });

const withCases = {
  caseCount: z.number().int().min(0).meta({ description: 'The distinct cases that pay something in the months' }),
};

export const benefitsTotalsQuery = rangeRules(z.strictObject(filterFields));

export const benefitsTotals = z
  .object({
    from: accountingMonth(),
    to: accountingMonth(),
    today: isoDate().meta({ description: 'The day the payment states were derived for (Switzerland)' }),
    months: z.array(benefitFigures.extend({ accountingMonthId: accountingMonth() })),
    subunits: z.array(
      benefitFigures.extend({
        companySubunitId: z.string().nullable(),
        name: z.string().nullable().meta({ description: "The subunit's name in the configuration" }),
      }),
    ),
    total: benefitFigures.extend(withCases),
  })
  .meta({ id: 'BenefitsTotals' });

export const benefitsCasesQuery = rangeRules(
  z.strictObject({
    ...filterFields,
    ...pagingQuery(),
    search,
    sortBy: z.enum(BENEFITS_SORT_FIELDS).default('LAST_NAME'),
    sortOrder: z.enum(SORT_ORDERS).default('ASC'),
  }),
);

const caseHead = {
  caseId: uuid(),
  caseNumber: z.number().int(),
  claimType: z.enum(CLAIM_TYPES),
  status: z.string(),
  absentFrom: isoDate(),
  absentTo: isoDate().nullable(),
  employeeId: z.string(),
  personnelNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companySubunitId: z.string().nullable(),
};

export const benefitsCaseItem = benefitFigures
  .extend({
    ...caseHead,
    coverageLines: z.array(z.enum(CLAIM_COVERAGE_LINES)),
    hasIvSetting: z.boolean(),
    hasBenefitStop: z.boolean(),
  })
  .meta({ id: 'BenefitsCaseItem' });

export const benefitsCasesPage = page(benefitsCaseItem).extend({
  from: accountingMonth(),
  to: accountingMonth(),
  today: isoDate(),
});

export const benefitsCaseParams = z.strictObject({ caseId: uuid() });
export const benefitsPayoutParams = z.strictObject({ payoutId: uuid() });

export const benefitsPayout = z
  .object({
    payoutId: uuid(),
    state: z.enum(PAYMENT_STATES),
    payeeKind: z.string(),
    grossAmount: chfAmount(),
    offsetApplied: chfAmount(),
    netAmount: chfAmount(),
    executionDate: isoDate().nullable().meta({ description: 'Once released: the execution date' }),
    statementAvailable: z.boolean().meta({ description: 'Released: GET /benefits/payouts/{payoutId}/statement' }),
  })
  .meta({ id: 'BenefitsPayout' });

export const benefitsCaseMonth = benefitFigures
  .extend({
    accountingMonthId: accountingMonth(),
    coverageLine: z.enum(CLAIM_COVERAGE_LINES),
    rate: chfAmount().nullable().meta({ description: 'The full daily allowance when the month had one' }),
    stopReduction: chfAmount().meta({ description: 'What benefit stops took off the month (C16)' }),
    payouts: z.array(benefitsPayout),
  })
  .meta({ id: 'BenefitsCaseMonth' });

export const benefitsCase = z
  .object({
    ...caseHead,
    today: isoDate(),
    months: z.array(benefitsCaseMonth),
    ivSettings: z.array(
      z.object({
        ivSettingId: uuid(),
        type: z.enum(['IV_DAILY_ALLOWANCE', 'IV_PENSION']),
        amount: chfAmount().meta({ description: 'Per day (daily allowance) or per month (pension)' }),
        dailyRate: chfAmount().meta({ description: 'C16: what is taken off a day (a pension: monthly x 12 / 365)' }),
        startDate: isoDate(),
        endDate: isoDate().nullable(),
      }),
    ),
    benefitStops: z.array(
      z.object({
        benefitStopId: uuid(),
        reason: z.string(),
        entries: z.array(
          z.object({ startDate: isoDate(), endDate: isoDate().nullable(), outputPercentage: z.number() }),
        ),
      }),
    ),
    total: benefitFigures,
  })
  .meta({ id: 'BenefitsCase' });

export const benefitsExportQuery = rangeRules(
  z.strictObject({
    ...filterFields,
    search,
    format: z.enum(BENEFITS_EXPORT_FORMATS).default('XLSX'),
    language: z
      .enum(SUPPORTED_LANGUAGES)
      .optional()
      .meta({ description: "The file's language; default the screen's, else the user's" }),
  }),
);

export type BenefitsTotals = z.infer<typeof benefitsTotals>;
export type BenefitsCasesPage = z.infer<typeof benefitsCasesPage>;
export type BenefitsCaseItem = z.infer<typeof benefitsCaseItem>;
export type BenefitsCase = z.infer<typeof benefitsCase>;
export type BenefitsCaseMonth = z.infer<typeof benefitsCaseMonth>;
export type BenefitFiguresDto = z.infer<typeof benefitFigures>;
