// Reads and writes of the accounting (issue 14; decision 0027) that the services share.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountingMonthSummary, lockedEntity } from '../../../contracts/accounting.ts';
import { type AppTransaction, type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import type { AccountingEntity, BookableClaim, SnapshotPerson } from '../../../domain/accounting/snapshots.ts';
import { entityInMonth } from '../../../domain/accounting/snapshots.ts';
import type { SnapshotLine } from '../../../domain/accounting/types.ts';
import { chf } from '../../../domain/money.ts';
import { AppError } from '../../app-error.ts';

export type MonthRow = { accounting_month_id: string; created_at: string | Date };
export type LockRow = {
  id: string;
  accounting_month_id: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  locked_at: string | Date;
  locked_by: string;
  employee_count: number;
  line_count: number;
  total_amount: string | number;
};
export type SubmissionRow = {
  id: string;
  accounting_month_id: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  comment: string;
  submitted_at: string | Date;
  submitted_by_name: string;
};

export const entityOfRow = (row: {
  company_subunit_id: string | null;
  processing_group_id: string | null;
}): AccountingEntity => ({ companySubunitId: row.company_subunit_id, processingGroupId: row.processing_group_id });

export async function monthRows(tx: Queryable, months?: readonly string[]): Promise<MonthRow[]> {
  return rowsOf<MonthRow>(
    tx,
    months
      ? sql`select accounting_month_id, created_at from accounting_months
            where accounting_month_id = any(${textArray([...months])}) order by accounting_month_id`
      : sql`select accounting_month_id, created_at from accounting_months order by accounting_month_id`,
  );
}

export async function lockRows(tx: Queryable, month?: string): Promise<LockRow[]> {
  return rowsOf<LockRow>(
    tx,
    sql`select id, accounting_month_id, company_subunit_id, processing_group_id, locked_at, locked_by,
          employee_count, line_count, total_amount
        from accounting_month_locks
        ${month ? sql`where accounting_month_id = ${month}` : sql``}
        order by accounting_month_id, locked_at, id`,
  );
}

export async function submissionRows(tx: Queryable, month?: string): Promise<SubmissionRow[]> {
  return rowsOf<SubmissionRow>(
    tx,
    sql`select id, accounting_month_id, company_subunit_id, processing_group_id, comment, submitted_at,
          submitted_by_name
        from accounting_submissions
        ${month ? sql`where accounting_month_id = ${month}` : sql``}
        order by accounting_month_id, submitted_at, id`,
  );
}

type ClaimRow = {
  claim_id: string;
  employee_id: string;
  case_id: string;
  case_number: number;
  claim_type: BookableClaim['claimType'];
  coverage_line: BookableClaim['coverageLine'];
  date: string;
  is_correction: boolean;
  incapacity_of_work: string;
  daily_allowance: string | number;
  salary_export_account_id: string | null;
  reimbursement_type: BookableClaim['reimbursementType'];
  daily_rate: string | number | null;
  coverage: string | null;
  shortterm: boolean | null;
  continuation: boolean | null;
  correction_kind: BookableClaim['correctionKind'];
  manual_correction_id: string | null;
  case_day: number | null;
  benefit_day_number: number | null;
  waiting: boolean | null;
};

/**
 * The claim lines of a month not booked yet (BLOCKED claims are not booked), with the engine's day facts. Only the
 * given employees when `employeeIds` is set.
 */
export async function bookableClaims(
  tx: Queryable,
  tenantId: string,
  month: string,
  employeeIds?: readonly string[],
): Promise<BookableClaim[]> {
  const rows = await rowsOf<ClaimRow>(
    tx,
    sql`select c.claim_id, c.employee_id, c.case_id, cs.case_number, c.claim_type, c.coverage_line, c.date::text as date,
          c.is_correction, c.incapacity_of_work, c.daily_allowance, c.salary_export_account_id,
          c.details->>'reimbursementType' as reimbursement_type, (c.details->>'dailyRate')::bigint as daily_rate,
          c.details->>'coverage' as coverage, (c.details->>'isWithinShorttermRisk')::boolean as shortterm,
          (c.details->>'isWithinContinuationOfPayment')::boolean as continuation,
          c.details->>'correctionKind' as correction_kind, c.details->>'manualCorrectionId' as manual_correction_id,
          (c.details->>'caseDay')::int as case_day, (c.details->>'benefitDayNumber')::int as benefit_day_number,
          (c.details->>'isWaitingPeriodDay')::boolean as waiting
        from claims c join cases cs on cs.tenant_id = c.tenant_id and cs.id = c.case_id
        where c.tenant_id = ${tenantId} and c.accounting_month_id = ${month} and c.processing_status <> 'BLOCKED'
          ${employeeIds ? sql`and c.employee_id = any(${textArray([...employeeIds])})` : sql``}
          and not exists (select 1 from booked_claims b
                          where b.tenant_id = c.tenant_id and b.accounting_month_id = ${month}
                            and b.employee_id = c.employee_id)
        order by c.employee_id, c.case_id, c.coverage_line, c.date`,
  );
  return rows.map((row) => ({
    claimId: row.claim_id,
    employeeId: row.employee_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    coverageLine: row.coverage_line,
    date: row.date,
    reimbursementType: row.reimbursement_type,
    dailyRate: Number(row.daily_rate ?? 0),
    dailyAllowance: Number(row.daily_allowance),
    incapacityOfWork: Number(row.incapacity_of_work),
    coverage: Number(row.coverage ?? 0),
    isWithinShorttermRisk: row.shortterm ?? false,
    isWithinContinuationOfPayment: row.continuation ?? false,
    isCorrection: row.is_correction,
    correctionKind: row.correction_kind ?? null,
    manualCorrectionId: row.manual_correction_id ?? null,
    salaryExportAccountId: row.salary_export_account_id,
    caseDay: row.case_day ?? 0,
    benefitDayNumber: row.benefit_day_number,
    isWaitingPeriodDay: row.waiting ?? false,
  }));
}

/** The BLOCKED claims of a month (not booked by a lock; the preview names them). */
export async function blockedClaimCount(tx: Queryable, tenantId: string, month: string): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    tx,
    sql`select count(*) as count from claims
        where tenant_id = ${tenantId} and accounting_month_id = ${month} and processing_status = 'BLOCKED'`,
  );
  return Number(row?.count ?? 0);
}

