// The health view of one employee (issue 29 scope 2 and 5; the health area): care's absence periods (its own period
// view) of the 12 months up to asOf, a month-by-month picture, the Bradford factor S² × D, the care stage with its
// history and the open tasks. Absence types only for readers whose role may see the employee's absences; a superior
// sees the team only (403 EMPLOYEE_ACCESS_FORBIDDEN with the employeeId otherwise).
import type { z } from 'zod';
import type { employeeHealth } from '../../../contracts/care-stages.ts';
import type { Database } from '../../../db/client.ts';
import { careStagePeriods, isCareAbsence } from '../../../domain/care/care-periods.ts';
import type { CareAbsenceDay, CarePeriodDefinition } from '../../../domain/care/types.ts';
import { addMonths, fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import type { AbsenceType } from '../../../domain/sick-pay/types.ts';
import { employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { hasPermission, inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { openTaskCountsOf } from './care-stage-effects.ts';
import { assertEmployeeReadable, stageOnDay, stagesOf } from './care-stages.queries.ts';
import { careAbsencesOf, careConfigurationOf, readerLanguageOf } from './care-stages.repository.ts';

type Health = z.input<typeof employeeHealth>;

const DEFAULT_PERIOD_DEFINITION: CarePeriodDefinition = {
  includeAbsenceTypes: ['SICK', 'ACCIDENT'],
  combinePeriodsWithWeekendGaps: true,
  combinePeriodsWithAbsenceGapsOfType: [],
  combinePeriodsWithGapDurationInDays: 0,
};

/**
 * The 12-month figures of care's view: the window is the 12 months ending on asOf (asOf - 12 months + 1 day …
 * asOf). S = periods overlapping the window, D = absence days of the included types in the window, Bradford = S²×D.
 */
export function healthFigures(
  absences: readonly CareAbsenceDay[],
  definition: CarePeriodDefinition,
  asOf: string,
  withTypes: boolean,
): Pick<Health, 'periods' | 'months' | 'absenceDaysLast12Months' | 'periodCountLast12Months' | 'bradfordFactor'> {
  const end = toEpochDay(asOf);
  const from = addMonths(end, -12) + 1;
  const fromIso = fromEpochDay(from);
  const included = new Set<AbsenceType>(definition.includeAbsenceTypes);
  const days = absences.filter((day) => day.date <= asOf && included.has(day.type) && isCareAbsence(day));
  const periods = careStagePeriods(days, definition)
    .filter((period) => period.endDate >= fromIso)
    .map((period) => ({
      startDate: period.startDate,
      endDate: period.endDate > asOf ? asOf : period.endDate,
      lengthInDays: period.lengthInDays,
      absenceDays: period.absenceDays,
      types: withTypes ? period.types : null,
    }))
    .reverse();
  // One count per calendar day with an absence of an included type (two records on a day are one day).
  const byDay = new Map<string, Set<AbsenceType>>();
  for (const day of days)
    if (day.date >= fromIso) byDay.set(day.date, (byDay.get(day.date) ?? new Set()).add(day.type));
  const asOfMonth = asOf.slice(0, 7);
  const firstMonth = fromEpochDay(addMonths(toEpochDay(`${asOfMonth}-01`), -11)).slice(0, 7);
  const months = Array.from({ length: 12 }, (_, index) =>
    fromEpochDay(addMonths(toEpochDay(`${firstMonth}-01`), index)).slice(0, 7),
  ).map((month) => {
    const typeCounts = new Map<AbsenceType, number>();
    let total = 0;
    for (const [date, types] of byDay) {
      if (!date.startsWith(month)) continue;
      total++;
      for (const type of types) typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
    }
    return {
      month,
      absenceDays: total,
      byType: withTypes
        ? [...typeCounts].sort(([a], [b]) => a.localeCompare(b)).map(([type, absenceDays]) => ({ type, absenceDays }))
        : null,
    };
  });
  const absenceDays = byDay.size;
  return {
    periods,
    months,
    absenceDaysLast12Months: absenceDays,
    periodCountLast12Months: periods.length,
    bradfordFactor: periods.length * periods.length * absenceDays,
  };
}

/** GET /employee/:employeeId/health. */
export async function employeeHealthOf(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
  asOfQuery: string | undefined,
  now = new Date(),
): Promise<Health> {
  const tenantId = requireTenantId(ctx);
  const today = swissToday(now);
  const asOf = asOfQuery ?? today;
  return inTenant(database, ctx, async (tx) => {
    const names = await assertEmployeeReadable(tx, ctx, employeeId, 'employee.health.view', today);
    const withTypes =
      hasPermission(ctx, 'employee.absences.view') &&
      inScope(await employeeScopeOf(tx, ctx, 'employee.absences.view', today), employeeId);
    const { care } = await careConfigurationOf(tx, tenantId);
    const definition = care?.careStageConfiguration.absencePeriodDefinition ?? DEFAULT_PERIOD_DEFINITION;
    const absences = (await careAbsencesOf(tx, [employeeId], asOf)).get(employeeId) ?? [];
    const history = await stagesOf(tx, tenantId, employeeId, await readerLanguageOf(tx, ctx, tenantId));
    const openTasks = await openTaskCountsOf(tx, [employeeId]);
    return {
      employeeId,
      ...names,
      asOf,
      ...healthFigures(absences, definition, asOf, withTypes),
      careStage: stageOnDay(history, asOf),
      careStageHistory: history,
      openTaskCount: openTasks.get(employeeId) ?? 0,
    };
  });
}
