// The payouts' queries (issue 15; decisions 0031, 0033): what a month booked, what was paid and proposed (the
// ledger), the parties of a payout (carrier, employer billing address, the person's account) and the payout rows.
import { sql } from 'drizzle-orm';
import { type EmployeeData, employeeData } from '../../../contracts/employees.ts';
import type { TenantConfiguration } from '../../../contracts/tenant.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import { draftWithLines } from '../../../domain/payouts/settlement-periods.ts';
import type {
  BookedClaim,
  OffsetBalance,
  PaidLedger,
  PaidLine,
  PayeeRef,
  PayoutClaim,
  PayoutDraft,
  StoredPayoutDraft,
} from '../../../domain/payouts/types.ts';
import type { CoverageLine } from '../../../domain/sick-pay/types.ts';

/**
 * The fields of booked_claims.claim that payouts read (PayoutClaim), not the whole frozen claim (the engine's
 * explanation values, counters, policy stay in the database): the employee and claim id as columns, the others —
 * enums, ids, dates, numbers and booleans, none of which can hold the separator — joined into one text per row
 * (a month of 155 000 lines: one field a row instead of 16 is what makes the read fast, on PGlite above all). A null
 * is sent as '' (concat_ws would skip it and shift the fields after it).
 */
const CLAIM_VALUE_FIELDS = [
  'revisionId',
  'caseId',
  'claimType',
  'coverageLine',
  'date',
  'accountingMonthId',
  'isCorrection',
  'correctionKind',
  'correctsRevisionId',
  'payee',
  'insuredSalary',
  'incapacityOfWork',
  'coverage',
  'isWaitingPeriodDay',
  'dailyAllowance',
  'ivReduction',
] as const;

const PAYOUT_CLAIM_COLUMNS = sql`b.employee_id, b.claim_id, concat_ws(chr(31), ${sql.join(
  CLAIM_VALUE_FIELDS.map((field) => sql.raw(`coalesce(b.claim->>'${field}', '')`)),
  sql`, `,
)}) as claim_values`;

type PayoutClaimRow = { employee_id: string; claim_id: string; claim_values: string };

const numberOf = (text: string | undefined) => (text ? Number(text) : Number.NaN);

function claimOf(row: PayoutClaimRow): PayoutClaim {
  const [
    revisionId,
    caseId,
    claimType,
    coverageLine,
    date,
    accountingMonthId,
    isCorrection,
    correctionKind,
    correctsRevisionId,
    payee,
    insuredSalary,
    incapacityOfWork,
    coverage,
    isWaitingPeriodDay,
    dailyAllowance,
    ivReduction,
  ] = row.claim_values.split('\x1f');
  return {
    claimId: row.claim_id,
    revisionId: revisionId as string,
    caseId: caseId as string,
    claimType: claimType as PayoutClaim['claimType'],
    coverageLine: coverageLine as PayoutClaim['coverageLine'],
    date: date as string,
    accountingMonthId: accountingMonthId as string,
    isCorrection: isCorrection === 'true',
    correctionKind: (correctionKind || null) as PayoutClaim['correctionKind'],
    correctsRevisionId: correctsRevisionId || null,
    payee: payee as PayoutClaim['payee'],
    insuredSalary: numberOf(insuredSalary),
    incapacityOfWork: numberOf(incapacityOfWork),
    coverage: numberOf(coverage),
    isWaitingPeriodDay: isWaitingPeriodDay === 'true',
    dailyAllowance: numberOf(dailyAllowance),
    ivReduction: numberOf(ivReduction),
  };
}

/**
 * The month's booked claims with the employee's company subunit in the month (the lock's accounting unit). In no
 * particular order: the drafts do not depend on it (periods, lines, claim ids and drafts are sorted by the domain).
 */
export async function bookedClaimsOfMonth(tx: Queryable, month: string): Promise<BookedClaim[]> {
  const rows = await rowsOf<PayoutClaimRow>(
    tx,
    sql`select ${PAYOUT_CLAIM_COLUMNS} from booked_claims b where b.accounting_month_id = ${month}`,
  );
  const units = await rowsOf<{ employee_id: string; company_subunit_id: string | null }>(
    tx,
    sql`select distinct on (employee_id) employee_id, company_subunit_id from accounting_snapshots
        where accounting_month_id = ${month} order by employee_id, start_date`,
  );
  const unitOf = new Map(units.map((row) => [row.employee_id, row.company_subunit_id]));
  return rows.map((row) => ({
    employeeId: row.employee_id,
    companySubunitId: unitOf.get(row.employee_id) ?? null,
    claim: claimOf(row),
  }));
}

/**
 * Stored drafts with their lines again (draftWithLines): the booked claims of each draft's month with its claim ids,
 * one query per month by booked_claims' primary key.
 */
export async function withLines(tx: Queryable, drafts: readonly StoredPayoutDraft[]): Promise<PayoutDraft[]> {
  const claimIdsByMonth = new Map<string, string[]>();
  for (const draft of drafts) {
    const ids = claimIdsByMonth.get(draft.accountingMonthId);
    if (ids) ids.push(...draft.claimIds);
    else claimIdsByMonth.set(draft.accountingMonthId, [...draft.claimIds]);
  }
  const bookedByMonth = new Map<string, Map<string, { employeeId: string; claim: PayoutClaim }>>();
  for (const [month, ids] of claimIdsByMonth) {
    const rows =
      ids.length === 0
        ? []
        : await rowsOf<PayoutClaimRow>(
            tx,
            sql`select ${PAYOUT_CLAIM_COLUMNS} from booked_claims b
                where b.accounting_month_id = ${month} and b.claim_id = any(${textArray(ids)})`,
          );
    bookedByMonth.set(
      month,
      new Map(rows.map((row) => [row.claim_id, { employeeId: row.employee_id, claim: claimOf(row) }])),
    );
  }
  return drafts.map((draft) => {
    const booked = bookedByMonth.get(draft.accountingMonthId);
    return draftWithLines(
      draft,
      draft.claimIds.flatMap((claimId) => booked?.get(claimId) ?? []),
    );
  });
}

