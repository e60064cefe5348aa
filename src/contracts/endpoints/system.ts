// System and calendar: the endpoint table of this area (composed in ../endpoints.ts).
import { accountingMonthsQuery, accountingMonthsResponse } from '../calendar.ts';
import { API_PREFIX, type Endpoint, PUBLIC } from '../endpoint.ts';
import { healthResponse, readyResponse, systemInfoResponse } from '../system.ts';

export const systemEndpoints = {
  health: {
    method: 'GET',
    access: PUBLIC,
    path: '/health',
    summary: 'Liveness: the process is up',
    tags: ['system'],
    response: healthResponse,
  },
  ready: {
    method: 'GET',
    access: PUBLIC,
    path: '/ready',
    summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
    tags: ['system'],
    response: readyResponse,
  },
  systemInfo: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/system/info`,
    summary: 'Product name, version and environment',
    tags: ['system'],
    response: systemInfoResponse,
  },
  accountingMonths: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/calendar/accounting-months`,
    summary: 'Accounting months of a range with their calendar facts',
    tags: ['calendar'],
    querystring: accountingMonthsQuery,
    response: accountingMonthsResponse,
  },
} as const satisfies Record<string, Endpoint>;
