// The list kit: one column definition for a list's table header, rows and phone cards (list-columns.tsx), and one
// URL-state helper for its filters, sort and page (list-search.ts, use-list-search.ts), and the empty state of a list
// that found nothing (list-empty-state.tsx).

export {
  type CardPlacement,
  type ListColumn,
  ListPlainRow,
  ListRowCard,
  type ListSort,
  ListTable,
  ListTableHead,
  ListTableRow,
} from './list-columns.tsx';
export { ListEmptyState, type ListEmptyStateProps } from './list-empty-state.tsx';
export {
  type AriaSort,
  defineListSearch,
  type ListSearch,
  type ListSearchConfig,
  type ParamParser,
  pageCount,
  param,
  type ResolvedListSearch,
  SORT_ORDERS,
  type SortOrder,
} from './list-search.ts';
export { type ListSearchState, type SearchChange, useLastPageClamp, useListSearch } from './use-list-search.ts';
