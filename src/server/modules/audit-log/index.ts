// The public surface of audit-log: what other code may import from it.
export { listAuditLog } from './audit-log.service.ts';
