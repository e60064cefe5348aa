// Public surface of the uploads feature (the data hub; other code imports only from here).
export { uploadsQueryOptions, useUploads } from './api/get-uploads.ts';
export { uploadsKeys } from './api/uploads-keys.ts';
export { UploadCard, type UploadConfigurationOption } from './components/upload-card.tsx';
export { UploadKindChoice } from './components/upload-kind-choice.tsx';
export { UploadTemplates } from './components/upload-templates.tsx';
export { UploadsList } from './components/uploads-list.tsx';
export { isProcessing, UPLOAD_KINDS, type UploadItem, type UploadKind } from './upload-display.ts';
