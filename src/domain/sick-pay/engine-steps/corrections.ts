// Engine step 4: manual corrections replace the computed claims of their dates (adjustments.ts), then locked months
// keep what was booked and book the differences as corrections (C12, locked-months.ts). The claims come out in
// their stable order.
import type { EpochDay } from '../../dates.ts';
import { applyManualCorrection } from '../adjustments.ts';
import { applyLockedMonths } from '../locked-months.ts';
import type { Claim, ClaimType, SickPayResult } from '../types.ts';
import type { EngineContext } from './context.ts';

export function correctedClaims(ctx: EngineContext): {
  claims: Claim[];
  unappliedManualCorrections: SickPayResult['unappliedManualCorrections'];
} {
  const { input, cases, version, explain } = ctx;
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
  return { claims, unappliedManualCorrections };
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
