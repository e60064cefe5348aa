// The write side of the derivation (derive.ts): employees' derived rows replaced in the caller's transaction, in the
// order they were derived — claims, monthly totals and cases deleted and inserted anew, insured persons kept (their
// id is the API's) with their counters refreshed; then absence periods replaced (ids kept by the rules, so colour
// marks survive); then data issues removed, inserted or refreshed in place (id and dismissal kept).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { absencePeriods } from '../../../db/schema/absences.ts';
import { caseMonthlyTotals, cases, claims } from '../../../db/schema/cases.ts';
import { tenantIssues } from '../../../db/schema/tenant-configuration.ts';
import { pgArrayLiteralOf, textArray, uuidArray } from '../../../db/sql-arrays.ts';
import type { CaseRow, ClaimRow, PersonRow, TotalRow } from '../../../domain/derivation/cases.ts';
import type { IssueRow, PeriodRow } from '../../../domain/derivation/periods-and-issues.ts';

/** Everything derived for a set of employees, written by writeDerivedRows. */
export type DerivedRows = {
  persons: readonly PersonRow[];
  cases: readonly CaseRow[];
  claims: readonly ClaimRow[];
  totals: readonly TotalRow[];
  periods: readonly PeriodRow[];
  issues: readonly IssueRow[];
  removedIssueIds: readonly string[];
};

/**
 * Replaces the derived rows of `employeeIds` (one delete per table, inserts in chunks of 2 000): cases and claims,
 * then periods, then issues. The caller holds the employees' derivation locks and the transaction.
 */
export async function writeDerivedRows(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  rows: DerivedRows,
) {
  await replaceCaseRows(tx, tenantId, employeeIds, rows);
  // Periods: the employees' rows replaced (ids kept where the period is the same, so marks survive).
  await tx.delete(absencePeriods).where(sql`${absencePeriods.employeeId} = any(${textArray([...employeeIds])})`);
  await insertPeriods(tx, tenantId, rows.periods);
  // Issues: vanished ones removed, found ones inserted or refreshed in place (id and dismissal kept).
  if (rows.removedIssueIds.length > 0) {
    await tx.delete(tenantIssues).where(sql`${tenantIssues.id} = any(${uuidArray([...rows.removedIssueIds])})`);
  }
  await upsertIssues(tx, tenantId, rows.issues);
}

/** Replaces the case rows of `employeeIds`: claims, monthly totals and cases anew, insured persons kept. */
async function replaceCaseRows(
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

/**
 * Issues found again keep their id and dismissal and take the new severity and details (updatedAt moves only when
 * something changed); new ones are inserted. One statement per 2 000 issues, one array parameter per column.
 */
async function upsertIssues(tx: Queryable, tenantId: string, rows: readonly IssueRow[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const column = (pick: (row: (typeof chunk)[number]) => string | null) => pgArrayLiteralOf(chunk.map(pick));
    await tx.execute(sql`
      insert into tenant_issues as t (tenant_id, id, employee_id, type, scope, scope_date, severity, key, details,
        ignored_at)
      select ${tenantId}, r.*
      from unnest(
        ${column((row) => row.id as string)}::uuid[], ${column((row) => row.employeeId ?? null)}::text[],
        ${column((row) => row.type)}::text[], ${column((row) => row.scope)}::text[],
        ${column((row) => row.scopeDate ?? null)}::date[], ${column((row) => String(row.severity))}::smallint[],
        ${column((row) => row.key ?? null)}::text[], ${column((row) => JSON.stringify(row.details ?? null))}::jsonb[],
        ${column((row) => row.ignoredAt ?? null)}::timestamptz[]
      ) as r
      on conflict (tenant_id, id) do update set
        type = excluded.type, scope = excluded.scope, scope_date = excluded.scope_date, severity = excluded.severity,
        details = excluded.details,
        updated_at = case when (t.severity, t.details, t.scope_date) is distinct from
          (excluded.severity, excluded.details, excluded.scope_date) then now() else t.updated_at end`);
  }
}

/** Periods in one statement per 2 000 rows, one array parameter per column. */
async function insertPeriods(tx: Queryable, tenantId: string, rows: readonly PeriodRow[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const column = (pick: (row: (typeof chunk)[number]) => string | null) => pgArrayLiteralOf(chunk.map(pick));
    await tx.execute(sql`
      insert into absence_periods (tenant_id, id, employee_id, type, start_date, end_date, calendar_days,
        is_care_relevant, accident_type, hours, percentage, is_percentage_varying, source, color_mark, absence_ids, days)
      select ${tenantId}, r.*
      from unnest(
        ${column((row) => row.id)}::uuid[], ${column((row) => row.employeeId)}::text[],
        ${column((row) => row.type)}::text[], ${column((row) => row.startDate)}::date[],
        ${column((row) => row.endDate)}::date[], ${column((row) => String(row.calendarDays))}::int[],
        ${column((row) => String(row.isCareRelevant))}::boolean[], ${column((row) => row.accidentType ?? null)}::text[],
        ${column((row) => row.hours ?? null)}::numeric[], ${column((row) => row.percentage ?? null)}::numeric[],
        ${column((row) => String(row.isPercentageVarying ?? false))}::boolean[], ${column((row) => row.source)}::text[],
        ${column((row) => row.colorMark ?? null)}::text[], ${column((row) => JSON.stringify(row.absenceIds))}::jsonb[],
        ${column((row) => JSON.stringify(row.days))}::jsonb[]
      ) as r`);
  }
}
