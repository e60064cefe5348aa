// The set-based reads the person- and case-based report kinds 3, 4 and 5 share (docs/domain/reports.md): the tenant's
// configuration and the names of its subunits and processing groups in the report's language, the leavers of a
// period as of their leaving date, cases and their days (regular claim lines per date). Each is one query for the
// whole tenant or the whole set of ids, never one per employee.
import { type SQL, sql } from 'drizzle-orm';
import type { TenantConfiguration } from '../../../../contracts/tenant-configuration.ts';
import { type Queryable, rowsOf } from '../../../../db/client.ts';
import { textArray, uuidArray } from '../../../../db/sql-arrays.ts';
import { currentTenantConfiguration } from '../../../../db/tenant-configuration.ts';
import type { ReportCase, ReportCaseDay, ReportPerson } from '../../../../domain/reports/kinds/person-case-facts.ts';
import type { ReportLanguage } from '../../../../domain/reports/report-types.ts';

/** The current configuration, parsed (defaults applied); null without a valid one. */
export async function reportConfiguration(tx: Queryable, tenantId: string): Promise<TenantConfiguration | null> {
  return (await currentTenantConfiguration(tx, tenantId)).configuration;
}

export type EntityNames = { subunits: Map<string, string>; processingGroups: Map<string, string> };

const DESCRIPTION_COLUMN: Record<ReportLanguage, string> = {
  de: 'description_de',
  fr: 'description_fr',
  it: 'description_it',
  en: 'description_en',
};

