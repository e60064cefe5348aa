// The API's endpoints: method, path and schemas in one place. The server registers its routes from these
// entries and the web's typed client calls them by name, so the two cannot drift apart.
import type { z } from 'zod';
import { accountingMonthsQuery, accountingMonthsResponse } from './calendar.ts';
import { healthResponse, readyResponse, systemInfoResponse } from './system.ts';

export const API_PREFIX = {
  modular: '/api/modular',
  admin: '/api/modular/admin',
  analytics: '/api/analytics',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  method: HttpMethod;
  /** Full path with `:param` placeholders. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Success response schema (status 200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: number;
};

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process is up',
    tags: ['system'],
    response: healthResponse,
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
    tags: ['system'],
    response: readyResponse,
  },
  systemInfo: {
    method: 'GET',
    path: `${API_PREFIX.modular}/system/info`,
    summary: 'Product name, version and environment',
    tags: ['system'],
    response: systemInfoResponse,
  },
  accountingMonths: {
    method: 'GET',
    path: `${API_PREFIX.modular}/calendar/accounting-months`,
    summary: 'Accounting months of a range with their calendar facts',
    tags: ['calendar'],
    querystring: accountingMonthsQuery,
    response: accountingMonthsResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
