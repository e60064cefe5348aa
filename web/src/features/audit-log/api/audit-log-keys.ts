// Query keys of the audit log feature.
import type { z } from 'zod';
import type { auditLogQuery } from '../../../../../src/contracts/index.ts';

export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => [...auditLogKeys.all, 'list', query] as const,
};