/** Names, number and accounting unit in `month` of each employee (snapshot lines keep them as they were). */
export async function snapshotPersons(
  tx: Queryable,
  tenantId: string,
  month: string,
  employeeIds: readonly string[],
): Promise<Map<string, SnapshotPerson>> {
  const ids = textArray([...employeeIds]);
  const names = await rowsOf<{ employee_id: string; personnel_number: string; first_name: string; last_name: string }>(
    tx,
    sql`select employee_id, personnel_number, first_name, last_name from employee_list
        where tenant_id = ${tenantId} and employee_id = any(${ids})`,
  );
  const records = await rowsOf<{
    employee_id: string;
    valid_from: string;
    valid_to: string | null;
    subunit: string | null;
    group_id: string | null;
  }>(
    tx,
    sql`select employee_id, valid_from::text as valid_from, valid_to::text as valid_to,
          data->>'companySubunitId' as subunit, data->>'processingGroupId' as group_id
        from employee_records where tenant_id = ${tenantId} and employee_id = any(${ids})
        order by employee_id, valid_from`,
  );
  const recordsOf = new Map<
    string,
    { validFrom: string; validTo: string | null; companySubunitId: string | null; processingGroupId: string | null }[]
  >();
  for (const row of records) {
    const list = recordsOf.get(row.employee_id) ?? [];
    list.push({
      validFrom: row.valid_from,
      validTo: row.valid_to,
      companySubunitId: row.subunit,
      processingGroupId: row.group_id,
    });
    recordsOf.set(row.employee_id, list);
  }
  const nameOf = new Map(names.map((row) => [row.employee_id, row]));
  const persons = new Map<string, SnapshotPerson>();
  for (const employeeId of employeeIds) {
    const name = nameOf.get(employeeId);
    persons.set(employeeId, {
      personnelNumber: name?.personnel_number ?? null,
      firstName: name?.first_name ?? null,
      lastName: name?.last_name ?? null,
      entity: entityInMonth(recordsOf.get(employeeId) ?? [], month) ?? {
        companySubunitId: null,
        processingGroupId: null,
      },
    });
  }
  return persons;
}

/** Writes a lock's snapshot lines (one statement). */
/** A line with its CASE_DAYS and BENEFIT_DAYS counters as columns of their own (the month list sorts by them). */
function withCounterColumns(line: SnapshotLine) {
  const counter = (name: string) => line.counterSnapshots.find((entry) => entry.name === name)?.value ?? 0;
  return { ...line, caseDays: counter('CASE_DAYS'), benefitDays: counter('BENEFIT_DAYS') };
}

