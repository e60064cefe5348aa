import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listIssuesAcrossTenants, listIssuesOfTenant, updateIssues } from './issues.service.ts';

export async function issuesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.tenantIssuesList, async (request) =>
    listIssuesOfTenant(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.issuesUpdate, async (request) =>
    updateIssues(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.adminIssuesList, async (request) =>
    listIssuesAcrossTenants(app.database, request.query),
  );
}
