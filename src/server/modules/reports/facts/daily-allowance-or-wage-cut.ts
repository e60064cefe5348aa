// The facts of report kind 1 `daily-allowance-or-wage-cut` (docs/domain/reports.md §1): the claim days of the
// period grouped into runs in SQL (one query; the report holds runs, never the days), their cases with the case's
// LFZ position at the period's end (one query), the people's records and the unit names. Days after today never
// count; a day paid to the insured person directly (after the leaving date, C13) is neither continued pay nor a wage
// cut and is left out (kind 3 reports it).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { rowsOf } from '../../../../db/client.ts';
import { uuidArray } from '../../../../db/sql-arrays.ts';
import { periodDays } from '../../../../domain/reports/kinds/claim-report-parts.ts';
import type {
  ClaimCaseFact,
  ClaimRunFact,
  DailyAllowanceOrWageCutFacts,
} from '../../../../domain/reports/kinds/daily-allowance-or-wage-cut.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import { personRecordsOf, unitNamesOf } from './claim-persons.ts';

type RunRow = {
  employee_id: string;
  case_id: string;
  from: string;
  to: string;
  incapacity_of_work: string | number;
  daily_allowance: string | number;
  continuation: boolean;
  shortterm: boolean;
  is_correction: boolean;
  correction_kind: ClaimRunFact['correctionKind'];
  accounting_month_id: string;
  locked: boolean;
};

export async function loadDailyAllowanceOrWageCutFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  today: string,
): Promise<DailyAllowanceOrWageCutFacts> {
  const { from, to } = periodDays(definition);
  const end = to < today ? to : today;
  const inPeriod =
    definition.period.kind === 'accounting-period'
      ? sql`c.accounting_month_id = ${definition.period.accountingMonthId} and c.date <= ${today}`
      : sql`c.date between ${from} and ${end}`;
  // The booked employee-months of the period, hashed once (a probe per claim day took ~1.5 s of 570 000 days at 10 000
  // employees, docs/performance.md "Reports"). A claim's accounting month is never before its day's month (C12 books
  // later days into a later open month), so the period's first month bounds them.
  const bookedMonths =
    definition.period.kind === 'accounting-period'
      ? sql`accounting_month_id = ${definition.period.accountingMonthId}`
      : sql`accounting_month_id >= ${from.slice(0, 7)}`;
  // The cases' risk counter only matters with a threshold (every case has counted 0 or more days).
  const counted =
    definition.riskCounterThreshold > 0
      ? sql`and exists (select 1 from cases cs where cs.tenant_id = c.tenant_id and cs.id = c.case_id
              and cs.benefit_days_used >= ${definition.riskCounterThreshold})`
      : sql``;
  // Runs in one ordered pass (decision 0062): within one line of a case (its coverage line, regular or correction,
  // booked into one month; its days unique by date), a day starts a run when the day before is not the previous day
  // or differs in a shown attribute, and ends one when the day after does; the days that start or end a run are
  // kept (about two per run) and each start takes the date of its run's end. The shown attributes are the generated
  // columns of claims, not the jsonb (migration 0044).
  const runRows = await rowsOf<RunRow>(
    tx,
    sql`with days as (
          select c.employee_id, c.case_id, c.coverage_line, c.date, c.incapacity_of_work, c.daily_allowance,
            coalesce(c.within_continuation_of_payment, false) as continuation,
            coalesce(c.within_shortterm_risk, false) as shortterm, c.is_correction, c.correction_kind,
            c.accounting_month_id, b.employee_id is not null as locked
          from claims c
            left join (select distinct employee_id, accounting_month_id from booked_claims
                       where tenant_id = ${tenantId} and ${bookedMonths}) b
              on b.employee_id = c.employee_id and b.accounting_month_id = c.accounting_month_id
          where c.tenant_id = ${tenantId} and ${inPeriod}
            and coalesce(c.payee, 'EMPLOYER') <> 'INSURED_PERSON' ${counted}
        ), edges as (
          select days.*,
            lag(row(date + 1, continuation, shortterm, incapacity_of_work, daily_allowance, locked)) over line
              is distinct from row(date, continuation, shortterm, incapacity_of_work, daily_allowance, locked)
              as starts,
            lead(row(date - 1, continuation, shortterm, incapacity_of_work, daily_allowance, locked)) over line
              is distinct from row(date, continuation, shortterm, incapacity_of_work, daily_allowance, locked)
              as ends
          from days
          window line as (partition by employee_id, case_id, coverage_line, is_correction, correction_kind,
            accounting_month_id order by date)
        ), runs as (
          select edges.*, case when ends then date else lead(date) over (partition by employee_id, case_id,
              coverage_line, is_correction, correction_kind, accounting_month_id order by date) end as run_to
          from edges where starts or ends
        )
        select employee_id, case_id, date::text as "from", run_to::text as "to", incapacity_of_work, daily_allowance,
          continuation, shortterm, is_correction, correction_kind, accounting_month_id, locked
        from runs where starts
        order by employee_id, case_id, "from"`,
  );
  const runs: ClaimRunFact[] = runRows.map((row) => ({
    employeeId: row.employee_id,
    caseId: row.case_id,
    from: row.from,
    to: row.to,
    incapacityOfWork: Number(row.incapacity_of_work),
    dailyAllowance: Number(row.daily_allowance),
    isWithinContinuationOfPayment: row.continuation,
    isWithinShorttermRisk: row.shortterm,
    isCorrection: row.is_correction,
    correctionKind: row.correction_kind ?? null,
    accountingMonthId: row.accounting_month_id,
    isMonthLocked: row.locked,
  }));
  const caseIds = [...new Set(runs.map((run) => run.caseId))];
  const cases = caseIds.length === 0 ? [] : await casesAtPeriodEnd(tx, tenantId, caseIds, end);
  const employeeIds = [...new Set(runs.map((run) => run.employeeId))];
  return {
    runs,
    cases,
    records: await personRecordsOf(tx, tenantId, employeeIds),
    names: await unitNamesOf(tx, tenantId),
  };
}

/** The cases with their LFZ position on their last regular claim day on or before `end` (one query). */
export async function casesAtPeriodEnd(
  tx: Queryable,
  tenantId: string,
  caseIds: readonly string[],
  end: string,
): Promise<ClaimCaseFact[]> {
  const rows = await rowsOf<{
    id: string;
    case_number: number;
    claim_type: ClaimCaseFact['claimType'];
    benefit_days_used: string | number | null;
    within_at_end: boolean | null;
  }>(
    tx,
    sql`select cs.id, cs.case_number, cs.claim_type, cs.benefit_days_used,
          (select l.within_continuation_of_payment from claims l
            where l.tenant_id = cs.tenant_id and l.case_id = cs.id and not l.is_correction and l.date <= ${end}
            order by l.date desc limit 1) as within_at_end
        from cases cs where cs.tenant_id = ${tenantId} and cs.id = any(${uuidArray([...caseIds])})`,
  );
  return rows.map((row) => ({
    caseId: row.id,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    benefitDaysUsed: Number(row.benefit_days_used ?? 0),
    isWithinContinuationAtPeriodEnd: row.within_at_end ?? false,
  }));
}
