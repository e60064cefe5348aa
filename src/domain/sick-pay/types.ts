// The sick-pay engine's own input and output types (issue 5). They are structurally compatible with the wire
// contracts (src/contracts/employees.ts, src/contracts/coverage.ts) without importing them: the domain imports
// nothing of ours (ARCHITECTURE.md §3). The server maps stored facts onto SickPayInput and stores SickPayResult.
//
// Units: dates are 'YYYY-MM-DD' here and epoch days inside; money at the edge of the engine is CHF as the
// contracts carry it (wage types, IV amounts, manual corrections) and every computed amount is integer Rappen.
import type {
  AppliesTo,
  CoverageConfiguration,
  CoveragePolicyType,
  IsoDate,
  ReimbursementType,
} from './coverage-configuration.ts';
import type { EmployerShare } from './employer-share.ts';

export type {
  AppliesTo,
  ContinuationOfPaymentScale,
  CoverageBase,
  CoverageConfiguration,
  CoveragePolicyType,
  IsoDate,
  ReimbursementType,
  SimpleCoverageConfiguration,
  UvgzCoverage,
} from './coverage-configuration.ts';
export { REIMBURSEMENT_TYPES } from './coverage-configuration.ts';
export type { EmployerShare, EmployerShareReason } from './employer-share.ts';

export type AccountingMonthId = string;

