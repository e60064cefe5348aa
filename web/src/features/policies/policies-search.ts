// The policies screen's state lives in the URL (decision 0065): the day the insurance is read for (`date`, left out
// for today) and the gap list's filters (kind, policy type, search) and page, on the list kit. The server lists the
// gaps in one order (last name, first name, personnel number), so the list has one sort field and no sortable header.
// Pure functions: URL search params <-> the queries of GET /api/modular/policies and /policies/gaps. Unknown keys
// (the root's `lang`) are kept.
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';
import { isIsoDate } from '../../lib/dates.ts';

/** The contract's POLICY_GAP_KINDS and POLICY_TYPES (policies-search.test.ts keeps them equal, in this order). */
export const POLICY_GAP_KINDS = ['NO_POLICY', 'POLICY_NOT_FOUND', 'GROUP_MISMATCH', 'NOT_IN_FORCE'] as const;
export type PolicyGapKind = (typeof POLICY_GAP_KINDS)[number];
/** The screen's order of the types: sickness (KTG, KAV, FTA) first, then accident (UVG, UVGZ), as the server sorts. */
export const POLICY_TYPES = ['KTG', 'KAV', 'FTA', 'UVG', 'UVGZ'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const GAPS_PAGE_SIZE = 25;
export const INSURED_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 200;
const SORT_FIELDS = ['NAME'] as const;
type GapSortField = (typeof SORT_FIELDS)[number];

export type PoliciesSearch = {
  /** The day (YYYY-MM-DD); absent: today in Switzerland. */
  date?: string;
  kind?: PolicyGapKind;
  type?: PolicyType;
  search?: string;
  sortBy?: GapSortField;
  sortOrder?: SortOrder;
  /** 1-based page of the gap list. */
  page?: number;
};

export type PolicyGapsRequest = {
  date: string;
  kind?: PolicyGapKind;
  policyType?: PolicyType;
  search?: string;
  skip: number;
  take: number;
};

export type PolicyInsuredRequest = {
  date: string;
  policyType: PolicyType;
  policyNumber: string;
  search?: string;
  skip: number;
  take: number;
};

export const policiesSearch = defineListSearch<PoliciesSearch, GapSortField>({
  params: { date: param.isoDate(isIsoDate) },
  filters: {
    kind: param.oneOf(POLICY_GAP_KINDS),
    type: param.oneOf(POLICY_TYPES),
    search: param.text(SEARCH_MAX_LENGTH),
  },
  // The server's one order: by name.
  sort: { fields: SORT_FIELDS, default: 'NAME', defaultOrder: 'ASC' },
  pageSize: GAPS_PAGE_SIZE,
});

export function parsePoliciesSearch(raw: Record<string, unknown>): PoliciesSearch {
  return policiesSearch.parse(raw);
}

/** The day the screen reads: the URL's, else today. */
export function dayOf(search: PoliciesSearch, today: string): string {
  return search.date ?? today;
}

/** A new day from the date field: today (or a cleared field) leaves the URL; the gap list starts on its first page. */
export function withDay<S extends Record<string, unknown>>(previous: S, day: string | null, today: string): S {
  return policiesSearch.update(previous, { date: day === null || day === today ? undefined : day, page: undefined });
}

/** The list's state -> the query of GET /policies/gaps. */
export function toGapsQuery(search: PoliciesSearch, today: string): PolicyGapsRequest {
  const { skip, take } = policiesSearch.skipTake(search);
  const query: PolicyGapsRequest = { date: dayOf(search, today), skip, take };
  if (search.kind) query.kind = search.kind;
  if (search.type) query.policyType = search.type;
  if (search.search) query.search = search.search;
  return query;
}

/** The insured list of one policy on the day (its own search and page, kept by the drawer). */
export function toInsuredQuery(
  policy: { policyType: PolicyType; policyNumber: string },
  date: string,
  search: string,
  page: number,
): PolicyInsuredRequest {
  const text = search.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return {
    date,
    policyType: policy.policyType,
    policyNumber: policy.policyNumber,
    ...(text ? { search: text } : {}),
    skip: (Math.max(1, page) - 1) * INSURED_PAGE_SIZE,
    take: INSURED_PAGE_SIZE,
  };
}
