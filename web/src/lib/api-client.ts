// The web's one way to call the API: by endpoint name from the shared contract (src/contracts/endpoints.ts), so
// paths, inputs and outputs cannot drift from what the server registers. Every failure becomes an `ApiError`
// (turned into a message by lib/errors.ts).
// Method and path come from api-routes.ts (in a build derived from the contract without Zod,
// web/api-routes-plugin.ts); the error-body parser (api-errors.ts) is a chunk loaded on a failure.
// Success bodies are checked against the endpoint's response schema in development and in the unit tests
// (`import.meta.env.DEV`; the schemas of the endpoint's area load in parallel with the request). A production
// build trusts the answer and loads no schema: the server has already checked it against the same schema when it
// serialised it (`serializerCompiler`, which refuses an answer that breaks the contract with a 500), and no
// response schema changes a value on parsing (no transforms; a defaulted field must be present to be serialised),
// which api-routes.test.ts checks. So neither Zod nor any schema is part of a page's first load (issue 10).
import type { z } from 'zod';
import type { EndpointName, Endpoints } from '../../../src/contracts/index.ts';
import { ApiError } from './api-error.ts';
import { loadEndpoint, routes } from './api-routes.ts';
import { translator } from './translator.ts';

export { ApiError, isApiError, type ValidationIssue } from './api-error.ts';

/** Error codes the client itself produces (not sent by the server). */
export const CLIENT_ERROR_CODES = ['INVALID_RESPONSE'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

// ---- Types derived from the contract ------------------------------------------------------------------------

type EndpointDefinition<N extends EndpointName> = Endpoints[N];

/** `'/a/:id/b/:other'` -> `{ id: string | number; other: string | number }`. */
type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : Record<never, never>;

type ParamsInput<E> = E extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : E extends { path: infer P extends string }
    ? keyof PathParams<P> extends never
      ? { params?: never }
      : { params: PathParams<P> }
    : { params?: never };

type QueryInput<E> = E extends { querystring: infer S extends z.ZodType } ? { query: z.input<S> } : { query?: never };

type BodyInput<E> = E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: never };

/**
 * Distributive over N on purpose: when the compiler meets a generic N it substitutes the constraint (every
 * endpoint), and a plain `ParamsInput<E<N>> & QueryInput<E<N>> & BodyInput<E<N>>` then multiplied the three unions
 * (params x queries x bodies) past its limit of 100 000 members (TS2590) at ~150 endpoints; distributed, it is one
 * member per endpoint.
 */
export type ApiRequestInput<N extends EndpointName> = N extends EndpointName
  ? ParamsInput<EndpointDefinition<N>> & QueryInput<EndpointDefinition<N>> & BodyInput<EndpointDefinition<N>>
  : never;

export type ApiRequestOptions<N extends EndpointName> = ApiRequestInput<N> & {
  signal?: AbortSignal;
  /**
   * CSRF token for this write; defaults to the one of the current session (`setCsrfToken`). Ignored for GET.
   */
  csrfToken?: string;
  /**
   * Non-2xx statuses whose body is still this endpoint's response (e.g. `/ready` answers 503 with the same
   * Readiness body when the service is not ready).
   */
  acceptStatuses?: readonly number[];
};

export type ApiResponse<N extends EndpointName> = z.infer<EndpointDefinition<N>['response']>;

/** Options are optional exactly when the endpoint needs no params, query or body. */
type UntypedRequestOptions = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  acceptStatuses?: readonly number[];
  csrfToken?: string;
};

type OptionsArgument<N extends EndpointName> =
  Record<never, never> extends ApiRequestInput<N> ? [options?: ApiRequestOptions<N>] : [options: ApiRequestOptions<N>];

// ---- URL building -------------------------------------------------------------------------------------------

type QueryValue = string | number | boolean | null | undefined | Date;

