// IV settings and benefit stops (C16), and manual corrections (issue 5 item 7).
import { type EpochDay, isoDateOf, monthIdOf, toEpochDay } from '../dates.ts';
import { chfToRappen, PM_FULL, percentToPm, splitEvenly } from '../money.ts';
import { claimIdOf, revisionIdOf } from './claims.ts';
import { ivPensionDailyRate, ktgFullDailyAllowance, partialDailyAllowance } from './daily-allowance.ts';
import { step } from './rule-set.ts';
import type { BenefitStopInput, Claim, IvSettingInput, ManualCorrectionInput } from './types.ts';
import { UVGZ_CLAIM_SUFFIX } from './uvgz.ts';

type DatedRange = { from: EpochDay; to: EpochDay };

export type IvRate = DatedRange & {
  caseId: string | null;
  dailyRate: number;
  type: IvSettingInput['type'];
  id: string;
};

/** C16: IV benefits as calendar-day rates in Rappen (pension: monthly x 12 / 365; daily allowance: as given). */
export function compileIvSettings(settings: readonly IvSettingInput[]): IvRate[] {
  return settings.map((setting) => ({
    id: setting.ivSettingId,
    caseId: setting.caseId,
    type: setting.type,
    from: toEpochDay(setting.startDate),
    to: setting.endDate ? toEpochDay(setting.endDate) : Number.POSITIVE_INFINITY,
    dailyRate:
      setting.type === 'IV_PENSION' ? ivPensionDailyRate(chfToRappen(setting.amount)) : chfToRappen(setting.amount),
  }));
}

/** Sum of the IV daily rates in force on a day for a case (several IV benefits add up). */
export function ivDailyRateOn(rates: readonly IvRate[], caseId: string, day: EpochDay): number {
  let total = 0;
  for (const rate of rates) {
    if (day >= rate.from && day <= rate.to && (rate.caseId === null || rate.caseId === caseId)) total += rate.dailyRate;
  }
  return total;
}

export type StopEntry = DatedRange & { caseId: string | null; outputPm: number; reason: string; id: string };

export function compileBenefitStops(stops: readonly BenefitStopInput[]): StopEntry[] {
  const entries: StopEntry[] = [];
  for (const stop of stops) {
    for (const entry of stop.entries) {
      entries.push({
        id: stop.benefitStopId,
        caseId: stop.caseId,
        reason: stop.reason,
        from: toEpochDay(entry.startDate),
        to: entry.endDate ? toEpochDay(entry.endDate) : Number.POSITIVE_INFINITY,
        outputPm: percentToPm(entry.outputPercentage),
      });
    }
  }
  return entries;
}

/**
 * C16: the share of the allowance still paid on a day (100 % without a stop). Overlapping entries: the one that
 * started last decides; on the same start, the lower output (the stricter decision).
 */
export function benefitStopOn(entries: readonly StopEntry[], caseId: string, day: EpochDay): StopEntry | null {
  let found: StopEntry | null = null;
  for (const entry of entries) {
    if (day < entry.from || day > entry.to || (entry.caseId !== null && entry.caseId !== caseId)) continue;
    if (!found || entry.from > found.from || (entry.from === found.from && entry.outputPm < found.outputPm))
      found = entry;
  }
  return found;
}

/**
 * A manual correction replaces the claims of its dates (or adds claims where there were none). Values it does not
 * set come from the computed claim of the day. A correction with an amount spreads it over its days to the Rappen
 * (the parts add up exactly); otherwise a day pays dailyRate (or the recomputed C2 allowance) x incapacity (C3).
 * Manual values are final: no benefit stop or IV deduction is applied on top. Counters of other days stay as the
 * rules computed them (the case manager corrects what they mean to correct).
 */
