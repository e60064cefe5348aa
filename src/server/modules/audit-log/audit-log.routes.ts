import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listAuditLog } from './audit-log.service.ts';

export async function auditLogRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.auditLogList, async (request) =>
    listAuditLog(app.database, request.ctx, request.query),
  );
}
