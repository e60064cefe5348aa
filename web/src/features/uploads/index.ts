// Public surface of the uploads feature (the data hub; other code imports only from here).
export { absenceUploadsQueryOptions, useAbsenceUploads } from './api/get-absence-uploads.ts';
export { uploadsKeys } from './api/uploads-keys.ts';
export { AbsenceUploadCard, type UploadConfigurationOption } from './components/absence-upload-card.tsx';
export { AbsenceUploadsList } from './components/absence-uploads-list.tsx';
export { UploadTemplates } from './components/upload-templates.tsx';
export { isProcessing } from './upload-display.ts';
