// The insured persons list's state lives in the URL (search, sort, page), as the case lists' (cases-search.ts).
// Pure functions: URL search params <-> the query of GET /api/modular/insured-person (decision 0026). Defaults are
// left out of the URL; unknown keys (the root's `lang`) are kept.
import { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import type { SortOrder } from './cases-search.ts';

/** The contract's INSURED_PERSON_SORT_FIELDS (insured-persons-search.test.ts keeps them equal). */
export const INSURED_PERSON_SORT_FIELDS = ['LAST_NAME', 'PERSONNEL_NUMBER', 'LATEST_CASE'] as const;
export type InsuredPersonSortField = (typeof INSURED_PERSON_SORT_FIELDS)[number];

export const INSURED_PERSONS_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const PAGE_MAX = 100_000;

export type InsuredPersonsSearch = {
  search?: string;
  sortBy?: InsuredPersonSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type InsuredPersonsRequest = {
  search?: string;
  sortBy: InsuredPersonSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

const KEYS = ['search', 'sortBy', 'sortOrder', 'page'] as const;

function oneOf<const T extends readonly string[]>(allowed: T, value: unknown): T[number] | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parseInsuredPersonsSearch(raw: Record<string, unknown>): InsuredPersonsSearch {
  const text = typeof raw.search === 'string' ? raw.search : typeof raw.search === 'number' ? String(raw.search) : '';
  const search = text.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined;
  const sortBy = oneOf(INSURED_PERSON_SORT_FIELDS, raw.sortBy);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const page = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  const state: InsuredPersonsSearch = {
    search,
    sortBy: sortBy === 'LAST_NAME' ? undefined : sortBy,
    sortOrder: sortOrder === 'ASC' ? undefined : sortOrder,
    page: Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : undefined,
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as InsuredPersonsSearch;
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
  return query;
}

/** Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result. */
export function updateInsuredPersonsSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof InsuredPersonsSearch, unknown>>,
): S {
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(([key, value]) => !(KEYS as readonly string[]).includes(key) && value !== undefined),
  );
  return { ...others, ...parseInsuredPersonsSearch(merged) } as S;
}

/** Header click: the same column flips the order; the latest case starts with the newest. */
export function toggleInsuredPersonsSort<S extends Record<string, unknown>>(
  previous: S,
  field: InsuredPersonSortField,
): S {
  const current = parseInsuredPersonsSearch(previous);
  const currentField = current.sortBy ?? 'LAST_NAME';
  const currentOrder = current.sortOrder ?? 'ASC';
  const sortOrder: SortOrder =
    currentField === field ? (currentOrder === 'ASC' ? 'DESC' : 'ASC') : field === 'LATEST_CASE' ? 'DESC' : 'ASC';
  return updateInsuredPersonsSearch(previous, { sortBy: field, sortOrder, page: undefined });
}
