// The work list's counts (decision 0039): one aggregate query per part, each on an index of its table (the plans are
// in docs/performance.md, "Home work list (issue 28)"). The tenant's parts run in the caller's tenant transaction
// (row-level security); the admin's parts read across tenants on the owner connection (…AcrossTenants).
import { type SQL, sql } from 'drizzle-orm';
import { FAILED_UPLOAD_DAYS } from '../../../contracts/work-list.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import type { EmployeeScope } from '../../access/superior-scope.ts';

/** The scope as a condition on an employee id column: every employee, or a superior's team (none: false). */
export function employeeCondition(column: SQL, scope: EmployeeScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.employeeIds.size === 0) return sql`false`;
  return sql`${column} = any(${textArray([...scope.employeeIds])})`;
}

const asNumber = (value: number | string | null | undefined) => Number(value ?? 0);
/** Epoch milliseconds from SQL (bigint arrives as a string on node-postgres) → ISO instant. */
const instantOf = (epochMs: number | string | null) =>
  epochMs === null ? null : new Date(Number(epochMs)).toISOString();
// Milliseconds since the epoch, truncated like every other instant the API answers (JS reads microseconds by cutting
// them off); a cast alone would round 21:17:51.389612 up to .390 and differ from the release's own proposedAt.
const EPOCH_MS = (expression: SQL) => sql`floor(extract(epoch from ${expression}) * 1000)::bigint`;

/**
 * Open data issues by severity (1-3, as the issue list shows them): the partial index tenant_issues_open_severity_idx
 * (tenant, severity, created) where ignored_at is null.
 */
export async function countOpenIssues(tx: Queryable, tenantId: string, scope: EmployeeScope) {
  const rows = await rowsOf<{ severity: number; count: number | string }>(
    tx,
    sql`select i.severity, count(*) as count from tenant_issues i
        where i.tenant_id = ${tenantId} and i.ignored_at is null and i.severity <= 3
          and ${employeeCondition(sql`i.employee_id`, scope)}
        group by i.severity`,
  );
  return new Map(rows.map((row) => [Number(row.severity), asNumber(row.count)]));
}

/**
 * The opened months up to `currentMonth` (Zurich) with whether a lock covers the whole organisation and whether any
 * submission exists (the submission status of decision 0027). Few rows: a tenant opens one month a month.
 */
export async function accountingMonthStates(tx: Queryable, tenantId: string, currentMonth: string) {
  const rows = await rowsOf<{ accounting_month_id: string; is_locked: boolean; is_submitted: boolean }>(
    tx,
    sql`select m.accounting_month_id,
          exists (select 1 from accounting_month_locks l
            where l.tenant_id = m.tenant_id and l.accounting_month_id = m.accounting_month_id
              and l.company_subunit_id is null and l.processing_group_id is null) as is_locked,
          exists (select 1 from accounting_submissions s
            where s.tenant_id = m.tenant_id and s.accounting_month_id = m.accounting_month_id) as is_submitted
        from accounting_months m
        where m.tenant_id = ${tenantId} and m.accounting_month_id <= ${currentMonth}
        order by m.accounting_month_id`,
  );
  return rows.map((row) => ({
    accountingMonthId: row.accounting_month_id,
    isLocked: row.is_locked === true,
    isSubmitted: row.is_submitted === true,
  }));
}

/**
 * The claims of GET /case/with-claims-that-have-no-accounting-month: UNASSIGNED, paying something, in a month before
 * the current one; counted with their cases and the oldest month. Reads the partial index claims_unassigned_idx
 * (migration 0036), which holds exactly the UNASSIGNED paying claims.
 */
export async function countClaimsToSchedule(
  tx: Queryable,
  tenantId: string,
  currentMonth: string,
  scope: EmployeeScope,
) {
  const [row] = await rowsOf<{ case_count: number | string; claim_count: number | string; oldest: string | null }>(
    tx,
    sql`select count(distinct l.case_id) as case_count, count(*) as claim_count,
          min(l.accounting_month_id) as oldest
        from claims l
        where l.tenant_id = ${tenantId} and l.processing_status = 'UNASSIGNED' and l.daily_allowance <> 0
          and l.accounting_month_id < ${currentMonth} and ${employeeCondition(sql`l.employee_id`, scope)}`,
  );
  return {
    caseCount: asNumber(row?.case_count),
    claimCount: asNumber(row?.claim_count),
    oldestMonth: row?.oldest ?? null,
  };
}

