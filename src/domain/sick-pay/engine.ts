// The sick-pay engine (issue 5): all of an employee's facts in, cases, per-day claims, counters and monthly totals
// out. Pure and deterministic: no clock (asOfDate is an input), no I/O, and the result does not depend on the order
// of any input list. The steps, each in its own module:
//   1. absence days -> normalised days + weekend fill (C17, weekend-fill.ts)
//   2. qualifying days (C1, C6) -> periods -> cases, relapses continue a case (C15)
//   3. per case day: the coverage configuration's decisions (simple-rules.ts / advanced-rules.ts / uvg-rules.ts),
//      LFZ (C9, continuation-of-pay.ts), insured salary (C8), allowance (C2-C5), benefit stop and IV (C16),
//      payee (C13), policy (C11)
//   4. manual corrections (adjustments.ts), locked months (C12, locked-months.ts)
//   5. counters, case status (case-status.ts), monthly totals (monthly-totals.ts)
import { addMonths, civilOf, type EpochDay, isoDateOf, monthIdOf, toEpochDay } from '../dates.ts';
import {
  applyManualCorrection,
  benefitStopOn,
  compileBenefitStops,
  compileIvSettings,
  ivDailyRateOn,
} from './adjustments.ts';
import { type AdvancedCoverageConfiguration, AdvancedState, createAdvancedRuleSet } from './advanced-rules.ts';
import { deriveCaseStatus } from './case-status.ts';
import { claimIdOf, coveredUnderPolicy, payeeOf, revisionIdOf } from './claims.ts';
import { scaleDays, serviceYearOf } from './continuation-of-pay.ts';
import {
  dailyRateOf,
  ktgFullDailyAllowance,
  partialDailyAllowance,
  payableAfterStopAndIv,
  UVG_MAX_INSURED_EARNINGS,
  uvgFullDailyAllowance,
} from './daily-allowance.ts';
import { type EmployerShareReason, employerShareOf } from './employer-share.ts';
import {
  annualInsuredSalary,
  appliesToMatches,
  compareSpecificity,
  hourlyInsuredSalary,
  type InsuredSalary,
  type ResolvedMapping,
  resolveMappings,
  type SalaryScope,
} from './insured-salary.ts';
import { applyLockedMonths } from './locked-months.ts';
import { PM_FULL, percentToPm } from './money.ts';
import { monthlyTotals } from './monthly-totals.ts';
import { residualCasesOf } from './residual-cases.ts';
import { type DayDecision, type DayFacts, type RuleSet, step } from './rule-set.ts';
import { createSimpleRuleSet, SimpleState } from './simple-rules.ts';
import type {
  CaseCounters,
  Claim,
  ClaimType,
  CoverageConfiguration,
  EmployeeCounters,
  EmployeeRecordData,
  ExplanationStep,
  IgnoredDay,
  SickPayCase,
  SickPayInput,
  SickPayResult,
  TakeoverCaseInput,
  TenantFacts,
} from './types.ts';
import { accidentPhaseOf, createUvgRuleSet } from './uvg-rules.ts';
import { uvgzClaimOf } from './uvgz.ts';
import { type AbsenceDay, fillWeekendGaps, normaliseAbsenceDays } from './weekend-fill.ts';

// --- Tenant: compiled once per tenant object (a pure cache: the result only depends on the tenant's data) -------

type CompiledConfiguration = {
  id: string;
  configuration: CoverageConfiguration;
  from: EpochDay;
  to: EpochDay;
  minIncapacityPm: number;
  eligibleWageTypes: ReadonlySet<string>;
  maxInsuredSalary: number;
};

type CompiledTenant = {
  tenant: TenantFacts;
  configurations: CompiledConfiguration[];
  candidates: Map<string, CompiledConfiguration[]>;
  mappings: Map<string, Map<string, ResolvedMapping>>;
};

const compiledTenants = new WeakMap<TenantFacts, CompiledTenant>();

