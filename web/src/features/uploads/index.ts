// Public surface of the uploads feature (the data hub; other code imports only from here). Other features import it,
// so it names none of the data hub's cards and lists: app/ takes those from screens/data-hub.ts.

export { exportSummaryTranslations } from './api/export-summary.ts';
export { uploadsQueryOptions, useUploads } from './api/get-uploads.ts';
export { uploadsKeys } from './api/uploads-keys.ts';
export type { UploadConfigurationOption } from './components/upload-card.tsx';
export { type DataHubSearch, DEFAULT_UPLOAD_KIND, parseDataHubSearch } from './data-hub-search.ts';
export {
  formatCount,
  isProcessing,
  pluralForm,
  UPLOAD_KINDS,
  type UploadItem,
  type UploadKind,
} from './upload-display.ts';
