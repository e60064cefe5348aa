// The return-to-work plan's derived date (issue 30, decision 0052): the first day of planned full work capacity,
// which feeds backToWork of the case overview. Pure.

export type WorkCapacityEntry = { from: string; workCapacityPercentage: number };

/**
 * The first `from` of a 100 % entry after which every later entry (by date) is 100 % too; null when the plan ends
 * below 100 % or has no entry. [50 % from 01.03., 100 % from 01.04.] → 01.04.; [100 % from 01.03., 50 % from
 * 01.04.] → null (a relapse planned: not back for good); [100 % from 01.03., 100 % from 01.04.] → 01.03.
 */
export function plannedFullReturnOf(entries: readonly WorkCapacityEntry[]): string | null {
  const sorted = [...entries].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let start: string | null = null;
  for (const entry of sorted) {
    if (entry.workCapacityPercentage === 100) start ??= entry.from;
    else start = null;
  }
  return start;
}