function serializeQueryValue(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Substitutes `:param` placeholders (URL-encoded) and appends the query string. */
export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const resolvedPath = path.replace(/:([A-Za-z0-9_]+)/g, (_placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = (Array.isArray(raw) ? raw : [raw]) as QueryValue[];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      search.append(key, serializeQueryValue(value));
    }
  }
  const queryString = search.toString();
  return queryString ? `${resolvedPath}?${queryString}` : resolvedPath;
}

// ---- CSRF ---------------------------------------------------------------------------------------------------

/** Header the server checks on every cookie-authenticated write (403 INVALID_CSRF_TOKEN without it). */
export const CSRF_HEADER = 'x-csrf-token';
const METHODS_WITHOUT_CSRF = new Set(['GET', 'HEAD', 'OPTIONS']);

let sessionCsrfToken: string | undefined;

/**
 * Remembers the CSRF token of the current session (from GET /auth/session and every answer that returns a
 * session); `undefined` after sign-out. Every later write sends it as `x-csrf-token`.
 */
export function setCsrfToken(token: string | null | undefined): void {
  sessionCsrfToken = token ?? undefined;
}

export function getCsrfToken(): string | undefined {
  return sessionCsrfToken;
}

/**
 * Request headers: JSON in and out, the display language (texts the server words for the reader, like a care
 * stage's reason, follow the screen, also after ?lang=), plus the CSRF token on writes once one is known.
 */
export function requestHeaders(method: string, hasBody: boolean, csrfToken?: string): Record<string, string> {
  const token = csrfToken ?? sessionCsrfToken;
  return {
    Accept: 'application/json',
    ...(translator.language ? { 'Accept-Language': translator.language } : {}),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token && !METHODS_WITHOUT_CSRF.has(method.toUpperCase()) ? { [CSRF_HEADER]: token } : {}),
  };
}

// ---- Request ------------------------------------------------------------------------------------------------

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Calls an endpoint of the contract by name, e.g.
 * `apiRequest('accountingMonths', { query: { from: '2026-01', to: '2026-03' } })`.
 * Network failures reject with the fetch TypeError unchanged (lib/errors.ts reports "server not reachable").
 */
export async function apiRequest<N extends EndpointName>(
  name: N,
  ...[options]: OptionsArgument<N>
): Promise<ApiResponse<N>> {
  const route = routes[name];
  // In development the schemas' chunk loads while the request is under way (cached after the first request of
  // the area); a production build leaves this out, with Zod (see the top of the file).
  const endpointLoad = import.meta.env.DEV ? loadEndpoint(name) : undefined;
  // A failed request must not leave its rejection unhandled; it is awaited (and rethrown) below.
  endpointLoad?.catch(() => undefined);
  // Inside, the options are handled untyped: the typed signature above already checked them, and the union of
  // every endpoint's option types is too large for the compiler to spell out (TS2590).
  const untyped: unknown = options;
  const { params, query, body, signal, acceptStatuses, csrfToken } = (untyped ?? {}) as UntypedRequestOptions;
  const url = buildUrl(route.path, params, query);
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method: route.method,
    credentials: 'same-origin',
    headers: requestHeaders(route.method, hasBody, csrfToken),
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const responseBody = await readBody(response);
  if (!response.ok && !acceptStatuses?.includes(response.status)) {
    const { toApiError } = await import('./api-errors.ts');
    throw toApiError(response.status, responseBody, response.statusText);
  }
  // An empty answer (204 No Content, e.g. sign-out) is the contract's `null`.
  const answer = responseBody === undefined ? null : responseBody;
  if (!endpointLoad) return answer as ApiResponse<N>;
  const endpoint = await endpointLoad;
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE' satisfies ClientErrorCode,
      message: `Response of ${endpoint.method} ${endpoint.path} does not match the contract`,
      body: responseBody,
      cause: parsed.error,
    });
  }
  return parsed.data as ApiResponse<N>;
}
