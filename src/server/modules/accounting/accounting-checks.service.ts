// The admin's accounting checks (spec section 7 "Admin: accounting-month-checks"; issue 14 scope 3; decision 0027):
// the absences of a month without a claim, and employees and salaries per subunit and group. The query names the
// tenant: wrong values answer 400 INVALID_PARAMETERS with the spec's message, an unknown tenant 404
// TENANT_NOT_FOUND, and the call is audited in the tenant's log like every admin call.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { absencesWithoutClaims, accountingCheckQuery, employeeStatistics } from '../../../contracts/accounting.ts';
import { MESSAGES } from '../../../contracts/common.ts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { lastDayOf } from '../../../domain/accounting/snapshots.ts';
import { chf } from '../../../domain/money.ts';
import { AppError } from '../../app-error.ts';
import type { RequestContext } from '../../request-context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Checks the query and the tenant; the tenant becomes the request's (its audit log records the call). */
async function checkedQuery(database: Database, ctx: RequestContext, query: z.infer<typeof accountingCheckQuery>) {
  if (!UUID.test(query.tenantId)) {
    throw new AppError('INVALID_PARAMETERS', 'tenantId must be a UUID', { field: 'tenantId' }, 400);
  }
  if (!MONTH.test(query.accountingMonth)) {
    throw new AppError('INVALID_PARAMETERS', MESSAGES.adminAccountingMonth, { field: 'accountingMonth' }, 400);
  }
  const [tenant] = await rowsOf<{ id: string }>(database.db, sql`select id from tenants where id = ${query.tenantId}`);
  if (!tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found', { tenantId: query.tenantId });
  ctx.tenantId = tenant.id;
  return {
    tenantId: tenant.id,
    month: query.accountingMonth,
    start: `${query.accountingMonth}-01`,
    end: lastDayOf(query.accountingMonth),
  };
}

export async function absencesWithoutClaimsOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof accountingCheckQuery>,
): Promise<z.infer<typeof absencesWithoutClaims>> {
  const { tenantId, month, start, end } = await checkedQuery(database, ctx, query);
  const rows = await database.withTenant(tenantId, (tx) =>
    rowsOf<{
      employee_id: string;
      absence_date: string;
      absence_id: string;
      absence_type: string;
      hours: string | null;
      percentage: string | null;
    }>(
      tx,
      sql`select a.employee_id, a.date::text as absence_date, a.id as absence_id, a.type as absence_type,
            a.hours::text as hours, a.percentage::text as percentage
          from absences a
          where a.tenant_id = ${tenantId} and not a.deleted and a.type in ('SICK', 'ACCIDENT')
            and a.date between ${start}::date and ${end}::date
            and not exists (select 1 from claims c where c.tenant_id = a.tenant_id and c.employee_id = a.employee_id
                            and c.date = a.date and c.claim_type = a.type)
          order by a.employee_id, a.date`,
    ),
  );
  return {
    tenantId,
    accountingMonth: month,
    items: rows.map((row) => ({
      tenantId,
      employeeId: row.employee_id,
      absenceDate: row.absence_date,
      absenceId: row.absence_id,
      absenceType: row.absence_type,
      hours: row.hours,
      percentage: row.percentage,
    })),
  };
}

export async function employeeStatisticsOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof accountingCheckQuery>,
): Promise<z.infer<typeof employeeStatistics>> {
  const { tenantId, month, start, end } = await checkedQuery(database, ctx, query);
  const rows = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ subunit: string; group_id: string; num: string | number; cents: string | number | null }>(
      tx,
      sql`select coalesce(r.data->>'companySubunitId', '') as subunit, coalesce(r.data->>'processingGroupId', '') as group_id,
            count(*) as num,
            sum(coalesce((select sum(round((w->>'amount')::numeric * 100))
                          from jsonb_array_elements(coalesce(r.data->'wageTypes', '[]'::jsonb)) w), 0)) as cents
          from employee_records r
          where r.tenant_id = ${tenantId} and r.valid_from <= ${end}::date
            and (r.valid_to is null or r.valid_to >= ${end}::date)
            -- The date columns copied out of the data on every write (employeeRecordColumns: '' as null), not
            -- a cast of the JSON: no stored value can make the cast fail for the whole tenant (issue 28).
            and (r.date_of_employment is null or r.date_of_employment <= ${end}::date)
            and (r.leaving_date is null or r.leaving_date >= ${start}::date)
          group by 1, 2 order by 1, 2`,
    ),
  );
  return {
    tenantId,
    accountingMonth: month,
    items: rows.map((row) => ({
      subunit: row.subunit,
      groupId: row.group_id,
      numEmployees: Number(row.num),
      totalSalary: chf(row.cents ?? 0),
    })),
  };
}
