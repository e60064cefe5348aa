// Query keys of the saved filters: one list's filters (`list(listId)`); a save or removal refreshes `all`.
export const savedFiltersKeys = {
  all: ['saved-filters'] as const,
  list: (listId: string) => [...savedFiltersKeys.all, 'list', listId] as const,
};
