// The claims area's pure part (decision 0030): a case's UNASSIGNED claims that pay something, grouped by the month
// they fall in (the months the API lists for the case), and the PATCH /claim body that schedules the chosen ones into
// an open accounting month, each with the revisionId it was read with (a changed claim answers 409
// REVISION_CONFLICT and nothing changes).
import type { ClaimPatchBody } from '../../../../src/contracts/cases.ts';

type Claim = {
  claimId: string;
  revisionId: string;
  date: string;
  dailyAllowance: string;
  processingStatus: string;
};

export type MonthGroup<C extends Claim = Claim> = { month: string; claims: C[]; amountRappen: number };

const rappen = (amount: string) => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
};

/** UNASSIGNED claims with an amount (not 0), by calendar month, oldest first. */
export function claimsByMonth<C extends Claim>(claims: readonly C[]): MonthGroup<C>[] {
  const groups = new Map<string, MonthGroup<C>>();
  for (const claim of claims) {
    if (claim.processingStatus !== 'UNASSIGNED' || rappen(claim.dailyAllowance) === 0) continue;
    const month = claim.date.slice(0, 7);
    const group = groups.get(month) ?? { month, claims: [], amountRappen: 0 };
    group.claims.push(claim);
    group.amountRappen += rappen(claim.dailyAllowance);
    groups.set(month, group);
  }
  return [...groups.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export function scheduleBody(insuredPersonId: string, groups: readonly MonthGroup[], month: string): ClaimPatchBody {
  return {
    insuredPersonId,
    claims: groups.flatMap((group) =>
      group.claims.map((claim) => ({
        claimId: claim.claimId,
        revisionId: claim.revisionId,
        processingStatus: 'SCHEDULED' as const,
        accountingMonthId: month,
      })),
    ),
  };
}
