import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { adminCaseDetailOf, adminCaseExplanationOf, caseDetailOf, caseExplanationOf } from './case-detail.service.ts';
import {
  caseOverviewOf,
  casesWithUnassignedClaims,
  createCaseComment,
  deleteCaseComment,
  insuredPersonCases,
  listCases,
  patchClaims,
} from './cases.service.ts';
import { listInsuredPersons } from './insured-persons.service.ts';

export async function casesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.casesList, async (request) => listCases(app.database, request.ctx, request.query));
  registerEndpoint(app, endpoints.casesWithUnassignedClaims, async (request) =>
    casesWithUnassignedClaims(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.insuredPersonsList, async (request) =>
    listInsuredPersons(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.insuredPersonCases, async (request) =>
    insuredPersonCases(app.database, request.ctx, request.params.insuredPersonId),
  );
  registerEndpoint(app, endpoints.claimsPatch, async (request) => patchClaims(app.database, request.ctx, request.body));
  registerEndpoint(app, endpoints.caseOverview, async (request) =>
    caseOverviewOf(app.database, request.ctx, request.params.ktgCaseId),
  );
  registerEndpoint(app, endpoints.caseCommentCreate, async (request) =>
    createCaseComment(app.database, request.ctx, request.params.caseId, request.body),
  );
  registerEndpoint(app, endpoints.caseCommentDelete, async (request, reply) => {
    await deleteCaseComment(app.database, request.ctx, request.params);
    reply.status(204);
    return null;
  });
  registerEndpoint(app, endpoints.caseDetail, async (request) =>
    caseDetailOf(app.database, request.ctx, request.params.caseId),
  );
  registerEndpoint(app, endpoints.caseExplanation, async (request) =>
    caseExplanationOf(app.database, request.ctx, request.params.caseId, request.query.date),
  );
  registerEndpoint(app, endpoints.adminCaseDetail, async (request) =>
    adminCaseDetailOf(app.database, request.ctx, request.params.ktgCaseId),
  );
  registerEndpoint(app, endpoints.adminCaseExplanation, async (request) =>
    adminCaseExplanationOf(app.database, request.ctx, request.params.ktgCaseId, request.query.date),
  );
  // The tenant's list for an internal admin: the authorisation hook made the path's tenant the request's, and
  // caseScopes lets an admin see every case of it.
  registerEndpoint(app, endpoints.adminTenantCasesList, async (request) =>
    listCases(app.database, request.ctx, request.query),
  );
}
