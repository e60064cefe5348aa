// Facts of kind 3, `leaving-and-wage-cuts` (docs/domain/reports.md): the period's leavers as of their leaving date,
// with their cases begun by then that ran on the leaving date or within the three months before it, and those cases'
// days. Five queries whatever the number of employees: configuration, names, leavers, cases, days.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { textArray } from '../../../../db/sql-arrays.ts';
import {
  type LeavingAndWageCutsFacts,
  WAGE_CUT_LOOKBACK_MONTHS,
} from '../../../../domain/reports/kinds/leaving-and-wage-cuts.ts';
import { addMonthsTo, periodDays } from '../../../../domain/reports/kinds/person-case-facts.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import {
  entityNames,
  loadCaseDays,
  loadCases,
  loadLeavers,
  reportCaseOf,
  reportConfiguration,
} from './person-case-rows.ts';

export async function loadLeavingAndWageCutsFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  _today: string,
): Promise<LeavingAndWageCutsFacts> {
  const period = periodDays(definition.period);
  const configuration = await reportConfiguration(tx, tenantId);
  const names = await entityNames(tx, tenantId, configuration, definition.language);
  const leavers = await loadLeavers(tx, tenantId, period, names);
  if (leavers.length === 0) return { leavers: [] };
  // Cases begun by the latest leaving date that reach into the earliest look-back window; each leaver keeps its own.
  const cases = await loadCases(
    tx,
    tenantId,
    sql`k.employee_id = any(${textArray(leavers.map((leaver) => leaver.employeeId))})
        and k.absent_from <= ${period.to}::date
        and k.absent_to > ${addMonthsTo(period.from, -WAGE_CUT_LOOKBACK_MONTHS)}::date
        and k.benefit_days_used >= ${definition.riskCounterThreshold}`,
  );
  const days = await loadCaseDays(
    tx,
    tenantId,
    cases.map((row) => row.id),
  );
  return {
    leavers: leavers.map(({ leavingDate, policies: _policies, ...person }) => ({
      person,
      leavingDate,
      cases: cases
        .filter((row) => row.employee_id === person.employeeId && row.absent_from <= leavingDate)
        .map((row) => reportCaseOf(row, days.get(row.id) ?? [])),
    })),
  };
}
