// Facts of kind 5, `departures` (docs/domain/reports.md): the period's leavers as of their leaving date with their own
// policies, the cases running on their leaving date, and the tenant's coverage configurations (which cover applies
// is decided in the domain, as the engine decides it). Four queries: configuration, names, leavers, cases.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client.ts';
import { textArray } from '../../../../db/sql-arrays.ts';
import type { DeparturesFacts } from '../../../../domain/reports/kinds/departures.ts';
import { periodDays } from '../../../../domain/reports/kinds/person-case-facts.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import { entityNames, loadCases, loadLeavers, reportConfiguration } from './person-case-rows.ts';

export async function loadDeparturesFacts(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  _today: string,
): Promise<DeparturesFacts> {
  const period = periodDays(definition.period);
  const configuration = await reportConfiguration(tx, tenantId);
  const names = await entityNames(tx, tenantId, configuration, definition.language);
  const coverages = (configuration?.insuranceConfiguration.coverageConfigurations ?? []).map((coverage) => ({
    appliesTo: coverage.appliesTo,
    insuredPeriod: coverage.insuredPeriod,
    policies: coverage.policies,
  }));
  const leavers = await loadLeavers(tx, tenantId, period, names);
  if (leavers.length === 0) return { coverages, leavers: [] };
  const cases = await loadCases(
    tx,
    tenantId,
    sql`k.employee_id = any(${textArray(leavers.map((leaver) => leaver.employeeId))})
        and k.absent_from <= ${period.to}::date and k.absent_to >= ${period.from}::date`,
  );
  return {
    coverages,
    leavers: leavers.map(({ leavingDate, policies, ...person }) => ({
      person,
      leavingDate,
      policies,
      runningCases: cases
        .filter(
          (row) =>
            row.employee_id === person.employeeId && row.absent_from <= leavingDate && row.absent_to >= leavingDate,
        )
        .map((row) => ({ caseNumber: row.case_number, benefitDaysUsed: Number(row.benefit_days_used) })),
    })),
  };
}
