// The facts of report kind 6 `starting-wage-cuts` (docs/domain/reports.md §6): every case's first claim day outside
// LFZ after a day inside it, in the period — one query with a window over the claims of the cases that have a day
// outside LFZ in the period — with the LFZ service year from the insured person's counters, then the people's
// records and the unit names. A day paid to the insured person directly (after the leaving date, C13) starts no
// wage cut (the employment ended; kind 3 reports it).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { rowsOf } from '../../../../db/client.ts';
import { periodDays } from '../../../../domain/reports/kinds/claim-report-parts.ts';
import type { StartingWageCutsFacts, WageCutStartFact } from '../../../../domain/reports/kinds/starting-wage-cuts.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import type { EmployeeCounters } from '../../../../domain/sick-pay/types.ts';
import { personRecordsOf, unitNamesOf } from './claim-persons.ts';

type StartRow = {
  employee_id: string;
  case_id: string;
  case_number: number;
  claim_type: WageCutStartFact['claimType'];
  absent_from: string;
  previous_date: string;
  date: string;
  incapacity_of_work: string | number;
  daily_allowance: string | number;
  shortterm: boolean | null;
  benefit_days_used: string | number | null;
  lfz_years: EmployeeCounters['continuationOfPayment'] | null;
};

export async function loadStartingWageCutsFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  _today: string,
): Promise<StartingWageCutsFacts> {
  const { from, to } = periodDays(definition);
  const continuation = sql`c.within_continuation_of_payment`;
  const rows = await rowsOf<StartRow>(
    tx,
    sql`with days as (
          select c.employee_id, c.case_id, c.date, c.incapacity_of_work, c.daily_allowance,
            ${continuation} as continuation, c.within_shortterm_risk as shortterm,
            c.payee as payee,
            lag(${continuation}) over w as previous_continuation, lag(c.date) over w as previous_date
          from claims c
          where c.tenant_id = ${tenantId} and not c.is_correction and c.date <= ${to}
            and c.case_id in (select d.case_id from claims d
                              where d.tenant_id = ${tenantId} and not d.is_correction
                                and d.date between ${from} and ${to}
                                and d.within_continuation_of_payment is not true)
          window w as (partition by c.case_id order by c.date))
        select days.employee_id, days.case_id, cs.case_number, cs.claim_type, cs.absent_from::text as absent_from,
          days.previous_date::text as previous_date, days.date::text as date, days.incapacity_of_work,
          days.daily_allowance, days.shortterm, cs.benefit_days_used,
          ip.employee_counters->'continuationOfPayment' as lfz_years
        from days
          join cases cs on cs.tenant_id = ${tenantId} and cs.id = days.case_id
          left join insured_persons ip on ip.tenant_id = cs.tenant_id and ip.id = cs.insured_person_id
        where days.date between ${from} and ${to} and days.continuation is not true
          and days.previous_continuation and coalesce(days.payee, 'EMPLOYER') <> 'INSURED_PERSON'
          and cs.benefit_days_used >= ${definition.riskCounterThreshold}
        order by days.employee_id, days.case_id, days.date`,
  );
  const starts: WageCutStartFact[] = rows.map((row) => {
    const year = (row.lfz_years ?? []).find((item) => item.from <= row.previous_date && row.previous_date <= item.to);
    return {
      employeeId: row.employee_id,
      caseId: row.case_id,
      caseNumber: row.case_number,
      claimType: row.claim_type,
      absentFrom: row.absent_from,
      lfzLastDay: row.previous_date,
      wageCutFrom: row.date,
      incapacityOfWork: Number(row.incapacity_of_work),
      dailyAllowance: Number(row.daily_allowance),
      isWithinShorttermRisk: row.shortterm ?? false,
      benefitDaysUsed: Number(row.benefit_days_used ?? 0),
      serviceYear: year?.serviceYear ?? null,
      entitlementDays: year?.entitlementDays ?? null,
    };
  });
  return {
    starts,
    records: await personRecordsOf(tx, tenantId, [...new Set(starts.map((start) => start.employeeId))]),
    names: await unitNamesOf(tx, tenantId),
  };
}
