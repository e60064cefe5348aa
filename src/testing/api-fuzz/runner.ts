// Sends a fuzz request to the real app (inject) and judges the answer against the route's documentation: never a
// 5xx, a status the OpenAPI document lists for the route, and a body of the documented schema (the endpoint's
// `response` for its success status, the error model's bodies for the rest).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../contracts/endpoints.ts';
import { errorBody, validationErrorBody } from '../../contracts/errors.ts';
import type { FuzzRequest } from './mutations.ts';

type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/**
 * Percent-encodes a value for a URL like a client that does not check its input: a lone UTF-16 surrogate (which
 * encodeURIComponent refuses) becomes its three WTF-8 bytes, as such clients send it.
 */
export function encodeLoose(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(value[index] as string);
    }
  }
  return encoded;
}

export function buildUrl(endpoint: Endpoint, request: FuzzRequest): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeLoose(request.params[name] ?? ''),
  );
  const query = Object.entries(request.query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encodeLoose(key)}=${encodeLoose(item)}`),
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

let clientNumber = 0;

export async function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FuzzRequest,
  credentials: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const hasBody = endpoint.method !== 'GET' && (request.rawBody !== undefined || request.body !== undefined);
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  clientNumber += 1;
  return app.inject({
    method: endpoint.method,
    url: buildUrl(endpoint, request),
    headers: {
      ...credentials,
      ...(hasBody ? { 'content-type': request.contentType ?? 'application/json' } : {}),
    },
    ...(hasBody ? { payload } : {}),
    // Rate limits count per client address: each request comes from its own, so the limits do not hide the routes.
    remoteAddress: `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
  });
}

/** The statuses the OpenAPI document lists for a route, and whether each has the success schema. */
export function documentedStatuses(document: OpenApiDocument, endpoint: Endpoint): Map<number, 'success' | 'error'> {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${endpoint.method} ${path} is not in the OpenAPI document`);
  const success = String(endpoint.status ?? 200);
  const successSchema = JSON.stringify(operation.responses[success]);
  return new Map(
    Object.entries(operation.responses).map(([status, response]) => [
      Number(status),
      status === success || JSON.stringify(response) === successSchema ? 'success' : 'error',
    ]),
  );
}

const clip = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** A failing request and its answer, readable in a test report. */
export function describeExchange(
  actor: string,
  endpoint: Endpoint,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  serverErrors: string[],
): string {
  const body = request.rawBody ?? (request.body === undefined ? '' : JSON.stringify(request.body));
  return [
    `${endpoint.method} ${clip(buildUrl(endpoint, request), 300)} as ${actor}`,
    body ? `request body: ${clip(body)}` : 'no request body',
    request.contentType ? `content-type: ${request.contentType}` : '',
    `answer ${response.statusCode}: ${clip(response.body)}`,
    ...serverErrors.map((error) => `server error: ${clip(error, 1_000)}`),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The refusal of a route with `messageOnlyRefusals` (the admin reassign). */
const messageOnlyBody = z.strictObject({ message: z.string().min(1) });

/** What is wrong with an answer (empty: nothing). */
export function judge(document: OpenApiDocument, endpoint: Endpoint, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status} (a server error)`);
  const documented = documentedStatuses(document, endpoint);
  const kind = documented.get(status);
  if (!kind) {
    problems.push(`answered ${status}, which is not documented (documented: ${[...documented.keys()].join(', ')})`);
    return problems;
  }
  if (kind === 'success' && endpoint.binary) {
    // A download says `attachment`; a feed that calendar apps subscribe to says `inline` (calendarFeedContent).
    // Either names the file. (The feed's answer was only judged once the fuzz suite was split in two: before, a
    // route fuzzed earlier had rotated the feed's token, so the feed answered 404.)
    if (!/^(attachment|inline);/.test(String(response.headers['content-disposition'] ?? '')))
      problems.push(`the ${status} file answer has no Content-Disposition naming the file`);
    return problems;
  }
  let json: unknown = null;
  if (response.body !== '') {
    try {
      json = JSON.parse(response.body);
    } catch {
      problems.push('the body is not JSON');
      return problems;
    }
  }
  if (kind === 'success') {
    const result = endpoint.response.safeParse(json);
    if (!result.success)
      problems.push(`the ${status} body breaks the route's response schema: ${result.error.message}`);
  } else if (
    !errorBody.safeParse(json).success &&
    !validationErrorBody.safeParse(json).success &&
    !(endpoint.messageOnlyRefusals && status === 400 && messageOnlyBody.safeParse(json).success)
  ) {
    problems.push(`the ${status} body is neither the error nor the validation error shape`);
  }
  return problems;
}
