// Builds the Fastify application as a plugin tree (STYLE.md: fastify/demo). server.ts listens; tests call
// buildApp() and use inject(), against a real database.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import type { AppConfig } from './config.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import errorHandler from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import web from './plugins/web.ts';
import './types.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Fastify logger options; `false` silences logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Extra plugins registered after the product's routes (tests use it for probe routes). */
  extraPlugins?: ((app: FastifyInstance) => Promise<void>)[];
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // No secrets in logs: credentials never reach a log line.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Our genReqId reads x-request-id itself and only trusts sane values.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  await app.register(errorHandler);
  await app.register(openapi);
  await app.register(systemRoutes);
  await app.register(calendarRoutes);
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  await app.register(web, { distDir: config.webDistDir });

  return app;
}
