// The absence duration as the screen reads it (issue 32, C18), pure: the lines to choose from (the whole selection,
// then each group of the breakdown by name) and the bars of one line, every bucket in the spec's order also when the
// server sends none for it (0 periods), with its name in words.
import {
  type AbsenceDurationResult,
  DURATION_BUCKETS,
  type DurationBucket,
} from '../../../../src/contracts/analytics.ts';
import type { TFunction } from '../../lib/translator.ts';
import type { Withheld } from './analytics-display.ts';
import { groupLabel } from './chart-data.ts';

type BucketFigure = NonNullable<AbsenceDurationResult['total']['buckets']>[number];
export type DurationLine = {
  key: string;
  label: string;
  headcount: number;
  buckets: BucketFigure[] | null;
  withheld: Withheld;
};

export function durationLines(result: AbsenceDurationResult, t: TFunction): DurationLine[] {
  const total: DurationLine = {
    key: '__total__',
    label: t('analytics.groups.all'),
    headcount: result.total.headcount,
    buckets: result.total.buckets,
    withheld: result.total.withheld,
  };
  if (result.dimension === null) return [total];
  const groups = result.groups
    .map<DurationLine>((group) => ({
      key: `group:${group.groupId ?? ''}`,
      label: groupLabel(group, result.dimension, t),
      headcount: group.headcount,
      buckets: group.buckets,
      withheld: group.withheld,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [total, ...groups];
}

export type DurationBar = { bucket: DurationBucket; label: string; periods: number; days: number };

export function durationBars(buckets: readonly BucketFigure[] | null, t: TFunction): DurationBar[] {
  return DURATION_BUCKETS.map((bucket) => {
    const figure = buckets?.find((candidate) => candidate.bucket === bucket);
    return {
      bucket,
      label: t(`analytics.buckets.${bucket}`),
      periods: figure?.periods ?? 0,
      days: figure?.days ?? 0,
    };
  });
}
