// The public face of the uploads module (absence and employee files, the external data interface): what the rest of
// the server (the app's routes, the `file-uploads` job, the demo seed, other modules) uses of it.
export { ABSENCE_TYPE_WORDS } from './columns/absence-columns.ts';
// The fields KAV requires and their names per language (the KAV view lists the records that lack them).
export { kavIssues } from './employee-upload.rules.ts';
export { KAV_FIELD_NAMES } from './row-issues.ts';
export { markUploadsDerived, markUploadsDerivedAcrossTenants } from './upload-derivation.ts';
export { processFileUpload } from './upload-processors.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { assertNoFileProcessing, type FileUploadJob } from './uploads.service.ts';
