// The analytics area's state in the URL (issue 32): the tab (rate, the default, left out; duration), the range of
// months, the unit, the breakdown, the filters (subunits, processing groups, employment types, absence categories as
// comma lists), the as-of date and the saved view opened. Pure functions on the list kit: URL search params <-> state
// <-> the query of POST /api/analytics/absence-rate. Defaults are left out of the URL: without from/to the range is
// the last 12 complete months before today, so a bookmarked "default" page moves with the calendar.
import {
  ABSENCE_CATEGORIES,
  type AbsenceCategory,
  ANALYTICS_MONTHS_MAX,
  ANALYTICS_PERIOD_UNITS,
  ANALYTICS_QUERY_DIMENSIONS,
  type AnalyticsPeriodUnit,
  type AnalyticsQueryDimension,
} from '../../../../src/contracts/analytics.ts';
import { EMPLOYMENT_CONTRACT_TYPES } from '../../../../src/contracts/employee-enums.ts';
import { defineListSearch, type ParamParser, param } from '../../components/list-kit/list-search.ts';
import { isIsoDate } from '../../lib/dates.ts';
import { addMonths, lastCompleteMonths, monthsBetween } from './months.ts';

export { addMonths, lastCompleteMonths, monthsBetween };

export const ANALYTICS_TABS = ['rate', 'duration'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export { DEFAULT_RANGE_MONTHS } from './months.ts';
export type EmploymentType = (typeof EMPLOYMENT_CONTRACT_TYPES)[number];

const ID_MAX = 100;
const IDS_MAX = 200;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AnalyticsSearch = {
  /** duration; absent = rate. */
  tab?: Exclude<AnalyticsTab, 'rate'>;
  /** The saved view opened (its id); kept while the filters are as it left them. */
  view?: string;
  /** First and last month (YYYY-MM); both or neither (the default range). */
  from?: string;
  to?: string;
  /** QUARTER or YEAR; absent = MONTH. */
  unit?: Exclude<AnalyticsPeriodUnit, 'MONTH'>;
  /** The breakdown; absent = none (the whole company). */
  dimension?: AnalyticsQueryDimension;
  /** Comma lists: subunit ids, processing group ids, employment types, absence categories. */
  subunits?: string;
  groups?: string;
  types?: string;
  /** Absent = all three. */
  categories?: string;
  /** YYYY-MM-DD, at most today; absent = today. */
  asOf?: string;
};

/** The values of a comma list (or the router's array), trimmed, once each. */
export function listOf(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .flatMap((part) => String(part).split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

/** A comma list of ids: each at most 100 characters, at most 200 of them. */
const idList: ParamParser<string> = (value) => {
  const ids = listOf(value).filter((id) => id.length <= ID_MAX);
  return ids.length === 0 ? undefined : ids.slice(0, IDS_MAX).join(',');
};

/** A comma list of known values, in their canonical order; none or all of them is no filter. */
function enumList(allowed: readonly string[]): ParamParser<string> {
  return (value) => {
    const values = listOf(value);
    const known = allowed.filter((candidate) => values.includes(candidate));
    return known.length === 0 || known.length === allowed.length ? undefined : known.join(',');
  };
}

const notMonthUnit: ParamParser<Exclude<AnalyticsPeriodUnit, 'MONTH'>> = (value) => {
  const unit = param.oneOf(ANALYTICS_PERIOD_UNITS)(value);
  return unit === 'MONTH' ? undefined : unit;
};

const notRateTab: ParamParser<'duration'> = (value) => (value === 'duration' ? 'duration' : undefined);

export const analyticsSearch = defineListSearch<AnalyticsSearch, 'GROUP'>({
  params: { tab: notRateTab, view: param.pattern(UUID) },
  filters: {
    from: param.pattern(MONTH),
    to: param.pattern(MONTH),
    unit: notMonthUnit,
    dimension: param.oneOf(ANALYTICS_QUERY_DIMENSIONS),
    subunits: idList,
    groups: idList,
    types: enumList(EMPLOYMENT_CONTRACT_TYPES),
    categories: enumList(ABSENCE_CATEGORIES),
    asOf: param.isoDate(isIsoDate),
  },
  sort: { fields: ['GROUP'], default: 'GROUP', defaultOrder: 'ASC' },
  pageSize: 1,
  normalize: (state) => {
    // A range needs both ends the right way round and at most 60 months; else the default range.
    const { from, to } = state;
    if (from === undefined || to === undefined || to < from || monthsBetween(from, to) > ANALYTICS_MONTHS_MAX) {
      return { ...state, from: undefined, to: undefined };
    }
    return state;
  },
});

/** The URL's params → the state (invalid values and defaults dropped). */
export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const { page: _page, ...state } = analyticsSearch.parse(raw) as AnalyticsSearch & { page?: number };
  return state;
}

export function tabOf(search: AnalyticsSearch): AnalyticsTab {
  return search.tab ?? 'rate';
}

// ---- State → query ------------------------------------------------------------------------------------------------

/** The body of POST /absence-rate (and /absence-duration, /absence-rate/export) of the state. */
export type AnalyticsQueryInput = {
  from: string;
  to: string;
  unit: AnalyticsPeriodUnit;
  dimension: AnalyticsQueryDimension | null;
  companySubunitIds: string[];
  processingGroupIds: string[];
  employmentTypes: EmploymentType[];
  categories: AbsenceCategory[];
  asOf?: string;
};

/** The range shown: the URL's, or the default (the last 12 complete months before the as-of date or today). */
export function rangeOf(search: AnalyticsSearch, today: string): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return lastCompleteMonths(effectiveAsOf(search, today));
}

/** The as-of date asked for, never after today (a later one in an old link reads as today). */
export function effectiveAsOf(search: AnalyticsSearch, today: string): string {
  return search.asOf && search.asOf < today ? search.asOf : today;
}

export function toAnalyticsQuery(search: AnalyticsSearch, today: string): AnalyticsQueryInput {
  const asOf = effectiveAsOf(search, today);
  let { from, to } = rangeOf(search, today);
  // The server refuses a start after the as-of date; the range then ends in the as-of month.
  const asOfMonth = asOf.slice(0, 7);
  if (to > asOfMonth) to = asOfMonth;
  if (from > to) from = to;
  return {
    from,
    to,
    unit: search.unit ?? 'MONTH',
    dimension: search.dimension ?? null,
    companySubunitIds: listOf(search.subunits),
    processingGroupIds: listOf(search.groups),
    employmentTypes: listOf(search.types) as EmploymentType[],
    categories: search.categories ? (listOf(search.categories) as AbsenceCategory[]) : [...ABSENCE_CATEGORIES],
    ...(search.asOf && search.asOf < today ? { asOf: search.asOf } : {}),
  };
}

/**
 * A change of the filters: applied to the current search, the view forgotten (the screen no longer shows it as it
 * was saved); the tab stays.
 */
export function withFilters(search: AnalyticsSearch, changes: Partial<AnalyticsSearch>): AnalyticsSearch {
  const { view: _view, ...rest } = search;
  return parseAnalyticsSearch({ ...rest, ...changes });
}

export function searchForTab(search: AnalyticsSearch, tab: AnalyticsTab): AnalyticsSearch {
  const { tab: _tab, ...rest } = search;
  return tab === 'rate' ? rest : { ...rest, tab };
}

/** Whether any filter differs from the default page (for "reset filters"). */
export function hasFilters(search: AnalyticsSearch): boolean {
  return analyticsSearch.hasActiveFilters(search);
}
