// KAV (spec section 2 "kav", permission kav; issue 33 scope 3): the legacy collective daily-allowance contracts
// (Kurzabsenzen-Versicherung) seen by payroll — the KAV policies and their short-term cover, the records incomplete
// for KAV (spec section 5 "Required for KAV"), the KAV claims per accounting month beside KTG, and the month's
// KAV-relevant absence days on hours or percentage basis. Design: docs/decisions/0069-kav.md; the pure rules:
// src/domain/kav/kav-view.ts.
import { z } from 'zod';
import { chfAmount } from './cases.ts';
import { accountingMonth, isoDate, page, pagingQuery } from './common.ts';
import { CONTRACT_GENERATIONS, COVERAGE_KINDS, INSURED_PRODUCTS } from './configuration-enums.ts';

/**
 * The record fields the spec requires when the company has KAV (spec section 5 "Required for KAV"): the employee
 * upload refuses a row without them (uploads/employee-upload.rules.ts kavIssues), the KAV view lists the records
 * that lack them. The field names per language: uploads/row-issues.ts KAV_FIELD_NAMES (web: uploads.rowIssueFields).
 */
export const KAV_REQUIRED_FIELDS = [
  'dateOfEmployment',
  'workingFrequency',
  'standardWorkingHoursPerWeek',
  'salaryBasis',
  'wageTypes',
  'policies',
  'employmentPercentage',
  'workingHoursPerWeek',
] as const;
export type KavRequiredField = (typeof KAV_REQUIRED_FIELDS)[number];

/** Why a tenant has no KAV: the screen turns it into how a legacy contract gets KAV. */
export const KAV_ABSENT_REASONS = ['NO_CONFIGURATION', 'CURRENT_CONTRACT', 'NOT_INSURED'] as const;

/** The accounting state of a month: not opened yet, open, locked for some units, locked for the whole company. */
export const KAV_MONTH_STATES = ['NOT_OPENED', 'OPEN', 'PARTLY_LOCKED', 'LOCKED'] as const;

export const KAV_ABSENCE_BASES = ['HOURS', 'PERCENTAGE'] as const;
export const KAV_COMPLETENESS_SORT_FIELDS = ['LAST_NAME', 'PERSONNEL_NUMBER', 'MISSING_COUNT'] as const;

const dayQuery = {
  date: isoDate()
    .optional()
    .meta({ description: 'The day the records and policies are read for (YYYY-MM-DD); default today in Switzerland' }),
};

const hasKav = z.boolean().meta({ description: 'The current configuration insures KAV (lists are empty when not)' });

const person = {
  employeeId: z.string(),
  personnelNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
};

/** Days and CHF of one policy type in a month: claim days (corrections not counted) and the booked amount. */
const lineTotal = z.object({
  days: z.number().int().min(0).meta({ description: 'Claim days covered under the policy type (no corrections)' }),
  amount: chfAmount().meta({ description: 'CHF of these days and of the corrections booked in the month' }),
  correctionAmount: chfAmount().meta({ description: 'CHF of the correction lines included in amount' }),
});

/** The short-term cover a coverage configuration gives under a KAV policy (SIMPLE; ADVANCED: the rules decide). */
export const kavCoverage = z
  .object({
    coverageConfigurationId: z.string(),
    kind: z.enum(COVERAGE_KINDS),
    appliesTo: z.object({ companySubunitId: z.string().nullable(), processingGroupId: z.string().nullable() }),
    insuredFrom: isoDate(),
    insuredTill: isoDate().nullable(),
    isInForce: z.boolean().meta({ description: 'The insured period contains the day' }),
    shorttermDays: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Case days KAV covers (the waiting period of the KTG behind it)' }),
    shorttermCoveragePercent: z.number().nullable().meta({ description: 'KAV daily allowance in % of the salary' }),
    ktgPolicyNumber: z.string().nullable().meta({ description: 'The KTG policy that covers the later days' }),
    ktgCoveragePercent: z.number().nullable(),
  })
  .meta({ id: 'KavCoverage' });

export const kavPolicy = z
  .object({
    policyNumber: z.string(),
    coverages: z.array(kavCoverage),
    insuredCount: z.number().int().min(0).meta({ description: 'Employees insured under it on the day' }),
  })
  .meta({ id: 'KavPolicy' });

