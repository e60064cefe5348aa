import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { isAppError } from '../../app-error.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  adminReassignClaims,
  createInsuredPersonCase,
  createKtgCase,
  linkKtgCases,
  reassignClaims,
  unassignedAbsences,
} from './case-links.service.ts';

/**
 * 'success' as a JSON string (Fastify sends a returned string as it is, as text/plain): the API answers JSON
 * everywhere, so clients parse every answer the same way.
 */
function jsonSuccess(reply: FastifyReply): 'success' {
  reply.type('application/json; charset=utf-8');
  return JSON.stringify('success') as 'success';
}

export async function caseLinksRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.insuredPersonCaseCreate, async (request) =>
    createInsuredPersonCase(app.database, request.ctx, request.params.insuredPersonId, request.body.startDate),
  );
  registerEndpoint(app, endpoints.insuredPersonReassign, async (request, reply) => {
    await reassignClaims(app.database, request.ctx, request.params.insuredPersonId, request.body);
    return jsonSuccess(reply);
  });
  registerEndpoint(app, endpoints.ktgCaseCreate, async (request) =>
    createKtgCase(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.ktgCaseLink, async (request) =>
    linkKtgCases(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.ktgCaseUnassigned, async (request) =>
    unassignedAbsences(app.database, request.ctx, request.params.employeeId),
  );
  // Spec section 8: "reassign answers 400 with message only" (the admin call).
  registerEndpoint(app, endpoints.adminReassign, async (request, reply) => {
    try {
      await adminReassignClaims(
        app.database,
        request.ctx,
        request.params.tenantId,
        request.params.insuredPersonId,
        request.body,
      );
      return jsonSuccess(reply);
    } catch (error) {
      if (isAppError(error) && error.status === 400) {
        return reply.status(400).send({ message: error.message });
      }
      throw error;
    }
  });
}
