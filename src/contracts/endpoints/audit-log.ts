// Audit log: the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import { auditLogPage, auditLogQuery } from '../identity.ts';

export const auditLogEndpoints = {
  auditLogList: {
    method: 'GET',
    access: permission('tenant.auditLog.view'),
    path: `${API_PREFIX.modular}/audit-log`,
    summary: "The company's audit log: every write, newest first",
    tags: ['audit-log'],
    querystring: auditLogQuery,
    response: auditLogPage,
  },
} as const satisfies Record<string, Endpoint>;
