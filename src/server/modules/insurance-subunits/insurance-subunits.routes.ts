// Insurance subunits (issue 33 scope 5; decision 0066): the subunits as billing units, and their billing details.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listInsuranceSubunits, updateInsuranceSubunit } from './insurance-subunits.service.ts';

export async function insuranceSubunitsRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.insuranceSubunitsList, async (request) => listInsuranceSubunits(db, request.ctx));
  registerEndpoint(app, endpoints.insuranceSubunitUpdate, async (request) =>
    updateInsuranceSubunit(db, app.jobs, request.ctx, request.params.companySubunitId, request.body),
  );
}
