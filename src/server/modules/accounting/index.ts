// The public surface of accounting: what other code may import from it.
export { startAccountingExportWorker } from './accounting-exports.service.ts';
