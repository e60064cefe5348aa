// Policies (issue 33 scope 1; decision 0065): the tenant's policies, who is insured under each, and the gaps.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { policiesOverviewOf, policyGapsOf, policyInsuredOf } from './policies.service.ts';

export async function policiesRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.policiesOverview, async (request) =>
    policiesOverviewOf(db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.policyInsured, async (request) => policyInsuredOf(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.policyGaps, async (request) => policyGapsOf(db, request.ctx, request.query));
}
