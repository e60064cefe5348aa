// The insured persons list's state lives in the URL (search, filters, sort, page), as the case lists' (cases-search.ts).
// Pure functions: URL search params <-> the query of GET /api/modular/insured-person (decision 0026). Defaults are
// left out of the URL; unknown keys (the root's `lang`) are kept.
import { defineListSearch, param } from '../../components/list-kit/list-search.ts';
import { CASE_STATUSES, type CaseStatus, type SortOrder } from './cases-search.ts';

/** The contract's INSURED_PERSON_SORT_FIELDS (insured-persons-search.test.ts keeps them equal). */
export const INSURED_PERSON_SORT_FIELDS = ['LAST_NAME', 'PERSONNEL_NUMBER', 'LATEST_CASE'] as const;
export type InsuredPersonSortField = (typeof INSURED_PERSON_SORT_FIELDS)[number];

export const INSURED_PERSONS_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;

export const CLAIM_TYPE_FILTERS = ['SICK', 'ACCIDENT'] as const;
export type ClaimTypeFilter = (typeof CLAIM_TYPE_FILTERS)[number];
export const OPEN_CASE_FILTERS = ['yes', 'no'] as const;
export type OpenCaseFilter = (typeof OPEN_CASE_FILTERS)[number];

export type InsuredPersonsSearch = {
  search?: string;
  /** Persons with a case of this kind (claimTypes). */
  type?: ClaimTypeFilter;
  /** Persons with a case in this status (caseStatus). */
  status?: CaseStatus;
  /** yes: persons with an open case (of the kind and status chosen); no: persons without (hasOpenCase). */
  open?: OpenCaseFilter;
  /** The person's subunit (companySubunitIds). */
  subunit?: string;
  /** The person's processing group (processingGroupIds). */
  group?: string;
  sortBy?: InsuredPersonSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type InsuredPersonsRequest = {
  search?: string;
  claimTypes?: ClaimTypeFilter;
  caseStatus?: CaseStatus;
  hasOpenCase?: 'true' | 'false';
  companySubunitIds?: string;
  processingGroupIds?: string;
  sortBy: InsuredPersonSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

/** The keys of the filters (not search, sort or page): set ones make an empty list say "no match". */
export const INSURED_PERSON_FILTER_KEYS = ['type', 'status', 'open', 'subunit', 'group'] as const;

/** The list's URL state on the list kit (search and filters, sort, the fixed page size). */
export const insuredPersonsSearch = defineListSearch<InsuredPersonsSearch, InsuredPersonSortField>({
  filters: {
    search: param.text(SEARCH_MAX_LENGTH),
    type: param.oneOf(CLAIM_TYPE_FILTERS),
    status: param.oneOf(CASE_STATUSES),
    open: param.oneOf(OPEN_CASE_FILTERS),
    subunit: param.id(ID_MAX_LENGTH),
    group: param.id(ID_MAX_LENGTH),
  },
  sort: {
    fields: INSURED_PERSON_SORT_FIELDS,
    default: 'LAST_NAME',
    defaultOrder: 'ASC',
    descendingFirst: ['LATEST_CASE'],
  },
  pageSize: INSURED_PERSONS_PAGE_SIZE,
});

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parseInsuredPersonsSearch(raw: Record<string, unknown>): InsuredPersonsSearch {
  return insuredPersonsSearch.parse(raw);
}

export function toInsuredPersonsQuery(search: InsuredPersonsSearch): InsuredPersonsRequest {
  const page = search.page ?? 1;
  const query: InsuredPersonsRequest = {
    sortBy: search.sortBy ?? 'LAST_NAME',
    sortOrder: search.sortOrder ?? 'ASC',
    skip: (page - 1) * INSURED_PERSONS_PAGE_SIZE,
    take: INSURED_PERSONS_PAGE_SIZE,
  };
  if (search.search) query.search = search.search;
  if (search.type) query.claimTypes = search.type;
  if (search.status) query.caseStatus = search.status;
  if (search.open) query.hasOpenCase = search.open === 'yes' ? 'true' : 'false';
  if (search.subunit) query.companySubunitIds = search.subunit;
  if (search.group) query.processingGroupIds = search.group;
  return query;
}

/** Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result. */
export function updateInsuredPersonsSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof InsuredPersonsSearch, unknown>>,
): S {
  return insuredPersonsSearch.update(previous, changes);
}

/** Header click: the same column flips the order; the latest case starts with the newest. */
export function toggleInsuredPersonsSort<S extends Record<string, unknown>>(
  previous: S,
  field: InsuredPersonSortField,
): S {
  return insuredPersonsSearch.toggleSort(previous, field);
}
