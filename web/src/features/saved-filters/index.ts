// Public surface of the saved filters (issue 31 scope 5, decision 0058): the list screens put SavedFiltersMenu in
// their filter bar, with their list's id and URL-state definition.
export { SavedFiltersMenu, type SavedFiltersMenuProps } from './components/saved-filters-menu.tsx';
