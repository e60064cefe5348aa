// The queries the case routes repeat (docs/decisions/0018-case-routes.md): case rows with the employee's display
// names and the insured person's counters, their claims, the insured person, the claims a patch locks, and the
// case's processing statuses kept in step with its claims.
import { type SQL, sql } from 'drizzle-orm';
import type { CaseComment, CaseItem, ClaimItem, ClaimProcessingStatus } from '../../../contracts/cases.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { pgArrayLiteralOf, textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { chf } from '../../../domain/money.ts';

/** Alias `c` (cases), `e` (employee_list, left joined: an employee without a display record has null names). */
export const CASES_FROM = sql`cases c
  left join employee_list e on e.tenant_id = c.tenant_id and e.employee_id = c.employee_id`;

const CASE_SELECT = sql`c.id, c.insured_person_id, c.case_number, c.employee_id, e.personnel_number, e.first_name,
  e.last_name, c.company_subunit_id, c.processing_group_id, c.absent_from::text as absent_from,
  c.absent_to::text as absent_to, c.number_of_days, c.claim_type, c.accident_date::text as accident_date, c.status,
  c.within_shortterm_risk, c.within_continuation_of_payment, c.processing_statuses,
  c.total_amount::text as total_amount, c.insured_salary::text as insured_salary, c.details,
  p.employee_counters,
  (select (l.details ->> 'fullDailyAllowance') from claims l
    where l.tenant_id = c.tenant_id and l.case_id = c.id and not l.is_correction and l.daily_allowance > 0
    order by l.date desc limit 1) as full_daily_allowance`;

export type CaseRow = {
  id: string;
  insured_person_id: string;
  case_number: number;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  absent_from: string;
  absent_to: string;
  number_of_days: number;
  claim_type: CaseItem['type'];
  accident_date: string | null;
  status: CaseItem['status'];
  within_shortterm_risk: boolean;
  within_continuation_of_payment: boolean;
  processing_statuses: CaseItem['processingStatuses'] | string;
  total_amount: string;
  insured_salary: string;
  details: {
    counters: CaseItem['caseCounters'];
    amountByCoverageLine?: Record<string, number>;
    employerShareAmount?: number;
  };
  employee_counters: CaseItem['employeeCounters'];
  full_daily_allowance: string | null;
};

/** A text[] column as an array (drivers that do not parse arrays answer the literal '{A,B}'). */
function textList<T extends string>(value: T[] | string): T[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return (inner === '' ? [] : inner.split(',')) as T[];
}

export function toCaseItem(row: CaseRow, claims?: ClaimItem[], comments?: CaseComment[]): CaseItem {
  const byLine = row.details.amountByCoverageLine ?? {};
  const item: CaseItem = {
    caseId: row.id,
    ktgCaseId: row.id,
    insuredPersonId: row.insured_person_id,
    caseNumber: row.case_number,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    accountingCompanySubunitId: row.company_subunit_id,
    accountingProcessingGroupId: row.processing_group_id,
    absentFrom: row.absent_from,
    absentTo: row.absent_to,
    numberOfDays: row.number_of_days,
    type: row.claim_type,
    accidentDate: row.accident_date,
    status: row.status,
    withinShorttermRisk: row.within_shortterm_risk,
    withinContinuationOfPayment: row.within_continuation_of_payment,
    processingStatuses: textList(row.processing_statuses),
    allowance: {
      dailyAllowance: row.full_daily_allowance === null ? null : chf(row.full_daily_allowance),
      totalAmount: chf(row.total_amount),
      amountByCoverageLine: Object.fromEntries(Object.entries(byLine).map(([line, amount]) => [line, chf(amount)])),
      employerShareAmount: chf(row.details.employerShareAmount ?? 0),
    },
    wages: { insuredSalary: chf(row.insured_salary) },
    caseCounters: row.details.counters,
    employeeCounters: row.employee_counters,
  };
  if (claims) item.claims = claims;
  if (comments) item.comments = comments;
  return item;
}

