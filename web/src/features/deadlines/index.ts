// Public surface of the deadlines feature (issue 30, decision 0057): the panel of one employee's or one case's
// deadlines (the health page, the case detail), the list's URL state and the query keys. The list's page comes from
// screens/deadlines.ts (app/ only).
export { deadlinesKeys } from './api/deadlines-keys.ts';
export { DeadlinesPanel, type DeadlinesPanelProps } from './components/deadlines-panel.tsx';
export { type DeadlinesSearch, parseDeadlinesSearch } from './deadlines-search.ts';