function compileTenant(tenant: TenantFacts): CompiledTenant {
  const cached = compiledTenants.get(tenant);
  if (cached) return cached;
  const configurations = tenant.coverageConfigurations
    .filter(({ configuration }) => configuration.insuredPeriod.eligibleAbsenceTypes.includes('SICK'))
    .map(({ coverageConfigurationId, configuration }) => ({
      id: coverageConfigurationId,
      configuration,
      from: toEpochDay(configuration.insuredPeriod.from),
      to: configuration.insuredPeriod.till ? toEpochDay(configuration.insuredPeriod.till) : Number.POSITIVE_INFINITY,
      minIncapacityPm: percentToPm(configuration.minIncapacityOfWork),
      eligibleWageTypes: new Set(configuration.eligibleWageTypes),
      maxInsuredSalary: Math.round(configuration.maxInsuredSalary * 100),
    }))
    // The most specific appliesTo first, then the most recent insured period, then the id: never the input order.
    .sort(
      (a, b) =>
        compareSpecificity(a.configuration.appliesTo, b.configuration.appliesTo) ||
        b.from - a.from ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const compiled: CompiledTenant = { tenant, configurations, candidates: new Map(), mappings: new Map() };
  compiledTenants.set(tenant, compiled);
  return compiled;
}

function groupKey(data: EmployeeRecordData): string {
  return `${data.companySubunitId ?? ''}\u0000${data.processingGroupId ?? ''}`;
}

function candidatesFor(tenant: CompiledTenant, data: EmployeeRecordData): CompiledConfiguration[] {
  const key = groupKey(data);
  let list = tenant.candidates.get(key);
  if (!list) {
    list = tenant.configurations.filter((c) =>
      appliesToMatches(c.configuration.appliesTo, data.companySubunitId, data.processingGroupId),
    );
    tenant.candidates.set(key, list);
  }
  return list;
}

function mappingsFor(tenant: CompiledTenant, data: EmployeeRecordData): Map<string, ResolvedMapping> {
  const key = groupKey(data);
  let resolved = tenant.mappings.get(key);
  if (!resolved) {
    resolved = resolveMappings(tenant.tenant.wageTypeMappings, data.companySubunitId, data.processingGroupId);
    tenant.mappings.set(key, resolved);
  }
  return resolved;
}

// --- Employee records ---------------------------------------------------------------------------------------------

type Rec = { from: EpochDay; to: EpochDay; data: EmployeeRecordData };

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
function recordAt(records: readonly Rec[], day: EpochDay): Rec | null {
  for (let index = records.length - 1; index >= 0; index--) {
    const record = records[index] as Rec;
    if (record.from <= day) return day <= record.to || index === records.length - 1 ? record : null;
  }
  return null;
}

function optionalDay(date: string | null | undefined): EpochDay | null {
  return date ? toEpochDay(date) : null;
}

// --- Cases ----------------------------------------------------------------------------------------------------------

type CaseState = {
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

const UVG_SCOPE: SalaryScope = { kind: 'UVG', maxInsuredSalary: UVG_MAX_INSURED_EARNINGS };
const WAGE_SCOPE: SalaryScope = { kind: 'WAGE', maxInsuredSalary: Number.POSITIVE_INFINITY };

export function computeEmployeeClaims(input: SickPayInput): SickPayResult {
  const explain = input.options?.explain ?? true;
  const version = input.configurationVersion;
  const tenant = compileTenant(input.tenant);
  const records = compileRecords(input);
  const asOf = toEpochDay(input.asOfDate);
  const latest = records[records.length - 1]?.data ?? null;
  const employmentStart =
    optionalDay(latest?.dateOfEmployment) ??
    optionalDay(records.find((record) => record.data.dateOfEmployment)?.data.dateOfEmployment) ??
    records[0]?.from ??
    null;
  // C9: service years count from anniversaryAdjustedDateOfEmployment when set.
  const serviceStart = optionalDay(latest?.anniversaryAdjustedDateOfEmployment) ?? employmentStart;
  const leavingDate = optionalDay(latest?.leavingDate);
  // OR 324a para. 1: no continuation of pay in the first 3 months of employment.
  const lfzEligibleFrom = employmentStart === null ? Number.POSITIVE_INFINITY : addMonths(employmentStart, 3);

  const ivRates = compileIvSettings(input.ivSettings ?? []);
  const stops = compileBenefitStops(input.benefitStops ?? []);
  const denials = new Map((input.caseDecisions ?? []).map((decision) => [decision.caseId, decision]));
  const links = new Map(
    (input.caseLinks ?? []).map((link) => [`${link.claimType}|${toEpochDay(link.periodStartDate)}`, link.decision]),
  );

  // Rule sets: one per configuration, sharing the employee's counter state across configurations of a kind.
  const simpleState = new SimpleState();
  const advancedState = new AdvancedState();
  const ruleSets = new Map<string, RuleSet>();
  const ruleSetFor = (configuration: CompiledConfiguration): RuleSet => {
    let ruleSet = ruleSets.get(configuration.id);
    if (!ruleSet) {
      ruleSet =
        configuration.configuration.kind === 'SIMPLE'
          ? createSimpleRuleSet(configuration.configuration, simpleState)
          : createAdvancedRuleSet(configuration.configuration as AdvancedCoverageConfiguration, advancedState);
      ruleSets.set(configuration.id, ruleSet);
    }
    return ruleSet;
  };
  const accidentOverrides = new Map(
    (input.accidentDates ?? []).map((entry) => [entry.caseId, toEpochDay(entry.accidentDate)]),
  );
  const accidentDays = new Map<string, EpochDay>();
  const uvgRuleSet = createUvgRuleSet((facts) => accidentDays.get(facts.caseId) ?? facts.day);

  const configurationAt = (day: EpochDay, data: EmployeeRecordData): CompiledConfiguration | null => {
    for (const candidate of candidatesFor(tenant, data)) {
      if (candidate.from <= day && day <= candidate.to) return candidate;
    }
    return null;
  };

  // Service-year cursor (days arrive in ascending order per claim type; a miss recomputes).
  let serviceYearCache = { serviceYear: 0, from: 1, to: 0 };
  const serviceYearAt = (day: EpochDay): { serviceYear: number; from: EpochDay; to: EpochDay } => {
    if (serviceStart === null) return { serviceYear: 1, from: day, to: day };
    if (day < serviceYearCache.from || day > serviceYearCache.to) serviceYearCache = serviceYearOf(serviceStart, day);
    return serviceYearCache;
  };

  // Engine-level counters for the reports (independent of the rule kind).
  const lfzByServiceYear = new Map<number, { from: EpochDay; to: EpochDay; units: number; entitlement: number }>();
  const waitingByYear = new Map<number, number>();
  const frames = new Map<EpochDay, { to: EpochDay; benefit: number }>();

  const factsFor = (
    state: CaseState,
    day: EpochDay,
    incapacityPm: number,
    isRelapse: boolean,
    configuration: CompiledConfiguration | null,
  ): DayFacts => {
    const service = serviceYearAt(day);
    const isAfterLeavingDate = leavingDate !== null && day > leavingDate;
    const lfzEligible = state.claimType === 'SICK' && day >= lfzEligibleFrom && !isAfterLeavingDate;
    const scale = configuration?.configuration.continuationOfPaymentScale ?? 'BERN';
    return {
      caseId: state.caseId,
      day,
      year: civilOf(day).year,
      incapacityPm,
      caseDay: state.caseDays + 1,
      calendarDayOfCase: day - state.start + 1,
      isRelapse,
      isAfterLeavingDate,
      serviceYear: service.serviceYear,
      lfzEligible,
      lfzScaleDays: lfzEligible ? scaleDays(scale, service.serviceYear) : 0,
      frameStart: state.frameStart,
      frameDay: state.frameStart === null ? 0 : day - state.frameStart + 1,
    };
  };

  const cases: CaseState[] = [];
  const ignoredDays: IgnoredDay[] = [];

  // 1. Absence days: normalise and fill weekends (C17) before anything counts.
  const absenceDays: AbsenceDay[] = input.absences.map((absence) => ({
    day: toEpochDay(absence.date),
    type: absence.type,
    incapacityPm: percentToPm(absence.incapacityOfWork),
    isFilled: false,
  }));
  const days = fillWeekendGaps(normaliseAbsenceDays(absenceDays), input.tenant.shouldFillWeekendGaps);

  const takeovers = [...(input.takeoverCases ?? [])].sort(
    (a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) || (a.caseId < b.caseId ? -1 : 1),
  );

  for (const claimType of ['SICK', 'ACCIDENT'] as const) {
    serviceYearCache = { serviceYear: 0, from: 1, to: 0 };
    let lastCase: CaseState | null = null;
    let cutOff = Number.NEGATIVE_INFINITY;

    // Takeover cases: counters valid at the end of counterDate; the old system owns the days up to it.
    for (const takeover of takeovers) {
      if (takeover.claimType !== claimType) continue;
      const counterDay = toEpochDay(takeover.counterDate);
      const values: Record<string, number> = {};
      for (const counter of takeover.counters) values[counter.name] = counter.value;
      const state = newCase(takeover.caseId, claimType, toEpochDay(takeover.startDate), takeover);
      state.lastDay = optionalDay(takeover.lastIncapacityDate) ?? counterDay;
      state.caseDays = values.CASE_DAYS ?? 0;
      state.waitingServed = values.WAITING_DAYS ?? 0;
      state.benefitUsed = values.BENEFIT_DAYS ?? 0;
      const record = recordAt(records, counterDay);
      const configuration = record && claimType === 'SICK' ? configurationAt(counterDay, record.data) : null;
      const ruleSet = claimType === 'ACCIDENT' ? uvgRuleSet : configuration ? ruleSetFor(configuration) : null;
      if (ruleSet && ruleSet.frameDays > 0) {
        state.frameStart = optionalDay(takeover.frameStartDate) ?? state.start;
        frames.set(state.frameStart, {
          to: state.frameStart + ruleSet.frameDays - 1,
          benefit: values.FRAME_BENEFIT_DAYS ?? 0,
        });
      }
      const facts = factsFor(state, counterDay, PM_FULL, false, configuration);
      if (ruleSet) {
        for (const counter of takeover.counters) ruleSet.seedCase(facts, counter.name, counter.value);
        state.lastRuleSet = ruleSet;
      }
      state.lastFacts = facts;
      cases.push(state);
      lastCase = state;
      cutOff = Math.max(cutOff, counterDay);
    }
    if (claimType === 'SICK') {
      for (const counter of input.takeoverEmployeeCounters ?? []) {
        const day = toEpochDay(counter.date);
        const record = recordAt(records, day);
        const configuration = record ? configurationAt(day, record.data) : null;
        const probe = newCase('takeover', 'SICK', day, null);
        const facts = factsFor(probe, day, PM_FULL, false, configuration);
        if (configuration) ruleSetFor(configuration).seedEmployee(facts, counter.name, counter.value);
        if (counter.name === 'LFZ_DAYS') {
          const service = serviceYearAt(day);
          lfzByServiceYear.set(service.serviceYear, {
            from: service.from,
            to: service.to,
            units: counter.value * PM_FULL,
            entitlement: facts.lfzScaleDays,
          });
        } else waitingByYear.set(facts.year, counter.value);
      }
      serviceYearCache = { serviceYear: 0, from: 1, to: 0 };
    }

    // 2. Qualifying days -> periods -> cases (C1, C6, C15).
    let previousDay = Number.NEGATIVE_INFINITY;
    let current: CaseState | null = null;
    let skippingPeriod = false;
    let isRelapsePeriod = false;
    for (const absence of days) {
      if (absence.type !== claimType) continue;
      const day = absence.day;
      const date = isoDateOf(day);
      const ignore = (reason: string) => ignoredDays.push({ date, claimType, reason });
      if (day <= cutOff) {
        ignoredDays.push({ date, claimType, reason: 'HANDLED_BY_PREVIOUS_SYSTEM' });
        continue;
      }
      const record = recordAt(records, day);
      if (!record) {
        ignore('NO_EMPLOYEE_RECORD');
        continue;
      }
      if (employmentStart !== null && day < employmentStart) {
        ignore('BEFORE_EMPLOYMENT');
        continue;
      }
      const configuration = claimType === 'SICK' ? configurationAt(day, record.data) : null;
      if (claimType === 'SICK' && !configuration) {
        ignore('NO_COVERAGE_CONFIGURATION');
        continue;
      }
      // C6: below the minimum a day counts for nothing (UVG: any incapacity counts).
      const minimum = configuration ? configuration.minIncapacityPm : 1;
      if (absence.incapacityPm === 0 || absence.incapacityPm < minimum) {
        ignore('BELOW_MINIMUM_INCAPACITY');
        continue;
      }
      const continuesPeriod = day === previousDay + 1;
      previousDay = day;
      if (continuesPeriod && skippingPeriod) {
        ignoredDays.push({ date, claimType, reason: 'AFTER_LEAVING_DATE' });
        continue;
      }
      if (!continuesPeriod || current === null) {
        skippingPeriod = false;
        if (leavingDate !== null && day > leavingDate) {
          // C13: a case that began while employed goes on; a new incapacity after leaving opens none.
          skippingPeriod = true;
          ignoredDays.push({ date, claimType, reason: 'AFTER_LEAVING_DATE' });
          continue;
        }
        const open: CaseState | null = continuesPeriod ? current : lastCase;
        const decision = links.get(`${claimType}|${day}`);
        const windowMonths = configuration?.configuration.relapseWindowMonths ?? 12;
        // C15: a relapse within the window after returning to full fitness, or by an explicit link.
        const isRelapse =
          open !== null &&
          decision !== 'NEW_CASE' &&
          (decision === 'RELAPSE' || day < addMonths(open.lastDay + 1, windowMonths));
        if (isRelapse && open) {
          current = open;
          current.periods.push({ from: day, to: day, isRelapse: true });
          isRelapsePeriod = true;
        } else {
          current = newCase(`${input.employeeId}:${claimType}:${date}`, claimType, day, null);
          current.periods.push({ from: day, to: day, isRelapse: false });
          cases.push(current);
          isRelapsePeriod = false;
        }
        lastCase = current;
      }
      const state = current as CaseState;
      processDay(state, absence, record.data, configuration, isRelapsePeriod);
    }
  }

  function newCase(
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
      const override = accidentOverrides.get(caseId);
      state.accidentDay = override ?? start;
      state.isAccidentDateOverridden = override !== undefined;
      accidentDays.set(caseId, state.accidentDay);
    }
    return state;
  }

  function salaryOf(state: CaseState, configuration: CompiledConfiguration | null): InsuredSalary {
    const scope: SalaryScope = configuration
      ? {
          kind: 'KTG',
          eligibleWageTypes: configuration.eligibleWageTypes,
          maxInsuredSalary: configuration.maxInsuredSalary,
        }
      : UVG_SCOPE;
    return salaryIn(state, configuration?.id ?? 'UVG', scope);
  }

  function salaryIn(state: CaseState, key: string, scope: SalaryScope): InsuredSalary {
    let salary = state.salaries.get(key);
    if (!salary) {
      // C8: the salary at the start of the case (the last wage before the incapacity), for the whole case.
      const startRecord = recordAt(records, state.start) ?? recordAt(records, state.lastDay);
      const data = startRecord?.data;
      if (!data) salary = { insuredSalary: 0, annualSalary: 0, isCapped: false, basis: 'MONTHLY', monthsAveraged: 0 };
      else if (data.salaryBasis === 'HOURLY') {
        salary = hourlyInsuredSalary(
          state.start,
          employmentStart,
          (day) => recordAt(records, day)?.data ?? null,
          (day) => mappingsFor(tenant, recordAt(records, day)?.data ?? data),
          scope,
        );
      } else salary = annualInsuredSalary(data, mappingsFor(tenant, data), scope);
      state.salaries.set(key, salary);
    }
    return salary;
  }

  function processDay(
    state: CaseState,
    absence: AbsenceDay,
    data: EmployeeRecordData,
    configuration: CompiledConfiguration | null,
    isRelapse: boolean,
  ): void {
    const day = absence.day;
    const date = isoDateOf(day);
    const period = state.periods[state.periods.length - 1] as CaseState['periods'][number];
    period.to = day;
    state.lastDay = day;
    const ruleSet = configuration ? ruleSetFor(configuration) : uvgRuleSet;
    // C7 frame model: a new case opens a frame unless it starts inside the running one.
    if (ruleSet.frameDays > 0 && state.frameStart === null) {
      let open: EpochDay | null = null;
      for (const [start, frame] of frames) if (start <= day && day <= frame.to) open = start;
      state.frameStart = open ?? day;
      if (open === null) frames.set(day, { to: day + ruleSet.frameDays - 1, benefit: 0 });
    }
    const facts = factsFor(state, day, absence.incapacityPm, isRelapse, configuration);
    const decision: DayDecision = ruleSet.decide(facts, explain, version);
    const isShortterm = decision.isWithinShorttermRisk;
    const denial = denials.get(state.caseId);
    const stop = benefitStopOn(stops, state.caseId, day);
    const outputPm = denial ? 0 : (stop?.outputPm ?? PM_FULL);
    const isExhausted = !isShortterm && !decision.isWithinBenefitDuration;
    // C7 / C16: a paid day after the waiting period uses one benefit day, whatever its %; a 0 % day uses none.
    const isBenefitDay = !isShortterm && decision.isWithinBenefitDuration && outputPm > 0;
    ruleSet.commit(facts, decision, isBenefitDay);

    const policy = coveredUnderPolicy(state.claimType, isShortterm, {
      configurationPolicies: configuration?.configuration.policies ?? [],
      employeePolicies: data.policies,
      insuredProducts: input.tenant.insuredProducts,
    });
    const isInsured = policy !== null && !isExhausted;
    const salary = salaryOf(state, configuration);
    const divisor = configuration?.configuration.dailyRateDivisor ?? 365;
    const coveragePm = isInsured ? decision.coveragePm : 0;
    const fullDailyAllowance = !isInsured
      ? 0
      : state.claimType === 'ACCIDENT'
        ? uvgFullDailyAllowance(salary.insuredSalary)
        : ktgFullDailyAllowance(salary.insuredSalary, divisor, coveragePm);
    const grossDailyAllowance = partialDailyAllowance(fullDailyAllowance, absence.incapacityPm);
    const ivDailyRate = ivRates.length > 0 ? ivDailyRateOn(ivRates, state.caseId, day) : 0;
    const { ivReduction, payable } = payableAfterStopAndIv(grossDailyAllowance, outputPm, ivDailyRate);
    const payee = payeeOf(day, leavingDate);
    // Issue 13 item 4: the employer's share of an uninsured day (informational, employer-share.ts).
    const shareReason: EmployerShareReason | null = facts.isAfterLeavingDate
      ? null
      : state.claimType === 'ACCIDENT'
        ? state.accidentDay !== null && accidentPhaseOf(day, state.accidentDay) === 'EMPLOYER_DAY'
          ? 'UVG_EMPLOYER_DAY'
          : null
        : isShortterm && !decision.isWithinContinuationOfPayment && policy === null
          ? 'KTG_WAITING_DAY'
          : null;
    const employerShare =
      shareReason === null
        ? null
        : employerShareOf(
            shareReason,
            salaryIn(state, 'WAGE', WAGE_SCOPE).insuredSalary,
            state.claimType === 'ACCIDENT' ? 365 : divisor,
            absence.incapacityPm,
          );

    // Engine-level counters.
    state.caseDays++;
    if (isShortterm) {
      state.waitingServed++;
      state.waitingDays.push({ day, isInsured: policy !== null });
      waitingByYear.set(facts.year, (waitingByYear.get(facts.year) ?? 0) + 1);
    } else if (state.firstActivatedDay === null && !isExhausted) state.firstActivatedDay = day;
    if (isExhausted && state.exhaustedFrom === null) state.exhaustedFrom = day;
    if (isBenefitDay) {
      state.benefitUsed++;
      if (state.frameStart !== null) {
        const frame = frames.get(state.frameStart);
        if (frame) frame.benefit++;
      }
    }
    if (decision.isWithinContinuationOfPayment) {
      state.lfzUnits += absence.incapacityPm;
      const service = serviceYearAt(day);
      const entry = lfzByServiceYear.get(service.serviceYear) ?? {
        from: service.from,
        to: service.to,
        units: 0,
        entitlement: 0,
      };
      entry.units += absence.incapacityPm;
      lfzByServiceYear.set(service.serviceYear, entry);
    }
    if (facts.lfzEligible) {
      const service = serviceYearAt(day);
      const entry = lfzByServiceYear.get(service.serviceYear) ?? {
        from: service.from,
        to: service.to,
        units: 0,
        entitlement: 0,
      };
      const fixed =
        configuration?.configuration.kind === 'SIMPLE' ? configuration.configuration.coverages.lfzDuration : null;
      entry.entitlement = fixed ?? facts.lfzScaleDays;
      lfzByServiceYear.set(service.serviceYear, entry);
    }
    state.lastFacts = facts;
    state.lastRuleSet = ruleSet;
    if (state.firstConfigurationId === null) state.firstConfigurationId = configuration?.id ?? null;

    const claim: Omit<Claim, 'revisionId'> = {
      claimId: claimIdOf(input.employeeId, state.claimType, date),
      isCorrection: false,
      correctionKind: null,
      correctsRevisionId: null,
      caseId: state.caseId,
      claimType: state.claimType,
      coverageLine: state.claimType === 'ACCIDENT' ? 'UVG' : 'KTG',
      date,
      accountingMonthId: monthIdOf(day),
      caseDay: facts.caseDay,
      isWeekendFilled: absence.isFilled,
      isWaitingPeriodDay: isShortterm,
      isWithinShorttermRisk: isShortterm,
      isWithinContinuationOfPayment: decision.isWithinContinuationOfPayment,
      benefitDayNumber: isBenefitDay ? state.benefitUsed : null,
      isBenefitExhausted: isExhausted,
      incapacityOfWork: absence.incapacityPm / 1000,
      insuredSalary: salary.insuredSalary,
      dailyRateDivisor: divisor,
      dailyRate: dailyRateOf(salary.insuredSalary, divisor),
      coverage: coveragePm / 1000,
      fullDailyAllowance,
      grossDailyAllowance,
      benefitStopOutputPercentage: outputPm / 1000,
      ivReduction,
      dailyAllowance: payable,
      employerShare,
      reimbursementType: decision.reimbursementType,
      coveredUnderPolicy: policy,
      payee,
      processingStatus: 'UNASSIGNED',
      manualCorrectionId: null,
      coverageConfigurationId: configuration?.id ?? null,
      configurationVersion: version,
    };
    const full = claim as Claim;
    full.revisionId = revisionIdOf(claim);
    if (explain) {
      full.explanation = explainDay(claim, facts, decision, salary, configuration, {
        weekendFill: input.tenant.shouldFillWeekendGaps,
        stopReason: denial ? `case denied: ${denial.reason}` : (stop?.reason ?? null),
        ivDailyRate,
        leavingDate,
        caseStart: state.start,
      });
    }
    state.claims.push(full);
    // Issue 13 item 2: the UVGZ line beside the UVG line on the days UVG pays (uvgz.ts).
    if (state.claimType === 'ACCIDENT' && isInsured && !isShortterm) {
      const uvgzConfiguration = configurationAt(day, data);
      const uvgzCoverage = uvgzConfiguration?.configuration.uvgzCoverage;
      if (uvgzConfiguration && uvgzCoverage) {
        const line = uvgzClaimOf(full, {
          coverage: uvgzCoverage,
          uvgEarnings: salary.annualSalary,
          divisor: uvgzConfiguration.configuration.dailyRateDivisor,
          incapacityPm: absence.incapacityPm,
          outputPm,
          ivDailyRate,
          employeePolicies: data.policies,
          coverageConfigurationId: uvgzConfiguration.id,
          explain,
        });
        if (line) state.claims.push(line);
      }
    }
  }

  function explainDay(
    claim: Omit<Claim, 'revisionId'>,
    facts: DayFacts,
    decision: DayDecision,
    salary: InsuredSalary,
    configuration: CompiledConfiguration | null,
    extra: {
      weekendFill: string | null;
      stopReason: string | null;
      ivDailyRate: number;
      leavingDate: EpochDay | null;
      caseStart: EpochDay;
    },
  ): ExplanationStep[] {
    const steps: ExplanationStep[] = [];
    if (claim.isWeekendFilled)
      steps.push(step('C17', 'weekend day filled', { mode: extra.weekendFill }, true, version));
    steps.push(
      step(
        'C6',
        'qualifying day (incapacity at or above the minimum)',
        {
          incapacityOfWork: claim.incapacityOfWork,
          minIncapacityOfWork: configuration ? configuration.minIncapacityPm / 1000 : 0,
        },
        true,
        version,
      ),
      step(
        'C1',
        'case day (calendar days from the first qualifying day)',
        { caseId: claim.caseId, caseStart: isoDateOf(extra.caseStart) },
        facts.caseDay,
        version,
      ),
      step(
        'C15',
        'relapse continues the case',
        { coverageConfigurationId: configuration?.id ?? null },
        facts.isRelapse,
        version,
      ),
      ...(decision.steps ?? []),
      step(
        'C8',
        'insured salary (Rappen per year)',
        {
          basis: salary.basis,
          annualSalary: salary.annualSalary,
          isCapped: salary.isCapped,
          monthsAveraged: salary.monthsAveraged,
        },
        salary.insuredSalary,
        version,
      ),
      step(
        claim.claimType === 'ACCIDENT' ? 'C5' : 'C2',
        claim.claimType === 'ACCIDENT'
          ? 'UVG daily allowance: min(salary, 148 200) / 365 x 80 %, up to 0.05, at most 324.80'
          : 'full daily allowance: salary / divisor x coverage, half-up to 0.01',
        {
          insuredSalary: claim.insuredSalary,
          divisor: claim.dailyRateDivisor,
          coverage: claim.coverage,
          policy: claim.coveredUnderPolicy?.type ?? null,
          isBenefitExhausted: claim.isBenefitExhausted,
        },
        claim.fullDailyAllowance,
        version,
      ),
      step(
        'C3',
        'partial day: full x incapacity %, half-up to 0.01',
        { fullDailyAllowance: claim.fullDailyAllowance, incapacityOfWork: claim.incapacityOfWork },
        claim.grossDailyAllowance,
        version,
      ),
      step(
        'C16',
        'benefit stop output % and IV deduction',
        {
          outputPercentage: claim.benefitStopOutputPercentage,
          reason: extra.stopReason,
          ivDailyRate: extra.ivDailyRate,
          ivReduction: claim.ivReduction,
        },
        claim.dailyAllowance,
        version,
      ),
      ...(claim.employerShare
        ? [
            step(
              claim.employerShare.reason === 'UVG_EMPLOYER_DAY' ? 'OR 324b' : 'C11',
              "employer's share (80 % of the wage, informational, not claimed): wage / divisor x 80 %, half-up, x incapacity %",
              {
                reason: claim.employerShare.reason,
                annualWage: claim.employerShare.annualWage,
                divisor: claim.employerShare.dailyRateDivisor,
                coverage: claim.employerShare.coverage,
                fullDailyAmount: claim.employerShare.fullDailyAmount,
                incapacityOfWork: claim.incapacityOfWork,
              },
              claim.employerShare.amount,
              version,
            ),
          ]
        : []),
      step(
        'C13',
        'payee',
        { leavingDate: extra.leavingDate === null ? null : isoDateOf(extra.leavingDate) },
        claim.payee,
        version,
      ),
      step('C12', 'accounting month', { date: claim.date }, claim.accountingMonthId, version),
    );
    return steps;
  }

  // Case numbers: takeover cases keep theirs, new cases follow in the order they started.
  cases.sort((a, b) => a.start - b.start || (a.claimType < b.claimType ? -1 : a.claimType > b.claimType ? 1 : 0));
  let nextNumber = Math.max(0, ...cases.map((state) => state.caseNumber ?? 0)) + 1;
  for (const state of cases) if (state.caseNumber === null) state.caseNumber = nextNumber++;

  // 4. Manual corrections replace the claims of their dates; then locked months (C12).
  const freshByType = new Map<string, Map<string, Claim>>();
  // Lines by claim type and coverage line ('ACCIDENT|UVGZ' apart from 'ACCIDENT'), then by date.
  const lineKey = (claimType: ClaimType, isUvgz: boolean) => (isUvgz ? `${claimType}|UVGZ` : claimType);
  for (const state of cases) {
    for (const claim of state.claims) {
      const key = lineKey(claim.claimType, claim.coverageLine === 'UVGZ');
      let byDate = freshByType.get(key);
      if (!byDate) {
        byDate = new Map();
        freshByType.set(key, byDate);
      }
      byDate.set(claim.date, claim);
    }
  }
  const unappliedManualCorrections: SickPayResult['unappliedManualCorrections'] = [];
  const corrections = [...(input.manualCorrections ?? [])].sort((a, b) =>
    a.manualCorrectionId < b.manualCorrectionId ? -1 : a.manualCorrectionId > b.manualCorrectionId ? 1 : 0,
  );
  for (const correction of corrections) {
    // A correction covered under the UVGZ policy replaces the UVGZ lines of its dates, any other the main lines.
    const isUvgz = correction.coveredUnderPolicy?.type === 'UVGZ';
    const key = lineKey(correction.claimType, isUvgz);
    const byDate = freshByType.get(key) ?? new Map<string, Claim>();
    freshByType.set(key, byDate);
    const caseIdOn = (day: EpochDay) => {
      const state = cases.find(
        (candidate) =>
          candidate.claimType === correction.claimType &&
          candidate.periods.some((period) => period.from <= day && day <= period.to),
      );
      return state?.caseId ?? null;
    };
    const applied = applyManualCorrection(correction, byDate, caseIdOn, input.employeeId, version, explain);
    if (applied.reason)
      unappliedManualCorrections.push({ manualCorrectionId: correction.manualCorrectionId, reason: applied.reason });
    for (const claim of applied.claims) byDate.set(claim.date, claim);
  }
  const fresh: Claim[] = [];
  for (const byDate of freshByType.values()) fresh.push(...byDate.values());
  const claims = applyLockedMonths(fresh, input.lockedMonths ?? [], version, explain).sort(compareClaims);
  const lockedSet = new Set((input.lockedMonths ?? []).map((month) => month.accountingMonthId));

  // 5. Cases with counters and status; monthly totals.
  const linesByCase = new Map<string, Claim[]>();
  for (const claim of claims) {
    const lines = linesByCase.get(claim.caseId);
    if (lines) lines.push(claim);
    else linesByCase.set(claim.caseId, [claim]);
  }
  const resultCases: SickPayCase[] = cases
    .filter((state) => state.periods.length > 0 || state.takeover !== null)
    .map((state) => {
      const lines = linesByCase.get(state.caseId) ?? [];
      const denial = denials.get(state.caseId) ?? null;
      // A takeover case without days here that the old system ended (a last incapacity day): its status follows
      // the old system's incapacity, so it closes once that ended (decision 0024). An open one stays open.
      const endedTakeover =
        state.periods.length === 0 && state.takeover?.lastIncapacityDate
          ? [{ from: state.start, to: toEpochDay(state.takeover.lastIncapacityDate) }]
          : null;
      const { status, history } = deriveCaseStatus({
        periods: endedTakeover ?? state.periods,
        waitingDays: state.waitingDays,
        firstActivatedDay: state.firstActivatedDay,
        exhaustedFrom: state.exhaustedFrom,
        asOf,
        lines: lines.map((line) => ({ accountingMonthId: line.accountingMonthId, amount: line.dailyAllowance })),
        lockedMonths: lockedSet,
        denial: denial ? { reason: denial.reason, decidedOn: toEpochDay(denial.decidedOn) } : null,
      });
      const remaining =
        state.lastFacts && state.lastRuleSet
          ? state.lastRuleSet.remaining(state.lastFacts)
          : { waitingDays: null, benefitDays: null };
      const counters: CaseCounters = {
        caseDays: state.caseDays,
        waitingDaysServed: state.waitingServed,
        waitingDaysRemaining: remaining.waitingDays,
        benefitDaysUsed: state.benefitUsed,
        benefitDaysRemaining: remaining.benefitDays,
        lfzDaysUsed: state.lfzUnits / PM_FULL,
        frameStartDate: state.frameStart === null ? null : isoDateOf(state.frameStart),
        takeover: state.takeover
          ? {
              counterDate: state.takeover.counterDate,
              values: Object.fromEntries(state.takeover.counters.map((counter) => [counter.name, counter.value])),
            }
          : null,
        ruleCounters: state.lastRuleSet ? state.lastRuleSet.caseCounters(state.caseId) : {},
      };
      const salaryEntry = state.firstConfigurationId ?? 'UVG';
      return {
        caseId: state.caseId,
        caseNumber: state.caseNumber as number,
        claimType: state.claimType,
        status,
        statusHistory: history,
        denial: denial ? { reason: denial.reason, decidedOn: denial.decidedOn } : null,
        absentFrom: isoDateOf(state.periods[0]?.from ?? state.start),
        absentTo: isoDateOf(state.periods[state.periods.length - 1]?.to ?? state.lastDay),
        numberOfDays: state.periods.reduce((sum, period) => sum + period.to - period.from + 1, 0),
        periods: state.periods.map((period) => ({
          from: isoDateOf(period.from),
          to: isoDateOf(period.to),
          isRelapse: period.isRelapse,
        })),
        isTakeover: state.takeover !== null,
        accidentDate: state.accidentDay === null ? null : isoDateOf(state.accidentDay),
        isAccidentDateOverridden: state.isAccidentDateOverridden,
        insuredSalary: state.salaries.get(salaryEntry)?.insuredSalary ?? 0,
        coverageConfigurationId: state.firstConfigurationId,
        counters,
        totalAmount: lines.reduce((sum, line) => sum + line.dailyAllowance, 0),
        amountByCoverageLine: amountByCoverageLine(lines, state.claimType),
        employerShareAmount: lines.reduce(
          (sum, line) => sum + (line.isCorrection ? 0 : (line.employerShare?.amount ?? 0)),
          0,
        ),
      };
    });

  // Booked lines of a case whose absences were all removed: the residual case carries them and their reversals.
  const residual = residualCasesOf(
    claims,
    new Set(resultCases.map((result) => result.caseId)),
    lockedSet,
    Math.max(0, ...resultCases.map((result) => result.caseNumber)) + 1,
    amountByCoverageLine,
  );
  resultCases.push(...residual);

  const employeeCounters: EmployeeCounters = {
    continuationOfPayment: [...lfzByServiceYear.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([serviceYear, entry]) => ({
        serviceYear,
        from: isoDateOf(entry.from),
        to: isoDateOf(entry.to),
        entitlementDays: entry.entitlement,
        usedDays: entry.units / PM_FULL,
        remainingDays: Math.max(0, entry.entitlement - entry.units / PM_FULL),
      })),
    waitingPeriodByYear: [...waitingByYear.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([year, waitingDaysServed]) => ({ year, waitingDaysServed })),
    benefitFrames: [...frames.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([from, frame]) => ({ from: isoDateOf(from), to: isoDateOf(frame.to), benefitDaysUsed: frame.benefit })),
  };

  ignoredDays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.claimType < b.claimType ? -1 : 1));
  return {
    employeeId: input.employeeId,
    cases: resultCases,
    claims,
    employeeCounters,
    monthlyTotals: monthlyTotals(claims),
    ignoredDays,
    unappliedManualCorrections,
  };
}

