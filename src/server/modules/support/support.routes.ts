// Support (issue 33 scope 6; decision 0067): the tenant users' requests and the operators' inbox.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  answerSupportRequest,
  closeSupportInboxRequest,
  closeSupportRequest,
  createSupportRequest,
  getSupportInboxRequest,
  getSupportRequest,
  listSupportInbox,
  listSupportRequests,
  writeSupportMessage,
} from './support.service.ts';

export async function supportRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.supportRequestsList, async (request) =>
    listSupportRequests(db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.supportRequestCreate, async (request) =>
    createSupportRequest(db, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.supportRequestGet, async (request) =>
    getSupportRequest(db, request.ctx, request.params.requestId),
  );
  registerEndpoint(app, endpoints.supportMessageCreate, async (request) =>
    writeSupportMessage(db, request.ctx, request.params.requestId, request.body),
  );
  registerEndpoint(app, endpoints.supportRequestClose, async (request) =>
    closeSupportRequest(db, request.ctx, request.params.requestId, request.body),
  );
  registerEndpoint(app, endpoints.adminSupportRequestsList, async (request) => listSupportInbox(db, request.query));
  registerEndpoint(app, endpoints.adminSupportRequestGet, async (request) =>
    getSupportInboxRequest(db, request.params.requestId),
  );
  registerEndpoint(app, endpoints.adminSupportMessageCreate, async (request) =>
    answerSupportRequest(db, request.ctx, request.params.requestId, request.body),
  );
  registerEndpoint(app, endpoints.adminSupportRequestClose, async (request) =>
    closeSupportInboxRequest(db, request.ctx, request.params.requestId, request.body),
  );
}
