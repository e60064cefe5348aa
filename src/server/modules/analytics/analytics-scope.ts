// What every analytics call resolves first (decision 0061): the caller's scope — the tenant's minimum group size and
// unit names from its current configuration, and whether the caller may see individuals' health data — and the query
// with its as-of day (at most today in Zurich; default today), its range widened to whole periods of the unit and
// cut at the as-of month.

import { sql } from 'drizzle-orm';
import type { AbsenceCategory, AnalyticsPeriodUnit, AnalyticsQueryDimension } from '../../../contracts/analytics.ts';
import { ANALYTICS_MESSAGES } from '../../../contracts/analytics.ts';
import type { Queryable } from '../../../db/client.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { monthsOfPeriod, periodKeyOf } from '../../../domain/analytics/absence-rate.ts';
import { DEFAULT_MINIMUM_GROUP_SIZE } from '../../../domain/analytics/grouping.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { hasPermission, type RequestContext, requireTenantId } from '../../request-context.ts';
import type { Selection } from './analytics-figures.repository.ts';

export type AnalyticsScope = {
  tenantId: string;
  mayViewHealthData: boolean;
  minimumGroupSize: number;
  subunitNames: ReadonlyMap<string, string>;
  groupNames: ReadonlyMap<string, string>;
};

export async function analyticsScopeOf(tx: Queryable, ctx: RequestContext): Promise<AnalyticsScope> {
  const tenantId = requireTenantId(ctx);
  // The figures are grouped with count(distinct) over up to 36 months of 10 000 people's rows (some 360 000): with
  // PostgreSQL's default 4 MB the sorts spill to disk (0.9 s); 64 MB keeps them in memory (0.2 s), for this
  // transaction only (docs/performance.md, "Analytics").
  await tx.execute(sql`set local work_mem = '64MB'`);
  const current = await currentConfigurationVersion(tx, tenantId);
  const configuration = (current?.configuration ?? {}) as {
    companySubunits?: { companySubunitId: string; name?: string | null; city?: string }[];
    processingGroups?: { processingGroupId: string; name: string }[];
    analyticsConfiguration?: { minimumGroupSize?: number };
  };
  return {
    tenantId,
    // The absence hours of a small group or of one person are health data (decision 0059).
    mayViewHealthData: hasPermission(ctx, 'employee.health.view'),
    minimumGroupSize: configuration.analyticsConfiguration?.minimumGroupSize ?? DEFAULT_MINIMUM_GROUP_SIZE,
    subunitNames: new Map(
      (configuration.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name ?? unit.companySubunitId]),
    ),
    groupNames: new Map((configuration.processingGroups ?? []).map((group) => [group.processingGroupId, group.name])),
  };
}

/** A group in words: the subunit's or processing group's name; an employment type stays its code (the app words it). */
export function groupNameOf(
  scope: AnalyticsScope,
  dimension: AnalyticsQueryDimension | null,
  group: string | null,
): string | null {
  if (group === null || dimension === null) return null;
  if (dimension === 'COMPANY_SUBUNIT') return scope.subunitNames.get(group) ?? group;
  if (dimension === 'PROCESSING_GROUP') return scope.groupNames.get(group) ?? group;
  return group;
}

export type ResolvedQuery = {
  from: string;
  to: string;
  unit: AnalyticsPeriodUnit;
  dimension: AnalyticsQueryDimension | null;
  categories: readonly AbsenceCategory[];
  asOf: string;
  /** The as-of day's month: nothing after it counts. */
  lastMonth: string;
};

type QueryInput = {
  from: string;
  to: string;
  unit?: AnalyticsPeriodUnit;
  dimension?: AnalyticsQueryDimension | null;
  categories?: readonly AbsenceCategory[];
  asOf?: string | undefined;
};

/**
 * The query as it is answered: as-of at most today (400 at `asOf` otherwise), the range widened to whole periods of
 * the unit (a quarter from 2026-02 starts in 2026-01) and cut at the as-of month; a range that starts after the as-of
 * month is refused (400 at `from`).
 */
export function resolveQuery(
  input: QueryInput,
  now: Date,
  path: (field: string) => string = (field) => field,
): ResolvedQuery {
  const today = swissCivilDate(now);
  const asOf = input.asOf ?? today;
  const issues: BodyIssue[] = [];
  if (asOf > today) issues.push({ path: path('asOf'), message: ANALYTICS_MESSAGES.asOfAfterToday, code: 'custom' });
  const lastMonth = asOf.slice(0, 7);
  if (input.from > lastMonth)
    issues.push({ path: path('from'), message: ANALYTICS_MESSAGES.fromAfterAsOf, code: 'custom' });
  if (issues.length > 0) throw new BodyValidationError(issues);
  const unit = input.unit ?? 'MONTH';
  const from = monthsOfPeriod(periodKeyOf(input.from, unit)).from;
  const wholeTo = monthsOfPeriod(periodKeyOf(input.to, unit)).to;
  return {
    from,
    to: wholeTo > lastMonth ? lastMonth : wholeTo,
    unit,
    dimension: input.dimension ?? null,
    categories: input.categories ?? ['SICKNESS', 'ACCIDENT', 'OTHER'],
    asOf,
    lastMonth,
  };
}

export function selectionOf(
  scope: AnalyticsScope,
  query: ResolvedQuery,
  filters: {
    companySubunitIds?: readonly string[];
    processingGroupIds?: readonly string[];
    employmentTypes?: readonly string[];
    employeeId?: string;
  },
): Selection {
  return {
    tenantId: scope.tenantId,
    companySubunitIds: filters.companySubunitIds ?? [],
    processingGroupIds: filters.processingGroupIds ?? [],
    employmentTypes: filters.employmentTypes ?? [],
    ...(filters.employeeId === undefined ? {} : { employeeId: filters.employeeId }),
    lastMonth: query.lastMonth,
  };
}