/** Months with booked lines, newest first. */
export async function bookedMonths(tx: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ month: string }>(
    tx,
    sql`select distinct accounting_month_id as month from accounting_month_locks order by 1 desc`,
  );
  return rows.map((row) => row.month);
}

/**
 * The ledger (decision 0031): the lines of RELEASED payouts, the outstanding offsets (the journal's sums) and the
 * PROPOSED payouts' drafts (in flight: their lines are skipped, their offsets reserved). `except` leaves one
 * release's proposals out (its approval checks them against everything else).
 */
export async function ledgerOf(tx: Queryable, options: { exceptReleaseId?: string } = {}): Promise<PaidLedger> {
  const paid = await rowsOf<{
    payout_id: string;
    guard_key: string;
    day_slot: string;
    party: PaidLine['party'];
    kind: PaidLine['kind'];
    amount: string | number;
    account_key: string;
  }>(
    tx,
    sql`select l.payout_id, l.guard_key, l.day_slot, l.party, l.kind, l.amount, l.account_key
        from payout_lines l join payouts p on p.tenant_id = l.tenant_id and p.id = l.payout_id
        where p.status = 'RELEASED'`,
  );
  const offsets = await rowsOf<{
    account_key: string;
    payee: PayeeRef;
    coverage_line: CoverageLine;
    outstanding: string | number;
  }>(
    tx,
    sql`select account_key, (array_agg(payee))[1] as payee, (array_agg(coverage_line))[1] as coverage_line,
          sum(delta) as outstanding
        from payout_offsets group by account_key having sum(delta) <> 0 order by account_key`,
  );
  const proposed = await rowsOf<{ draft: StoredPayoutDraft }>(
    tx,
    options.exceptReleaseId
      ? sql`select draft from payouts where status = 'PROPOSED' and release_id <> ${options.exceptReleaseId}`
      : sql`select draft from payouts where status = 'PROPOSED'`,
  );
  return {
    paid: paid.map((row) => ({
      payoutId: row.payout_id,
      guardKey: row.guard_key,
      daySlot: row.day_slot,
      party: row.party,
      kind: row.kind,
      amount: Number(row.amount),
      accountKey: row.account_key,
    })),
    offsets: offsets.map(
      (row): OffsetBalance => ({
        accountKey: row.account_key,
        payee: row.payee,
        coverageLine: row.coverage_line,
        outstanding: Number(row.outstanding),
      }),
    ),
    proposed: await withLines(
      tx,
      proposed.map((row) => row.draft),
    ),
  };
}

/** The tenant's current configuration (null before the first or when it no longer parses). */
export async function configurationOf(tx: Queryable, tenantId: string): Promise<TenantConfiguration | null> {
  return (await currentTenantConfiguration(tx, tenantId)).configuration;
}

/** Each employee's record valid on `date` (else the latest before it, else the first). */
export async function employeeDataOn(
  tx: Queryable,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, EmployeeData>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await rowsOf<{ employee_id: string; data: unknown }>(
    tx,
    sql`select distinct on (employee_id) employee_id, data from employee_records
        where employee_id = any(${textArray([...employeeIds])})
        order by employee_id, (valid_from <= ${date}::date) desc,
          case when valid_from <= ${date}::date then valid_from end desc nulls last, valid_from`,
  );
  const result = new Map<string, EmployeeData>();
  for (const row of rows) {
    const parsed = employeeData.safeParse(row.data);
    result.set(row.employee_id, parsed.success ? parsed.data : (row.data as EmployeeData));
  }
  return result;
}

export async function caseNumbers(tx: Queryable, caseIds: readonly string[]): Promise<Map<string, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; case_number: number }>(
    tx,
    sql`select id, case_number from cases where id = any(${uuidArray([...caseIds])})`,
  );
  return new Map(rows.map((row) => [row.id, row.case_number]));
}

export type PayoutRow = {
  id: string;
  draft_key: string;
  status: 'DRAFT' | 'PROPOSED' | 'RELEASED';
  accounting_month_id: string;
  case_id: string;
  case_number: number | null;
  employee_id: string;
  payee_kind: 'EMPLOYER' | 'INSURED_PERSON';
  company_subunit_id: string | null;
  coverage_line: CoverageLine;
  carrier_id: string | null;
  /** Without lines and guard keys: withLines gives them back. */
  draft: StoredPayoutDraft;
  statement: unknown;
  problems: unknown;
  gross_amount: string | number;
  offset_applied: string | number;
  carried_offset: string | number;
  net_amount: string | number;
  release_id: string | null;
  payment_file_id: string | null;
  end_to_end_id: string | null;
  statement_document_id: string | null;
  released_at: Date | string | null;
};

export const PAYOUT_COLUMNS = sql`p.id, p.draft_key, p.status, p.accounting_month_id, p.case_id, p.case_number,
  p.employee_id, p.payee_kind, p.company_subunit_id, p.coverage_line, p.carrier_id, p.draft, p.statement, p.problems,
  p.gross_amount, p.offset_applied, p.carried_offset, p.net_amount, p.release_id, p.payment_file_id, p.end_to_end_id,
  p.statement_document_id, p.released_at`;

export async function payoutRowsByIds(tx: Queryable, ids: readonly string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PayoutRow>(
    tx,
    sql`select ${PAYOUT_COLUMNS} from payouts p where p.id = any(${uuidArray([...ids])}) order by p.id for update`,
  );
}
