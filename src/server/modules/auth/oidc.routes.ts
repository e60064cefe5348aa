// Sign-in through the identity provider (OpenID Connect, authorization code + PKCE): /auth/oidc/login sends the
// browser to the provider, /auth/oidc/callback receives it back, creates the session and sends it on to returnTo.
// Both are page navigations, not JSON calls: a failed callback redirects to /login?error=<CODE> (the SPA shows the
// translated message) and the technical reason goes to the log. See oidc.ts for the design.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import type { ErrorCode } from '../../../contracts/errors.ts';
import { AppError, isAppError } from '../../app-error.ts';
import { registerEndpoint } from '../../routes.ts';
import { setSessionCookie } from './auth.routes.ts';
import { recordSignIn } from './auth.service.ts';
import {
  createOidcClient,
  describeOidcError,
  loginErrorPath,
  OIDC_COOKIE_PATH,
  OIDC_FLOW_COOKIE,
  OIDC_FLOW_TTL_MS,
  sanitizeReturnTo,
  signInSubjectByEmailAcrossTenants,
} from './oidc.ts';

/** Refusals the sign-in page explains to the user; anything else is unexpected (logged as an error). */
const CALLBACK_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'OIDC_LOGIN_FAILED',
  'MISSING_USER_EMAIL',
  'USER_NOT_FOUND',
  'USER_INACTIVE',
]);

/** Query parameters of the callback that must not reach the log (the request log shows the URL). */
const SECRET_PARAMS = ['code', 'state', 'session_state'];

function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  if (!SECRET_PARAMS.some((name) => params.has(name))) return url;
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, question)}?${params.toString()}`;
}

function redirectTo(reply: FastifyReply, location: string): null {
  reply.header('cache-control', 'no-store').header('location', location).status(302);
  return null;
}

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

export async function oidcRoutes(app: FastifyInstance) {
  const settings = app.config.oidc;
  const oidc = settings ? createOidcClient(settings) : null;
  const flowCookieOptions = {
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.appEnv !== 'local',
  };

  // The provider puts the authorization code into the callback URL; keep it out of the request log. (Encapsulated:
  // applies to the routes of this plugin only.)
  app.addHook('onRoute', (route) => {
    route.logSerializers = {
      ...route.logSerializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    };
  });

  registerEndpoint(app, endpoints.authOidcLogin, async (request, reply) => {
    if (!oidc) {
      throw new AppError('OIDC_NOT_CONFIGURED', 'Sign-in through an identity provider is not set up here');
    }
    let start: Awaited<ReturnType<typeof oidc.startLogin>>;
    try {
      start = await oidc.startLogin(sanitizeReturnTo(request.query.returnTo));
    } catch (error) {
      request.log.warn({ reason: describeOidcError(error) }, 'OIDC sign-in could not start: provider discovery failed');
      return redirectTo(reply, loginErrorPath('OIDC_LOGIN_FAILED'));
    }
    reply.setCookie(OIDC_FLOW_COOKIE, start.flowCookie, { ...flowCookieOptions, maxAge: OIDC_FLOW_TTL_MS / 1000 });
    return redirectTo(reply, start.authorizationUrl.href);
  });

  registerEndpoint(app, endpoints.authOidcCallback, async (request, reply) => {
    // The flow cookie is good for one attempt, whatever its outcome.
    reply.clearCookie(OIDC_FLOW_COOKIE, flowCookieOptions);
    if (!oidc) {
      request.log.warn('OIDC callback reached, but no identity provider is configured');
      return redirectTo(reply, loginErrorPath('OIDC_NOT_CONFIGURED'));
    }
    try {
      const params = new URL(request.url, 'http://callback.invalid').searchParams;
      const { email, returnTo } = await oidc.completeLogin(params, request.cookies[OIDC_FLOW_COOKIE]);
      let subject: Awaited<ReturnType<typeof signInSubjectByEmailAcrossTenants>>;
      try {
        subject = await signInSubjectByEmailAcrossTenants(app.database, email);
      } catch (error) {
        // The domain helps support; the full address is personal data and stays out of the log.
        if (isAppError(error)) error.details.emailDomain = emailDomain(email);
        throw error;
      }
      const { sessionId, identity } = await app.sessions.create(subject, 'oidc');
      const ctx = { ...request.ctx, actor: identity.actor, tenantId: identity.tenantId };
      await recordSignIn(app.database, ctx, identity, 'oidc');
      setSessionCookie(app, reply, sessionId, identity);
      return redirectTo(reply, returnTo);
    } catch (error) {
      if (isAppError(error) && CALLBACK_REFUSALS.has(error.code)) {
        request.log.warn({ code: error.code, reason: error.message, ...error.details }, 'OIDC sign-in refused');
        return redirectTo(reply, loginErrorPath(error.code));
      }
      request.log.error({ err: error }, 'OIDC sign-in failed unexpectedly');
      return redirectTo(reply, loginErrorPath('INTERNAL_SERVER_ERROR'));
    }
  });
}
