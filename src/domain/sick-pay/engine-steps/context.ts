// Engine step 0b: the state of one employee's computation (engine.ts), created once per computeEmployeeClaims call
// and handed to every step: the employee's dates and decisions compiled from the input, the rule sets, the
// employee-level counters, and the cases and ignored days found so far. Nothing in it outlives the call (the
// compiled tenant is cached per tenant object, tenant.ts).
import { addMonths, type EpochDay, toEpochDay } from '../../dates.ts';
import { compileBenefitStops, compileIvSettings, type IvRate, type StopEntry } from '../adjustments.ts';
import { type AdvancedCoverageConfiguration, AdvancedState, createAdvancedRuleSet } from '../advanced-rules.ts';
import { type ServiceYear, serviceYearOf } from '../continuation-of-pay.ts';
import type { InsuredSalary } from '../insured-salary.ts';
import type { DayFacts, RuleSet } from '../rule-set.ts';
import { createSimpleRuleSet, SimpleState } from '../simple-rules.ts';
import type {
  CaseDecisionInput,
  CaseLinkInput,
  Claim,
  ClaimType,
  EmployeeRecordData,
  IgnoredDay,
  SickPayInput,
  TakeoverCaseInput,
} from '../types.ts';
import { createUvgRuleSet } from '../uvg-rules.ts';
import { type CompiledConfiguration, type CompiledTenant, candidatesFor, compileTenant } from './tenant.ts';

// --- Employee records ---------------------------------------------------------------------------------------------

export type Rec = { from: EpochDay; to: EpochDay; data: EmployeeRecordData };

