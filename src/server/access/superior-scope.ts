// The 'superior' permission value (spec section 6): a superior sees only the employees they are responsible for —
// the employees whose record valid on the day names them as SUPERIOR, the employees of the organisation units they
// lead (spec "Organisation": superior of a unit, and every unit below it), and, down the line, the employees of
// those employees (a head of department is responsible for the teams of their team leads). The own record is
// included. Cycles in bad data are harmless: UNION drops repeats and the depth is bounded.
import { sql } from 'drizzle-orm';
import type { PermissionKey } from '../../contracts/roles.ts';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import { AppError } from '../app-error.ts';
import type { RequestContext } from '../request-context.ts';

const MAX_DEPTH = 20;

/**
 * The SUPERIOR connections are found through `employees_reporting_to` (migration 0036): under row-level security a
 * JSON containment search cannot use the connections' GIN index (jsonb operators are not leakproof), so searching
 * the records per team member and level read every record each time (0.5-1 s at 10 000 employees); the function runs
 * the same search with the index, limited to the request's tenant by the same setting the policies read
 * (docs/decisions/0039-home-work-list.md; docs/performance.md, "Home work list (issue 28)").
 */
export async function resolveSuperiorScope(
  db: Queryable,
  superiorEmployeeId: string,
  onDate: string,
): Promise<Set<string>> {
  const rows = await rowsOf<{ employee_id: string }>(
    db,
    sql`with recursive led_units(superior_employee_id, organization_id, depth) as (
          select u.superior_employee_id, u.organization_id, 0
          from organization_units u
          where u.superior_employee_id is not null
          union
          select led_units.superior_employee_id, child.organization_id, led_units.depth + 1
          from organization_units child
          join led_units on child.parent_organization_id = led_units.organization_id
          where led_units.depth < ${MAX_DEPTH}
        ),
        team(employee_id, depth) as (
          select ${superiorEmployeeId}::text, 0
          union
          select member.employee_id, team.depth + 1
          from team
          cross join lateral (
            select reporting.employee_id
            from employees_reporting_to(team.employee_id, ${onDate}::date) as reporting(employee_id)
            union all
            select r.employee_id
            from led_units l
            join employee_records r on r.company_subunit_id = l.organization_id
            where l.superior_employee_id = team.employee_id
              and r.valid_from <= ${onDate}::date
              and (r.valid_to is null or r.valid_to >= ${onDate}::date)
          ) member
          where team.depth < ${MAX_DEPTH}
        )
        select distinct employee_id from team`,
  );
  return new Set(rows.map((row) => row.employee_id));
}

/** Which employees a request may reach under a permission: all of the tenant's, or a superior's scope. */
export type EmployeeScope = { kind: 'all' } | { kind: 'some'; employeeIds: ReadonlySet<string> };

export async function employeeScopeOf(
  db: Queryable,
  ctx: RequestContext,
  permission: PermissionKey,
  onDate: string,
): Promise<EmployeeScope> {
  // Internal admins act on behalf of the tenant their route names: the whole tenant.
  if (ctx.actor?.kind === 'admin') return { kind: 'all' };
  const value = ctx.permissions?.[permission];
  if (value === true || value === '*') return { kind: 'all' };
  if (value === 'superior') {
    const employeeId = ctx.actor?.kind === 'user' ? ctx.actor.employeeId : null;
    return { kind: 'some', employeeIds: employeeId ? await resolveSuperiorScope(db, employeeId, onDate) : new Set() };
  }
  return { kind: 'some', employeeIds: new Set() };
}

export function inScope(scope: EmployeeScope, employeeId: string): boolean {
  return scope.kind === 'all' || scope.employeeIds.has(employeeId);
}

/** 403 EMPLOYEE_ACCESS_FORBIDDEN with the employeeId (spec section 8) when the employee is outside the scope. */
export function assertInScope(scope: EmployeeScope, employeeId: string): void {
  if (!inScope(scope, employeeId)) {
    throw new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You are not responsible for this employee', { employeeId });
  }
}

/** Today in Switzerland as 'YYYY-MM-DD' (the default day of reference). */
export function swissToday(now: Date = new Date()): string {
  return swissCivilDate(now);
}
