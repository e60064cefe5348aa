// Engine step 3: one qualifying day of a case, from its facts to its claim lines: the coverage configuration's
// decisions (simple-rules.ts / advanced-rules.ts / uvg-rules.ts: waiting period C11, benefit duration C7,
// coverage, LFZ C9-C10), benefit stop and IV (C16), policy (C11), amounts (C2-C5, C8), payee (C13), the counters,
// the explanation trail and, on an accident day UVG pays, the UVGZ line (issue 13 item 2).
import { type EpochDay, isoDateOf, monthIdOf } from '../../dates.ts';
import { PM_FULL } from '../../money.ts';
import { benefitStopOn, ivDailyRateOn } from '../adjustments.ts';
import { claimIdOf, coveredUnderPolicy, payeeOf, revisionIdOf } from '../claims.ts';
import { dailyRateOf, partialDailyAllowance, payableAfterStopAndIv } from '../daily-allowance.ts';
import type { InsuredSalary } from '../insured-salary.ts';
import type { DayDecision } from '../rule-set.ts';
import type { Claim, EmployeeRecordData } from '../types.ts';
import { uvgzClaimOf } from '../uvgz.ts';
import type { AbsenceDay } from '../weekend-fill.ts';
import { employerShareOfDay, fullDailyAllowanceOf, salaryOf } from './amounts.ts';
import { type CaseState, configurationAt, type EngineContext, ruleSetFor } from './context.ts';
import { countCaseDay, countContinuationOfPay, openBenefitFrame } from './counters.ts';
import { dayFacts } from './day-facts.ts';
import { explainDay } from './explanation.ts';
import type { CompiledConfiguration } from './tenant.ts';

export function processDay(
  ctx: EngineContext,
  state: CaseState,
  absence: AbsenceDay,
  data: EmployeeRecordData,
  configuration: CompiledConfiguration | null,
  isRelapse: boolean,
): void {
  const { input, explain, version } = ctx;
  const day = absence.day;
  const date = isoDateOf(day);
  const period = state.periods[state.periods.length - 1] as CaseState['periods'][number];
  period.to = day;
  state.lastDay = day;
  const ruleSet = configuration ? ruleSetFor(ctx, configuration) : ctx.uvgRuleSet;
  openBenefitFrame(ctx, state, ruleSet, day);

  // The rule set's decisions (waiting period, benefit duration, coverage, LFZ), then benefit stop and denial.
  const facts = dayFacts(ctx, state, day, absence.incapacityPm, isRelapse, configuration);
  const decision: DayDecision = ruleSet.decide(facts, explain, version);
  const isShortterm = decision.isWithinShorttermRisk;
  const denial = ctx.denials.get(state.caseId);
  const stop = benefitStopOn(ctx.stops, state.caseId, day);
  const outputPm = denial ? 0 : (stop?.outputPm ?? PM_FULL);
  const isExhausted = !isShortterm && !decision.isWithinBenefitDuration;
  // C7 / C16: a paid day after the waiting period uses one benefit day, whatever its %; a 0 % day uses none.
  const isBenefitDay = !isShortterm && decision.isWithinBenefitDuration && outputPm > 0;
  ruleSet.commit(facts, decision, isBenefitDay);

  // Policy and amounts.
  const policy = coveredUnderPolicy(state.claimType, isShortterm, {
    configurationPolicies: configuration?.configuration.policies ?? [],
    employeePolicies: data.policies,
    insuredProducts: input.tenant.insuredProducts,
  });
  const isInsured = policy !== null && !isExhausted;
  const salary = salaryOf(ctx, state, configuration);
  const divisor = configuration?.configuration.dailyRateDivisor ?? 365;
  const coveragePm = isInsured ? decision.coveragePm : 0;
  const fullDailyAllowance = fullDailyAllowanceOf(
    state.claimType,
    isInsured,
    salary.insuredSalary,
    divisor,
    coveragePm,
  );
  const grossDailyAllowance = partialDailyAllowance(fullDailyAllowance, absence.incapacityPm);
  const ivDailyRate = ctx.ivRates.length > 0 ? ivDailyRateOn(ctx.ivRates, state.caseId, day) : 0;
  const { ivReduction, payable } = payableAfterStopAndIv(grossDailyAllowance, outputPm, ivDailyRate);
  const payee = payeeOf(day, ctx.leavingDate);
  const employerShare = employerShareOfDay(ctx, state, facts, decision, policy !== null, divisor);

  // Engine-level counters.
  countCaseDay(ctx, state, facts, isShortterm, policy !== null, isExhausted, isBenefitDay);
  countContinuationOfPay(ctx, state, facts, decision, configuration);
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
    full.explanation = explainDay(
      claim,
      facts,
      decision,
      salary,
      configuration,
      {
        weekendFill: input.tenant.shouldFillWeekendGaps,
        stopReason: denial ? `case denied: ${denial.reason}` : (stop?.reason ?? null),
        ivDailyRate,
        leavingDate: ctx.leavingDate,
        caseStart: state.start,
      },
      version,
    );
  }
  state.claims.push(full);
  // Issue 13 item 2: the UVGZ line beside the UVG line on the days UVG pays (uvgz.ts).
  if (state.claimType === 'ACCIDENT' && isInsured && !isShortterm) {
    addUvgzLine(ctx, state, full, day, data, salary, absence.incapacityPm, outputPm, ivDailyRate);
  }
}

/** The UVGZ line of an accident day, when the day's coverage configuration has a UVGZ cover (uvgz.ts). */
function addUvgzLine(
  ctx: EngineContext,
  state: CaseState,
  uvgLine: Claim,
  day: EpochDay,
  data: EmployeeRecordData,
  salary: InsuredSalary,
  incapacityPm: number,
  outputPm: number,
  ivDailyRate: number,
): void {
  const uvgzConfiguration = configurationAt(ctx, day, data);
  const uvgzCoverage = uvgzConfiguration?.configuration.uvgzCoverage;
  if (uvgzConfiguration && uvgzCoverage) {
    const line = uvgzClaimOf(uvgLine, {
      coverage: uvgzCoverage,
      uvgEarnings: salary.annualSalary,
      divisor: uvgzConfiguration.configuration.dailyRateDivisor,
      incapacityPm,
      outputPm,
      ivDailyRate,
      employeePolicies: data.policies,
      coverageConfigurationId: uvgzConfiguration.id,
      explain: ctx.explain,
    });
    if (line) state.claims.push(line);
  }
}
