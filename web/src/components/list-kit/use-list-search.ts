// A list screen's URL state as the screen uses it: the state with defaults filled in, and the setters that write the
// URL (a filter change replaces the history entry and starts on the first page; sort, page and page size push one).
// A page beyond the end (fewer rows than before, a hand-edited link) is replaced by the last page.
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AriaSort, type ListSearch, pageCount, type ResolvedListSearch } from './list-search.ts';

export type SearchChange<S> = (next: S, options?: { replace?: boolean }) => void;

export type ListSearchState<S extends object, F extends string> = ResolvedListSearch<F> & {
  search: S;
  isFiltered: boolean;
  /** Replaces the history entry unless told otherwise. */
  setFilter: (changes: Partial<S>, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  toggleSort: (field: F) => void;
  clearFilters: () => void;
  ariaSort: (field: F) => AriaSort;
};

export function useListSearch<S extends object, F extends string>(
  definition: ListSearch<S, F>,
  search: S,
  onSearchChange: SearchChange<S>,
): ListSearchState<S, F> {
  const state = search as S & Record<string, unknown>;
  return {
    ...definition.resolve(search),
    search,
    isFiltered: definition.hasActiveFilters(search),
    setFilter: (changes, options = { replace: true }) => onSearchChange(definition.withFilter(state, changes), options),
    setPage: (page) => onSearchChange(definition.update(state, { page } as Partial<Record<keyof S, unknown>>)),
    setPageSize: (pageSize) =>
      onSearchChange(definition.update(state, { pageSize, page: 1 } as Partial<Record<keyof S, unknown>>)),
    toggleSort: (field) => onSearchChange(definition.toggleSort(state, field)),
    clearFilters: () => onSearchChange(definition.clearFilters(state)),
    ariaSort: (field) => definition.ariaSort(search, field),
  };
}

/** A page beyond the end once the list has loaded: show the last page instead (replacing the history entry). */
export function useLastPageClamp<S extends object, F extends string>(
  definition: ListSearch<S, F>,
  query: UseQueryResult<{ totalCount: number }>,
  search: S,
  onSearchChange: SearchChange<S>,
) {
  const totalCount = query.data?.totalCount ?? 0;
  const { page, pageSize } = definition.resolve(search);
  const pages = pageCount(totalCount, pageSize);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && totalCount > 0 && page > pages) {
      onSearchChange(
        definition.update(search as S & Record<string, unknown>, { page: pages } as Partial<Record<keyof S, unknown>>),
        { replace: true },
      );
    }
  }, [query.isSuccess, query.isPlaceholderData, totalCount, page, pages, search, onSearchChange, definition]);
}
