import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { createApiToken, describeCallingToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

export async function apiTokensRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.apiTokensList, async (request) => listApiTokens(app.database, request.ctx));
  registerEndpoint(app, endpoints.apiTokensCreate, async (request) =>
    createApiToken(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.apiTokensRevoke, async (request) =>
    revokeApiToken(app.database, request.ctx, request.params.tokenId),
  );
  registerEndpoint(app, endpoints.connectTokenIdentity, async (request) =>
    describeCallingToken(app.database, request.ctx),
  );
}