/**
 * Uploads that failed in the last FAILED_UPLOAD_DAYS days and that no later completed upload of the same kind
 * replaced (an absence upload: one covering the failed one's period), per kind: file_uploads_tenant_kind_uploaded_idx.
 */
export async function countFailedUploads(tx: Queryable, tenantId: string) {
  const rows = await rowsOf<{ kind: 'absence' | 'employee'; count: number | string; last_failed_ms: number | string }>(
    tx,
    sql`select f.kind, count(*) as count, ${EPOCH_MS(sql`max(f.uploaded_at)`)} as last_failed_ms
        from file_uploads f
        where f.tenant_id = ${tenantId} and f.status in ('failed', 'formatting-failed')
          and f.uploaded_at >= now() - make_interval(days => ${FAILED_UPLOAD_DAYS})
          and not exists (select 1 from file_uploads g
            where g.tenant_id = f.tenant_id and g.kind = f.kind and g.status = 'completed'
              and g.uploaded_at > f.uploaded_at
              and (f.kind = 'employee' or (g.start_date <= f.start_date and g.end_date >= f.end_date)))
        group by f.kind`,
  );
  return new Map(
    rows.map((row) => [row.kind, { count: asNumber(row.count), lastFailedAt: instantOf(row.last_failed_ms) }]),
  );
}

/**
 * Cases that need a decision, per claim type: with a BLOCKED claim (partial index cases_blocked_idx, migration 0036)
 * or BEING_FINALIZED (cases_status_idx), limited to the cases the caller sees (`visible`, on alias c).
 */
export async function countCasesToDecide(tx: Queryable, tenantId: string, visible: SQL) {
  const rows = await rowsOf<{
    claim_type: 'SICK' | 'ACCIDENT';
    blocked: number | string;
    being_finalized: number | string;
    total: number | string;
  }>(
    tx,
    sql`select c.claim_type,
          count(*) filter (where c.is_blocked) as blocked,
          count(*) filter (where c.status = 'BEING_FINALIZED') as being_finalized,
          count(*) as total
        from (
          select c.id, c.claim_type, c.status, c.employee_id, true as is_blocked from cases c
            where c.tenant_id = ${tenantId} and 'BLOCKED' = any(c.processing_statuses) and ${visible}
          union all
          select c.id, c.claim_type, c.status, c.employee_id, false from cases c
            where c.tenant_id = ${tenantId} and c.status = 'BEING_FINALIZED'
              and not ('BLOCKED' = any(c.processing_statuses)) and ${visible}
        ) c
        group by c.claim_type`,
  );
  return new Map(
    rows.map((row) => [
      row.claim_type,
      { blocked: asNumber(row.blocked), beingFinalized: asNumber(row.being_finalized), total: asNumber(row.total) },
    ]),
  );
}

/**
 * The open care tasks `userId` is responsible for, with those due on `today` and those due before it (overdue),
 * limited to the employees the caller sees: the index care_tasks_responsible_idx (tenant, responsible, status, due).
 */
export async function countOwnCareTasks(
  tx: Queryable,
  tenantId: string,
  userId: string,
  today: string,
  scope: EmployeeScope,
) {
  const [row] = await rowsOf<{ open: number | string; due_today: number | string; overdue: number | string }>(
    tx,
    sql`select count(*) as open,
          count(*) filter (where t.due_date = ${today}::date) as due_today,
          count(*) filter (where t.due_date < ${today}::date) as overdue
        from care_tasks t
        where t.tenant_id = ${tenantId} and t.responsible_user_id = ${userId}::uuid and t.status = 'OPEN'
          and ${employeeCondition(sql`t.employee_id`, scope)}`,
  );
  return { open: asNumber(row?.open), dueToday: asNumber(row?.due_today), overdue: asNumber(row?.overdue) };
}

type ReleaseGroupRow = {
  tenant_id: string;
  tenant_name: string;
  is_own: boolean;
  release_count: number | string;
  payout_count: number | string;
  total_amount: number | string;
  oldest_ms: number | string;
};

/**
 * The PROPOSED payout releases of every tenant, per tenant and whether `adminId` proposed them (four eyes: the
 * proposer may not approve, decision 0033). Across tenants: the admin's list names no tenant.
 */
