// What the claim-based report kinds' facts share (kinds 1, 2, 6; docs/domain/reports.md): the employee records of
// the people in a report (one query for all of them) and the names of the tenant's subunits and processing groups
// (the current configuration), so the report shows names, never ids.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { rowsOf } from '../../../../db/client.ts';
import { textArray } from '../../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../../db/tenant-configuration.ts';
import type { PersonRecordFact, UnitNames } from '../../../../domain/reports/kinds/claim-report-parts.ts';

/** Every employee record of the given employees (their names, number and unit over time). */
export async function personRecordsOf(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
): Promise<PersonRecordFact[]> {
  if (employeeIds.length === 0) return [];
  const rows = await rowsOf<{
    employee_id: string;
    valid_from: string;
    valid_to: string | null;
    personnel_number: string;
    first_name: string;
    last_name: string;
    company_subunit_id: string | null;
    processing_group_id: string | null;
  }>(
    tx,
    sql`select employee_id, valid_from::text as valid_from, valid_to::text as valid_to, personnel_number, first_name,
          last_name, company_subunit_id, processing_group_id
        from employee_records where tenant_id = ${tenantId} and employee_id = any(${textArray([...employeeIds])})
        order by employee_id, valid_from`,
  );
  return rows.map((row) => ({
    employeeId: row.employee_id,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
  }));
}

type NamedList = { companySubunits?: { companySubunitId?: string; name?: string | null }[] } & {
  processingGroups?: { processingGroupId?: string; name?: string }[];
};

/** The current configuration's names of subunits and processing groups (ids without a name are left out). */
export async function unitNamesOf(tx: Queryable, tenantId: string): Promise<UnitNames> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const configuration = (current?.configuration ?? {}) as NamedList;
  const subunits: Record<string, string> = {};
  for (const unit of configuration.companySubunits ?? []) {
    if (unit.companySubunitId && unit.name) subunits[unit.companySubunitId] = unit.name;
  }
  const processingGroups: Record<string, string> = {};
  for (const group of configuration.processingGroups ?? []) {
    if (group.processingGroupId && group.name) processingGroups[group.processingGroupId] = group.name;
  }
  return { subunits, processingGroups };
}
