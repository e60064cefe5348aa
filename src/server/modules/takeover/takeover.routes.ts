// The insured-person takeover and the case migration (decision 0024).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { migrateTakeoverCases } from './case-migration.service.ts';
import { powerOfAttorney } from './power-of-attorney.ts';
import { initializeForTakeover } from './takeover.service.ts';

export async function takeoverRoutes(app: FastifyInstance) {
  const db = app.database;
  // Spec section 7: 201 with an empty body.
  registerEndpoint(app, endpoints.adminInitializeForTakeover, async (request, reply) => {
    await initializeForTakeover(db, request.ctx, request.body);
    reply.status(201).send();
    return reply as never;
  });
  registerEndpoint(app, endpoints.adminCaseMigration, async (request) =>
    migrateTakeoverCases(db, request.ctx, request.params.tenantId, { dryRun: request.query.dryRun ?? false }),
  );
  registerEndpoint(app, endpoints.adminPowerOfAttorney, async (request) =>
    powerOfAttorney(app.documents, db, request.ctx, request.params.tenantId, request.params.ktgCaseId),
  );
}
