// The public surface of documents: what other code may import from it.
export { documentsRoutes } from './documents.routes.ts';
export {
  contentDisposition,
  type DocumentRuntime,
  deleteDocumentRows,
  parseFileNameHeader,
  removeBlobs,
  requireStoredDocument,
  signedDownload,
  storeGeneratedDocument,
} from './documents.service.ts';
