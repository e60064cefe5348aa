// Public surface of the audit log feature (other code imports only from here).
export { auditLogKeys } from './api/audit-log-keys.ts';
export { useAuditLog } from './api/get-audit-log.ts';
export { AuditLogPanel } from './components/audit-log-panel.tsx';
