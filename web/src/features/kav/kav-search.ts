// The KAV screen's state lives in the URL (decision 0069): the completeness list's search, missing field, sort and
// page on the list kit, and the absences' month, basis and page (`apage`: the two lists page on their own). The
// server sorts the completeness list one way per field (no order to flip), so the sort is a choice, not a header.
// Pure functions: URL search params <-> the queries of GET /api/modular/kav/completeness and /kav/absences. Unknown
// keys (the root's `lang`) are kept.
import { defineListSearch, param } from '../../components/list-kit/list-search.ts';

/** The contract's KAV_REQUIRED_FIELDS, KAV_COMPLETENESS_SORT_FIELDS and bases (kav-search.test.ts keeps them equal). */
export const KAV_FIELDS = [
  'dateOfEmployment',
  'workingFrequency',
  'standardWorkingHoursPerWeek',
  'salaryBasis',
  'wageTypes',
  'policies',
  'employmentPercentage',
  'workingHoursPerWeek',
] as const;
export type KavField = (typeof KAV_FIELDS)[number];
export const KAV_SORTS = ['LAST_NAME', 'PERSONNEL_NUMBER', 'MISSING_COUNT'] as const;
export type KavSort = (typeof KAV_SORTS)[number];
export const KAV_BASES = ['HOURS', 'PERCENTAGE'] as const;
export type KavBasis = (typeof KAV_BASES)[number];

export const COMPLETENESS_PAGE_SIZE = 25;
export const ABSENCES_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 200;

export type KavSearch = {
  search?: string;
  missing?: KavField;
  sortBy?: KavSort;
  sortOrder?: 'ASC' | 'DESC';
  /** 1-based page of the completeness list. */
  page?: number;
  /** The absences' month (YYYY-MM); absent: the current month. */
  month?: string;
  basis?: KavBasis;
  /** 1-based page of the absences. */
  apage?: number;
};

export const kavSearch = defineListSearch<KavSearch, KavSort>({
  params: { month: param.pattern(/^\d{4}-(0[1-9]|1[0-2])$/), basis: param.oneOf(KAV_BASES), apage: param.page },
  filters: { search: param.text(SEARCH_MAX_LENGTH), missing: param.oneOf(KAV_FIELDS) },
  sort: { fields: KAV_SORTS, default: 'LAST_NAME', defaultOrder: 'ASC' },
  pageSize: COMPLETENESS_PAGE_SIZE,
});

export function parseKavSearch(raw: Record<string, unknown>): KavSearch {
  return kavSearch.parse(raw);
}

export type KavCompletenessRequest = {
  search?: string;
  missingField?: KavField;
  sortBy: KavSort;
  skip: number;
  take: number;
};

export type KavAbsencesRequest = { month: string; basis: KavBasis | 'any'; skip: number; take: number };

/** The list's state -> the query of GET /kav/completeness. */
export function toCompletenessQuery(search: KavSearch): KavCompletenessRequest {
  const { skip, take } = kavSearch.skipTake(search);
  const query: KavCompletenessRequest = { sortBy: search.sortBy ?? 'LAST_NAME', skip, take };
  if (search.search) query.search = search.search;
  if (search.missing) query.missingField = search.missing;
  return query;
}

/** The absences' month: the URL's, else the current month. */
export function monthOf(search: KavSearch, today: string): string {
  return search.month ?? today.slice(0, 7);
}

/** The absences' state -> the query of GET /kav/absences. */
export function toAbsencesQuery(search: KavSearch, today: string): KavAbsencesRequest {
  const page = search.apage ?? 1;
  return {
    month: monthOf(search, today),
    basis: search.basis ?? 'any',
    skip: (page - 1) * ABSENCES_PAGE_SIZE,
    take: ABSENCES_PAGE_SIZE,
  };
}

/** A new month or basis of the absences: their list starts on its first page; the current month leaves the URL. */
export function withAbsences(
  previous: KavSearch,
  changes: { month?: string | null; basis?: KavBasis | null },
  today: string,
): KavSearch {
  const next: Partial<Record<keyof KavSearch, unknown>> = { apage: undefined };
  if (changes.month !== undefined) {
    next.month = changes.month === null || changes.month === today.slice(0, 7) ? undefined : changes.month;
  }
  if (changes.basis !== undefined) next.basis = changes.basis ?? undefined;
  return kavSearch.update(previous, next);
}