/** Case rows by id, in the order given. */
export async function casesByIds(tx: Queryable, tenantId: string, ids: readonly string[]): Promise<CaseRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<CaseRow>(
    tx,
    sql`select ${CASE_SELECT} from ${CASES_FROM}
        join insured_persons p on p.tenant_id = c.tenant_id and p.id = c.insured_person_id
        where c.tenant_id = ${tenantId} and c.id = any(${uuidArray(ids)})`,
  );
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** The ids of a page of cases (narrow rows first; casesByIds then reads the page). */
export async function caseIdsPage(
  tx: Queryable,
  where: SQL,
  orderBy: SQL,
  skip: number,
  take: number,
): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select c.id from ${CASES_FROM} where ${where} order by ${orderBy} offset ${skip} limit ${take}`,
  );
  return rows.map((row) => row.id);
}

export async function countCases(tx: Queryable, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ value: number }>(
    tx,
    sql`select count(*)::int as value from ${CASES_FROM} where ${where}`,
  );
  return row?.value ?? 0;
}

type ClaimRow = {
  claim_id: string;
  revision_id: string;
  case_id: string;
  employee_id: string;
  is_correction: boolean;
  date: string;
  incapacity_of_work: string;
  daily_allowance: string;
  claim_type: ClaimItem['type'];
  coverage_line: ClaimItem['coverageLine'];
  processing_status: ClaimProcessingStatus;
  accounting_month_id: string;
  engine_month_id: string | null;
  salary_export_account_id: string | null;
};

const CLAIM_SELECT = sql`l.claim_id, l.revision_id, l.case_id, l.employee_id, l.is_correction, l.date::text as date,
  l.incapacity_of_work::text as incapacity_of_work, l.daily_allowance::text as daily_allowance, l.claim_type,
  l.coverage_line, l.processing_status, l.accounting_month_id, l.details ->> 'accountingMonthId' as engine_month_id,
  l.salary_export_account_id`;

/**
 * The revisionId the API shows (decision 0018): the engine's revision while the claim is UNASSIGNED; once the
 * accounting has set a status, that revision with the status and month, so a patch moves it on and a second patch
 * read before it is refused.
 */
export function apiRevisionOf(row: Pick<ClaimRow, 'revision_id' | 'processing_status' | 'accounting_month_id'>) {
  if (row.processing_status === 'UNASSIGNED') return row.revision_id;
  return `${row.revision_id}.${row.processing_status}${row.processing_status === 'BLOCKED' ? '' : `.${row.accounting_month_id}`}`;
}

export function toClaimItem(row: ClaimRow): ClaimItem {
  const accounted = row.processing_status === 'SCHEDULED' || row.processing_status === 'PROCESSED';
  return {
    claimId: row.claim_id,
    revisionId: apiRevisionOf(row),
    caseId: row.case_id,
    isCorrection: row.is_correction,
    date: row.date,
    incapacityOfWork: Number(row.incapacity_of_work),
    dailyAllowance: chf(row.daily_allowance),
    type: row.claim_type,
    coverageLine: row.coverage_line,
    processingStatus: row.processing_status,
    accountingMonthId: accounted ? row.accounting_month_id : null,
    salaryExportAccountId: row.salary_export_account_id,
  };
}

/** The claims of cases, by case, in date order. */
export async function claimsOfCases(
  tx: Queryable,
  tenantId: string,
  caseIds: readonly string[],
): Promise<Map<string, ClaimItem[]>> {
  const byCase = new Map<string, ClaimItem[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await rowsOf<ClaimRow>(
    tx,
    sql`select ${CLAIM_SELECT} from claims l where l.tenant_id = ${tenantId} and l.case_id = any(${uuidArray(caseIds)})
        order by l.case_id, l.date, l.claim_id`,
  );
  for (const row of rows) byCase.get(row.case_id)?.push(toClaimItem(row));
  return byCase;
}

export async function insuredPersonById(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<{ id: string; employee_id: string; employee_counters: CaseItem['employeeCounters'] } | undefined> {
  const [row] = await rowsOf<{ id: string; employee_id: string; employee_counters: CaseItem['employeeCounters'] }>(
    tx,
    sql`select id, employee_id, employee_counters from insured_persons where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row;
}

