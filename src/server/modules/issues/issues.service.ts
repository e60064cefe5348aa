// Data issues of the tenant (issue 12 scope 4; spec "Issue", section 7 "GET /tenant/issues", "PATCH /issues"):
// the list for the tenant's users and the dismissal (ignored_at) or restoration of issues, by ids or by filter.
// Issues are written by the event processing (src/server/derived/employee-derivation.ts), which keeps ignoredAt of
// an issue detected again; an update here takes the employees' derivation locks so the two never interleave.
// Decisions: docs/decisions/0013-absence-periods-and-issues-routes.md.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ISSUE_DISMISSABLE_MAX_SEVERITY,
  ISSUE_TENANT_MAX_SEVERITY,
  type IssueFilter,
  issueFilter,
  type PatchIssuesBody,
  type tenantIssueItem,
} from '../../../contracts/issues.ts';
import type { IssueType } from '../../../contracts/tenant.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { type EmployeeScope, employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { lockDerivation } from '../derivation/index.ts';

type Item = z.infer<typeof tenantIssueItem>;

type ListRow = {
  id: string;
  tenant_id: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
  personnel_number: string | null;
  type: IssueType;
  scope: string;
  scope_date: string | null;
  severity: number;
  comment: string | null;
  details: unknown;
  created_at: string | Date;
  updated_at: string | Date;
  ignored_at: string | Date | null;
};

function timestampOf(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
}

function toItem(row: ListRow): Item {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    employeeId: row.employee_id,
    firstName: row.first_name,
    lastName: row.last_name,
    personnelNumber: row.personnel_number,
    type: row.type,
    scope: row.scope,
    scopeDate: row.scope_date,
    severity: row.severity,
    comment: row.comment,
    details: row.details ?? null,
    createdAt: timestampOf(row.created_at),
    updatedAt: timestampOf(row.updated_at),
    ignoredAt: row.ignored_at === null ? null : timestampOf(row.ignored_at),
  };
}

/** Issues of employees outside a scoped caller's team are not theirs; issues without an employee are the tenant's. */
function scopeCondition(scope: EmployeeScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  return scope.employeeIds.size > 0 ? sql`i.employee_id = any(${textArray([...scope.employeeIds])})` : sql`false`;
}

/** The filters both lists share (the tenant's and the operators'), with the page. */
type IssueListQuery = {
  severity?: number | undefined;
  includeIgnored?: boolean | undefined;
  type?: IssueType | undefined;
  employeeId?: string | undefined;
  skip: number;
  take: number;
};

/** The shared filters as conditions on `tenant_issues i`: open issues only unless dismissed ones are asked for. */
function filterConditions(query: IssueListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.severity !== undefined) conditions.push(sql`i.severity = ${query.severity}`);
  if (!query.includeIgnored) conditions.push(sql`i.ignored_at is null`);
  if (query.type) conditions.push(sql`i.type = ${query.type}`);
  if (query.employeeId) conditions.push(sql`i.employee_id = ${query.employeeId}`);
  return conditions;
}

export async function listIssuesOfTenant(database: Database, ctx: RequestContext, query: IssueListQuery) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const scope = await employeeScopeOf(tx, ctx, 'insurance.issues.view', swissToday());
    const conditions: SQL[] = [
      sql`i.tenant_id = ${tenantId}`,
      sql`i.severity <= ${ISSUE_TENANT_MAX_SEVERITY}`,
      scopeCondition(scope),
      ...filterConditions(query),
    ];
    const where = sql.join(conditions, sql` and `);
    const rows = await rowsOf<ListRow>(
      tx,
      sql`select i.id, i.tenant_id, i.employee_id, e.first_name, e.last_name, e.personnel_number, i.type, i.scope,
            i.scope_date::text as scope_date, i.severity, i.comment, i.details, i.created_at, i.updated_at,
            i.ignored_at
          from tenant_issues i
          left join employee_list e on e.tenant_id = i.tenant_id and e.employee_id = i.employee_id
          where ${where}
          order by i.severity desc, i.created_at desc, i.id asc
          offset ${query.skip} limit ${query.take}`,
    );
    const [total] = await rowsOf<{ value: number }>(
      tx,
      sql`select count(*)::int as value from tenant_issues i where ${where}`,
    );
    return { items: rows.map(toItem), totalCount: total?.value ?? 0 };
  });
}

