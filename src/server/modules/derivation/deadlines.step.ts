// The derivation's deadline step (issue 30 section 3; decision 0054): after the cases and claims of a batch of
// employees are written, their deadlines are computed from those rows (src/domain/deadlines/, rules D1-D7) and
// reconciled with the stored ones by (tenant, deadlineKey) — new OPEN, moved dates updated (a DONE one reopened),
// vanished OPEN ones OBSOLETE (src/domain/deadlines/reconcile.ts). One read and one write per batch (the write in
// statements of 2 000 rows), inside the caller's transaction under its derivation locks.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { pgArrayLiteralOf, textArray } from '../../../db/sql-arrays.ts';
import { computeDeadlines, type ReportsPeriods } from '../../../domain/deadlines/deadlines.ts';
import { deadlineCasesOf } from '../../../domain/deadlines/from-cases.ts';
import { type DeadlineWrite, reconcileDeadlines, type StoredDeadline } from '../../../domain/deadlines/reconcile.ts';
import type { CaseRow, ClaimRow } from '../../../domain/derivation/cases.ts';
import type { CoverageConfiguration } from '../../../domain/sick-pay/index.ts';

/** Recomputes the deadlines of `employeeIds` from the cases and claims just derived; answers how many rows it wrote. */
export async function recomputeDeadlines(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  input: {
    cases: readonly CaseRow[];
    claims: readonly ClaimRow[];
    reports: ReportsPeriods | null;
    coverageOf: (coverageConfigurationId: string) => CoverageConfiguration | undefined;
    today: string;
    newId: () => string;
  },
): Promise<number> {
  if (employeeIds.length === 0) return 0;
  const stored = await rowsOf<StoredDeadline & { kind: string; employeeId: string; caseId: string | null }>(
    tx,
    sql`select id, deadline_key as "deadlineKey", kind, employee_id as "employeeId", case_id as "caseId",
          due_date::text as "dueDate", basis_date::text as "basisDate", rule_id as "ruleId", explanation, status,
          reminded_at as "remindedAt", done_at as "doneAt", done_by_user_id as "doneByUserId", done_by as "doneBy"
        from deadlines where tenant_id = ${tenantId} and employee_id = any(${textArray([...employeeIds])})`,
  );
  const computed = input.reports
    ? computeDeadlines(deadlineCasesOf(input.cases, input.claims, input.coverageOf), input.reports, input.today)
    : [];
  const writes = reconcileDeadlines(
    stored.map((row) => ({ ...row, remindedAt: isoOrNull(row.remindedAt), doneAt: isoOrNull(row.doneAt) })),
    computed,
    input.newId,
  );
  await writeDeadlines(tx, tenantId, writes);
  return writes.length;
}

function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

async function writeDeadlines(tx: Queryable, tenantId: string, rows: readonly DeadlineWrite[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const column = (pick: (row: DeadlineWrite) => string | null) => pgArrayLiteralOf(chunk.map(pick));
    await tx.execute(sql`
      insert into deadlines as d (tenant_id, id, deadline_key, kind, employee_id, case_id, due_date, basis_date,
        rule_id, explanation, status, reminded_at, done_at, done_by_user_id, done_by)
      select ${tenantId}, r.*
      from unnest(
        ${column((row) => row.id)}::uuid[], ${column((row) => row.deadlineKey)}::text[],
        ${column((row) => row.kind)}::text[], ${column((row) => row.employeeId)}::text[],
        ${column((row) => row.caseId)}::uuid[], ${column((row) => row.dueDate)}::date[],
        ${column((row) => row.basisDate)}::date[], ${column((row) => row.ruleId)}::text[],
        ${column((row) => JSON.stringify(row.explanation ?? {}))}::jsonb[], ${column((row) => row.status)}::text[],
        ${column((row) => row.remindedAt)}::timestamptz[], ${column((row) => row.doneAt)}::timestamptz[],
        ${column((row) => row.doneByUserId)}::uuid[], ${column((row) => row.doneBy)}::text[]
      ) as r
      on conflict (tenant_id, deadline_key) do update set
        kind = excluded.kind, employee_id = excluded.employee_id, case_id = excluded.case_id,
        due_date = excluded.due_date, basis_date = excluded.basis_date, rule_id = excluded.rule_id,
        explanation = excluded.explanation, status = excluded.status, reminded_at = excluded.reminded_at,
        done_at = excluded.done_at, done_by_user_id = excluded.done_by_user_id, done_by = excluded.done_by,
        computed_at = now()`);
  }
}
