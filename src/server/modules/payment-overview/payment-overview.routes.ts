// The tenant's payment overview (issue 15 scope 5; decision 0035).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listPayments, paymentMonths, paymentStatement } from './payment-overview.service.ts';

export async function paymentOverviewRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.paymentOverviewMonths, async (request) => paymentMonths(db, request.ctx));
  registerEndpoint(app, endpoints.paymentOverviewList, async (request) => listPayments(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.paymentOverviewStatement, async (request) =>
    paymentStatement(app.documents, db, request.ctx, request.params.payoutId),
  );
}