/** The named claims of an employee, row-locked (FOR UPDATE) for the rest of the transaction. */
export async function lockClaims(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
  claimIds: readonly string[],
): Promise<ClaimRow[]> {
  return rowsOf<ClaimRow>(
    tx,
    sql`select ${CLAIM_SELECT} from claims l
        where l.tenant_id = ${tenantId} and l.employee_id = ${employeeId} and l.claim_id = any(${textArray(claimIds)})
        order by l.claim_id for update`,
  );
}

/** Sets claims' status and month: a SCHEDULED/PROCESSED claim the given month, the others the engine's month. */
export async function updateClaimStates(
  tx: Queryable,
  tenantId: string,
  updates: readonly { claimId: string; processingStatus: ClaimProcessingStatus; accountingMonthId: string | null }[],
): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    update claims l set processing_status = u.status,
      accounting_month_id = coalesce(u.month, l.details ->> 'accountingMonthId', l.accounting_month_id)
    from unnest(${textArray(updates.map((u) => u.claimId))},
      ${textArray(updates.map((u) => u.processingStatus))},
      ${pgArrayLiteralOf(updates.map((u) => u.accountingMonthId))}::text[]) as u(claim_id, status, month)
    where l.tenant_id = ${tenantId} and l.claim_id = u.claim_id`);
}

/** A case's processing_statuses column from its claims (the list filters by it). */
export async function refreshProcessingStatuses(tx: Queryable, tenantId: string, caseIds: readonly string[]) {
  if (caseIds.length === 0) return;
  await tx.execute(sql`
    update cases c set processing_statuses = coalesce((
      select array_agg(distinct l.processing_status order by l.processing_status) from claims l
      where l.tenant_id = c.tenant_id and l.case_id = c.id), '{}')
    where c.tenant_id = ${tenantId} and c.id = any(${uuidArray(caseIds)})`);
}

export type CommentRow = {
  id: string;
  case_id: string;
  insured_person_id: string;
  comment: string;
  valid_from: string | null;
  valid_to: string | null;
  posted_by_type: CaseComment['postedBy']['kind'];
  posted_by_id: string | null;
  posted_by_name: string | null;
  created_at: string;
};

export const COMMENT_SELECT = sql`m.id, m.case_id, m.insured_person_id, m.comment, m.valid_from::text as valid_from,
  m.valid_to::text as valid_to, m.posted_by_type, m.posted_by_id, m.posted_by_name,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export function toCaseComment(row: CommentRow): CaseComment {
  return {
    commentId: row.id,
    caseId: row.case_id,
    insuredPersonId: row.insured_person_id,
    comment: row.comment,
    createdAt: row.created_at,
    postedBy: { kind: row.posted_by_type, id: row.posted_by_id, name: row.posted_by_name },
    validBetween: { from: row.valid_from, to: row.valid_to },
  };
}

/** The comments of cases (one query for the page), by case, oldest first (decision 0018). */
export async function commentsOfCases(
  tx: Queryable,
  tenantId: string,
  caseIds: readonly string[],
): Promise<Map<string, CaseComment[]>> {
  const byCase = new Map<string, CaseComment[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await rowsOf<CommentRow>(
    tx,
    sql`select ${COMMENT_SELECT} from case_comments m
        where m.tenant_id = ${tenantId} and m.case_id = any(${uuidArray(caseIds)})
        order by m.case_id, m.created_at, m.id`,
  );
  for (const row of rows) byCase.get(row.case_id)?.push(toCaseComment(row));
  return byCase;
}
