// Team month calendar (issue 12, decision 0015): a page of the employees the caller may see, each with its absent
// days of the month from the stored absence periods. Two reads: the page of employees (employee_list, filtered and
// sorted by name, with the count), then their periods overlapping the month (the (tenant, employee, start) index,
// bounded below by the tenant's longest period). The days are cut to the month by the pure calendarDaysByEmployee.
import { type SQL, sql } from 'drizzle-orm';
import type { AbsenceCalendar, AbsenceCalendarQuery } from '../../../contracts/absence-calendar.ts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { type CalendarPeriod, calendarDaysByEmployee, monthBounds } from '../../../domain/absences/team-calendar.ts';
import { employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';

type EmployeeRow = {
  employee_id: string;
  personnel_number: string;
  first_name: string;
  last_name: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  date_of_employment: string | null;
  leaving_date: string | null;
};

type PeriodRow = { id: string; employee_id: string; type: CalendarPeriod['type']; days: CalendarPeriod['days'] };

export async function absenceCalendar(
  database: Database,
  ctx: RequestContext,
  query: AbsenceCalendarQuery,
): Promise<AbsenceCalendar> {
  const tenantId = requireTenantId(ctx);
  const { startDate, endDate } = monthBounds(query.month);
  return inTenant(database, ctx, async (tx) => {
    const today = swissToday();
    const scope = await employeeScopeOf(tx, ctx, 'employee.absences.view', today);
    const healthScope = await employeeScopeOf(tx, ctx, 'employee.health.view', today);
    const [longest] = await rowsOf<{ days: number | null }>(
      tx,
      sql`select max(calendar_days)::int as days from absence_periods where tenant_id = ${tenantId}`,
    );
    // A period overlapping the month starts at most longest - 1 days before it: a range of the start index.
    const earliestStart = sql`${startDate}::date - ${Math.max((longest?.days ?? 1) - 1, 0)}::int`;
    const overlapsMonth = (alias: string) =>
      sql`${sql.raw(alias)}.start_date <= ${endDate}::date and ${sql.raw(alias)}.end_date >= ${startDate}::date
          and ${sql.raw(alias)}.start_date >= ${earliestStart}`;

    const conditions: SQL[] = [sql`e.tenant_id = ${tenantId}`];
    if (scope.kind === 'some') {
      conditions.push(
        scope.employeeIds.size > 0 ? sql`e.employee_id = any(${textArray([...scope.employeeIds])})` : sql`false`,
      );
    }
    if (query.search) conditions.push(sql`e.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    if (query.companySubunitId) conditions.push(sql`e.company_subunit_id = ${query.companySubunitId}`);
    if (query.processingGroupId) conditions.push(sql`e.processing_group_id = ${query.processingGroupId}`);
    // The type filter applies to the days the caller may see typed: a withheld employee's days cannot be matched
    // by type without revealing it.
    const typeVisible =
      healthScope.kind === 'all'
        ? sql`true`
        : healthScope.employeeIds.size > 0
          ? sql`e.employee_id = any(${textArray([...healthScope.employeeIds])})`
          : sql`false`;
    const absentInMonth = sql`exists (select 1 from absence_periods p where p.tenant_id = e.tenant_id
        and p.employee_id = e.employee_id and ${overlapsMonth('p')}
        ${query.absenceType ? sql`and p.type = ${query.absenceType} and ${typeVisible}` : sql``})`;
    if (query.onlyAbsent) {
      conditions.push(absentInMonth);
    } else {
      // Everyone employed during the month, and anyone absent in it (a leaver's last days, a wrong leaving date).
      conditions.push(sql`((e.date_of_employment is null or e.date_of_employment <= ${endDate}::date)
          and (e.leaving_date is null or e.leaving_date >= ${startDate}::date) or ${absentInMonth})`);
    }
    const where = sql.join(conditions, sql` and `);
    const employees = await rowsOf<EmployeeRow>(
      tx,
      sql`select e.employee_id, e.personnel_number, e.first_name, e.last_name, e.company_subunit_id,
            e.processing_group_id, e.date_of_employment::text as date_of_employment,
            e.leaving_date::text as leaving_date
          from employee_list e where ${where}
          order by e.last_name, e.first_name, e.employee_id offset ${query.skip} limit ${query.take}`,
    );
    const [total] = await rowsOf<{ value: number }>(
      tx,
      sql`select count(*)::int as value from employee_list e where ${where}`,
    );
    const ids = employees.map((row) => row.employee_id);
    const periods =
      ids.length === 0
        ? []
        : await rowsOf<PeriodRow>(
            tx,
            sql`select p.id, p.employee_id, p.type, p.days from absence_periods p
                where p.tenant_id = ${tenantId} and p.employee_id = any(${textArray(ids)}) and ${overlapsMonth('p')}
                ${query.absenceType ? sql`and p.type = ${query.absenceType}` : sql``}`,
          );
    const withheld = new Set(ids.filter((id) => !inScope(healthScope, id)));
    // A type filter never shows a withheld employee's days (they would reveal the type).
    const visiblePeriods = periods
      .filter((row) => !(query.absenceType && withheld.has(row.employee_id)))
      .map((row) => ({ periodId: row.id, employeeId: row.employee_id, type: row.type, days: row.days }));
    const typed = calendarDaysByEmployee(
      visiblePeriods.filter((period) => !withheld.has(period.employeeId)),
      { startDate, endDate },
      { withholdTypes: false },
    );
    const untyped = calendarDaysByEmployee(
      visiblePeriods.filter((period) => withheld.has(period.employeeId)),
      { startDate, endDate },
      { withholdTypes: true },
    );
    return {
      month: query.month,
      startDate,
      endDate,
      items: employees.map((row) => ({
        employeeId: row.employee_id,
        personnelNumber: row.personnel_number,
        firstName: row.first_name,
        lastName: row.last_name,
        companySubunitId: row.company_subunit_id,
        processingGroupId: row.processing_group_id,
        dateOfEmployment: row.date_of_employment,
        leavingDate: row.leaving_date,
        typesWithheld: withheld.has(row.employee_id),
        days: (withheld.has(row.employee_id) ? untyped : typed).get(row.employee_id) ?? [],
      })),
      totalCount: total?.value ?? 0,
    };
  });
}
