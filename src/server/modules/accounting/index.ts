// The public surface of accounting: what other code may import from it.
// The opened months and their locks (the KAV view shows each month's accounting state beside its claims).
export { type LockRow, lockRows, type MonthRow, monthRows } from './accounting.repository.ts';
export { startAccountingExportWorker } from './accounting-exports.service.ts';
// The snapshot lines as stored (the reports' bookings read them the way the accounting does).
export { lineOfSnapshotRow, SNAPSHOT_COLUMNS, type SnapshotRow } from './accounting-lines.repository.ts';
