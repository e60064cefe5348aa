// The home page's work list (issue 28 section 1; decision 0039): the tenant user's and the platform admin's.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { adminWorkListOf, workListOf } from './work-list.service.ts';

export async function workListRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.workList, async (request) => workListOf(app.database, request.ctx, app.now()));
  registerEndpoint(app, endpoints.adminWorkList, async (request) => adminWorkListOf(app.database, request.ctx));
}
