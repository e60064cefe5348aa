// The facts of report kind 2 `bookings` (docs/domain/reports.md §2): the snapshot lines of the period's accounting
// months (one query), their claims no lock has booked yet (one query, the accounting's "open lines" rule: not
// BLOCKED, the employee's month not booked; days up to today), the cases' benefit days, the people's records, the
// export account mappings and the unit names. The kind groups the open claims as a lock would.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { rowsOf } from '../../../../db/client.ts';
import { textArray, uuidArray } from '../../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../../db/tenant-configuration.ts';
import type { ExportAccountMapping } from '../../../../domain/accounting/booking-lines.ts';
import type { SnapshotLine } from '../../../../domain/accounting/types.ts';
import type { BookingsFacts, OpenClaimFact } from '../../../../domain/reports/kinds/bookings.ts';
import { periodMonths } from '../../../../domain/reports/kinds/claim-report-parts.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import { lineOfSnapshotRow, SNAPSHOT_COLUMNS, type SnapshotRow } from '../../accounting/index.ts';
import { personRecordsOf, unitNamesOf } from './claim-persons.ts';

type ClaimRow = {
  claim_id: string;
  employee_id: string;
  case_id: string;
  case_number: number;
  claim_type: OpenClaimFact['claimType'];
  coverage_line: OpenClaimFact['coverageLine'];
  date: string;
  accounting_month_id: string;
  is_correction: boolean;
  incapacity_of_work: string | number;
  daily_allowance: string | number;
  salary_export_account_id: string | null;
  reimbursement_type: OpenClaimFact['reimbursementType'];
  daily_rate: string | number | null;
  coverage: string | number | null;
  shortterm: boolean | null;
  continuation: boolean | null;
  correction_kind: OpenClaimFact['correctionKind'];
  manual_correction_id: string | null;
  case_day: number | null;
  benefit_day_number: number | null;
  waiting: boolean | null;
};

export async function loadBookingsFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  today: string,
): Promise<BookingsFacts> {
  const months = textArray(periodMonths(definition));
  const snapshotRows = await rowsOf<SnapshotRow>(
    tx,
    sql`select ${SNAPSHOT_COLUMNS}
        from accounting_snapshots s
        where s.tenant_id = ${tenantId} and s.accounting_month_id = any(${months})`,
  );
  const claimRows = await rowsOf<ClaimRow>(
    tx,
    sql`select c.claim_id, c.employee_id, c.case_id, cs.case_number, c.claim_type, c.coverage_line,
          c.date::text as date, c.accounting_month_id, c.is_correction, c.incapacity_of_work, c.daily_allowance,
          c.salary_export_account_id, c.details->>'reimbursementType' as reimbursement_type,
          (c.details->>'dailyRate')::bigint as daily_rate, c.details->>'coverage' as coverage,
          c.within_shortterm_risk as shortterm,
          c.within_continuation_of_payment as continuation,
          c.correction_kind as correction_kind, c.details->>'manualCorrectionId' as manual_correction_id,
          (c.details->>'caseDay')::int as case_day, (c.details->>'benefitDayNumber')::int as benefit_day_number,
          (c.details->>'isWaitingPeriodDay')::boolean as waiting
        from claims c join cases cs on cs.tenant_id = c.tenant_id and cs.id = c.case_id
        where c.tenant_id = ${tenantId} and c.accounting_month_id = any(${months}) and c.date <= ${today}
          and c.processing_status <> 'BLOCKED'
          and not exists (select 1 from booked_claims b
                          where b.tenant_id = c.tenant_id and b.accounting_month_id = c.accounting_month_id
                            and b.employee_id = c.employee_id)`,
  );
  // The lines as the accounting reads them (its lock id is not a report's concern).
  const bookedLines: SnapshotLine[] = snapshotRows.map((row) => {
    const { lockId: _lockId, ...line } = lineOfSnapshotRow(row);
    return { ...line, snapshotId: row.id };
  });
  const openClaims: OpenClaimFact[] = claimRows.map((row) => ({
    claimId: row.claim_id,
    employeeId: row.employee_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    coverageLine: row.coverage_line,
    date: row.date,
    accountingMonthId: row.accounting_month_id,
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
  const caseIds = [...new Set([...bookedLines, ...openClaims].map((item) => item.caseId))];
  const caseRows =
    caseIds.length === 0
      ? []
      : await rowsOf<{ id: string; benefit_days_used: string | number | null }>(
          tx,
          sql`select id, benefit_days_used from cases where tenant_id = ${tenantId} and id = any(${uuidArray(caseIds)})`,
        );
  const current = await currentConfigurationVersion(tx, tenantId);
  const configuration = current?.configuration as
    | { insuranceConfiguration?: { exportAccountMappings?: ExportAccountMapping[] } }
    | undefined;
  return {
    bookedLines,
    openClaims,
    caseBenefitDays: Object.fromEntries(caseRows.map((row) => [row.id, Number(row.benefit_days_used ?? 0)])),
    records: await personRecordsOf(tx, tenantId, [...new Set(openClaims.map((claim) => claim.employeeId))]),
    mappings: configuration?.insuranceConfiguration?.exportAccountMappings ?? [],
    names: await unitNamesOf(tx, tenantId),
  };
}