export const CLAIM_TYPES = ['SICK', 'ACCIDENT'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const ABSENCE_TYPES = [
  'SICK',
  'ACCIDENT',
  'MILITARY',
  'MATERNITY',
  'PATERNITY',
  'VACATION',
  'FAMILY_CARE',
  'OTHER',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

/** Spec "Absence": accidentType of an ACCIDENT absence (UVG: at work / in leisure time). */
export const ACCIDENT_TYPES = ['OCCUPATIONAL', 'NON_OCCUPATIONAL'] as const;
export type AccidentType = (typeof ACCIDENT_TYPES)[number];

export type ClaimPolicyType = CoveragePolicyType | 'UVG' | 'UVGZ';
/**
 * Which benefit a claim line belongs to (issue 13): KTG for every sickness line (covered under KTG, KAV or FTA as
 * coveredUnderPolicy says), UVG for the statutory accident line, UVGZ for the supplementary accident line that an
 * accident day has beside its UVG line. The claim type stays SICK or ACCIDENT (spec).
 */
export type CoverageLine = 'KTG' | 'UVG' | 'UVGZ';

export type InsuredProduct = 'KAV' | 'KTG' | 'KTG_KOMBI';
export type WeekendFillMode = 'FILL_IF_MONDAY_TO_FRIDAY' | 'FILL_IF_FRIDAY_AND_MONDAY';
export type GrapeWageType =
  | 'BASE_SALARY'
  | 'CHILD_FAMILIY_BENEFITS'
  | 'VACATION_HOLIDAY_BENEFITS'
  | 'GRATUITY'
  | 'OTHER';

// --- Input --------------------------------------------------------------------------------------------------------

export type WageTypeMapping = {
  appliesTo: AppliesTo;
  wageTypeId: string;
  grapeWageType: GrapeWageType;
  factor: number;
};

export type TenantFacts = {
  wageTypeMappings: readonly WageTypeMapping[];
  coverageConfigurations: readonly { coverageConfigurationId: string; configuration: CoverageConfiguration }[];
  insuredProducts: readonly InsuredProduct[];
  shouldFillWeekendGaps: WeekendFillMode | null;
};

/** The fields of an employee's temporal record the engine reads (src/contracts/employees.ts employeeData). */
export type EmployeeRecordData = {
  companySubunitId: string | null;
  processingGroupId: string | null;
  salaryBasis: 'YEARLY' | 'MONTHLY' | 'HOURLY' | null;
  wageTypes: readonly { wageTypeId: string; amount: number }[];
  employmentPercentage: number | null;
  dateOfEmployment: IsoDate | null;
  anniversaryAdjustedDateOfEmployment: IsoDate | null;
  leavingDate: IsoDate | '' | null;
  policies: readonly { policyType: 'UVG' | 'UVGZ' | 'KTG' | 'KAV' | 'FTA'; policyNumber: string }[];
};

export type EmployeeRecordInput = { validFrom: IsoDate; validTo: IsoDate | null; data: EmployeeRecordData };

/** One absence day; incapacityOfWork in % (0-100). Hours-based absences are converted by the caller. */
export type AbsenceDayInput = { date: IsoDate; type: AbsenceType; incapacityOfWork: number };

/** A case manager's decision about the incapacity period starting on periodStartDate (C15). */
export type CaseLinkInput = { claimType: ClaimType; periodStartDate: IsoDate; decision: 'RELAPSE' | 'NEW_CASE' };

/** An explicit decision on a case: denial with a reason (case-lifecycle.md). */
export type CaseDecisionInput = { caseId: string; decision: 'DENIED'; reason: string; decidedOn: IsoDate };

/**
 * The accident date of a UVG (ACCIDENT) case, when it is not the first accident absence day of the case: e.g. the
 * person worked part of the accident day, so the first absence day is the day after it. The employer's days 1-2
 * (OR 324b) are the 2 calendar days after the accident date and UVG pays from the 3rd (C5). Keyed by caseId, like
 * case decisions and benefit stops; an id that names no ACCIDENT case is ignored.
 */
export type AccidentDateInput = { caseId: string; accidentDate: IsoDate; comment?: string };

export type IvSettingInput = {
  ivSettingId: string;
  /** null: every case of the employee (IV benefits belong to the person). */
  caseId: string | null;
  type: 'IV_DAILY_ALLOWANCE' | 'IV_PENSION';
  /** CHF: per day for IV_DAILY_ALLOWANCE, per month for IV_PENSION (C16). */
  amount: number;
  startDate: IsoDate;
  endDate: IsoDate | null;
};

export type BenefitStopInput = {
  benefitStopId: string;
  caseId: string | null;
  reason: string;
  entries: readonly { startDate: IsoDate; endDate: IsoDate | null; outputPercentage: number }[];
};

export type ManualCorrectionInput = {
  manualCorrectionId: string;
  caseId: string | null;
  claimType: ClaimType;
  dates: { from: IsoDate; to: IsoDate };
  /** Days paid, counted from dates.from; null = every date of the range. */
  days: number | null;
  /** CHF: the full daily allowance (100 % incapacity) of these days; null = computed. */
  dailyRate: number | null;
  incapacityOfWork: number | null;
  reimbursementType: ReimbursementType | null;
  isWithinShorttermRisk: boolean | null;
  isWithinContinuationOfPayment: boolean | null;
  coverage: number | null;
  /** CHF for the whole correction, spread over its days to the Rappen; null = per-day amounts. */
  amount: number | null;
  comment: string;
  coveredUnderPolicy: { type: ClaimPolicyType; policyNumber: string | null } | null;
  /** Booked in this month instead of the month of each date (admin corrections). */
  accountingMonthId: AccountingMonthId | null;
};

export const TAKEOVER_CASE_COUNTERS = ['CASE_DAYS', 'WAITING_DAYS', 'BENEFIT_DAYS', 'FRAME_BENEFIT_DAYS'] as const;
export const TAKEOVER_EMPLOYEE_COUNTERS = ['LFZ_DAYS', 'YEAR_WAITING_DAYS'] as const;
export type TakeoverCaseCounter = (typeof TAKEOVER_CASE_COUNTERS)[number];
export type TakeoverEmployeeCounter = (typeof TAKEOVER_EMPLOYEE_COUNTERS)[number];

/**
 * A case taken over from another system (insured-person takeover record). Its counters hold the values at the
 * end of `counterDate`; days up to that date are the old system's and are not recomputed.
 */
export type TakeoverCaseInput = {
  caseId: string;
  caseNumber: number;
  claimType: ClaimType;
  startDate: IsoDate;
  counterDate: IsoDate;
  /** Last day of incapacity known to the old system (default counterDate): relapses are measured from it. */
  lastIncapacityDate: IsoDate | null;
  frameStartDate: IsoDate | null;
  counters: readonly { name: TakeoverCaseCounter; value: number }[];
};

/** Employee-level TAKEOVER counters: value (>= 0, whole days) at the end of `date`. */
export type TakeoverEmployeeCounterInput = { name: TakeoverEmployeeCounter; date: IsoDate; value: number };

/** What was booked in a locked accounting month (the engine's own claims as stored in the snapshot). */
export type LockedMonthInput = { accountingMonthId: AccountingMonthId; bookedClaims: readonly Claim[] };

export type SickPayInput = {
  employeeId: string;
  /** The day the computation is for (the caller's civil date): decides whether an incapacity has ended. */
  asOfDate: IsoDate;
  /** Version of the tenant configuration the claims are computed under (explanations cite it). */
  configurationVersion: string;
  tenant: TenantFacts;
  records: readonly EmployeeRecordInput[];
  absences: readonly AbsenceDayInput[];
  caseLinks?: readonly CaseLinkInput[];
  caseDecisions?: readonly CaseDecisionInput[];
  /** ACCIDENT cases: the accident date when it differs from the first accident absence day (default). */
  accidentDates?: readonly AccidentDateInput[];
  manualCorrections?: readonly ManualCorrectionInput[];
  ivSettings?: readonly IvSettingInput[];
  benefitStops?: readonly BenefitStopInput[];
  takeoverCases?: readonly TakeoverCaseInput[];
  takeoverEmployeeCounters?: readonly TakeoverEmployeeCounterInput[];
  lockedMonths?: readonly LockedMonthInput[];
  /** explain: attach the explanation trail to every claim (default true; the benchmark measures both). */
  options?: { explain?: boolean };
};

// --- Output -------------------------------------------------------------------------------------------------------

export type ExplanationStep = {
  /** Convention id of ../shared/domain/conventions.md (C1-C19), or the law / rule it applies. */
  conventionId: string;
  rule: string;
  inputs: Record<string, string | number | boolean | null>;
  result: string | number | boolean | null;
  configurationVersion: string;
};

export type Payee = 'EMPLOYER' | 'INSURED_PERSON';

export type Claim = {
  claimId: string;
  revisionId: string;
  isCorrection: boolean;
  /** REVERSAL cancels a booked line, REBOOKING books the recomputed one (C12); null for regular claims. */
  correctionKind: 'REVERSAL' | 'REBOOKING' | null;
  correctsRevisionId: string | null;
  caseId: string;
  claimType: ClaimType;
  coverageLine: CoverageLine;
  date: IsoDate;
  accountingMonthId: AccountingMonthId;
  caseDay: number;
  isWeekendFilled: boolean;
  isWaitingPeriodDay: boolean;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  /** Number of this day against the maximum (C7), null when the day uses no benefit day. */
  benefitDayNumber: number | null;
  isBenefitExhausted: boolean;
  incapacityOfWork: number;
  /** Rappen per year (C8). */
  insuredSalary: number;
  dailyRateDivisor: 365 | 360;
  /** Rappen: insured salary / divisor, rounded half-up (display; C2 rounds only the allowance). */
  dailyRate: number;
  coverage: number;
  /** Rappen: the allowance at 100 % incapacity (C2, C5). */
  fullDailyAllowance: number;
  /** Rappen: after the incapacity % (C3). */
  grossDailyAllowance: number;
  benefitStopOutputPercentage: number;
  /** Rappen deducted for IV benefits (C16). */
  ivReduction: number;
  /** Rappen payable for the day (negative on a reversal). */
  dailyAllowance: number;
  /**
   * The employer's share of an uninsured day (employer-share.ts): 80 % of the wage on a KTG waiting day outside
   * LFZ (C11) and on the 2 days after the accident date (C5, OR 324b). Informational: never in dailyAllowance or
   * any total; null on every other day.
   */
  employerShare: EmployerShare | null;
  reimbursementType: ReimbursementType;
  coveredUnderPolicy: { type: ClaimPolicyType; policyNumber: string | null } | null;
  payee: Payee;
  processingStatus: 'UNASSIGNED' | 'BLOCKED' | 'SCHEDULED' | 'PROCESSED';
  manualCorrectionId: string | null;
  coverageConfigurationId: string | null;
  configurationVersion: string;
  explanation?: ExplanationStep[];
};

export const CASE_STATUSES = [
  'WAITING_PERIOD',
  'SHORTTERM',
  'CLAIMS_ACTIVATED',
  'BEING_FINALIZED',
  'CLOSED',
  'DENIED',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export type CaseStatusEvent = {
  status: CaseStatus;
  /** The day the status applies from; null when the trigger is not a day (an accounting month being locked). */
  date: IsoDate | null;
  trigger: string;
  accountingMonthId: AccountingMonthId | null;
};

export type CaseCounters = {
  caseDays: number;
  waitingDaysServed: number;
  waitingDaysRemaining: number | null;
  benefitDaysUsed: number;
  benefitDaysRemaining: number | null;
  /** LFZ days used by this case (fractional: a 50 % day uses half a day, C9). */
  lfzDaysUsed: number;
  frameStartDate: IsoDate | null;
  takeover: { counterDate: IsoDate; values: Record<string, number> } | null;
  /** ADVANCED configurations: every case-scoped counter by id (days). */
  ruleCounters: Record<string, number>;
};

export type EmployeeCounters = {
  continuationOfPayment: {
    serviceYear: number;
    from: IsoDate;
    to: IsoDate;
    entitlementDays: number;
    usedDays: number;
    remainingDays: number;
  }[];
  waitingPeriodByYear: { year: number; waitingDaysServed: number }[];
  benefitFrames: { from: IsoDate; to: IsoDate; benefitDaysUsed: number }[];
};

export type SickPayCase = {
  caseId: string;
  caseNumber: number;
  claimType: ClaimType;
  status: CaseStatus;
  statusHistory: CaseStatusEvent[];
  denial: { reason: string; decidedOn: IsoDate } | null;
  absentFrom: IsoDate;
  absentTo: IsoDate;
  /** Case days (qualifying incapacity days) computed by this engine. */
  numberOfDays: number;
  periods: { from: IsoDate; to: IsoDate; isRelapse: boolean }[];
  isTakeover: boolean;
  /**
   * ACCIDENT cases: the accident day (C5). Default: the first accident absence day of the case (the start of a
   * takeover case); an accidentDates input overrides it. null for SICK cases.
   */
  accidentDate: IsoDate | null;
  /** true when accidentDate comes from an accidentDates input rather than the default. */
  isAccidentDateOverridden: boolean;
  insuredSalary: number;
  coverageConfigurationId: string | null;
  counters: CaseCounters;
  /** Rappen: sum of every claim line of the case (regular and corrections), UVG and UVGZ lines together. */
  totalAmount: number;
  /** Rappen: totalAmount split by coverage line (an ACCIDENT case: UVG and, with a UVGZ cover, UVGZ). */
  amountByCoverageLine: Partial<Record<CoverageLine, number>>;
  /** Rappen: sum of the employer's shares of the case's regular lines (informational, not in totalAmount). */
  employerShareAmount: number;
};

/** Per case, accounting month and coverage line: the UVG and UVGZ lines of an accident month are totalled apart. */
export type MonthlyTotal = {
  caseId: string;
  accountingMonthId: AccountingMonthId;
  coverageLine: CoverageLine;
  days: number;
  paidDays: number;
  amount: number;
  correctionAmount: number;
  /** Rappen: the employer's shares of the month's regular lines (informational, not in amount). */
  employerShareAmount: number;
  /** The full daily allowance of the month's insured days when it has one; null when it changed or none is paid. */
  rate: number | null;
  lines: SettlementLine[];
};

/** Consecutive days with the same values: days x dailyAllowance = amount, no further rounding (C4). */
export type SettlementLine = {
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  dailyAllowance: number;
  amount: number;
  incapacityOfWork: number;
  coverage: number;
  fullDailyAllowance: number;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  reimbursementType: ReimbursementType;
  policyType: ClaimPolicyType | null;
  payee: Payee;
  isCorrection: boolean;
};

export type IgnoredDay = { date: IsoDate; claimType: ClaimType; reason: string };

export type SickPayResult = {
  employeeId: string;
  cases: SickPayCase[];
  claims: Claim[];
  employeeCounters: EmployeeCounters;
  monthlyTotals: MonthlyTotal[];
  /** Incapacity days that build no case, with the reason (below the minimum, not insured, ...). */
  ignoredDays: IgnoredDay[];
  /** Manual corrections that found no case for their dates. */
  unappliedManualCorrections: { manualCorrectionId: string; reason: string }[];
};
