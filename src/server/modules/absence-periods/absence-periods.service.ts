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
import { escapeLike } from '../../../db/sql-like.ts';
import { minMax } from '../../../domain/collections.ts';
import { employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { hasPermission, inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { lockDerivation } from '../derivation/index.ts';
import { issueDays } from '../issues/index.ts';

/** The lowest and highest recorded percentage with two decimals, or null. */
function rangeOf(recorded: readonly number[]): { min: string; max: string } | null {
  const range = minMax(recorded);
  return range ? { min: range.min.toFixed(2), max: range.max.toFixed(2) } : null;
}

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
/** Keys that may be null (names of employees without a record, periods without a percentage): nulls last. */
const NULLABLE_SORTS = new Set<AbsencePeriodSortField>([...NAME_SORTS, 'PERCENTAGE']);

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

/** The tenant's open issues (severity ≤ 3) with their days, computed once per statement. */
function openIssuesTable(tenantId: string, type: string | undefined): SQL {
  const days = issueDays('i');
  return sql`with open_issues as materialized (
      select i.employee_id, ${days.from} as day_from, ${days.to} as day_to from tenant_issues i
      where i.tenant_id = ${tenantId} and i.ignored_at is null and i.severity <= ${ISSUE_TENANT_MAX_SEVERITY}
        and i.employee_id is not null ${type ? sql`and i.type = ${type}` : sql``}) `;
}

/**
 * The period has an open issue of its employee whose days overlap it. Driven from the (few) issues: the periods
 * they touch, found through the employee index, form a hashed set the page and the count test each period against.
 */
const hasOpenIssue = (tenantId: string) => sql`p.id in (select x.id from open_issues o
  join absence_periods x on x.tenant_id = ${tenantId} and x.employee_id = o.employee_id
    and x.start_date <= o.day_to and x.end_date >= o.day_from)`;

function overlapBounds(query: AbsencePeriodsQuery): { lower: string | null; upper: string | null } {
  const month = query.accountingMonth ? monthBounds(query.accountingMonth) : null;
  const lower = [query.from, month?.first].filter((day): day is string => !!day).sort();
  const upper = [query.to, month?.last].filter((day): day is string => !!day).sort();
  return { lower: lower.at(-1) ?? null, upper: upper[0] ?? null };
}

/** Filters of the list as SQL over `absence_periods p left join employee_list e`. */
function conditionsOf(
  tenantId: string,
  query: AbsencePeriodsQuery,
  scope: { kind: 'all' } | { kind: 'some'; employeeIds: ReadonlySet<string> },
  longestPeriodDays: number,
) {
  const conditions: SQL[] = [sql`p.tenant_id = ${tenantId}`];
  let prefix = sql``;
  let needsEmployee = false;
  // Only conditions on the employee (tenant, scope, employeeId, search, group): the total can then be summed from
  // absence_period_counts aliased as `p` (the same conditions hold there).
  let onEmployeesOnly = true;
  if (scope.kind === 'some') {
    conditions.push(
      scope.employeeIds.size > 0 ? sql`p.employee_id = any(${textArray([...scope.employeeIds])})` : sql`false`,
    );
  }
  if (query.employeeId) conditions.push(sql`p.employee_id = ${query.employeeId}`);
  if (query.absenceType) conditions.push(sql`p.type = ${query.absenceType}`);
  if (query.colorMark) conditions.push(sql`p.color_mark = ${query.colorMark}`);
  if (query.absenceType || query.colorMark) onEmployeesOnly = false;
  // from, to and accountingMonth: periods overlapping the days they leave. A period overlapping `lower..` starts at
  // most longestPeriodDays - 1 days before it: that bound makes the overlap a range of the start index.
  const { lower, upper } = overlapBounds(query);
  if (lower !== null || upper !== null) onEmployeesOnly = false;
  if (lower !== null && upper !== null && lower > upper) conditions.push(sql`false`);
  if (upper !== null) conditions.push(sql`p.start_date <= ${upper}::date`);
  if (lower !== null) {
    conditions.push(sql`p.end_date >= ${lower}::date`);
    conditions.push(sql`p.start_date >= ${lower}::date - ${Math.max(longestPeriodDays - 1, 0)}::int`);
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
    prefix = openIssuesTable(tenantId, query.issueType);
    onEmployeesOnly = false;
    const touched = hasOpenIssue(tenantId);
    conditions.push(query.hasIssues === false ? sql`not ${touched}` : touched);
  }
  return { prefix, where: sql.join(conditions, sql` and `), needsEmployee, onEmployeesOnly };
}

const FROM = sql`absence_periods p left join employee_list e on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;
const FROM_PERIODS = sql`absence_periods p`;
/** Periods of employees with a display record (the others have no names). */
const FROM_WITH_RECORD = sql`absence_periods p join employee_list e on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;
/** Periods per employee (kept by triggers, migration 0021) under the periods' alias, for totals. */
const FROM_COUNTS = sql`absence_period_counts p`;
const FROM_COUNTS_EMPLOYEES = sql`absence_period_counts p left join employee_list e
  on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;
const FROM_COUNTS_WITH_RECORD = sql`absence_period_counts p join employee_list e
  on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;

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
    percentageRange: rangeOf(recorded),
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
    let longest = 0;
    if (overlapBounds(query).lower !== null) {
      const [row] = await rowsOf<{ days: number | null }>(
        tx,
        sql`select max(calendar_days)::int as days from absence_periods where tenant_id = ${tenantId}`,
      );
      longest = row?.days ?? 0;
    }
    const { prefix, where, needsEmployee, onEmployeesOnly } = conditionsOf(tenantId, query, scope, longest);
    // With conditions on the employee only, totals come from the ~1 row per employee of absence_period_counts
    // rather than from every matching period (100 000 for half the company: ~40 ms on PostgreSQL).
    const countFrom = onEmployeesOnly
      ? needsEmployee
        ? FROM_COUNTS_EMPLOYEES
        : FROM_COUNTS
      : needsEmployee
        ? FROM
        : FROM_PERIODS;
    const key = sql.raw(SORT_KEYS[query.sortField]);
    const direction = sql.raw(query.sortOrder === 'DESC' ? 'desc' : 'asc');
    const nulls = sql.raw(NULLABLE_SORTS.has(query.sortField) ? ' nulls last' : '');
    // Ties: an employee's periods together, by start date; the date sorts keep one direction so that the
    // (tenant, start/end date, employee) indexes serve them.
    const tieBreak = NAME_SORTS.has(query.sortField)
      ? sql`p.employee_id asc, p.start_date ${direction}, p.id asc`
      : sql`p.employee_id ${direction}, p.id ${direction}`;
    const orderBy = sql`${key} ${direction}${nulls}, ${tieBreak}`;
    let rows: PeriodRow[];
    let totalCount: number;
    if (query.paginateByEmployee) {
      // Pages of employees, ordered by their first period in the sort order; a page holds all their matching periods.
      const aggregate = sql.raw(query.sortOrder === 'DESC' ? 'max' : 'min');
      const [employees, [total]] = [
        await rowsOf<{ employee_id: string }>(
          tx,
          sql`${prefix}select p.employee_id from ${FROM} where ${where} group by p.employee_id
              order by ${aggregate}(${key}) ${direction}${nulls}, p.employee_id asc
              offset ${query.skip} limit ${query.take}`,
        ),
        await rowsOf<{ value: number }>(
          tx,
          onEmployeesOnly
            ? sql`select count(*)::int as value from ${countFrom} where ${where}`
            : sql`${prefix}select count(distinct p.employee_id)::int as value from ${countFrom} where ${where}`,
        ),
      ];
      const ids = employees.map((row) => row.employee_id);
      const rank = new Map(ids.map((id, index) => [id, index]));
      rows =
        ids.length === 0
          ? []
          : await rowsOf<PeriodRow>(
              tx,
              sql`${prefix}select ${SELECT} from ${FROM} where ${where} and p.employee_id = any(${textArray(ids)})
                  order by ${key} ${direction}${nulls}, p.start_date ${direction}, p.id asc`,
            );
      // Stable: within an employee the SQL order stays.
      rows.sort((a, b) => (rank.get(a.employee_id) ?? 0) - (rank.get(b.employee_id) ?? 0));
      totalCount = total?.value ?? 0;
    } else {
      // Two steps: the page's ids in order (narrow rows: the sort never carries the days), then their rows.
      let page: { id: string }[];
      if (NAME_SORTS.has(query.sortField) && !needsEmployee) {
        // A name sort over periods of employees with and without a display record: those with one come first (their
        // names are never null), walked in name order through employee_list (an inner join lets the planner start
        // from the name index and stop after the page); the periods without a record (null names, last both ways)
        // follow in the tie-break order.
        page = await rowsOf<{ id: string }>(
          tx,
          sql`${prefix}select p.id from ${FROM_WITH_RECORD} where ${where}
              order by ${orderBy} offset ${query.skip} limit ${query.take}`,
        );
        if (page.length < query.take) {
          let withRecord = 0;
          if (page.length === 0 && query.skip > 0) {
            const [count] = await rowsOf<{ value: number }>(
              tx,
              onEmployeesOnly
                ? sql`select coalesce(sum(p.periods), 0)::int as value from ${FROM_COUNTS_WITH_RECORD} where ${where}`
                : sql`${prefix}select count(*)::int as value from ${FROM_WITH_RECORD} where ${where}`,
            );
            withRecord = count?.value ?? 0;
          }
          const orphans = await rowsOf<{ id: string }>(
            tx,
            sql`${prefix}select p.id from ${FROM_PERIODS} where ${where} and not exists (select from employee_list e
                  where e.tenant_id = p.tenant_id and e.employee_id = p.employee_id)
                order by ${tieBreak} offset ${page.length > 0 ? 0 : Math.max(query.skip - withRecord, 0)}
                limit ${query.take - page.length}`,
          );
          page = [...page, ...orphans];
        }
      } else {
        page = await rowsOf<{ id: string }>(
          tx,
          sql`${prefix}select p.id from ${needsEmployee ? FROM : FROM_PERIODS}
              where ${where} order by ${orderBy} offset ${query.skip} limit ${query.take}`,
        );
      }
      const rank = new Map(page.map((row, index) => [row.id, index]));
      rows =
        page.length === 0
          ? []
          : await rowsOf<PeriodRow>(
              tx,
              sql`select ${SELECT} from ${FROM} where p.tenant_id = ${tenantId}
                  and p.id = any(${uuidArray(page.map((row) => row.id))})`,
            );
      rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
      const [total] = await rowsOf<{ value: number }>(
        tx,
        onEmployeesOnly
          ? sql`select coalesce(sum(p.periods), 0)::int as value from ${countFrom} where ${where}`
          : sql`${prefix}select count(*)::int as value from ${countFrom} where ${where}`,
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
    await lockDerivation(tx, tenantId, new Set(first.map((row) => row.employeeId)));
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