export const kavMonth = z
  .object({
    accountingMonthId: accountingMonth(),
    accountingState: z.enum(KAV_MONTH_STATES),
    kav: lineTotal.meta({ description: 'Short-term days covered under KAV' }),
    ktg: lineTotal.meta({ description: 'Long-term days covered under KTG' }),
  })
  .meta({ id: 'KavMonth' });

export const kavOverviewQuery = z.strictObject(dayQuery);

export const kavOverview = z
  .object({
    date: isoDate(),
    hasKav,
    absentReason: z
      .enum(KAV_ABSENT_REASONS)
      .nullable()
      .meta({
        description:
          'Without KAV: NO_CONFIGURATION (no valid configuration), CURRENT_CONTRACT (KAV is only for legacy ' +
          'contracts), NOT_INSURED (a legacy contract without KAV among the insured products)',
      }),
    contractGeneration: z.enum(CONTRACT_GENERATIONS).nullable(),
    insuredProducts: z.array(z.enum(INSURED_PRODUCTS)),
    policies: z.array(kavPolicy),
    counts: z.object({
      employees: z.number().int().min(0).meta({ description: 'Employees employed on the day' }),
      insuredUnderKav: z.number().int().min(0),
      incompleteForKav: z
        .number()
        .int()
        .min(0)
        .meta({ description: 'Employed on the day, current record lacks a field' }),
    }),
    months: z
      .array(kavMonth)
      .meta({ description: 'The 12 accounting months up to the month of the day, newest first; empty without KAV' }),
  })
  .meta({ id: 'KavOverview' });

const search = z.string().trim().max(200).optional().meta({ description: 'Name, personnel number or employee id' });

export const kavCompletenessQuery = z.strictObject({
  ...pagingQuery(),
  ...dayQuery,
  search,
  missingField: z.enum(KAV_REQUIRED_FIELDS).optional(),
  sortBy: z.enum(KAV_COMPLETENESS_SORT_FIELDS).default('LAST_NAME'),
});

export const kavCompletenessItem = z
  .object({
    ...person,
    recordValidFrom: isoDate().meta({ description: 'The current record (the one to complete) starts on this day' }),
    missingFields: z.array(
      z.object({
        field: z.enum(KAV_REQUIRED_FIELDS),
        name: z.string().meta({ description: 'The field in English (the screens name it in the user language)' }),
      }),
    ),
  })
  .meta({ id: 'KavCompletenessItem' });

export const kavCompletenessPage = page(kavCompletenessItem).extend({
  date: isoDate(),
  hasKav,
  byField: z
    .array(z.object({ field: z.enum(KAV_REQUIRED_FIELDS), count: z.number().int().min(0) }))
    .meta({ description: 'Records lacking each field (search applied, missingField not)' }),
});

export const kavAbsencesQuery = z.strictObject({
  ...pagingQuery(),
  month: accountingMonth()
    .optional()
    .meta({ description: 'The month of the absence days (YYYY-MM); default the current month' }),
  basis: z
    .enum([...KAV_ABSENCE_BASES, 'any'])
    .default('any')
    .meta({ description: 'HOURS, PERCENTAGE or any' }),
  search,
});

export const kavAbsenceItem = z
  .object({
    ...person,
    absenceId: z.string(),
    date: isoDate(),
    basis: z.enum(KAV_ABSENCE_BASES),
    hours: z.string().nullable().meta({ description: 'Hours absent that day (HOURS basis)' }),
    percentage: z.string().nullable().meta({ description: 'Incapacity in % (PERCENTAGE basis)' }),
    claim: z
      .object({
        claimId: z.string(),
        policyType: z.enum(['KAV', 'KTG', 'FTA']).nullable().meta({ description: 'null: no policy covers the day' }),
        policyNumber: z.string().nullable(),
        caseDay: z.number().int().nullable(),
        incapacityOfWork: z.number().meta({ description: 'The incapacity the day is paid at (hours turned into %)' }),
        dailyAllowance: chfAmount(),
        accountingMonthId: accountingMonth(),
        processingStatus: z.string(),
      })
      .nullable()
      .meta({ description: 'The claim day the absence produced (null: none yet, e.g. before the derivation ran)' }),
  })
  .meta({ id: 'KavAbsenceItem' });

export const kavAbsencesPage = page(kavAbsenceItem).extend({
  month: accountingMonth(),
  hasKav,
  byBasis: z
    .object({ hours: z.number().int().min(0), percentage: z.number().int().min(0) })
    .meta({ description: 'Days of the month by basis (search applied, basis not)' }),
});
