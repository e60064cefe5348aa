// Registers a route from its contract entry in src/contracts/endpoints.ts: the same Zod schemas validate the
// request, serialise the response and describe the route in the OpenAPI document.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '../contracts/endpoints.ts';
import { errorBody, messageOnlyErrorBody, validationErrorBody } from '../contracts/errors.ts';
import { authorize } from './auth/authorize.ts';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteRequest<E extends Endpoint> = FastifyRequest & {
  params: Input<E['params']>;
  query: Input<E['querystring']>;
  body: Input<E['body']>;
};

export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/** Error answers every route may give, documented once. */
const errorResponses = {
  400: z.union([validationErrorBody, errorBody]).meta({ description: 'Invalid request' }),
  401: errorBody.meta({ description: 'Not signed in, or the API token is invalid, revoked or expired' }),
  403: errorBody.meta({ description: 'Not allowed for this role, or the CSRF token is missing' }),
  404: errorBody.meta({ description: 'Not found' }),
  409: errorBody.meta({ description: 'Conflict with the current state' }),
  413: errorBody.meta({ description: 'The request body is larger than 1 MiB' }),
  414: errorBody.meta({ description: 'A path parameter is longer than 16 384 characters' }),
  415: errorBody.meta({ description: 'The request body is not JSON' }),
  429: errorBody.meta({ description: 'Too many requests' }),
  500: errorBody.meta({ description: 'Unexpected error' }),
};

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: { extraResponses?: Record<number, z.ZodType>; config?: Record<string, unknown> } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: authorize(endpoint),
    config: {
      ...options.config,
      ...(endpoint.rateLimitPerMinute ? { rateLimit: { max: endpoint.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        ...errorResponses,
        ...(endpoint.messageOnlyRefusals ? { 400: messageOnlyErrorBody } : {}),
        [endpoint.status ?? 200]: endpoint.response,
        ...options.extraResponses,
      },
    },
    handler: async (request, reply): Promise<never> => {
      const result = await handler(request as unknown as RouteRequest<E>, reply);
      if (endpoint.status && reply.statusCode === 200) reply.status(endpoint.status);
      // The typed wrapper above (RouteHandler<E>) checks the result against the contract; the serializer validates it.
      return result as never;
    },
  });
}
