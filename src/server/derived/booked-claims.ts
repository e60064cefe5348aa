// What the accounting has booked, as the engine's input (C12; docs/decisions/0027-accounting-months-and-locks.md):
// the claim lines frozen by month locks and the tenant's locks. The engine compares its recomputation with the
// booked lines of every month locked for the employee and books the differences as corrections in the first open
// month; a booked line itself never changes.
import { sql } from 'drizzle-orm';
import type { EmployeeData } from '../../contracts/employees.ts';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { lockedMonthsOf } from '../../domain/accounting/snapshots.ts';
import type { Claim, LockedMonthInput } from '../../domain/sick-pay/index.ts';

/** A booked claim line: the engine's claim with the stored case id (mapped to the engine's key when fed back). */
export type BookedClaimRow = { employeeId: string; accountingMonthId: string; caseId: string; claim: Claim };

export type MonthLock = {
  accountingMonthId: string;
  companySubunitId: string | null;
  processingGroupId: string | null;
};

export async function loadAccountingFacts(
  tx: Queryable,
  employeeIds: readonly string[],
): Promise<{ booked: BookedClaimRow[]; locks: MonthLock[] }> {
  const locks = await rowsOf<{ month: string; subunit: string | null; group_id: string | null }>(
    tx,
    sql`select accounting_month_id as month, company_subunit_id as subunit, processing_group_id as group_id
        from accounting_month_locks`,
  );
  if (locks.length === 0) return { booked: [], locks: [] };
  const booked = await rowsOf<{ employee_id: string; accounting_month_id: string; claim: Claim }>(
    tx,
    sql`select employee_id, accounting_month_id, claim from booked_claims
        where employee_id = any(${textArray([...employeeIds])})
        order by employee_id, accounting_month_id, claim_id`,
  );
  return {
    booked: booked.map((row) => ({
      employeeId: row.employee_id,
      accountingMonthId: row.accounting_month_id,
      caseId: row.claim.caseId,
      claim: row.claim,
    })),
    locks: locks.map((row) => ({
      accountingMonthId: row.month,
      companySubunitId: row.subunit,
      processingGroupId: row.group_id,
    })),
  };
}

/** A temporal record's accounting unit (company subunit and processing group) with its validity. */
export function datedUnitOf(record: { validFrom: string; validTo: string | null; data: unknown }) {
  const data = record.data as EmployeeData | undefined;
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

/**
 * The months locked for one employee now, and the claims booked for them (a claim patch may neither touch a booked
 * claim nor move one into a locked month: C12).
 */
export async function accountingStateOf(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
): Promise<{ lockedMonths: Set<string>; bookedClaimIds: Set<string> }> {
  const { booked, locks } = await loadAccountingFacts(tx, [employeeId]);
  if (locks.length === 0) return { lockedMonths: new Set(), bookedClaimIds: new Set() };
  const records = await rowsOf<{ validFrom: string; validTo: string | null; data: unknown }>(
    tx,
    sql`select valid_from::text as "validFrom", valid_to::text as "validTo", data from employee_records
        where tenant_id = ${tenantId} and employee_id = ${employeeId} order by valid_from`,
  );
  return {
    lockedMonths: lockedMonthsOf(
      locks,
      records.map(datedUnitOf),
      booked.map((row) => row.accountingMonthId),
    ),
    bookedClaimIds: new Set(booked.map((row) => row.claim.claimId)),
  };
}
