// Public surface of the care tasks feature (issue 29): the app's pages take their panels from screens/ (tasks.ts,
// care-task-detail.ts); other features reach the query keys and the URL state from here.
export { careTasksKeys } from './api/care-tasks-keys.ts';
export { type CareTasksSearch, parseCareTasksSearch } from './care-tasks-search.ts';
