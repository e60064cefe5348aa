import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../product.ts';
import { registerEndpoint } from '../../routes.ts';
import { checkReadiness } from './system.service.ts';

export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.health, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.floor(process.uptime()),
  }));

  registerEndpoint(
    app,
    endpoints.ready,
    async (_request, reply) => {
      const readiness = await checkReadiness(app.database);
      if (readiness.status !== 'ready') reply.status(503);
      return readiness;
    },
    { extraResponses: { 503: endpoints.ready.response } },
  );

  registerEndpoint(app, endpoints.systemInfo, async () => ({
    name: PRODUCT_NAME,
    version: PRODUCT_VERSION,
    environment: app.config.appEnv,
  }));
}
