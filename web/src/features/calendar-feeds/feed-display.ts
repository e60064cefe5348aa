// What a calendar subscription shows, in words (pure): the subunit by its name, the types by name or "all types",
// and whether events name the type or say only "absent".
import type { TFunction } from '../../lib/translator.ts';

export const FEED_ABSENCE_TYPES = [
  'SICK',
  'ACCIDENT',
  'MILITARY',
  'MATERNITY',
  'PATERNITY',
  'VACATION',
  'FAMILY_CARE',
  'OTHER',
] as const;
export type FeedAbsenceType = (typeof FEED_ABSENCE_TYPES)[number];

export type FeedView = {
  companySubunitId: string | null;
  absenceTypes: readonly FeedAbsenceType[] | null;
  showAbsenceTypes: boolean;
};

/** "Logistik Bern · Illness, Accident · "absent" only". `subunitName` maps an id to its name (null: unknown). */
export function feedContentText(feed: FeedView, t: TFunction, subunitName: (id: string) => string | null): string {
  const who = feed.companySubunitId
    ? (subunitName(feed.companySubunitId) ?? feed.companySubunitId)
    : t('calendarFeeds.list.allEmployees');
  const types =
    feed.absenceTypes && feed.absenceTypes.length > 0
      ? [...feed.absenceTypes]
          .sort((a, b) => FEED_ABSENCE_TYPES.indexOf(a) - FEED_ABSENCE_TYPES.indexOf(b))
          .map((type) => t(`issues.absenceTypes.${type}`))
          .join(', ')
      : t('calendarFeeds.list.allTypes');
  const shown = feed.showAbsenceTypes ? t('calendarFeeds.list.typesShown') : t('calendarFeeds.list.absentOnly');
  return `${who} · ${types} · ${shown}`;
}