const KIND_RANK = { null: 0, REVERSAL: 1, REBOOKING: 2 } as const;

function compareClaims(a: Claim, b: Claim): number {
  return (
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    (a.claimType < b.claimType ? -1 : a.claimType > b.claimType ? 1 : 0) ||
    Number(a.coverageLine === 'UVGZ') - Number(b.coverageLine === 'UVGZ') ||
    (a.accountingMonthId < b.accountingMonthId ? -1 : a.accountingMonthId > b.accountingMonthId ? 1 : 0) ||
    KIND_RANK[a.correctionKind ?? 'null'] - KIND_RANK[b.correctionKind ?? 'null']
  );
}

/** A case's amount per coverage line; its main line (KTG or UVG) always shows, UVGZ when it has lines. */
function amountByCoverageLine(lines: readonly Claim[], claimType: ClaimType): SickPayCase['amountByCoverageLine'] {
  const main = claimType === 'ACCIDENT' ? 'UVG' : 'KTG';
  const amounts: SickPayCase['amountByCoverageLine'] = { [main]: 0 };
  for (const line of lines) {
    const coverageLine = line.coverageLine === 'UVGZ' ? 'UVGZ' : main;
    amounts[coverageLine] = (amounts[coverageLine] ?? 0) + line.dailyAllowance;
  }
  return amounts;
}
