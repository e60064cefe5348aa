// The write side of the case derivation (case-derivation.ts): an employee's derived rows replaced in the caller's
// transaction — claims, monthly totals and cases deleted and inserted anew, insured persons kept (their id is the
// API's) with their counters refreshed.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { caseMonthlyTotals, cases, claims } from '../../db/schema/cases.ts';
import { pgArrayLiteralOf, textArray } from '../../db/sql-arrays.ts';

type CaseRow = typeof cases.$inferInsert;
type ClaimRow = typeof claims.$inferInsert;
type TotalRow = typeof caseMonthlyTotals.$inferInsert;

/** Replaces the derived rows of `employeeIds` (one delete per table, inserts in chunks of 2 000). */
export async function replaceDerivedRows(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  rows: {
    persons: readonly PersonRow[];
    cases: readonly CaseRow[];
    claims: readonly ClaimRow[];
    totals: readonly TotalRow[];
  },
) {
  const ids = textArray([...employeeIds]);
  await tx.delete(claims).where(sql`${claims.employeeId} = any(${ids})`);
  await tx.delete(caseMonthlyTotals).where(sql`${caseMonthlyTotals.employeeId} = any(${ids})`);
  await tx.delete(cases).where(sql`${cases.employeeId} = any(${ids})`);
  await upsertInsuredPersons(tx, tenantId, rows.persons);
  await insertUnnest(tx, 'cases', tenantId, CASE_COLUMNS, rows.cases);
  await insertUnnest(tx, 'claims', tenantId, CLAIM_COLUMNS, rows.claims);
  await insertUnnest(tx, 'case_monthly_totals', tenantId, TOTAL_COLUMNS, rows.totals);
}

export type PersonRow = { id: string; employeeId: string; processingGroupId: string | null; counters: unknown };

async function upsertInsuredPersons(tx: Queryable, tenantId: string, rows: readonly PersonRow[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    await tx.execute(sql`
      insert into insured_persons as p (tenant_id, id, employee_id, processing_group_id, employee_counters)
      select ${tenantId}, r.*
      from unnest(
        ${pgArrayLiteralOf(chunk.map((row) => row.id))}::uuid[],
        ${pgArrayLiteralOf(chunk.map((row) => row.employeeId))}::text[],
        ${pgArrayLiteralOf(chunk.map((row) => row.processingGroupId))}::text[],
        ${pgArrayLiteralOf(chunk.map((row) => JSON.stringify(row.counters)))}::jsonb[]
      ) as r
      on conflict (tenant_id, employee_id) do update set
        processing_group_id = excluded.processing_group_id, employee_counters = excluded.employee_counters,
        updated_at = case when (p.processing_group_id, p.employee_counters) is distinct from
          (excluded.processing_group_id, excluded.employee_counters) then now() else p.updated_at end`);
  }
}

/** A column: its name, its SQL type, the value of a row (JSON-encodable), and (optionally) how it is stored. */
type Column<Row> = [name: string, type: string, pick: (row: Row) => unknown, store?: (field: string) => string];

/**
 * Rows in one statement per 2 000, the chunk as one JSON parameter read by `jsonb_to_recordset` (drizzle's insert
 * builder, then array literals with their escaping, spent most of the derivation's CPU on a million claim rows;
 * JSON.stringify is native: docs/performance.md, issue 13).
 */
async function insertUnnest<Row>(
  tx: Queryable,
  table: string,
  tenantId: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
) {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const stored = sql.raw(columns.map(([name, , , store]) => (store ? store(`r.${name}`) : `r.${name}`)).join(', '));
  const shape = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [name, , pick] of columns) record[name] = pick(row);
      return record;
    });
    await tx.execute(
      sql`insert into ${sql.raw(table)} (tenant_id, ${names})
        select ${tenantId}, ${stored} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${shape})`,
    );
  }
}

const text = (value: string | null | undefined) => (value === undefined ? null : value);

const CASE_COLUMNS: readonly Column<CaseRow>[] = [
  ['id', 'uuid', (row) => row.id],
  ['engine_key', 'text', (row) => row.engineKey],
  ['employee_id', 'text', (row) => row.employeeId],
  ['insured_person_id', 'uuid', (row) => row.insuredPersonId],
  ['case_number', 'int', (row) => row.caseNumber],
  ['claim_type', 'text', (row) => row.claimType],
  ['status', 'text', (row) => row.status],
  ['absent_from', 'date', (row) => row.absentFrom],
  ['absent_to', 'date', (row) => row.absentTo],
  ['accident_date', 'date', (row) => text(row.accidentDate)],
  ['number_of_days', 'int', (row) => row.numberOfDays],
  ['company_subunit_id', 'text', (row) => text(row.companySubunitId)],
  ['processing_group_id', 'text', (row) => text(row.processingGroupId)],
  ['insured_salary', 'bigint', (row) => row.insuredSalary],
  ['total_amount', 'bigint', (row) => row.totalAmount],
  ['is_takeover', 'boolean', (row) => row.isTakeover ?? false],
  ['within_shortterm_risk', 'boolean', (row) => row.withinShorttermRisk],
  ['within_continuation_of_payment', 'boolean', (row) => row.withinContinuationOfPayment],
  ['processing_statuses', 'text[]', (row) => row.processingStatuses],
  ['details', 'jsonb', (row) => row.details],
];

const CLAIM_COLUMNS: readonly Column<ClaimRow>[] = [
  ['claim_id', 'text', (row) => row.claimId],
  ['revision_id', 'text', (row) => row.revisionId],
  ['case_id', 'uuid', (row) => row.caseId],
  ['employee_id', 'text', (row) => row.employeeId],
  ['date', 'date', (row) => row.date],
  ['claim_type', 'text', (row) => row.claimType],
  ['coverage_line', 'text', (row) => row.coverageLine],
  ['is_correction', 'boolean', (row) => row.isCorrection],
  ['incapacity_of_work', 'numeric', (row) => row.incapacityOfWork],
  ['daily_allowance', 'bigint', (row) => row.dailyAllowance],
  ['accounting_month_id', 'text', (row) => row.accountingMonthId],
  ['processing_status', 'text', (row) => row.processingStatus],
  ['salary_export_account_id', 'text', (row) => text(row.salaryExportAccountId)],
  ['details', 'jsonb', (row) => row.details],
];

const TOTAL_COLUMNS: readonly Column<TotalRow>[] = [
  ['case_id', 'uuid', (row) => row.caseId],
  ['employee_id', 'text', (row) => row.employeeId],
  ['accounting_month_id', 'text', (row) => row.accountingMonthId],
  ['coverage_line', 'text', (row) => row.coverageLine],
  ['days', 'int', (row) => row.days],
  ['paid_days', 'int', (row) => row.paidDays],
  ['amount', 'bigint', (row) => row.amount],
  ['correction_amount', 'bigint', (row) => row.correctionAmount],
  ['employer_share_amount', 'bigint', (row) => row.employerShareAmount],
  ['rate', 'bigint', (row) => row.rate ?? null],
  ['lines', 'jsonb', (row) => row.lines],
];
