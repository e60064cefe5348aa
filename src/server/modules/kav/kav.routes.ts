// KAV (issue 33 scope 3; decision 0069): the payroll's view of the legacy collective daily-allowance contracts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { kavAbsencesOf, kavCompletenessOf, kavOverviewOf } from './kav.service.ts';

export async function kavRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.kavOverview, async (request) => kavOverviewOf(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.kavCompleteness, async (request) =>
    kavCompletenessOf(db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.kavAbsences, async (request) => kavAbsencesOf(db, request.ctx, request.query));
}