export async function insertSnapshots(
  tx: Queryable,
  tenantId: string,
  lockId: string,
  lines: readonly SnapshotLine[],
): Promise<void> {
  const CHUNK = 5_000;
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK);
    await tx.execute(sql`
      insert into accounting_snapshots (tenant_id, id, accounting_month_id, lock_id, employee_id, personnel_number,
        first_name, last_name, case_id, case_number, claim_type, coverage_line, reimbursement_type, start_date, end_date,
        days, daily_rate, daily_allowance, amount, incapacity_of_work, coverage, is_within_shortterm_risk,
        is_within_continuation_of_payment, is_correction, correction_kind, corrected_month_id, manual_correction_id,
        salary_export_account_id, company_subunit_id, processing_group_id, counter_snapshots, case_days, benefit_days)
      select ${tenantId}, r."snapshotId"::uuid, r."accountingMonthId", ${lockId}::uuid, r."employeeId",
        r."personnelNumber", r."firstName", r."lastName", r."caseId"::uuid, r."caseNumber", r."claimType",
        r."coverageLine", r."reimbursementType", r."startDate"::date, r."endDate"::date, r.days, r."dailyRate",
        r."dailyAllowance", r.amount, r."incapacityOfWork", r.coverage, r."isWithinShorttermRisk",
        r."isWithinContinuationOfPayment", r."isCorrection", r."correctionKind", r."correctedMonthId",
        r."manualCorrectionId", r."salaryExportAccountId", r."companySubunitId", r."processingGroupId",
        r."counterSnapshots", r."caseDays", r."benefitDays"
      from jsonb_to_recordset(${JSON.stringify(chunk.map(withCounterColumns))}::jsonb) as r("snapshotId" text, "accountingMonthId" text,
        "employeeId" text, "personnelNumber" text, "firstName" text, "lastName" text, "caseId" text,
        "caseNumber" int, "claimType" text, "coverageLine" text, "reimbursementType" text, "startDate" text,
        "endDate" text, days int, "dailyRate" bigint, "dailyAllowance" bigint, amount bigint,
        "incapacityOfWork" numeric, coverage numeric, "isWithinShorttermRisk" boolean,
        "isWithinContinuationOfPayment" boolean, "isCorrection" boolean, "correctionKind" text,
        "correctedMonthId" text, "manualCorrectionId" text, "salaryExportAccountId" text, "companySubunitId" text,
        "processingGroupId" text, "counterSnapshots" jsonb, "caseDays" int, "benefitDays" int)`);
  }
}

/**
 * Books the month's claims of the covered employees (the plan's: not BLOCKED, none booked yet, dated up to the lock
 * date; the caller holds the accounting gate exclusive, so they are the planned ones): copies them as the engine's
 * claims into booked_claims (case id = the stored case, month = the booked month, PROCESSED) and marks them PROCESSED
 * in the month. Claims dated after `lockDate` stay as they are: a lock books no day that has not happened (0041).
 */
export async function bookClaims(
  tx: Queryable,
  tenantId: string,
  lockId: string,
  month: string,
  employeeIds: readonly string[],
  lockDate: string,
): Promise<void> {
  const employees = textArray([...employeeIds]);
  await tx.execute(sql`
    insert into booked_claims (tenant_id, accounting_month_id, claim_id, employee_id, lock_id, claim)
    select c.tenant_id, ${month}, c.claim_id, c.employee_id, ${lockId}::uuid,
      c.details || jsonb_build_object('claimId', c.claim_id, 'revisionId', c.revision_id, 'caseId', c.case_id::text,
        'date', c.date::text, 'claimType', c.claim_type, 'coverageLine', c.coverage_line,
        'isCorrection', c.is_correction, 'incapacityOfWork', c.incapacity_of_work::float8,
        'dailyAllowance', c.daily_allowance, 'accountingMonthId', ${month}::text, 'processingStatus', 'PROCESSED',
        'configurationVersion', coalesce(cs.details->>'configurationVersion', ''))
    from claims c join cases cs on cs.tenant_id = c.tenant_id and cs.id = c.case_id
    where c.tenant_id = ${tenantId} and c.accounting_month_id = ${month} and c.processing_status <> 'BLOCKED'
      and c.employee_id = any(${employees}) and c.date <= ${lockDate}::date`);
  await tx.execute(sql`
    update claims set processing_status = 'PROCESSED'
    where tenant_id = ${tenantId} and accounting_month_id = ${month} and processing_status <> 'BLOCKED'
      and processing_status <> 'PROCESSED' and employee_id = any(${employees}) and date <= ${lockDate}::date`);
}

