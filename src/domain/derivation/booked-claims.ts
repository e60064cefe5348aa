// What the accounting has booked, as the engine's input (C12; docs/decisions/0027-accounting-months-and-locks.md):
// the claim lines frozen by month locks and the tenant's locks. The engine compares its recomputation with the
// booked lines of every month locked for the employee and books the differences as corrections in the first open
// month; a booked line itself never changes.
// Pure: the rows are read by the derivation's repository (src/server/modules/derivation/derivation.repository.ts).
import type { Claim, LockedMonthInput } from '../sick-pay/index.ts';

/** A booked claim line: the engine's claim with the stored case id (mapped to the engine's key when fed back). */
export type BookedClaimRow = { employeeId: string; accountingMonthId: string; caseId: string; claim: Claim };

export type MonthLock = {
  accountingMonthId: string;
  companySubunitId: string | null;
  processingGroupId: string | null;
};

/** A temporal record's accounting unit (company subunit and processing group) with its validity. */
export function datedUnitOf(record: { validFrom: string; validTo: string | null; data: unknown }) {
  const data = record.data as { companySubunitId?: string | null; processingGroupId?: string | null } | undefined;
  return {
    validFrom: record.validFrom,
    validTo: record.validTo,
    companySubunitId: data?.companySubunitId ?? null,
    processingGroupId: data?.processingGroupId ?? null,
  };
}

/**
 * The engine's locked months: every month locked for the employee with the lines booked in it, their case named by
 * the engine's key of the stored case (a case whose key is unknown keeps its stored id).
 */
export function lockedMonthInputs(
  months: ReadonlySet<string>,
  booked: readonly BookedClaimRow[],
  engineKeyOf: (storedCaseId: string) => string | null,
): LockedMonthInput[] {
  const byMonth = new Map<string, Claim[]>();
  for (const month of months) byMonth.set(month, []);
  for (const row of booked) {
    const claims = byMonth.get(row.accountingMonthId);
    if (claims) claims.push({ ...row.claim, caseId: engineKeyOf(row.caseId) ?? row.caseId });
  }
  return [...byMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([accountingMonthId, bookedClaims]) => ({ accountingMonthId, bookedClaims }));
}
