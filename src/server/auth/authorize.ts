// Authorisation of every route, from its contract entry's `access` (src/contracts/endpoints.ts). Runs as the
// route's onRequest hook, before the body is parsed or validated, so a caller without the right gets 401/403 and
// learns nothing about the input the route expects.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiTokenPermissionOf, permissionKeysOf } from '../../contracts/endpoint.ts';
import type { Endpoint } from '../../contracts/endpoints.ts';
import { API_TOKEN_PERMISSIONS, isAllowed } from '../../contracts/roles.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { AppError, isAppError } from '../app-error.ts';
import { emptyContext } from '../request-context.ts';
import { authenticateApiTokenAcrossTenants, parseBearer } from './api-token-auth.ts';
import { countAuthFailure, refuseBlockedClient } from './auth-failures.ts';
import { safeEqual } from './secrets.ts';
import { SESSION_COOKIE } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function authorize(endpoint: Endpoint) {
  const access = endpoint.access;
  return async function authorizeRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.ctx = emptyContext(request);
    if (access.kind === 'public') return;
    const app = request.server;

    const bearer = parseBearer(request.headers.authorization);
    if (bearer === null && access.kind === 'api-token') {
      throw new AppError('UNAUTHENTICATED', 'This route needs an API token: send Authorization: Bearer <token>');
    }
    if (bearer !== null) {
      const tokenPermission = apiTokenPermissionOf(access);
      if (tokenPermission === null) {
        throw new AppError('FORBIDDEN', 'API tokens can only be used on the upload interface');
      }
      // Failed tokens count per client; past the limit the client gets 429 before its token is looked up.
      await refuseBlockedClient(app.database, request, reply);
      let token: Awaited<ReturnType<typeof authenticateApiTokenAcrossTenants>>;
      try {
        token = await authenticateApiTokenAcrossTenants(app.database, bearer);
      } catch (error) {
        throw isAppError(error) && error.code === 'UNAUTHENTICATED'
          ? await countAuthFailure(app.database, request, reply, error)
          : error;
      }
      request.ctx = {
        ...request.ctx,
        actor: { kind: 'api-token', tokenId: token.tokenId, name: token.name },
        authMethod: 'api-token',
        tenantId: token.tenantId,
        permissions: API_TOKEN_PERMISSIONS,
      };
      if (!isAllowed(API_TOKEN_PERMISSIONS[tokenPermission])) {
        throw new AppError('FORBIDDEN', `API tokens may not use this (needs ${tokenPermission})`);
      }
      return;
    }

    const sessionId = request.cookies[SESSION_COOKIE];
    const identity = sessionId ? await app.sessions.resolve(sessionId) : null;
    if (!identity) {
      // The cookie is left alone: a request still carrying an old session id (e.g. one that was under way while the
      // session switched company and got a new id) must not clear the new cookie the switch has just set. A
      // useless cookie costs nothing; the next sign-in replaces it, and sign-out clears it.
      throw new AppError(
        'UNAUTHENTICATED',
        sessionId ? 'Your session has ended; please sign in again' : 'Sign in first',
      );
    }
    request.ctx = {
      ...request.ctx,
      actor: identity.actor,
      authMethod: 'session',
      tenantId: identity.tenantId,
      permissions: identity.permissions,
      session: { idHash: identity.idHash, csrfToken: identity.csrfToken },
    };

    // Cookie-authenticated writes must prove they come from our own pages (double-submit CSRF token).
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !safeEqual(sent, identity.csrfToken)) {
        throw new AppError('INVALID_CSRF_TOKEN', 'The request lacks a valid CSRF token; reload the page and try again');
      }
    }

    switch (access.kind) {
      case 'session':
        return;
      case 'api-token':
        throw new AppError('UNAUTHENTICATED', 'This route needs an API token: send Authorization: Bearer <token>');
      case 'user':
        if (identity.actor.kind !== 'user') throw new AppError('FORBIDDEN', 'Only users of a company can do this');
        return;
      case 'permission': {
        if (identity.actor.kind !== 'user' || !identity.permissions) {
          throw new AppError('FORBIDDEN', 'Only users of a company can do this');
        }
        const keys = permissionKeysOf(access);
        if (!keys.some((key) => isAllowed(identity.permissions?.[key]))) {
          throw new AppError('FORBIDDEN', `Your role may not do this (needs ${keys.join(' or ')})`);
        }
        return;
      }
      case 'admin': {
        if (identity.actor.kind !== 'admin')
          throw new AppError('FORBIDDEN', 'Only internal administrators can do this');
        const tenantId = (request.params as { tenantId?: unknown } | undefined)?.tenantId;
        // A malformed id is left to the schema validation (400); a well-formed unknown one is 404.
        if (typeof tenantId === 'string' && UUID.test(tenantId)) {
          const [tenant] = await app.database.db
            .select({ id: tenants.id })
            .from(tenants)
            .where(eq(tenants.id, tenantId));
          if (!tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found', { tenantId });
          request.ctx.tenantId = tenant.id;
        }
        return;
      }
    }
  };
}