/** The open data issues (severity 1-3, not dismissed) of the employees of a unit (their current record's), by severity. */
export async function openIssuesOf(
  tx: Queryable,
  tenantId: string,
  entity: AccountingEntity,
): Promise<{ total: number; bySeverity: { severity: number; count: number }[] }> {
  const whole = entity.companySubunitId === null && entity.processingGroupId === null;
  const rows = await rowsOf<{ severity: number; count: string | number }>(
    tx,
    sql`select i.severity, count(*) as count from tenant_issues i
        where i.tenant_id = ${tenantId} and i.ignored_at is null and i.severity between 1 and 3
          ${
            whole
              ? sql``
              : sql`and exists (select 1 from employee_list e where e.tenant_id = i.tenant_id
                  and e.employee_id = i.employee_id
                  ${entity.companySubunitId === null ? sql`` : sql`and e.company_subunit_id = ${entity.companySubunitId}`}
                  ${entity.processingGroupId === null ? sql`` : sql`and e.processing_group_id = ${entity.processingGroupId}`})`
          }
        group by i.severity`,
  );
  const countOf = (severity: number) => Number(rows.find((row) => Number(row.severity) === severity)?.count ?? 0);
  const bySeverity = [3, 2, 1].map((severity) => ({ severity, count: countOf(severity) }));
  return { total: bySeverity.reduce((sum, entry) => sum + entry.count, 0), bySeverity };
}

// --- Months, units and summaries the services share ---------------------------------------------------------------

export type Summary = z.infer<typeof accountingMonthSummary>;
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
export const WHOLE: AccountingEntity = { companySubunitId: null, processingGroupId: null };
export const sameEntity = (a: AccountingEntity, b: AccountingEntity) =>
  a.companySubunitId === b.companySubunitId && a.processingGroupId === b.processingGroupId;

export function toLockedEntity(row: LockRow): z.infer<typeof lockedEntity> {
  return {
    lockId: row.id,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    lockedAt: iso(row.locked_at),
    lockedBy: row.locked_by,
    employeeCount: row.employee_count,
    lineCount: row.line_count,
    totalAmount: chf(row.total_amount),
  };
}

export function summaryOf(
  tenantId: string,
  month: MonthRow,
  locks: readonly LockRow[],
  submissions: readonly SubmissionRow[],
): Summary {
  const own = locks.filter((lock) => lock.accounting_month_id === month.accounting_month_id);
  const isLocked = own.some((lock) => sameEntity(entityOfRow(lock), WHOLE));
  const submitted = submissions.some((row) => row.accounting_month_id === month.accounting_month_id);
  return {
    tenantId,
    accountingMonthId: month.accounting_month_id,
    createdAt: iso(month.created_at),
    isLocked,
    lockedEntities: own.map(toLockedEntity),
    submissionStatus: isLocked ? 'locked' : submitted ? 'submitted' : 'not_submitted',
  };
}

export async function requireMonth(tx: AppTransaction, month: string): Promise<MonthRow> {
  const [row] = await monthRows(tx, [month]);
  if (!row) {
    throw new AppError('ACCOUNTING_MONTH_NOT_FOUND', `Accounting month ${month} has not been opened`, {
      accountingMonthId: month,
    });
  }
  return row;
}

/**
 * 400 UNKNOWN_ACCOUNTING_UNIT unless the subunit and processing group are ones the tenant's current configuration
 * has (a tenant without a configuration has no cases, so nothing to lock; any id passes, like the employee routes).
 */
export async function assertKnownUnit(tx: AppTransaction, tenantId: string, entity: AccountingEntity) {
  if (entity.companySubunitId === null && entity.processingGroupId === null) return;
  const current = await currentConfigurationVersion(tx, tenantId);
  if (!current) return;
  const configuration = current.configuration as {
    companySubunits?: { companySubunitId: string }[];
    processingGroups?: { processingGroupId: string }[];
  };
  const subunit = entity.companySubunitId;
  const group = entity.processingGroupId;
  if (subunit !== null && !configuration.companySubunits?.some((unit) => unit.companySubunitId === subunit)) {
    throw new AppError('UNKNOWN_ACCOUNTING_UNIT', `Company subunit ${subunit} does not exist`, {
      companySubunitId: subunit,
    });
  }
  if (group !== null && !configuration.processingGroups?.some((unit) => unit.processingGroupId === group)) {
    throw new AppError('UNKNOWN_ACCOUNTING_UNIT', `Processing group ${group} does not exist`, {
      processingGroupId: group,
    });
  }
}

/** A stored export file of a salary export (its document in the document store). */
export type StoredExportDocument = { documentId: string; name: string; fileType: string };

/** The job that writes a lock's salary exports and KTG protocols. */
export type AccountingExportJob = { tenantId: string; lockId: string };