/**
 * Admin GET /issues (decision 0063): every tenant's issues for the platform's operators, on the owner connection
 * (cross-tenant by design, as the events list; the admin hook audits the call). Filters as the tenant's list, plus
 * the tenant; every severity. `tenants` counts the filter's issues per tenant (the tenant filter aside), so the
 * operator sees where the work is before choosing one.
 */
export async function listIssuesAcrossTenants(
  database: Database,
  query: IssueListQuery & { tenantId?: string | undefined },
) {
  const conditions = filterConditions(query);
  const common = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const where = query.tenantId ? sql`${common} and i.tenant_id = ${query.tenantId}` : common;
  const rows = await rowsOf<ListRow & { tenant_name: string }>(
    database.db,
    sql`select i.id, i.tenant_id, t.name as tenant_name, i.employee_id, e.first_name, e.last_name,
          e.personnel_number, i.type, i.scope, i.scope_date::text as scope_date, i.severity, i.comment, i.details,
          i.created_at, i.updated_at, i.ignored_at
        from tenant_issues i
        join tenants t on t.id = i.tenant_id
        left join employee_list e on e.tenant_id = i.tenant_id and e.employee_id = i.employee_id
        where ${where}
        order by i.severity desc, i.created_at desc, i.id asc
        offset ${query.skip} limit ${query.take}`,
  );
  const [total] = await rowsOf<{ value: number }>(
    database.db,
    sql`select count(*)::int as value from tenant_issues i where ${where}`,
  );
  const tenants = await rowsOf<{ tenant_id: string; tenant_name: string; count: number; max_severity: number }>(
    database.db,
    sql`select i.tenant_id, t.name as tenant_name, count(*)::int as count, max(i.severity)::int as max_severity
        from tenant_issues i join tenants t on t.id = i.tenant_id
        where ${common}
        group by i.tenant_id, t.name
        order by max_severity desc, count desc, t.name asc, i.tenant_id asc`,
  );
  return {
    items: rows.map((row) => ({ ...toItem(row), tenantName: row.tenant_name })),
    totalCount: total?.value ?? 0,
    tenants: tenants.map((row) => ({
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      count: row.count,
      maxSeverity: row.max_severity,
    })),
  };
}

type TargetRow = { id: string; employee_id: string | null; severity: number; ignored_at: unknown };

/** Takes the derivation locks of the issues' employees (sorted, one round trip). */
async function lockEmployeesOf(tx: Queryable, tenantId: string, rows: readonly TargetRow[]) {
  const employees = rows.map((row) => row.employee_id).filter((id): id is string => id !== null);
  await lockDerivation(tx, tenantId, employees);
}

function describe(count: number, dismiss: boolean) {
  return `${count} issue${count === 1 ? '' : 's'} ${dismiss ? 'dismissed' : 'restored'}`;
}

/** The severity range a filter names: defaults to ≤ 2; asking for more than 2 is refused (UNAUTHORIZED_ISSUES). */
function severityRange(filter: IssueFilter): { min: number; max: number } {
  const severity = filter.severity;
  const min = severity?.eq ?? severity?.gte ?? 1;
  const max = severity?.eq ?? severity?.lte ?? ISSUE_DISMISSABLE_MAX_SEVERITY;
  if (max > ISSUE_DISMISSABLE_MAX_SEVERITY || min > ISSUE_DISMISSABLE_MAX_SEVERITY) {
    throw new AppError(
      'UNAUTHORIZED_ISSUES',
      `Only issues of severity ${ISSUE_DISMISSABLE_MAX_SEVERITY} or lower can be dismissed or restored; the others ` +
        'go away when the data is fixed',
      { severity: filter.severity },
    );
  }
  return { min, max };
}

/**
 * Dismisses (ignored_at = a timestamp) or restores (null) issues. Only issues whose value changes are updated and
 * counted. By ids and by a filter without `ignored`: dismissing touches open issues (a dismissed one keeps its first
 * dismissal's time), restoring touches dismissed ones. A filter naming `ignored: true` with a timestamp re-dates
 * dismissals. Audited once per call
 * with the ids. Concurrency: the employees' derivation locks, then an update that re-checks the state.
 */
