// The analytics use cases (issue 32; decisions 0059 and 0061): each resolves the caller's scope and the query, then
// reads the stored figures in one tenant transaction. Nothing is written but the saved views
// (analytics-views.service.ts); the figures are kept by the derivation.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AnalyticsQuery,
  absenceRateExportBody,
  absenceRatePeopleBody,
  employeeRateQuery,
} from '../../../contracts/analytics.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { employeeList } from '../../../db/schema/employees.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { shiftPeriod } from '../../../domain/analytics/absence-rate.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext } from '../../request-context.ts';
import { absenceDuration } from './analytics-duration.ts';
import { type ExportLanguage, exportFile } from './analytics-export.ts';
import type { Selection } from './analytics-figures.repository.ts';
import { countedDaysOf, liveMonthFigures, needsLiveMonth } from './analytics-live.ts';
import { absenceRate, absenceRatePeopleOf } from './analytics-rate.ts';
import {
  type AnalyticsScope,
  analyticsScopeOf,
  type ResolvedQuery,
  resolveQuery,
  selectionOf,
} from './analytics-scope.ts';

/**
 * The selection of a query, with the as-of month computed as of the as-of day when that day cuts it short of what
 * the stored rows count (they count up to today).
 */
async function selectionFor(
  tx: Queryable,
  scope: AnalyticsScope,
  query: ResolvedQuery,
  filters: Parameters<typeof selectionOf>[2],
  now: Date,
): Promise<Selection> {
  const selection = selectionOf(scope, query, filters);
  if (!needsLiveMonth(query.asOf, swissCivilDate(now))) return selection;
  return { ...selection, live: { month: query.lastMonth, figures: await liveMonthFigures(tx, selection, query.asOf) } };
}

export function absenceRateOf(database: Database, ctx: RequestContext, body: AnalyticsQuery, now: Date) {
  const query = resolveQuery(body, now);
  return inTenant(database, ctx, async (tx) => {
    const scope = await analyticsScopeOf(tx, ctx);
    return absenceRate(tx, scope, query, await selectionFor(tx, scope, query, body, now));
  });
}

export function absenceDurationOf(database: Database, ctx: RequestContext, body: AnalyticsQuery, now: Date) {
  const query = resolveQuery(body, now);
  return inTenant(database, ctx, async (tx) => {
    const scope = await analyticsScopeOf(tx, ctx);
    return absenceDuration(tx, scope, query, await selectionFor(tx, scope, query, body, now));
  });
}

async function namesOf(tx: Queryable, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({
      employeeId: employeeList.employeeId,
      personnelNumber: employeeList.personnelNumber,
      firstName: employeeList.firstName,
      lastName: employeeList.lastName,
      companySubunitId: employeeList.companySubunitId,
      processingGroupId: employeeList.processingGroupId,
    })
    .from(employeeList)
    .where(inArray(employeeList.employeeId, [...employeeIds]));
  return new Map(rows.map((row) => [row.employeeId, row]));
}

export function absenceRatePeople(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof absenceRatePeopleBody>,
  now: Date,
) {
  const query = resolveQuery(body, now);
  return inTenant(database, ctx, async (tx) => {
    const scope = await analyticsScopeOf(tx, ctx);
    const selection = await selectionFor(tx, scope, query, body, now);
    return absenceRatePeopleOf(tx, scope, query, body, selection, (ids) => namesOf(tx, ids));
  });
}

export function employeeAbsenceRate(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
  params: z.infer<typeof employeeRateQuery>,
  now: Date,
) {
  const today = swissCivilDate(now);
  const to = params.to ?? (params.asOf ?? today).slice(0, 7);
  const from = params.from ?? shiftPeriod(to, -11);
  const query = resolveQuery({ ...params, from, to, dimension: null }, now);
  return inTenant(database, ctx, async (tx) => {
    const scope = await analyticsScopeOf(tx, ctx);
    const [person] = await tx
      .select({
        personnelNumber: employeeList.personnelNumber,
        firstName: employeeList.firstName,
        lastName: employeeList.lastName,
      })
      .from(employeeList)
      .where(and(eq(employeeList.employeeId, employeeId)));
    if (!person) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    const result = await absenceRate(tx, scope, query, await selectionFor(tx, scope, query, { employeeId }, now));
    // The days behind the figures are the person's absences: shown to those who may see health data only.
    const days = scope.mayViewHealthData
      ? await countedDaysOf(tx, scope.tenantId, employeeId, { from: query.from, to: query.to }, query.asOf)
      : [];
    return {
      employeeId,
      personnelNumber: person.personnelNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      asOf: query.asOf,
      unit: query.unit,
      mayViewHealthData: scope.mayViewHealthData,
      periods: result.total.periods,
      total: result.total.total,
      days,
    };
  });
}

export async function absenceRateExport(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof absenceRateExportBody>,
  now: Date,
) {
  const query = resolveQuery(body, now);
  const { result, company } = await inTenant(database, ctx, async (tx) => {
    const scope = await analyticsScopeOf(tx, ctx);
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, scope.tenantId));
    return {
      result: await absenceRate(tx, scope, query, await selectionFor(tx, scope, query, body, now)),
      company: tenant?.name ?? '',
    };
  });
  const language: ExportLanguage = body.language ?? ctx.language ?? 'de';
  return exportFile(result, body.format, language, company, now);
}
