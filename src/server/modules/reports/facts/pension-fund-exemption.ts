// Facts of kind 4, `pension-fund-exemption` (docs/domain/reports.md): the cases long enough for an exemption (absentFrom
// + the tenant's pensionFundReportingPeriod by the period's end and by the case's last day) that still run at the
// period's start, of them those with a spell of uninterrupted incapacity outlasting the waiting period in the period
// (decision 0060; found in SQL), all their days (the build finds the spells again and cuts the rows), their
// PENSION_FUND_REPORT deadlines (issue 30) and the employees' records. Seven queries.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../../db/client.ts';
import { uuidArray } from '../../../../db/sql-arrays.ts';
import type {
  PensionFundExemptionFacts,
  PensionFundPersonRecord,
} from '../../../../domain/reports/kinds/pension-fund-exemption.ts';
import { periodDays } from '../../../../domain/reports/kinds/person-case-facts.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import {
  entityNames,
  loadCaseDays,
  loadCases,
  loadRecords,
  personOf,
  reportCaseOf,
  reportConfiguration,
} from './person-case-rows.ts';

/** The contract's default (src/contracts/tenant-sections.ts reportsConfiguration) when no configuration parses. */
const DEFAULT_PENSION_FUND_REPORTING_PERIOD = 90;

export async function loadPensionFundExemptionFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  _today: string,
): Promise<PensionFundExemptionFacts> {
  const period = periodDays(definition.period);
  const configuration = await reportConfiguration(tx, tenantId);
  const reportingPeriod =
    configuration?.insuranceConfiguration.reportsConfiguration.pensionFundReportingPeriod ??
    DEFAULT_PENSION_FUND_REPORTING_PERIOD;
  const names = await entityNames(tx, tenantId, configuration, definition.language);
  const exemptionStart = sql`(k.absent_from + ${reportingPeriod}::int)`;
  const cases = await loadCases(
    tx,
    tenantId,
    sql`${exemptionStart} <= ${period.to}::date and ${exemptionStart} <= k.absent_to
        and k.absent_to >= ${period.from}::date and k.benefit_days_used >= ${definition.riskCounterThreshold}`,
  );
  // Only the cases with a spell of uninterrupted incapacity (decision 0060) that outlasts the waiting period and
  // reaches into the period can give a row: found in SQL (gaps and islands over the days with an incapacity), so that
  // only their days are read — a case linking short spells has many days and none of them a row (at 10 000
  // employees 9 971 candidate cases, ~880 000 days; ~1 000 of the cases qualify; docs/performance.md "Reports").
  const qualifying =
    cases.length === 0
      ? new Set<string>()
      : new Set(
          (
            await rowsOf<{ case_id: string }>(
              tx,
              sql`with incapable as (
                    select case_id, date from claims
                    where tenant_id = ${tenantId} and case_id = any(${uuidArray(cases.map((row) => row.id))})
                      and not is_correction
                    group by case_id, date having max(incapacity_of_work) > 0
                  ), spells as (
                    select case_id, min(date) as first_day, max(date) as last_day
                    from (select case_id, date,
                            date - (row_number() over (partition by case_id order by date))::int as island
                          from incapable) numbered
                    group by case_id, island
                  )
                  select distinct case_id from spells
                  where first_day + ${reportingPeriod}::int <= last_day
                    and first_day + ${reportingPeriod}::int <= ${period.to}::date and last_day >= ${period.from}::date`,
            )
          ).map((row) => row.case_id),
        );
  const candidates = cases.filter((row) => qualifying.has(row.id));
  if (candidates.length === 0) return { pensionFundReportingPeriod: reportingPeriod, cases: [], records: {} };
  const caseIds = candidates.map((row) => row.id);
  // Every day of the case: a spell that reaches the waiting period may start anywhere in it.
  const days = await loadCaseDays(tx, tenantId, caseIds);
  const deadlines = await rowsOf<{ case_id: string; due_date: string; done_on: string | null }>(
    tx,
    sql`select case_id, due_date::text as due_date,
          case when status = 'DONE' then (done_at at time zone 'Europe/Zurich')::date::text end as done_on
        from deadlines
        where tenant_id = ${tenantId} and kind = 'PENSION_FUND_REPORT' and status <> 'OBSOLETE'
          and case_id = any(${uuidArray(caseIds)})`,
  );
  const reportOf = new Map(deadlines.map((row) => [row.case_id, { dueDate: row.due_date, doneOn: row.done_on }]));
  const records = await loadRecords(tx, tenantId, [...new Set(candidates.map((row) => row.employee_id))]);
  return {
    pensionFundReportingPeriod: reportingPeriod,
    cases: candidates.map((row) => ({
      employeeId: row.employee_id,
      reportCase: reportCaseOf(row, days.get(row.id) ?? []),
      report: reportOf.get(row.id) ?? null,
    })),
    records: Object.fromEntries(
      [...records].map(([employeeId, rows]) => [
        employeeId,
        rows.map(
          (row): PensionFundPersonRecord => ({
            ...personOf(row, names),
            validFrom: row.valid_from,
            validTo: row.valid_to,
            oasiNumber: row.oasi_number,
            dateOfBirth: row.date_of_birth,
          }),
        ),
      ]),
    ),
  };
}
