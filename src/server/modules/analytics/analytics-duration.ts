// The absence duration analysis (C18; issue 32 point 2; decisions 0059 and 0061): `POST /absence-duration`. Per
// group and bucket the periods (each counted once, in the bucket of its whole length up to the as-of day, also when
// it crosses the range's edge), their days in the range and the share of the group's absence hours; withheld for a
// small group as the rate is.
import type { AbsenceDurationResult, DurationBucket } from '../../../contracts/analytics.ts';
import type { Queryable } from '../../../db/client.ts';
import { type BucketFigure, emptyBuckets, sharesOfAbsenceHours } from '../../../domain/analytics/duration-buckets.ts';
import { withholdingOf } from '../../../domain/analytics/grouping.ts';
import { durationSums, type Selection } from './analytics-figures.repository.ts';
import { type AnalyticsScope, groupNameOf, type ResolvedQuery } from './analytics-scope.ts';

const key = (group: string | null, isTotal: boolean) => (isTotal ? 'total' : `g:${group ?? ''}:${group === null}`);

export async function absenceDuration(
  tx: Queryable,
  scope: AnalyticsScope,
  query: ResolvedQuery,
  selection: Selection,
): Promise<AbsenceDurationResult> {
  const { parts, headcounts } = await durationSums(
    tx,
    selection,
    { from: query.from, to: query.to },
    query.dimension,
    query.categories,
  );
  const buckets = new Map<string, BucketFigure[]>();
  for (const part of parts) {
    const id = key(part.group, part.isTotal);
    let list = buckets.get(id);
    if (!list) {
      list = emptyBuckets();
      buckets.set(id, list);
    }
    const figure = list.find((entry) => entry.bucket === (part.bucket as DurationBucket));
    if (!figure) continue;
    figure.periods += part.periods;
    figure.days += part.days;
    figure.absenceCentiHours += part.absenceCentiHours;
  }
  const figureOf = (id: string, headcount: number) => {
    const withheld = withholdingOf(headcount, {
      mayViewHealthData: scope.mayViewHealthData,
      minimumGroupSize: scope.minimumGroupSize,
    });
    const list = buckets.get(id) ?? emptyBuckets();
    return {
      headcount,
      withheld,
      buckets: withheld
        ? null
        : sharesOfAbsenceHours(list).map((figure) => ({
            bucket: figure.bucket,
            periods: figure.periods,
            days: figure.days,
            absenceHours: figure.absenceCentiHours / 100,
            share: figure.share,
          })),
    };
  };
  const groups = query.dimension
    ? headcounts
        .filter((entry) => !entry.isTotal)
        .map((entry) => ({
          groupId: entry.group,
          groupName: groupNameOf(scope, query.dimension, entry.group),
          ...figureOf(key(entry.group, false), entry.headcount),
        }))
        .sort(
          (a, b) =>
            Number(a.groupId === null) - Number(b.groupId === null) ||
            (a.groupName ?? '').localeCompare(b.groupName ?? '', 'de-CH') ||
            (a.groupId ?? '').localeCompare(b.groupId ?? ''),
        )
    : [];
  const total = headcounts.find((entry) => entry.isTotal)?.headcount ?? 0;
  return {
    asOf: query.asOf,
    from: query.from,
    to: query.to,
    dimension: query.dimension,
    minimumGroupSize: scope.minimumGroupSize,
    mayViewHealthData: scope.mayViewHealthData,
    groups,
    total: figureOf('total', total),
  };
}
