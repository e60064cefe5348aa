// The deadline rules' view of the cases a derivation just computed (src/domain/derivation/cases.ts CaseRow and
// ClaimRow) and of the case's coverage configuration: what deadlines.ts reads, nothing else.
import type { CaseRow, ClaimRow } from '../derivation/cases.ts';
import type { CoverageConfiguration } from '../sick-pay/index.ts';
import type { DeadlineCase, DeadlineDay } from './deadlines.ts';

type Counters = {
  benefitDaysUsed?: number;
  benefitDaysRemaining?: number | null;
  waitingDaysRemaining?: number | null;
  frameStartDate?: string | null;
};

/** The frame (900 days or none) and what the maximum counts, from the case's coverage configuration. */
export function frameOf(configuration: CoverageConfiguration | undefined): {
  frameDays: number | null;
  maxDurationCountsCaseDays: boolean;
} {
  if (!configuration) return { frameDays: null, maxDurationCountsCaseDays: false };
  if (configuration.kind === 'SIMPLE') {
    return {
      frameDays: configuration.benefitDurationModel === 'FRAME_900_DAYS' ? 900 : null,
      maxDurationCountsCaseDays: configuration.maxDurationCounts === 'CASE_DAYS',
    };
  }
  return { frameDays: configuration.benefitFrame?.days ?? null, maxDurationCountsCaseDays: false };
}

/**
 * Each case with its regular claim lines (corrections left out), in date order. `coverageOf` finds a coverage
 * configuration by the id the case names (details.coverageConfigurationId).
 */
export function deadlineCasesOf(
  cases: readonly CaseRow[],
  claims: readonly ClaimRow[],
  coverageOf: (coverageConfigurationId: string) => CoverageConfiguration | undefined,
): DeadlineCase[] {
  const daysOf = new Map<string, DeadlineDay[]>();
  for (const claim of claims) {
    if (claim.isCorrection) continue;
    const details = claim.details as { isWithinContinuationOfPayment?: boolean; isBenefitExhausted?: boolean };
    let days = daysOf.get(claim.caseId);
    if (!days) {
      days = [];
      daysOf.set(claim.caseId, days);
    }
    days.push({
      date: claim.date,
      incapacityOfWork: Number(claim.incapacityOfWork),
      isWithinContinuationOfPayment: details.isWithinContinuationOfPayment === true,
      isBenefitExhausted: details.isBenefitExhausted === true,
    });
  }
  return cases.map((row) => {
    const details = row.details as { counters?: Counters; coverageConfigurationId?: string | null };
    const counters = details.counters ?? {};
    const coverageId = details.coverageConfigurationId ?? null;
    const days = (daysOf.get(row.id) ?? []).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return {
      caseId: row.id,
      employeeId: row.employeeId,
      claimType: row.claimType,
      status: row.status,
      absentFrom: row.absentFrom,
      absentTo: row.absentTo,
      days,
      benefitDaysUsed: counters.benefitDaysUsed ?? 0,
      benefitDaysRemaining: counters.benefitDaysRemaining ?? null,
      waitingDaysRemaining: counters.waitingDaysRemaining ?? null,
      frameStartDate: counters.frameStartDate ?? null,
      ...frameOf(coverageId ? coverageOf(coverageId) : undefined),
    };
  });
}
