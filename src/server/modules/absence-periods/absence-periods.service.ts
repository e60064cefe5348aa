// Absence periods (issue 12 scope 3; spec "Absence period", section 7 "Absences"): the list of the derived periods
// with the spec's filters, sort and paging, and the colour mark people set. The periods themselves are written by
// the event processing (src/server/derived/employee-derivation.ts). Decisions:
// docs/decisions/0013-absence-periods-and-issues-routes.md.
import { type SQL, sql } from 'drizzle-orm';
import type {
  AbsencePeriodItem,
  AbsencePeriodSortField,
  AbsencePeriodsColorBody,
  AbsencePeriodsQuery,
} from '../../../contracts/absence-periods.ts';
import { ISSUE_TENANT_MAX_SEVERITY } from '../../../contracts/issues.ts';
import type { Database } from '../../../db/client.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { absencePeriods } from '../../../db/schema/absences.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregates } from '../../concurrency.ts';
import { DERIVATION_LOCK } from '../../jobs/domain-events.ts';
import { hasPermission, inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { issueDays } from '../issues/issue-days.ts';

type PeriodRow = {
  id: string;
  employee_id: string;
  type: AbsencePeriodItem['type'];
  start_date: string;
  end_date: string;
  calendar_days: number;
  is_care_relevant: boolean;
  accident_type: AbsencePeriodItem['accidentType'];
  hours: string | null;
  percentage: string | null;
  is_percentage_varying: boolean;
  source: string;
  color_mark: AbsencePeriodItem['colorMark'];
  absence_ids: string[];
  days: AbsencePeriodItem['days'];
  first_name: string | null;
  last_name: string | null;
  personnel_number: string | null;
  date_of_employment: string | null;
};

type IssueRow = {
  id: string;
  employee_id: string;
  type: NonNullable<AbsencePeriodItem['issues']>[number]['type'];
  severity: number;
  scope: string;
  scope_date: string | null;
  details: unknown;
  created_at: string | Date;
  day_from: string;
  day_to: string;
};

/** The SQL of a sort field (RISK_COUNTER: START_DATE until cases exist). */
const SORT_KEYS: Record<AbsencePeriodSortField, string> = {
  PERSONNEL_NUMBER: 'e.personnel_number',
  FIRST_NAME: 'e.first_name',
  LAST_NAME: 'e.last_name',
  START_DATE: 'p.start_date',
  END_DATE: 'p.end_date',
  RISK_COUNTER: 'p.start_date',
  PERCENTAGE: 'p.percentage',
};
const NAME_SORTS = new Set<AbsencePeriodSortField>(['PERSONNEL_NUMBER', 'FIRST_NAME', 'LAST_NAME']);

const twoDecimals = (value: string | null) => (value === null ? null : Number(value).toFixed(2));

function dateOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function timestampOf(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
}

/** First and last day of an accounting month 'YYYY-MM'. */
function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The open issues (severity ≤ 3) of the period's employee whose days overlap the period. */
function openIssueCondition(type: string | undefined): SQL {
  const days = issueDays('i');
  return sql`exists (select 1 from tenant_issues i
    where i.tenant_id = p.tenant_id and i.employee_id = p.employee_id and i.ignored_at is null
      and i.severity <= ${ISSUE_TENANT_MAX_SEVERITY}
      ${type ? sql`and i.type = ${type}` : sql``}
      and ${days.from} <= p.end_date and ${days.to} >= p.start_date)`;
}

/** Filters of the list as SQL over `absence_periods p left join employee_list e`. */
function conditionsOf(
  tenantId: string,
  query: AbsencePeriodsQuery,
  scope: { kind: 'all' } | { kind: 'some'; employeeIds: ReadonlySet<string> },
) {
  const conditions: SQL[] = [sql`p.tenant_id = ${tenantId}`];
  let needsEmployee = false;
  if (scope.kind === 'some') {
    conditions.push(
      scope.employeeIds.size > 0 ? sql`p.employee_id = any(${textArray([...scope.employeeIds])})` : sql`false`,
    );
  }
  if (query.employeeId) conditions.push(sql`p.employee_id = ${query.employeeId}`);
  if (query.absenceType) conditions.push(sql`p.type = ${query.absenceType}`);
  if (query.colorMark) conditions.push(sql`p.color_mark = ${query.colorMark}`);
  if (query.from) conditions.push(sql`p.end_date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`p.start_date <= ${query.to}::date`);
  if (query.accountingMonth) {
    const { first, last } = monthBounds(query.accountingMonth);
    conditions.push(sql`p.end_date >= ${first}::date and p.start_date <= ${last}::date`);
  }
  if (query.search) {
    needsEmployee = true;
    conditions.push(sql`e.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
  }
  if (query.accountingGroup) {
    needsEmployee = true;
    conditions.push(sql`e.processing_group_id = ${query.accountingGroup}`);
  }
  if (query.issueType !== undefined || query.hasIssues !== undefined) {
    const exists = openIssueCondition(query.issueType);
    conditions.push(query.hasIssues === false ? sql`not ${exists}` : exists);
  }
  return { where: sql.join(conditions, sql` and `), needsEmployee };
}

const FROM = sql`absence_periods p left join employee_list e on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;
const FROM_PERIODS = sql`absence_periods p`;

const SELECT = sql`p.id, p.employee_id, p.type, p.start_date::text as start_date, p.end_date::text as end_date,
  p.calendar_days, p.is_care_relevant, p.accident_type, p.hours::text as hours, p.percentage::text as percentage,
  p.is_percentage_varying, p.source, p.color_mark, p.absence_ids, p.days, e.first_name, e.last_name,
  e.personnel_number, e.date_of_employment::text as date_of_employment`;

function toItem(row: PeriodRow, issues: IssueRow[] | undefined): AbsencePeriodItem {
  const recorded = row.days
    .filter((day) => !day.isFilled && day.percentage !== null)
    .map((day) => Number(day.percentage));
  const item: AbsencePeriodItem = {
    periodId: row.id,
    absenceIds: row.absence_ids,
    employeeId: row.employee_id,
    type: row.type,
    accidentType: row.accident_type,
    startDate: dateOf(row.start_date) as string,
    endDate: dateOf(row.end_date) as string,
    calendarDays: row.calendar_days,
    names: { firstName: row.first_name, lastName: row.last_name },
    personnelNumber: row.personnel_number,
    dateOfEmployment: dateOf(row.date_of_employment),
    hours: twoDecimals(row.hours),
    percentage: twoDecimals(row.percentage),
    isPercentageVarying: row.is_percentage_varying,
    percentageRange:
      recorded.length === 0 ? null : { min: Math.min(...recorded).toFixed(2), max: Math.max(...recorded).toFixed(2) },
    source: row.source,
    colorMark: row.color_mark,
    isCareRelevant: row.is_care_relevant,
    days: row.days,
  };
  if (issues) {
    const start = item.startDate;
    const end = item.endDate;
    item.issues = issues
      .filter((issue) => issue.employee_id === row.employee_id && issue.day_from <= end && issue.day_to >= start)
      .map((issue) => ({
        id: issue.id,
        type: issue.type,
        severity: issue.severity,
        scope: issue.scope,
        scopeDate: dateOf(issue.scope_date),
        details: issue.details ?? null,
        createdAt: timestampOf(issue.created_at),
      }));
  }
  return item;
}

/** The open issues (severity ≤ 3) of the employees, with their days as 'YYYY-MM-DD' ('-infinity'/'infinity' sort right). */
async function openIssuesOf(tx: Queryable, tenantId: string, employeeIds: string[]): Promise<IssueRow[]> {
  if (employeeIds.length === 0) return [];
  const days = issueDays('i');
  const rows = await rowsOf<IssueRow>(
    tx,
    sql`select i.id, i.employee_id, i.type, i.severity, i.scope, i.scope_date::text as scope_date, i.details,
          i.created_at, (${days.from})::text as day_from, (${days.to})::text as day_to
        from tenant_issues i
        where i.tenant_id = ${tenantId} and i.employee_id = any(${textArray(employeeIds)}) and i.ignored_at is null
          and i.severity <= ${ISSUE_TENANT_MAX_SEVERITY}
        order by i.severity desc, i.scope_date nulls last, i.id`,
  );
  // '-infinity' < any date and 'infinity' > any date as text too ('-' < '0' < 'i').
  return rows;
}

export async function listAbsencePeriods(database: Database, ctx: RequestContext, query: AbsencePeriodsQuery) {
  const tenantId = requireTenantId(ctx);
  const withIssues = query.include?.includes('issues') ?? false;
  if (withIssues && !hasPermission(ctx, 'insurance.issues.view') && ctx.actor?.kind !== 'admin') {
    throw new AppError('FORBIDDEN', 'Issues need the permission insurance.issues.view; ask without include=issues');
  }
  return inTenant(database, ctx, async (tx) => {
    const scope = await employeeScopeOf(tx, ctx, 'employee.absences.view', swissToday());
    const { where, needsEmployee } = conditionsOf(tenantId, query, scope);
    const key = sql.raw(SORT_KEYS[query.sortField]);
    const direction = sql.raw(query.sortOrder === 'DESC' ? 'desc' : 'asc');
    const isNameSort = NAME_SORTS.has(query.sortField);
    const tieBreak = isNameSort
      ? sql`p.employee_id asc, p.start_date ${direction}, p.id asc`
      : sql`p.employee_id asc, p.id asc`;
    let rows: PeriodRow[];
    let totalCount: number;
    if (query.paginateByEmployee) {
      // Pages of employees, ordered by their first period in the sort order; a page holds all their matching periods.
      const aggregate = sql.raw(query.sortOrder === 'DESC' ? 'max' : 'min');
      const [employees, [total]] = [
        await rowsOf<{ employee_id: string }>(
          tx,
          sql`select p.employee_id from ${FROM} where ${where} group by p.employee_id
              order by ${aggregate}(${key}) ${direction} nulls last, p.employee_id asc
              offset ${query.skip} limit ${query.take}`,
        ),
        await rowsOf<{ value: number }>(
          tx,
          sql`select count(distinct p.employee_id)::int as value from ${needsEmployee ? FROM : FROM_PERIODS} where ${where}`,
        ),
      ];
      const ids = employees.map((row) => row.employee_id);
      const rank = new Map(ids.map((id, index) => [id, index]));
      rows =
        ids.length === 0
          ? []
          : await rowsOf<PeriodRow>(
              tx,
              sql`select ${SELECT} from ${FROM} where ${where} and p.employee_id = any(${textArray(ids)})
                  order by ${key} ${direction} nulls last, p.start_date ${direction}, p.id asc`,
            );
      rows.sort((a, b) => (rank.get(a.employee_id) ?? 0) - (rank.get(b.employee_id) ?? 0));
      totalCount = total?.value ?? 0;
    } else {
      rows = await rowsOf<PeriodRow>(
        tx,
        sql`select ${SELECT} from ${FROM} where ${where}
            order by ${key} ${direction} nulls last, ${tieBreak}
            offset ${query.skip} limit ${query.take}`,
      );
      const [total] = await rowsOf<{ value: number }>(
        tx,
        sql`select count(*)::int as value from ${needsEmployee ? FROM : FROM_PERIODS} where ${where}`,
      );
      totalCount = total?.value ?? 0;
    }
    const issues = withIssues
      ? await openIssuesOf(tx, tenantId, [...new Set(rows.map((row) => row.employee_id))])
      : undefined;
    return { items: rows.map((row) => toItem(row, issues)), totalCount };
  });
}

/**
 * Sets (or with null removes) the colour mark of periods. All or nothing: an unknown id, or one of an employee
 * outside the caller's scope, answers 400 INVALID_PARAMETERS with the ids. Takes the employees' derivation locks (the
 * event processing replaces periods under them and carries the marks over), so a mark set while a derivation runs is
 * neither lost nor written to a period that is being replaced. Audited per employee with the marks that changed.
 */
export async function setAbsencePeriodColor(database: Database, ctx: RequestContext, body: AbsencePeriodsColorBody) {
  const tenantId = requireTenantId(ctx);
  const ids = [...new Set(body.periodIds)];
  if (ids.length === 0) {
    throw new AppError('NO_ABSENCE_PERIODS_PROVIDED', 'Name at least one absence period (periodIds)');
  }
  return inTenant(database, ctx, async (tx) => {
    const read = () =>
      tx
        .select({ id: absencePeriods.id, employeeId: absencePeriods.employeeId, colorMark: absencePeriods.colorMark })
        .from(absencePeriods)
        .where(sql`${absencePeriods.id} = any(${uuidArray(ids)})`);
    const first = await read();
    await lockAggregates(tx, tenantId, DERIVATION_LOCK, new Set(first.map((row) => row.employeeId)));
    const rows = await read();
    const scope = await employeeScopeOf(tx, ctx, 'employee.absences.edit', swissToday());
    const visible = rows.filter((row) => scope.kind === 'all' || scope.employeeIds.has(row.employeeId));
    const found = new Set(visible.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(
        'INVALID_PARAMETERS',
        `${missing.length} absence period${missing.length === 1 ? ' was' : 's were'} not found`,
        { periodIds: missing },
      );
    }
    const changed = visible.filter((row) => row.colorMark !== body.color);
    if (changed.length > 0) {
      await tx
        .update(absencePeriods)
        .set({ colorMark: body.color, updatedAt: new Date().toISOString() })
        .where(sql`${absencePeriods.id} = any(${uuidArray(changed.map((row) => row.id))})`);
      const byEmployee = new Map<string, typeof changed>();
      for (const row of changed) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
      for (const [employeeId, periods] of [...byEmployee].sort(([a], [b]) => (a < b ? -1 : 1))) {
        await recordAudit(tx, ctx, {
          action: 'absence-period.color',
          entityType: 'employee-absence-periods',
          entityId: employeeId,
          before: Object.fromEntries(periods.map((row) => [row.id, row.colorMark])),
          after: Object.fromEntries(periods.map((row) => [row.id, body.color])),
        });
      }
    }
    return { updatedCount: changed.length, periodIds: ids, color: body.color };
  });
}