export function applyManualCorrection(
  correction: ManualCorrectionInput,
  computed: ReadonlyMap<string, Claim>,
  caseIdOn: (day: EpochDay) => string | null,
  employeeId: string,
  configurationVersion: string,
  explain: boolean,
): { claims: Claim[]; reason: string | null } {
  const from = toEpochDay(correction.dates.from);
  const to = toEpochDay(correction.dates.to);
  if (to < from) return { claims: [], reason: 'dates.to is before dates.from' };
  const dayCount = Math.min(to - from + 1, correction.days ?? Number.POSITIVE_INFINITY);
  if (dayCount <= 0) return { claims: [], reason: 'no days' };
  const amounts = correction.amount === null ? null : splitEvenly(chfToRappen(correction.amount), dayCount);
  const claims: Claim[] = [];
  // A correction covered under the UVGZ policy is a UVGZ line (issue 13; the engine passes the UVGZ lines as computed).
  const isUvgz = correction.coveredUnderPolicy?.type === 'UVGZ';
  for (let index = 0; index < dayCount; index++) {
    const day = from + index;
    const date = isoDateOf(day);
    const base = computed.get(date) ?? null;
    const caseId = correction.caseId ?? base?.caseId ?? caseIdOn(day);
    if (caseId === null) return { claims: [], reason: 'no case covers these dates; name the case' };
    const incapacityOfWork = correction.incapacityOfWork ?? base?.incapacityOfWork ?? 100;
    const coverage = correction.coverage ?? base?.coverage ?? 0;
    const fullDailyAllowance =
      correction.dailyRate !== null
        ? chfToRappen(correction.dailyRate)
        : base
          ? ktgFullDailyAllowance(base.insuredSalary, base.dailyRateDivisor, percentToPm(coverage))
          : 0;
    const grossDailyAllowance = partialDailyAllowance(fullDailyAllowance, percentToPm(incapacityOfWork));
    const dailyAllowance = amounts ? (amounts[index] as number) : grossDailyAllowance;
    const isWithinShorttermRisk = correction.isWithinShorttermRisk ?? base?.isWithinShorttermRisk ?? false;
    const claim: Omit<Claim, 'revisionId'> = {
      claimId: claimIdOf(employeeId, correction.claimType, date) + (isUvgz ? UVGZ_CLAIM_SUFFIX : ''),
      coverageLine: isUvgz ? 'UVGZ' : correction.claimType === 'ACCIDENT' ? 'UVG' : 'KTG',
      isCorrection: false,
      correctionKind: null,
      correctsRevisionId: null,
      caseId,
      claimType: correction.claimType,
      date,
      accountingMonthId: correction.accountingMonthId ?? monthIdOf(day),
      caseDay: base?.caseDay ?? 0,
      isWeekendFilled: base?.isWeekendFilled ?? false,
      isWaitingPeriodDay: isWithinShorttermRisk,
      isWithinShorttermRisk,
      isWithinContinuationOfPayment:
        correction.isWithinContinuationOfPayment ?? base?.isWithinContinuationOfPayment ?? false,
      benefitDayNumber: base?.benefitDayNumber ?? null,
      isBenefitExhausted: false,
      incapacityOfWork,
      insuredSalary: base?.insuredSalary ?? 0,
      dailyRateDivisor: base?.dailyRateDivisor ?? 365,
      dailyRate: base?.dailyRate ?? 0,
      coverage,
      fullDailyAllowance,
      grossDailyAllowance,
      benefitStopOutputPercentage: PM_FULL / 1000,
      ivReduction: 0,
      dailyAllowance,
      employerShare: base?.employerShare ?? null,
      reimbursementType: correction.reimbursementType ?? base?.reimbursementType ?? 'DAILY_ALLOWANCE',
      coveredUnderPolicy: correction.coveredUnderPolicy ?? base?.coveredUnderPolicy ?? null,
      payee: base?.payee ?? 'EMPLOYER',
      processingStatus: 'UNASSIGNED',
      manualCorrectionId: correction.manualCorrectionId,
      coverageConfigurationId: base?.coverageConfigurationId ?? null,
      configurationVersion,
    };
    const full: Claim = { ...claim, revisionId: revisionIdOf(claim) };
    if (explain) {
      full.explanation = [
        step(
          'MANUAL',
          'manual correction replaces the computed claim',
          {
            manualCorrectionId: correction.manualCorrectionId,
            comment: correction.comment,
            computedDailyAllowance: base?.dailyAllowance ?? null,
            amount: correction.amount,
            dailyRate: correction.dailyRate,
            incapacityOfWork,
            coverage,
          },
          dailyAllowance,
          configurationVersion,
        ),
      ];
    }
    claims.push(full);
  }
  return { claims, reason: null };
}
