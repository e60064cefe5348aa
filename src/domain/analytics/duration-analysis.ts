// The absence duration analysis (C18) from stored figures: per group, per bucket the periods, their days in the
// range and the share of absence hours, for a range of whole months. A period counts once, in the bucket of its
// whole length (duration-buckets.ts), through the two counts each figure keeps (employee-month-figures.ts):
// periods = the sum of periodsStarted over the range + the sum of periodsCarriedIn of the range's first month.
// Health figures of small groups are withheld as for the rate (grouping.ts). Decision 0059.
import { ABSENCE_CATEGORIES, type AbsenceCategory } from './absence-hours.ts';
import { type BucketFigure, emptyBuckets, sharesOfAbsenceHours } from './duration-buckets.ts';
import type { MonthId } from './employee-month-figures.ts';
import {
  type AnalyticsDimension,
  type AnalyticsRow,
  compareNullable,
  groupOf,
  groupRows,
  headcountOf,
  type Withholding,
  type WithholdingOptions,
  withholdingOf,
} from './grouping.ts';

export type DurationFigure = {
  group: string | null;
  headcount: number;
  /** The six buckets in order with their share of the absence hours (%, two decimals); null when withheld. */
  buckets: (BucketFigure & { share: number | null })[] | null;
  withheld: Withholding | null;
};

export type DurationOptions = WithholdingOptions & {
  months: { from: MonthId; to: MonthId };
  dimension: AnalyticsDimension | null;
  /** Default all three: sickness, accident, others. */
  categories?: readonly AbsenceCategory[];
};

/** C18 per group over a range of whole months, in group order. */
export function durationAnalysis(rows: readonly AnalyticsRow[], options: DurationOptions): DurationFigure[] {
  const categories = options.categories ?? ABSENCE_CATEGORIES;
  const groups = groupRows(rows, options.months, (row) => groupOf(row, options.dimension));
  const figures: DurationFigure[] = [];
  for (const { key: group, rows: groupRowsList } of groups.values()) {
    const headcount = headcountOf(groupRowsList);
    const withheld = withholdingOf(headcount, options);
    const buckets = emptyBuckets();
    const byBucket = new Map(buckets.map((figure) => [figure.bucket, figure]));
    for (const row of groupRowsList) {
      for (const part of row.durations) {
        if (!categories.includes(part.category)) continue;
        const figure = byBucket.get(part.bucket);
        if (!figure) continue;
        figure.periods += part.periodsStarted + (row.month === options.months.from ? part.periodsCarriedIn : 0);
        figure.days += part.days;
        figure.absenceCentiHours += part.absenceCentiHours;
      }
    }
    figures.push({ group, headcount, buckets: withheld ? null : sharesOfAbsenceHours(buckets), withheld });
  }
  return figures.sort((a, b) => compareNullable(a.group, b.group));
}
