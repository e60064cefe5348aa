// OpenAPI 3 document generated from the Zod contracts (/api/docs/json) and the interactive reference (/api/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../product.ts';

export const OPENAPI_JSON_PATH = '/api/docs/json';

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'Absence management and sick pay (KTG / UVG) for Swiss employers and insurers. Regular calls live under ' +
          '/api/modular, admin calls under /api/modular/admin, analytics under /api/analytics. Errors answer ' +
          '`{code, message}` (plus extra fields such as `employeeId`) or, for schema failures, ' +
          '`{message, errors:[{in, path, message}]}`.',
        version: PRODUCT_VERSION,
      },
      tags: [
        { name: 'system', description: 'Liveness, readiness and product information' },
        { name: 'calendar', description: 'Accounting calendar' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

export default fp(openapi, { name: 'openapi' });