function compileRecords(input: SickPayInput): Rec[] {
  return input.records
    .map((record) => ({
      from: toEpochDay(record.validFrom),
      to: record.validTo ? toEpochDay(record.validTo) : Number.POSITIVE_INFINITY,
      data: record.data,
    }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
}

/** The record valid on a day; after the last record, the last one (a running case outlives the records). */
export function recordAt(records: readonly Rec[], day: EpochDay): Rec | null {
  for (let index = records.length - 1; index >= 0; index--) {
    const record = records[index] as Rec;
    if (record.from <= day) return day <= record.to || index === records.length - 1 ? record : null;
  }
  return null;
}

export function optionalDay(date: string | null | undefined): EpochDay | null {
  return date ? toEpochDay(date) : null;
}

// --- Cases ----------------------------------------------------------------------------------------------------------

export type CaseState = {
  caseId: string;
  claimType: ClaimType;
  caseNumber: number | null;
  takeover: TakeoverCaseInput | null;
  start: EpochDay;
  lastDay: EpochDay;
  caseDays: number;
  periods: { from: EpochDay; to: EpochDay; isRelapse: boolean }[];
  frameStart: EpochDay | null;
  salaries: Map<string, InsuredSalary>;
  firstConfigurationId: string | null;
  claims: Claim[];
  waitingServed: number;
  benefitUsed: number;
  lfzUnits: number;
  waitingDays: { day: EpochDay; isInsured: boolean }[];
  firstActivatedDay: EpochDay | null;
  exhaustedFrom: EpochDay | null;
  lastFacts: DayFacts | null;
  lastRuleSet: RuleSet | null;
  /** ACCIDENT: the accident day (C5), the first accident absence day unless an accidentDates input overrides it. */
  accidentDay: EpochDay | null;
  isAccidentDateOverridden: boolean;
};

// --- The context --------------------------------------------------------------------------------------------------

export type LfzEntry = { from: EpochDay; to: EpochDay; units: number; entitlement: number };
export type BenefitFrame = { to: EpochDay; benefit: number };

export type EngineContext = {
  input: SickPayInput;
  explain: boolean;
  version: string;
  tenant: CompiledTenant;
  records: Rec[];
  asOf: EpochDay;
  employmentStart: EpochDay | null;
  /** C9: service years count from anniversaryAdjustedDateOfEmployment when set. */
  serviceStart: EpochDay | null;
  leavingDate: EpochDay | null;
  /** OR 324a para. 1: no continuation of pay in the first 3 months of employment. */
  lfzEligibleFrom: EpochDay;
  ivRates: IvRate[];
  stops: StopEntry[];
  denials: Map<string, CaseDecisionInput>;
  links: Map<string, CaseLinkInput['decision']>;
  /** Rule sets: one per configuration, sharing the employee's counter state across configurations of a kind. */
  simpleState: SimpleState;
  advancedState: AdvancedState;
  ruleSets: Map<string, RuleSet>;
  accidentOverrides: Map<string, EpochDay>;
  accidentDays: Map<string, EpochDay>;
  uvgRuleSet: RuleSet;
  /** Service-year cursor (days arrive in ascending order per claim type; a miss recomputes). */
  serviceYearCache: ServiceYear;
  // Engine-level counters for the reports (independent of the rule kind).
  lfzByServiceYear: Map<number, LfzEntry>;
  waitingByYear: Map<number, number>;
  frames: Map<EpochDay, BenefitFrame>;
  cases: CaseState[];
  ignoredDays: IgnoredDay[];
};

export function createEngineContext(input: SickPayInput): EngineContext {
  const records = compileRecords(input);
  const latest = records[records.length - 1]?.data ?? null;
  const employmentStart =
    optionalDay(latest?.dateOfEmployment) ??
    optionalDay(records.find((record) => record.data.dateOfEmployment)?.data.dateOfEmployment) ??
    records[0]?.from ??
    null;
  const accidentDays = new Map<string, EpochDay>();
  return {
    input,
    explain: input.options?.explain ?? true,
    version: input.configurationVersion,
    tenant: compileTenant(input.tenant),
    records,
    asOf: toEpochDay(input.asOfDate),
    employmentStart,
    serviceStart: optionalDay(latest?.anniversaryAdjustedDateOfEmployment) ?? employmentStart,
    leavingDate: optionalDay(latest?.leavingDate),
    lfzEligibleFrom: employmentStart === null ? Number.POSITIVE_INFINITY : addMonths(employmentStart, 3),
    ivRates: compileIvSettings(input.ivSettings ?? []),
    stops: compileBenefitStops(input.benefitStops ?? []),
    denials: new Map((input.caseDecisions ?? []).map((decision) => [decision.caseId, decision])),
    links: new Map(
      (input.caseLinks ?? []).map((link) => [`${link.claimType}|${toEpochDay(link.periodStartDate)}`, link.decision]),
    ),
    simpleState: new SimpleState(),
    advancedState: new AdvancedState(),
    ruleSets: new Map(),
    accidentOverrides: new Map(
      (input.accidentDates ?? []).map((entry) => [entry.caseId, toEpochDay(entry.accidentDate)]),
    ),
    accidentDays,
    uvgRuleSet: createUvgRuleSet((facts) => accidentDays.get(facts.caseId) ?? facts.day),
    serviceYearCache: { serviceYear: 0, from: 1, to: 0 },
    lfzByServiceYear: new Map(),
    waitingByYear: new Map(),
    frames: new Map(),
    cases: [],
    ignoredDays: [],
  };
}

export function ruleSetFor(ctx: EngineContext, configuration: CompiledConfiguration): RuleSet {
  let ruleSet = ctx.ruleSets.get(configuration.id);
  if (!ruleSet) {
    ruleSet =
      configuration.configuration.kind === 'SIMPLE'
        ? createSimpleRuleSet(configuration.configuration, ctx.simpleState)
        : createAdvancedRuleSet(configuration.configuration as AdvancedCoverageConfiguration, ctx.advancedState);
    ctx.ruleSets.set(configuration.id, ruleSet);
  }
  return ruleSet;
}

export function configurationAt(
  ctx: EngineContext,
  day: EpochDay,
  data: EmployeeRecordData,
): CompiledConfiguration | null {
  for (const candidate of candidatesFor(ctx.tenant, data)) {
    if (candidate.from <= day && day <= candidate.to) return candidate;
  }
  return null;
}

export function serviceYearAt(ctx: EngineContext, day: EpochDay): ServiceYear {
  if (ctx.serviceStart === null) return { serviceYear: 1, from: day, to: day };
  const cache = ctx.serviceYearCache;
  if (day < cache.from || day > cache.to) ctx.serviceYearCache = serviceYearOf(ctx.serviceStart, day);
  return ctx.serviceYearCache;
}

/** Forget the service-year cursor (a new claim type starts again from its first day). */
export function resetServiceYear(ctx: EngineContext): void {
  ctx.serviceYearCache = { serviceYear: 0, from: 1, to: 0 };
}

export function newCase(
  ctx: EngineContext,
  caseId: string,
  claimType: ClaimType,
  start: EpochDay,
  takeover: TakeoverCaseInput | null,
): CaseState {
  const state: CaseState = {
    caseId,
    claimType,
    caseNumber: takeover?.caseNumber ?? null,
    takeover,
    start,
    lastDay: start,
    caseDays: 0,
    periods: [],
    frameStart: null,
    salaries: new Map(),
    firstConfigurationId: null,
    claims: [],
    waitingServed: 0,
    benefitUsed: 0,
    lfzUnits: 0,
    waitingDays: [],
    firstActivatedDay: null,
    exhaustedFrom: null,
    lastFacts: null,
    lastRuleSet: null,
    accidentDay: null,
    isAccidentDateOverridden: false,
  };
  if (claimType === 'ACCIDENT') {
    // C5: the accident date defaults to the first accident absence day of the case (the takeover's start).
    const override = ctx.accidentOverrides.get(caseId);
    state.accidentDay = override ?? start;
    state.isAccidentDateOverridden = override !== undefined;
    ctx.accidentDays.set(caseId, state.accidentDay);
  }
  return state;
}
