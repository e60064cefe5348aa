// Carriers (payouts, issue 15; decision 0031): the admin routes of the carriers and of a tenant's assignment.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  createCarrier,
  getCarrier,
  listCarriers,
  replaceTenantCarriers,
  tenantCarriersOf,
  updateCarrier,
} from './carriers.service.ts';

export async function carriersRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.adminCarriersList, async () => listCarriers(db));
  registerEndpoint(app, endpoints.adminCarrierCreate, async (request) => createCarrier(db, request.ctx, request.body));
  registerEndpoint(app, endpoints.adminCarrierGet, async (request) => getCarrier(db, request.params.carrierId));
  registerEndpoint(app, endpoints.adminCarrierUpdate, async (request) =>
    updateCarrier(db, request.ctx, request.params.carrierId, request.body),
  );
  registerEndpoint(app, endpoints.adminTenantCarriersGet, async (request) => tenantCarriersOf(db, request.ctx));
  registerEndpoint(app, endpoints.adminTenantCarriersReplace, async (request) =>
    replaceTenantCarriers(db, request.ctx, request.body),
  );
}
