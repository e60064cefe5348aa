// The public surface of accounting: what other code may import from it.
export { startAccountingExportWorker } from './accounting-exports.service.ts';
// The snapshot lines as stored (the reports' bookings read them the way the accounting does).
export { lineOfSnapshotRow, SNAPSHOT_COLUMNS, type SnapshotRow } from './accounting-lines.repository.ts';