export async function updateIssues(database: Database, ctx: RequestContext, body: PatchIssuesBody) {
  const tenantId = requireTenantId(ctx);
  const ignoredAt = body.updates.ignored_at === null ? null : new Date(body.updates.ignored_at).toISOString();
  const dismiss = ignoredAt !== null;
  const filterMode = body.mode === 'filter' || (body.mode === undefined && body.filter !== undefined);
  let filter: IssueFilter | null = null;
  if (filterMode) {
    const parsed = issueFilter.safeParse(body.filter ?? {});
    if (!parsed.success) {
      throw new AppError('INVALID_FILTER', 'The filter is not valid', {
        errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    filter = parsed.data;
  } else if (!body.issueIds || body.issueIds.length === 0) {
    throw new AppError('NO_ISSUE_IDS_PROVIDED', 'Name at least one issue (issueIds)');
  }
  const range = filter ? severityRange(filter) : null;
  return inTenant(database, ctx, async (tx) => {
    const scope = await employeeScopeOf(tx, ctx, 'insurance.issues.edit', swissToday());
    let candidates: SQL;
    let named: string[] = [];
    if (filter && range) {
      const conditions: SQL[] = [
        sql`i.tenant_id = ${tenantId}`,
        sql`i.severity between ${range.min} and ${range.max}`,
        scopeCondition(scope),
      ];
      const ignored = filter.ignored ?? !dismiss;
      conditions.push(ignored ? sql`i.ignored_at is not null` : sql`i.ignored_at is null`);
      if (filter.companySubunitId || filter.processingGroupId) {
        conditions.push(sql`exists (select 1 from employee_list e where e.tenant_id = i.tenant_id
          and e.employee_id = i.employee_id
          ${filter.companySubunitId ? sql`and e.company_subunit_id = ${filter.companySubunitId}` : sql``}
          ${filter.processingGroupId ? sql`and e.processing_group_id = ${filter.processingGroupId}` : sql``})`);
      }
      candidates = sql.join(conditions, sql` and `);
    } else {
      named = [...new Set(body.issueIds ?? [])];
      candidates = sql`i.tenant_id = ${tenantId} and i.id = any(${uuidArray(named)}) and ${scopeCondition(scope)}`;
    }
    const read = () =>
      rowsOf<TargetRow>(
        tx,
        sql`select i.id, i.employee_id, i.severity, i.ignored_at from tenant_issues i where ${candidates}`,
      );
    await lockEmployeesOf(tx, tenantId, await read());
    const rows = await read();
    if (!filter) {
      const tooSevere = rows.filter((row) => row.severity > ISSUE_DISMISSABLE_MAX_SEVERITY).map((row) => row.id);
      if (tooSevere.length > 0) {
        throw new AppError(
          'UNAUTHORIZED_ISSUES',
          `Only issues of severity ${ISSUE_DISMISSABLE_MAX_SEVERITY} or lower can be dismissed or restored; ` +
            `${tooSevere.length} of the named issues go away only when the data is fixed`,
          { issueIds: tooSevere },
        );
      }
    }
    // In filter mode the candidates already have the state the update changes (or the one the filter names).
    const targets = filter ? rows : rows.filter((row) => (row.ignored_at === null) === dismiss);
    const ids = targets.map((row) => row.id);
    const updated =
      ids.length === 0
        ? []
        : await rowsOf<{ id: string }>(
            tx,
            sql`update tenant_issues i set ignored_at = ${ignoredAt}::timestamptz, updated_at = now()
                where i.tenant_id = ${tenantId} and i.id = any(${uuidArray(ids)})
                  and i.ignored_at is distinct from ${ignoredAt}::timestamptz
                  ${filter?.ignored === undefined ? (dismiss ? sql`and i.ignored_at is null` : sql`and i.ignored_at is not null`) : sql``}
                returning i.id`,
          );
    const updatedIds = updated.map((row) => row.id).sort();
    if (updatedIds.length > 0) {
      await recordAudit(tx, ctx, {
        action: dismiss ? 'issues.dismiss' : 'issues.restore',
        entityType: 'tenant-issues',
        entityId: null,
        before: null,
        after: { mode: filter ? 'filter' : 'ids', filter, ignoredAt, issueIds: updatedIds },
      });
    }
    const notFound = filter ? 0 : named.length - rows.length;
    return {
      message:
        describe(updatedIds.length, dismiss) +
        (notFound > 0 ? `; ${notFound} issue${notFound === 1 ? ' was' : 's were'} not found` : ''),
      updatedCount: updatedIds.length,
      updatedIssueIds: updatedIds,
    };
  });
}
