// Calls the seven analytics routes (issue 32) until they are part of the contract's endpoint table
// (src/contracts/endpoints.ts, where the lead registers them with the server's routes): the same request as
// lib/api-client.ts's `apiRequest` — method and path by the endpoint's name, JSON in and out, the CSRF token on
// writes, the display language, every failure an ApiError — typed from the endpoints' definitions in
// src/contracts/endpoints/analytics.ts (a type-only import: no schema, no Zod in the bundle).
// When the endpoints are registered, each api file's `analyticsRequest(` becomes `apiRequest(` with the same
// arguments, and this file keeps only `downloadAnalyticsFile`. analytics-request.test.ts checks that the paths
// below are the contract's.
import type { z } from 'zod';
import type { analyticsEndpoints } from '../../../../../src/contracts/endpoints/analytics.ts';
import { buildUrl, requestHeaders } from '../../../lib/api-client.ts';

type AnalyticsEndpoints = typeof analyticsEndpoints;
export type AnalyticsEndpointName = keyof AnalyticsEndpoints;

type Input<E> = (E extends { params: infer S extends z.ZodType } ? { params: z.input<S> } : unknown) &
  (E extends { querystring: infer S extends z.ZodType } ? { query: z.input<S> } : unknown) &
  (E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : unknown);

export type AnalyticsRequestOptions<N extends AnalyticsEndpointName> = Input<AnalyticsEndpoints[N]> & {
  signal?: AbortSignal;
};
export type AnalyticsResponse<N extends AnalyticsEndpointName> = z.infer<AnalyticsEndpoints[N]['response']>;

/** Method and path of each analytics endpoint (as in the contract; the test compares them). */
export const ANALYTICS_ROUTES = {
  analyticsAbsenceRate: { method: 'POST', path: '/api/analytics/absence-rate' },
  analyticsAbsenceRatePeople: { method: 'POST', path: '/api/analytics/absence-rate/people' },
  analyticsAbsenceRateExport: { method: 'POST', path: '/api/analytics/absence-rate/export' },
  analyticsEmployeeRate: { method: 'GET', path: '/api/analytics/absence-rate/:employeeId' },
  analyticsAbsenceDuration: { method: 'POST', path: '/api/analytics/absence-duration' },
  analyticsViewGet: { method: 'GET', path: '/api/analytics/analytics-view' },
  analyticsViewPatch: { method: 'PATCH', path: '/api/analytics/analytics-view' },
} as const satisfies Record<AnalyticsEndpointName, { method: string; path: string }>;

type UntypedOptions = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

async function send(name: AnalyticsEndpointName, options: UntypedOptions, accept?: string): Promise<Response> {
  const route = ANALYTICS_ROUTES[name];
  const hasBody = options.body !== undefined;
  const headers = requestHeaders(route.method, hasBody);
  const response = await fetch(buildUrl(route.path, options.params, options.query), {
    method: route.method,
    credentials: 'same-origin',
    headers: accept ? { ...headers, Accept: accept } : headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // not JSON: the text is the body
    }
    const { toApiError } = await import('../../../lib/api-errors.ts');
    throw toApiError(response.status, body, response.statusText);
  }
  return response;
}

export async function analyticsRequest<N extends AnalyticsEndpointName>(
  name: N,
  options: AnalyticsRequestOptions<N>,
): Promise<AnalyticsResponse<N>> {
  const response = await send(name, options as UntypedOptions);
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as AnalyticsResponse<N>;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a broken encoding: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * POSTs and saves the binary answer as a file: the bytes as a Blob, a temporary object address, a click on a
 * hidden link (a POST cannot be a plain link, as the GET templates of the data hub are).
 */
export async function downloadAnalyticsFile<N extends AnalyticsEndpointName>(
  name: N,
  options: AnalyticsRequestOptions<N>,
  fallbackName: string,
): Promise<string> {
  const response = await send(name, options as UntypedOptions, '*/*');
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
