// GET /api/modular/audit-log: one page of the company's audit log, newest first, filtered on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AuditLogQuery, auditLogKeys } from './audit-log-keys.ts';

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => apiRequest('auditLogList', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `enabled: false` keeps the last page on screen while the filters are not valid (e.g. from after to). */
export function useAuditLog(query: AuditLogQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQueryOptions(query), enabled: options.enabled ?? true });
}
