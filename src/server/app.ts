// Builds the Fastify application as a plugin tree (STYLE.md: fastify/demo). server.ts listens; tests call
// buildApp() and use inject(), against a real database.
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../contracts/errors.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { recordAudit } from './audit/audit.ts';
import { createSessionStore, type SessionStore } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { safeLoggerOptions } from './logging.ts';
import { absenceCalendarRoutes } from './modules/absence-calendar/absence-calendar.routes.ts';
import { absencePeriodsRoutes } from './modules/absence-periods/absence-periods.routes.ts';
import { absencesRoutes } from './modules/absences/absences.routes.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { benefitsRoutes } from './modules/benefits/benefits.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { careRoutes } from './modules/care/index.ts';
import { carriersRoutes } from './modules/carriers/carriers.routes.ts';
import { caseInputsRoutes } from './modules/case-inputs/case-inputs.routes.ts';
import { caseLinksRoutes } from './modules/case-links/case-links.routes.ts';
import { caseManagementRoutes } from './modules/case-management/index.ts';
import { casesRoutes } from './modules/cases/cases.routes.ts';
import { deadlinesRoutes } from './modules/deadlines/index.ts';
import type { DocumentRuntime } from './modules/documents/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { insuranceSubunitsRoutes } from './modules/insurance-subunits/insurance-subunits.routes.ts';
import { issuesRoutes } from './modules/issues/issues.routes.ts';
import { kavRoutes } from './modules/kav/kav.routes.ts';
import { medicalCertificatesRoutes } from './modules/medical-certificates/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { paymentOverviewRoutes } from './modules/payment-overview/payment-overview.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { takeoverRoutes } from './modules/takeover/takeover.routes.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { uploadsRoutes } from './modules/uploads/index.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { workListRoutes } from './modules/work-list/work-list.routes.ts';
import { createDocumentRuntime } from './platform/documents/runtime.ts';
import type { JobQueue } from './platform/job-queue.ts';
import errorHandler from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import web from './plugins/web.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';
import type { RequestContext } from './request-context.ts';
import { validatorCompiler } from './validation.ts';
import './types.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Fastify logger options; `false` silences logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Extra plugins registered after the product's routes (tests use it for probe routes). */
  extraPlugins?: ((app: FastifyInstance) => Promise<void>)[];
  /** The job queue for transactional enqueueing (null: events wait for a worker's sweep). */
  jobs?: JobQueue | null;
  /** The document store (default: from the configuration; tests may pass their own). */
  documents?: DocumentRuntime;
  /** Session store (tests pass one with a controllable clock). */
  sessions?: SessionStore;
  /** The clock of date-bound rules such as "a lock books no day after today" (default: the system clock). */
  now?: () => Date;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  // No secrets and no personal data in logs: credentials and bodies are redacted, errors keep the SQL and the
  // SQLSTATE but never the query's parameters or the row values PostgreSQL reports (src/server/logging.ts).
  return safeLoggerOptions(config.logLevel);
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
    // Behind a reverse proxy the client address comes from X-Forwarded-For (rate limits count per client).
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // A path parameter longer than maxParamLength answers 414 before validation. At Node's 16 KiB limit for the
    // request head, every over-long parameter that arrives over HTTP reaches its schema's .max() and answers 400.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    // URLs the router cannot even take apart (bad percent-encoding, a parameter beyond maxParamLength) answer in
    // our error shape too, not Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ErrorBody = tooLong
        ? { code: 'URI_TOO_LONG', message: 'A path parameter is too long' }
        : { code: 'BAD_REQUEST', message: 'The request URL is not valid (bad percent-encoding)' };
      // The reply of a request no route matched: Fastify types it by a schema it does not have.
      const plain = reply as unknown as { status(code: number): { send(payload: unknown): unknown } };
      plain.status(tooLong ? 414 : 400).send(body);
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('jobs', options.jobs ?? null);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('documents', options.documents ?? (await createDocumentRuntime(config.documents)));
  app.decorate('sessions', options.sessions ?? createSessionStore(database, { ttlMs: config.sessionTtlMs }));
  app.decorateRequest('ctx', null as unknown as RequestContext);

  await app.register(fastifyCookie);
  // Compresses answers above 1 kB (API JSON, the OpenAPI UI) with brotli or gzip; registered before every route,
  // as it hooks into the routes declared after it. The web's hashed assets are precompressed at build time
  // (plugins/web.ts); an answer that already has a content-encoding is left alone.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters live in PostgreSQL, so every API process counts the same hits (docs/decisions/0007-shared-rate-limits.md).
    store: postgresRateLimitStore(database, app.log),
    // Fail open: when the counter cannot be read the request goes on and the store logs the error (decision 0007).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`),
  });
  await app.register(fastifyHelmet, {
    // The SPA and the API reference load only our own scripts; Mantine sets inline styles.
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.appEnv === 'local' ? null : [],
      },
    },
    hsts: config.appEnv === 'local' ? false : { maxAge: 31_536_000, includeSubDomains: true },
  });

  // Admins act on behalf of a tenant: every such call is audited, reads included.
  app.addHook('onResponse', async (request, reply) => {
    const ctx = request.ctx;
    if (ctx?.actor?.kind !== 'admin' || !ctx.tenantId) return;
    await recordAudit(database.db, ctx, {
      action: 'admin.request',
      entityType: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
      after: { statusCode: reply.statusCode, url: request.url },
    }).catch((error) => request.log.error({ err: error }, 'admin audit entry failed'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  await app.register(errorHandler);
  await app.register(openapi);
  await app.register(systemRoutes);
  await app.register(calendarRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(usersRoutes);
  await app.register(employeesRoutes);
  await app.register(tenantRoutes);
  await app.register(apiTokensRoutes);
  await app.register(auditLogRoutes);
  await app.register(documentsRoutes);
  await app.register(uploadsRoutes);
  await app.register(absencesRoutes);
  await app.register(calendarFeedsRoutes);
  await app.register(absencePeriodsRoutes);
  await app.register(casesRoutes);
  await app.register(caseLinksRoutes);
  await app.register(caseInputsRoutes);
  await app.register(takeoverRoutes);
  await app.register(accountingRoutes);
  await app.register(payoutsRoutes);
  await app.register(paymentOverviewRoutes);
  await app.register(policiesRoutes);
  await app.register(benefitsRoutes);
  await app.register(kavRoutes);
  await app.register(insuranceSubunitsRoutes);
  await app.register(supportRoutes);
  await app.register(carriersRoutes);
  await app.register(absenceCalendarRoutes);
  await app.register(workListRoutes);
  await app.register(careRoutes);
  await app.register(caseManagementRoutes);
  await app.register(medicalCertificatesRoutes);
  await app.register(reportsRoutes);
  await app.register(analyticsRoutes);
  await app.register(deadlinesRoutes);
  await app.register(issuesRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminRoutes);
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  await app.register(web, { distDir: config.webDistDir, serveSourceMaps: config.appEnv === 'local' });

  return app;
}
