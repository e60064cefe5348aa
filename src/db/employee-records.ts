// The row of a temporal employee record: `data` as the contract's parsed output, plus the columns copied out of it
// for search, sort and filter. One function, used by the API, the seed and the benchmarks.
import { sql } from 'drizzle-orm';
import type { EmployeeData } from '../contracts/employees.ts';
import type { Queryable } from './client.ts';
import type { employeeRecords } from './schema/employees.ts';

export function employeeRecordColumns(data: EmployeeData) {
  return {
    personnelNumber: data.personnelNumber,
    firstName: data.firstName,
    lastName: data.lastName,
    companySubunitId: data.companySubunitId ?? null,
    processingGroupId: data.processingGroupId ?? null,
    dateOfEmployment: data.dateOfEmployment ?? null,
    leavingDate: data.leavingDate ? data.leavingDate : null,
  };
}

export function employeeRecordRow(
  tenantId: string,
  record: { employeeId: string; validFrom: string; validTo: string | null; data: EmployeeData },
): typeof employeeRecords.$inferInsert {
  return {
    tenantId,
    employeeId: record.employeeId,
    validFrom: record.validFrom,
    validTo: record.validTo,
    data: record.data,
    ...employeeRecordColumns(record.data),
  };
}

/**
 * Marks each employee's display record (see `employee_records.is_display`) as of `today`: the latest record that
 * started on or before today, else the first. Only rows whose flag changes are written.
 */
export async function refreshDisplayRecords(
  db: Queryable,
  tenantId: string,
  today: string,
  employeeIds?: readonly string[],
): Promise<void> {
  const only = employeeIds
    ? sql`and employee_id in ${
        employeeIds.length > 0
          ? sql`(${sql.join(
              employeeIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`(null)`
      }`
    : sql``;
  await db.execute(sql`
    update employee_records r
    set is_display = (r.id = chosen.id)
    from (
      select distinct on (employee_id) id, employee_id
      from employee_records
      where tenant_id = ${tenantId} ${only}
      order by employee_id,
               (valid_from <= ${today}::date) desc,
               case when valid_from <= ${today}::date then valid_from end desc,
               valid_from asc
    ) chosen
    where r.tenant_id = ${tenantId} and r.employee_id = chosen.employee_id and r.is_display <> (r.id = chosen.id)`);
}
