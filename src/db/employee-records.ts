// The row of a temporal employee record: `data` as the contract's parsed output, plus the columns copied out of it
// for search, sort and filter. One function, used by the API, the seed and the benchmarks.
import { sql } from 'drizzle-orm';
import type { EmployeeData } from '../contracts/employees.ts';
import type { Queryable } from './client.ts';
import type { employeeRecords } from './schema/employees.ts';
import { textArray } from './sql-arrays.ts';

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
 * started on or before today, else the first. Only rows whose flag changes are written. Then projects the display
 * records into `employee_list` (one narrow row per employee), writing only rows that differ, and drops list rows of
 * employees without records.
 */
export async function refreshDisplayRecords(
  db: Queryable,
  tenantId: string,
  today: string,
  employeeIds?: readonly string[],
): Promise<void> {
  // One array parameter (not one parameter per id): an upload refreshes 500 employees at a time.
  const ids = employeeIds ? textArray(employeeIds) : null;
  const only = ids ? sql`and employee_id = any(${ids})` : sql``;
  // The outer side named as well: joined only on employee_id, the planner scans the whole table for every batch.
  const onlyOuter = ids ? sql`and r.employee_id = any(${ids})` : sql``;
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
    where r.tenant_id = ${tenantId} ${onlyOuter} and r.employee_id = chosen.employee_id
      and r.is_display <> (r.id = chosen.id)`);
  await db.execute(sql`
    insert into employee_list as l (tenant_id, employee_id, record_id, personnel_number, first_name, last_name,
      company_subunit_id, processing_group_id, date_of_employment, leaving_date)
    select tenant_id, employee_id, id, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, date_of_employment, leaving_date
    from employee_records
    where tenant_id = ${tenantId} and is_display ${only}
    on conflict (tenant_id, employee_id) do update set
      record_id = excluded.record_id, personnel_number = excluded.personnel_number,
      first_name = excluded.first_name, last_name = excluded.last_name,
      company_subunit_id = excluded.company_subunit_id, processing_group_id = excluded.processing_group_id,
      date_of_employment = excluded.date_of_employment, leaving_date = excluded.leaving_date
    where (l.record_id, l.personnel_number, l.first_name, l.last_name, l.company_subunit_id, l.processing_group_id,
           l.date_of_employment, l.leaving_date)
      is distinct from
          (excluded.record_id, excluded.personnel_number, excluded.first_name, excluded.last_name,
           excluded.company_subunit_id, excluded.processing_group_id, excluded.date_of_employment,
           excluded.leaving_date)`);
  await db.execute(sql`
    delete from employee_list l
    where l.tenant_id = ${tenantId} ${only}
      and not exists (select 1 from employee_records r where r.tenant_id = l.tenant_id and r.employee_id = l.employee_id)`);
}
