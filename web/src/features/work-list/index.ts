// Public surface of the work-list feature (other code imports only from here); the home page takes its section from
// screens/home.ts.
export { workListKeys } from './api/work-list-api.ts';
export { nextSteps, type WorkItem, type WorkLink, workItems } from './work-items.ts';
