// Engine step 3e: the explanation trail of a case day (SickPayInput options.explain): one step per rule that made
// the claim, by (conventionId, rule), with the rule set's own steps in between. The web words every step
// (web/src/features/cases/explanation-rules.ts; its test reads these files for the step(...) calls).
import { type EpochDay, isoDateOf } from '../../dates.ts';
import type { InsuredSalary } from '../insured-salary.ts';
import { type DayDecision, type DayFacts, step } from '../rule-set.ts';
import type { Claim, ExplanationStep } from '../types.ts';
import type { CompiledConfiguration } from './tenant.ts';

/** The steps of a day's claim, in the order the claim was made. */
export function explainDay(
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
  version: string,
): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  if (claim.isWeekendFilled) steps.push(step('C17', 'weekend day filled', { mode: extra.weekendFill }, true, version));
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
