import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { AppError, isAppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { countAuthFailure, refuseBlockedClient } from '../../auth/auth-failures.ts';
import { SESSION_COOKIE, type SessionIdentity } from '../../auth/sessions.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  buildSessionResponse,
  changeOwnRole,
  devLoginCandidatesAcrossTenants,
  devLoginSubjectAcrossTenants,
  isRelaxedEnvironment,
  recordSignIn,
  switchTenant,
} from './auth.service.ts';

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  sessionId: string,
  identity: SessionIdentity,
) {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.appEnv !== 'local',
    expires: new Date(identity.expiresAt),
  });
}

export async function authRoutes(app: FastifyInstance) {
  const environment = app.config.appEnv;

  registerEndpoint(app, endpoints.authLoginOptions, async () => {
    const devLoginEnabled = isRelaxedEnvironment(environment);
    return {
      oidcEnabled: app.config.oidc !== null,
      devLoginEnabled,
      devLoginCandidates: devLoginEnabled ? await devLoginCandidatesAcrossTenants(app.database) : [],
    };
  });

  registerEndpoint(app, endpoints.authDevLogin, async (request, reply) => {
    if (!isRelaxedEnvironment(environment)) {
      throw new AppError('DEV_LOGIN_DISABLED', 'Sign-in without an identity provider is not available in production');
    }
    // A refused sign-in counts as a failed authentication of the client (auth/auth-failures.ts).
    await refuseBlockedClient(app.database, request, reply);
    let subject: Awaited<ReturnType<typeof devLoginSubjectAcrossTenants>>;
    try {
      subject = await devLoginSubjectAcrossTenants(app.database, request.body.kind, request.body.id);
    } catch (error) {
      throw isAppError(error) ? await countAuthFailure(app.database, request, reply, error) : error;
    }
    const { sessionId, identity } = await app.sessions.create(subject, 'dev');
    const ctx = { ...request.ctx, actor: identity.actor, tenantId: identity.tenantId };
    await recordSignIn(app.database, ctx, identity, 'dev');
    setSessionCookie(app, reply, sessionId, identity);
    return buildSessionResponse(app.database, environment, identity);
  });

  registerEndpoint(app, endpoints.authSession, async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE] as string;
    const identity = await app.sessions.resolve(sessionId);
    if (!identity) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    return buildSessionResponse(app.database, environment, identity);
  });

  registerEndpoint(app, endpoints.authLogout, async (request, reply) => {
    const session = request.ctx.session;
    if (session) {
      await app.sessions.end(session.idHash);
      await recordAudit(app.database.db, request.ctx, {
        action: 'session.sign-out',
        entityType: request.ctx.actor?.kind === 'admin' ? 'admin-user' : 'user',
        entityId:
          request.ctx.actor?.kind === 'admin'
            ? request.ctx.actor.adminUserId
            : request.ctx.actor?.kind === 'user'
              ? request.ctx.actor.userId
              : null,
      });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.status(204);
    return null;
  });

  registerEndpoint(app, endpoints.authSwitchTenant, async (request, reply) => {
    const switched = await switchTenant(app.database, app.sessions, request.ctx, request.body.tenantId);
    if (switched) setSessionCookie(app, reply, switched.sessionId, switched.identity);
    const identity = switched?.identity ?? (await app.sessions.resolve(request.cookies[SESSION_COOKIE] as string));
    if (!identity) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    return buildSessionResponse(app.database, environment, identity);
  });

  registerEndpoint(app, endpoints.authChangeOwnRole, async (request) => {
    await changeOwnRole(app.database, environment, request.ctx, request.body.userRole);
    const actor = request.ctx.actor;
    if (actor?.kind === 'user') app.sessions.forgetUser(actor.userId);
    const identity = await app.sessions.resolve(request.cookies[SESSION_COOKIE] as string);
    if (!identity) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    return buildSessionResponse(app.database, environment, identity);
  });
}
