// Builders for the engine's tests (not shipped logic): one employee, one tenant, one SIMPLE configuration with the
// C14 defaults, and absence ranges. Every test states the facts that matter to it and leaves the rest default.
import { fromEpochDay, toEpochDay } from '../../domain/dates.ts';
import { computeEmployeeClaims } from '../../domain/sick-pay/engine.ts';
import { simpleToAdvanced } from '../../domain/sick-pay/simple-to-advanced.ts';
import type {
  AbsenceDayInput,
  AbsenceType,
  Claim,
  CoverageConfiguration,
  EmployeeRecordData,
  SickPayInput,
  SickPayResult,
  SimpleCoverageConfiguration,
  TenantFacts,
} from '../../domain/sick-pay/types.ts';

export const WHOLE_ORGANISATION = { companySubunitId: null, processingGroupId: null };

/** C14 defaults: 80 %, waiting period 30 days per case, minimum 25 %, 720 benefit days, cap CHF 250 000. */
export function simpleConfig(
  overrides: Partial<Omit<SimpleCoverageConfiguration, 'coverages'>> & {
    coverages?: Partial<SimpleCoverageConfiguration['coverages']>;
  } = {},
): SimpleCoverageConfiguration {
  const { coverages, ...rest } = overrides;
  return {
    kind: 'SIMPLE',
    appliesTo: WHOLE_ORGANISATION,
    insuredPeriod: { from: '2000-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
    policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-100' }],
    eligibleWageTypes: ['1000', '1100', '1200', '3000'],
    dailyRateDivisor: 365,
    maxInsuredSalary: 250_000,
    continuationOfPaymentScale: 'BERN',
    relapseWindowMonths: 12,
    calculations: null,
    minIncapacityOfWork: 25,
    waitingPeriodScope: 'PER_CASE',
    benefitDurationModel: 'PER_CASE',
    maxDurationCounts: 'BENEFIT_DAYS',
    ...rest,
    coverages: {
      shorttermDuration: 30,
      shorttermCoverage: 80,
      lfzDuration: null,
      lfzCoverage: 100,
      maxDuration: 720,
      maxCoverage: 80,
      ...coverages,
    },
  };
}

/** Wage types: 1000 base salary, 1100 13th salary (GRATUITY), 1200 holiday pay, 3000 child allowance. */
export function tenantWith(configuration: CoverageConfiguration, overrides: Partial<TenantFacts> = {}): TenantFacts {
  return {
    wageTypeMappings: [
      { appliesTo: WHOLE_ORGANISATION, wageTypeId: '1000', grapeWageType: 'BASE_SALARY', factor: 1 },
      { appliesTo: WHOLE_ORGANISATION, wageTypeId: '1100', grapeWageType: 'GRATUITY', factor: 1 },
      { appliesTo: WHOLE_ORGANISATION, wageTypeId: '1200', grapeWageType: 'VACATION_HOLIDAY_BENEFITS', factor: 1 },
      { appliesTo: WHOLE_ORGANISATION, wageTypeId: '3000', grapeWageType: 'CHILD_FAMILIY_BENEFITS', factor: 1 },
    ],
    coverageConfigurations: [{ coverageConfigurationId: 'cov-1', configuration }],
    insuredProducts: ['KTG'],
    shouldFillWeekendGaps: null,
    ...overrides,
  };
}

export function recordData(overrides: Partial<EmployeeRecordData> = {}): EmployeeRecordData {
  return {
    companySubunitId: null,
    processingGroupId: null,
    salaryBasis: 'MONTHLY',
    wageTypes: [{ wageTypeId: '1000', amount: 6500 }],
    employmentPercentage: 100,
    dateOfEmployment: '2015-01-01',
    anniversaryAdjustedDateOfEmployment: null,
    leavingDate: null,
    policies: [],
    ...overrides,
  };
}

/** Every calendar day from `from` to `to` (inclusive) at `incapacity` %. */
export function absenceRange(
  from: string,
  to: string,
  incapacity = 100,
  type: AbsenceType = 'SICK',
): AbsenceDayInput[] {
  const days: AbsenceDayInput[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) {
    days.push({ date: fromEpochDay(day), type, incapacityOfWork: incapacity });
  }
  return days;
}

export function baseInput(overrides: Partial<SickPayInput> = {}): SickPayInput {
  return {
    employeeId: 'emp-1',
    asOfDate: '2030-01-01',
    configurationVersion: 'cfg-v1',
    tenant: tenantWith(simpleConfig()),
    records: [{ validFrom: '2015-01-01', validTo: null, data: recordData() }],
    absences: [],
    ...overrides,
  };
}

export function run(overrides: Partial<SickPayInput> = {}): SickPayResult {
  return computeEmployeeClaims(baseInput(overrides));
}

export function claimOn(result: SickPayResult, date: string, claimType: Claim['claimType'] = 'SICK'): Claim {
  const claim = result.claims.find((c) => c.date === date && c.claimType === claimType && !c.isCorrection);
  if (!claim) throw new Error(`no ${claimType} claim on ${date}`);
  return claim;
}

export function sumAmounts(claims: readonly Claim[]): number {
  return claims.reduce((sum, claim) => sum + claim.dailyAllowance, 0);
}

/** The same input with every SIMPLE configuration replaced by its ADVANCED translation. */
export function asAdvanced(input: SickPayInput): SickPayInput {
  return {
    ...input,
    tenant: {
      ...input.tenant,
      coverageConfigurations: input.tenant.coverageConfigurations.map((entry) => ({
        ...entry,
        configuration:
          entry.configuration.kind === 'SIMPLE' ? simpleToAdvanced(entry.configuration) : entry.configuration,
      })),
    },
  };
}

/** The standard employee's full daily allowance in Rappen (170.96, C2), and half of it (a 50 % day: 85.48). */
export const FULL = 17_096;
export const HALF = 8_548;

/** The SICK claims of a result that are not corrections. */
export const sickClaims = (claims: readonly Claim[]) => claims.filter((c) => c.claimType === 'SICK' && !c.isCorrection);
