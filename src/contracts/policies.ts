// Policies (spec section 2 "policies", permission policies; issue 33 scope 1): the tenant's KTG, KAV, FTA, UVG and
// UVGZ policies with the coverage behind each in plain numbers, who is insured under which policy on a day, and the
// gaps. Design: docs/decisions/0065-policies.md; the rules: src/domain/policies/insured-policies.ts.
import { z } from 'zod';
import { chfAmount } from './cases.ts';
import { isoDate, page, pagingQuery } from './common.ts';
import { CONTINUATION_OF_PAYMENT_SCALES, COVERAGE_KINDS, INSURED_PRODUCTS } from './configuration-enums.ts';
import { POLICY_TYPES } from './employee-enums.ts';

export const POLICY_GAP_KINDS = ['NO_POLICY', 'POLICY_NOT_FOUND', 'GROUP_MISMATCH', 'NOT_IN_FORCE'] as const;
export const POLICY_SOURCES = ['EMPLOYEE', 'CONFIGURATION'] as const;

const appliesTo = z.object({
  companySubunitId: z.string().nullable(),
  processingGroupId: z.string().nullable(),
});

const dayQuery = {
  date: isoDate()
    .optional()
    .meta({ description: 'The day the insurance is read for (YYYY-MM-DD); default today in Switzerland' }),
};

/** A coverage configuration behind a policy, in the numbers a payroll clerk reads (SIMPLE; ADVANCED: rules decide). */
export const policyCoverage = z
  .object({
    coverageConfigurationId: z.string(),
    kind: z.enum(COVERAGE_KINDS),
    appliesTo,
    insuredFrom: isoDate(),
    insuredTill: isoDate().nullable(),
    isInForce: z.boolean().meta({ description: 'The insured period contains the day' }),
    waitingPeriodDays: z.number().int().nullable().meta({ description: 'Case days before the daily allowance' }),
    waitingPeriodPaidBy: z
      .enum(['EMPLOYER', 'INSURER'])
      .nullable()
      .meta({ description: 'EMPLOYER: continued pay; INSURER: a short-term cover (KAV, KTG Kombi)' }),
    shorttermCoveragePercent: z.number().nullable(),
    coveragePercent: z.number().nullable().meta({ description: 'Daily allowance in % of the insured salary' }),
    maxDurationDays: z.number().int().nullable(),
    continuationOfPayment: z
      .object({
        days: z.number().int().nullable().meta({ description: 'Fixed days per service year; null: the scale' }),
        scale: z.enum(CONTINUATION_OF_PAYMENT_SCALES),
        coveragePercent: z.number().nullable(),
      })
      .nullable(),
    maxInsuredSalary: chfAmount().nullable(),
    minIncapacityOfWork: z.number().nullable(),
  })
  .meta({ id: 'PolicyCoverage' });

export const policySummary = z
  .object({
    policyType: z.enum(POLICY_TYPES),
    policyNumber: z.string(),
    source: z.enum(['CONFIGURATION', 'EMPLOYEE_RECORDS']).meta({
      description: 'CONFIGURATION: a coverage configuration names it; EMPLOYEE_RECORDS: UVG, from the records',
    }),
    coverages: z.array(policyCoverage),
    insuredCount: z.number().int().min(0).meta({ description: 'Employees insured under it on the day' }),
    groupIds: z.array(z.string()).meta({ description: "The policy groups the insured employees' records name" }),
    businessUnits: z.array(z.string()),
  })
  .meta({ id: 'PolicySummary' });

export const policiesOverview = z
  .object({
    date: isoDate(),
    insuredProducts: z.array(z.enum(INSURED_PRODUCTS)),
    employeeCount: z.number().int().min(0).meta({ description: 'Employees employed on the day' }),
    policies: z.array(policySummary),
    gaps: z.object({
      total: z.number().int().min(0),
      employees: z.number().int().min(0).meta({ description: 'Employees with at least one gap' }),
      byKind: z.array(z.object({ kind: z.enum(POLICY_GAP_KINDS), count: z.number().int().min(0) })),
    }),
  })
  .meta({ id: 'PoliciesOverview' });

export const policiesOverviewQuery = z.strictObject(dayQuery);

const personFields = {
  employeeId: z.string(),
  personnelNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companySubunitId: z.string().nullable(),
  processingGroupId: z.string().nullable(),
};

const search = z.string().trim().max(200).optional().meta({ description: 'Name, personnel number or employee id' });

export const policyInsuredQuery = z.strictObject({
  ...pagingQuery(),
  ...dayQuery,
  policyType: z.enum(POLICY_TYPES),
  policyNumber: z.string().trim().min(1).max(100),
  search,
});

export const policyInsuredItem = z
  .object({
    ...personFields,
    source: z
      .enum(POLICY_SOURCES)
      .meta({ description: "EMPLOYEE: the record's own number; CONFIGURATION: the default" }),
    coverageConfigurationId: z.string().nullable(),
    groupId: z.string().nullable(),
    businessUnit: z.string().nullable(),
  })
  .meta({ id: 'PolicyInsuredItem' });

export const policyInsuredPage = page(policyInsuredItem).extend({ date: isoDate() });

export const policyGapsQuery = z.strictObject({
  ...pagingQuery(),
  ...dayQuery,
  kind: z.enum(POLICY_GAP_KINDS).optional(),
  policyType: z.enum(POLICY_TYPES).optional(),
  search,
});

export const policyGapItem = z
  .object({
    ...personFields,
    kind: z.enum(POLICY_GAP_KINDS),
    policyType: z.enum(POLICY_TYPES),
    policyNumber: z.string().nullable(),
    coverageConfigurationIds: z
      .array(z.string())
      .meta({ description: 'GROUP_MISMATCH / NOT_IN_FORCE: the configurations that name the number' }),
    message: z
      .string()
      .meta({ description: 'What is wrong and how to mend it (English; the screens say it in words)' }),
  })
  .meta({ id: 'PolicyGapItem' });

export const policyGapsPage = page(policyGapItem).extend({ date: isoDate() });
