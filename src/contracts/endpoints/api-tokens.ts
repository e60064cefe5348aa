// External API tokens: the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  apiToken,
  apiTokenIdentity,
  apiTokenIdParams,
  apiTokenList,
  createApiTokenBody,
  createdApiToken,
} from '../identity.ts';

export const apiTokensEndpoints = {
  apiTokensList: {
    method: 'GET',
    access: permission('tenant.apiTokens.view'),
    path: `${API_PREFIX.modular}/api-tokens`,
    summary: 'External API tokens of the company (never the tokens themselves)',
    tags: ['api-tokens'],
    response: apiTokenList,
  },
  apiTokensCreate: {
    method: 'POST',
    access: permission('tenant.apiTokens.edit'),
    path: `${API_PREFIX.modular}/api-tokens`,
    summary: 'Create a token; the answer is the only time the token is shown',
    tags: ['api-tokens'],
    body: createApiTokenBody,
    status: 201,
    rateLimitPerMinute: 20,
    response: createdApiToken,
  },
  apiTokensRevoke: {
    method: 'POST',
    access: permission('tenant.apiTokens.edit'),
    path: `${API_PREFIX.modular}/api-tokens/:tokenId/revoke`,
    summary: 'Revoke a token; requests with it answer 401 from now on',
    tags: ['api-tokens'],
    params: apiTokenIdParams,
    response: apiToken,
  },
  connectTokenIdentity: {
    method: 'GET',
    access: { kind: 'api-token', permission: 'grapeConnect.view' },
    path: `${API_PREFIX.modular}/connect/token`,
    summary: 'For integrations: which tenant and permissions the calling API token has',
    tags: ['api-tokens'],
    rateLimitPerMinute: 600,
    response: apiTokenIdentity,
  },
} as const satisfies Record<string, Endpoint>;
