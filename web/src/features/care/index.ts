// The care feature (issue 29): the care stages and health areas, the stage definitions editor and the task
// templates. Other code imports only from here; the app's pages take their panels from screens/ (decision 0037).
export { careKeys } from './api/care-keys.ts';
export { type CareStagesSearch, parseCareStagesSearch } from './care-stages-search.ts';
