// The lines of an accounting month as the services read them (issue 14; decision 0027): a lock's snapshot lines as
// stored, and the open lines of a month — its claims not booked yet, grouped as a lock would group them.
import { sql } from 'drizzle-orm';
import type { AppTransaction } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { snapshotLinesOf } from '../../../domain/accounting/snapshots.ts';
import type { SnapshotLine } from '../../../domain/accounting/types.ts';
import { bookableClaims, lockRows, snapshotPersons } from './accounting.repository.ts';

/** A line of a month: a snapshot line (with its snapshot and lock) or an open line (both null). */
export type Line = Omit<SnapshotLine, 'snapshotId'> & { snapshotId: string | null; lockId: string | null };

export type SnapshotRow = {
  id: string;
  lock_id: string;
  accounting_month_id: string;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  case_id: string;
  case_number: number;
  claim_type: SnapshotLine['claimType'];
  coverage_line: SnapshotLine['coverageLine'];
  reimbursement_type: SnapshotLine['reimbursementType'];
  start_date: string;
  end_date: string;
  days: number;
  daily_rate: string | number;
  daily_allowance: string | number;
  amount: string | number;
  incapacity_of_work: string | number;
  coverage: string | number;
  is_within_shortterm_risk: boolean;
  is_within_continuation_of_payment: boolean;
  is_correction: boolean;
  correction_kind: SnapshotLine['correctionKind'];
  corrected_month_id: string | null;
  manual_correction_id: string | null;
  salary_export_account_id: string | null;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  counter_snapshots: SnapshotLine['counterSnapshots'];
};

export const SNAPSHOT_COLUMNS = sql`s.id, s.lock_id, s.accounting_month_id, s.employee_id, s.personnel_number, s.first_name,
  s.last_name, s.case_id, s.case_number, s.claim_type, s.coverage_line, s.reimbursement_type, s.start_date::text as start_date,
  s.end_date::text as end_date, s.days, s.daily_rate, s.daily_allowance, s.amount, s.incapacity_of_work, s.coverage,
  s.is_within_shortterm_risk, s.is_within_continuation_of_payment, s.is_correction, s.correction_kind,
  s.corrected_month_id, s.manual_correction_id, s.salary_export_account_id, s.company_subunit_id,
  s.processing_group_id, s.counter_snapshots`;

export function lineOfSnapshotRow(row: SnapshotRow): Line {
  return {
    snapshotId: row.id,
    lockId: row.lock_id,
    accountingMonthId: row.accounting_month_id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    caseId: row.case_id,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    coverageLine: row.coverage_line,
    reimbursementType: row.reimbursement_type,
    startDate: row.start_date,
    endDate: row.end_date,
    days: row.days,
    dailyRate: Number(row.daily_rate),
    dailyAllowance: Number(row.daily_allowance),
    amount: Number(row.amount),
    incapacityOfWork: Number(row.incapacity_of_work),
    coverage: Number(row.coverage),
    isWithinShorttermRisk: row.is_within_shortterm_risk,
    isWithinContinuationOfPayment: row.is_within_continuation_of_payment,
    isCorrection: row.is_correction,
    correctionKind: row.correction_kind,
    correctedMonthId: row.corrected_month_id,
    manualCorrectionId: row.manual_correction_id,
    salaryExportAccountId: row.salary_export_account_id,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    counterSnapshots: row.counter_snapshots,
  };
}

/** Every snapshot line of a month (the exports and protocols read them whole). */
export async function snapshotLinesOfMonth(
  tx: AppTransaction,
  tenantId: string,
  month: string,
  entity?: { companySubunitId: string | null; processingGroupId: string | null },
): Promise<Line[]> {
  const rows = await rowsOf<SnapshotRow>(
    tx,
    sql`select ${SNAPSHOT_COLUMNS} from accounting_snapshots s
        where s.tenant_id = ${tenantId} and s.accounting_month_id = ${month}
          ${entity?.companySubunitId ? sql`and s.company_subunit_id = ${entity.companySubunitId}` : sql``}
          ${entity?.processingGroupId ? sql`and s.processing_group_id = ${entity.processingGroupId}` : sql``}
        order by lower(s.last_name), lower(s.first_name), s.employee_id, s.case_number, s.coverage_line, s.start_date, s.id`,
  );
  return rows.map(lineOfSnapshotRow);
}

/** The open lines of a month: its claims not booked yet, grouped as a lock would group them. */
export async function openLinesOfMonth(tx: AppTransaction, tenantId: string, month: string): Promise<Line[]> {
  // A month locked for the whole organisation has no open lines (later changes are corrections elsewhere, C12).
  const locks = await lockRows(tx, month);
  if (locks.some((lock) => lock.company_subunit_id === null && lock.processing_group_id === null)) return [];
  const claims = await bookableClaims(tx, tenantId, month);
  if (claims.length === 0) return [];
  const persons = await snapshotPersons(tx, tenantId, month, [...new Set(claims.map((claim) => claim.employeeId))]);
  return snapshotLinesOf(month, claims, (id) => persons.get(id) as NonNullable<ReturnType<typeof persons.get>>).map(
    (line) => ({ ...line, snapshotId: null, lockId: null }),
  );
}