/** Subunit names: the organisation unit's description in the language wins over the configuration's one name. */
export async function entityNames(
  tx: Queryable,
  tenantId: string,
  configuration: TenantConfiguration | null,
  language: ReportLanguage,
): Promise<EntityNames> {
  const units = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select organization_id as id, ${sql.raw(DESCRIPTION_COLUMN[language])} as name
        from organization_units where tenant_id = ${tenantId}`,
  );
  const subunits = new Map<string, string>();
  for (const unit of configuration?.companySubunits ?? []) {
    if (unit.name) subunits.set(unit.companySubunitId, unit.name);
  }
  for (const unit of units) if (unit.name.trim() !== '') subunits.set(unit.id, unit.name);
  const processingGroups = new Map(
    (configuration?.processingGroups ?? []).map((group) => [group.processingGroupId, group.name] as const),
  );
  return { subunits, processingGroups };
}

type RecordRow = {
  employee_id: string;
  valid_from: string;
  valid_to: string | null;
  personnel_number: string;
  first_name: string;
  last_name: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  leaving_date: string | null;
  oasi_number: string | null;
  date_of_birth: string | null;
  policies: { policyType: string; policyNumber: string }[] | null;
};

const RECORD_COLUMNS = sql`employee_id, valid_from::text as valid_from, valid_to::text as valid_to, personnel_number,
  first_name, last_name, company_subunit_id, processing_group_id, leaving_date::text as leaving_date,
  data ->> 'oasiNumber' as oasi_number, data ->> 'dateOfBirth' as date_of_birth, data -> 'policies' as policies`;

export type LeaverRecord = ReportPerson & {
  leavingDate: string;
  policies: readonly { policyType: string; policyNumber: string }[];
};

export function personOf(row: RecordRow, names: EntityNames): ReportPerson {
  return {
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    subunitName: row.company_subunit_id ? (names.subunits.get(row.company_subunit_id) ?? null) : null,
    processingGroupName: row.processing_group_id ? (names.processingGroups.get(row.processing_group_id) ?? null) : null,
  };
}

/**
 * The leavers of a period: per employee the record in force on its own leaving date, that date in the period. The
 * leaving date is a field of every record; the record valid that day is the one that speaks for it.
 */
export async function loadLeavers(
  tx: Queryable,
  tenantId: string,
  period: { from: string; to: string },
  names: EntityNames,
): Promise<LeaverRecord[]> {
  const rows = await rowsOf<RecordRow>(
    tx,
    sql`select distinct on (employee_id) ${RECORD_COLUMNS}
        from employee_records
        where tenant_id = ${tenantId}
          and leaving_date between ${period.from}::date and ${period.to}::date
          and valid_from <= leaving_date and (valid_to is null or valid_to >= leaving_date)
        order by employee_id, valid_from desc`,
  );
  return rows.map((row) => ({
    ...personOf(row, names),
    leavingDate: row.leaving_date as string,
    policies: row.policies ?? [],
  }));
}

/** Every record of the employees, oldest first, grouped by employee. */
export async function loadRecords(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
): Promise<Map<string, RecordRow[]>> {
  const byEmployee = new Map<string, RecordRow[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await rowsOf<RecordRow>(
    tx,
    sql`select ${RECORD_COLUMNS} from employee_records
        where tenant_id = ${tenantId} and employee_id = any(${textArray(employeeIds)})
        order by employee_id, valid_from`,
  );
  for (const row of rows) {
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push(row);
    byEmployee.set(row.employee_id, list);
  }
  return byEmployee;
}

type CaseRow = {
  id: string;
  employee_id: string;
  case_number: number;
  claim_type: 'SICK' | 'ACCIDENT';
  status: string;
  absent_from: string;
  absent_to: string;
  benefit_days_used: number;
};

/** Cases matching `where` (a condition on the alias `k`), denied ones left out, without their days yet. */
export async function loadCases(tx: Queryable, tenantId: string, where: SQL): Promise<(CaseRow & { days: [] })[]> {
  const rows = await rowsOf<CaseRow>(
    tx,
    sql`select k.id, k.employee_id, k.case_number, k.claim_type, k.status, k.absent_from::text as absent_from,
          k.absent_to::text as absent_to, coalesce(k.benefit_days_used, 0)::float8 as benefit_days_used
        from cases k
        where k.tenant_id = ${tenantId} and k.status <> 'DENIED' and (${where})
        order by k.employee_id, k.absent_from`,
  );
  return rows.map((row) => ({ ...row, case_number: Number(row.case_number), days: [] }));
}

/**
 * The days of the cases: their regular claim lines (corrections are bookings, not days) grouped per date — an
 * accident day has a UVG and a UVGZ line, summed — from `fromDayOfCase` (SQL on the alias `k`, the case) on.
 */
export async function loadCaseDays(
  tx: Queryable,
  tenantId: string,
  caseIds: readonly string[],
  fromDayOfCase: SQL = sql`k.absent_from`,
): Promise<Map<string, ReportCaseDay[]>> {
  const byCase = new Map<string, ReportCaseDay[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await rowsOf<{
    case_id: string;
    date: string;
    incapacity: number;
    within: boolean;
    shortterm: boolean;
    allowance: number | string;
    payee: string | null;
  }>(
    tx,
    sql`select c.case_id, c.date::text as date, max(c.incapacity_of_work)::float8 as incapacity,
          bool_and(coalesce(c.within_continuation_of_payment, false)) as within,
          bool_or(coalesce(c.within_shortterm_risk, false)) as shortterm,
          sum(c.daily_allowance)::bigint as allowance, max(c.payee) as payee
        from claims c join cases k on k.tenant_id = c.tenant_id and k.id = c.case_id
        where c.tenant_id = ${tenantId} and c.case_id = any(${uuidArray(caseIds)}) and not c.is_correction
          and c.date >= ${fromDayOfCase}
        group by c.case_id, c.date
        order by c.case_id, c.date`,
  );
  for (const row of rows) {
    const list = byCase.get(row.case_id) ?? [];
    list.push({
      date: row.date,
      incapacityOfWork: Number(row.incapacity),
      isWithinContinuationOfPayment: row.within,
      isWithinShorttermRisk: row.shortterm,
      dailyAllowance: Number(row.allowance),
      payee: row.payee === 'INSURED_PERSON' ? 'INSURED_PERSON' : 'EMPLOYER',
    });
    byCase.set(row.case_id, list);
  }
  return byCase;
}

export function reportCaseOf(row: CaseRow, days: readonly ReportCaseDay[]): ReportCase {
  return {
    caseId: row.id,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    status: row.status,
    absentFrom: row.absent_from,
    absentTo: row.absent_to,
    benefitDaysUsed: Number(row.benefit_days_used),
    days,
  };
}