export async function proposedReleasesAcrossTenants(database: Queryable, adminId: string, limit: number) {
  const rows = await rowsOf<ReleaseGroupRow>(
    database,
    sql`select r.tenant_id, t.name as tenant_name, (r.proposed_by_admin_id = ${adminId}::uuid) as is_own,
          count(*) as release_count, sum(r.payout_count) as payout_count, sum(r.total_amount) as total_amount,
          ${EPOCH_MS(sql`min(r.proposed_at)`)} as oldest_ms
        from payout_releases r join tenants t on t.id = r.tenant_id
        where r.status = 'PROPOSED'
        group by r.tenant_id, t.name, is_own
        order by oldest_ms, t.name
        limit ${limit * 2}`,
  );
  return rows.map((row) => ({
    isOwn: row.is_own === true,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    releaseCount: asNumber(row.release_count),
    payoutCount: asNumber(row.payout_count),
    totalAmountRappen: asNumber(row.total_amount),
    oldestProposedAt: instantOf(row.oldest_ms) as string,
  }));
}

/**
 * Submissions no lock includes yet (a lock of the same unit or a wider one: `includes` of
 * src/domain/accounting/snapshots.ts), per tenant and month. Across tenants.
 */
export async function monthsToLockAcrossTenants(database: Queryable, limit: number) {
  const rows = await rowsOf<{
    tenant_id: string;
    tenant_name: string;
    accounting_month_id: string;
    unit_count: number | string;
    submitted_ms: number | string;
  }>(
    database,
    sql`select s.tenant_id, t.name as tenant_name, s.accounting_month_id, count(*) as unit_count,
          ${EPOCH_MS(sql`min(s.submitted_at)`)} as submitted_ms
        from accounting_submissions s join tenants t on t.id = s.tenant_id
        where not exists (select 1 from accounting_month_locks l
          where l.tenant_id = s.tenant_id and l.accounting_month_id = s.accounting_month_id
            and (l.company_subunit_id is null or l.company_subunit_id = s.company_subunit_id)
            and (l.processing_group_id is null or l.processing_group_id = s.processing_group_id))
        group by s.tenant_id, t.name, s.accounting_month_id
        order by s.accounting_month_id, submitted_ms, t.name
        limit ${limit}`,
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    accountingMonthId: row.accounting_month_id,
    unitCount: asNumber(row.unit_count),
    submittedAt: instantOf(row.submitted_ms) as string,
  }));
}

/**
 * Failed domain events per tenant (the derivation gave up after its retries: the tenant's derived state is behind).
 * Across tenants, on the index (tenant, status, created); the newest failure first.
 */
export async function failedEventsAcrossTenants(database: Queryable, limit: number) {
  const rows = await rowsOf<{
    tenant_id: string;
    tenant_name: string;
    count: number | string;
    oldest_ms: number | string;
    last_error: string | null;
  }>(
    database,
    sql`select e.tenant_id, t.name as tenant_name, count(*) as count, ${EPOCH_MS(sql`min(e.created_at)`)} as oldest_ms,
          (array_agg(e.last_error order by e.created_at desc))[1] as last_error
        from domain_events e join tenants t on t.id = e.tenant_id
        where e.status = 'failed'
        group by e.tenant_id, t.name
        order by oldest_ms, t.name
        limit ${limit}`,
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    eventCount: asNumber(row.count),
    oldestCreatedAt: instantOf(row.oldest_ms) as string,
    lastError: row.last_error,
  }));
}

/**
 * Open data issues that change a calculation or are the operators' own (severity 3 and more) per tenant, most severe
 * and most first. Warnings and hints are the tenant's to check, not the operators' work.
 */
export async function seriousIssuesAcrossTenants(database: Queryable, limit: number) {
  const rows = await rowsOf<{ tenant_id: string; tenant_name: string; count: number | string; max_severity: number }>(
    database,
    sql`select i.tenant_id, t.name as tenant_name, count(*) as count, max(i.severity)::int as max_severity
        from tenant_issues i join tenants t on t.id = i.tenant_id
        where i.ignored_at is null and i.severity >= 3
        group by i.tenant_id, t.name
        order by max_severity desc, count desc, t.name
        limit ${limit}`,
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    issueCount: asNumber(row.count),
    maxSeverity: row.max_severity,
  }));
}

/** Every tenant's current configuration (the highest version), for the admin's check across tenants. */
export async function currentConfigurationsAcrossTenants(database: Queryable) {
  return rowsOf<{ tenant_id: string; tenant_name: string; version: number; configuration: unknown }>(
    database,
    sql`select distinct on (v.tenant_id) v.tenant_id, t.name as tenant_name, v.version, v.configuration
        from tenant_configuration_versions v join tenants t on t.id = v.tenant_id
        order by v.tenant_id, v.version desc`,
  );
}
