// The request context (ARCHITECTURE.md §5): who acts, for which tenant, with which permissions. Built by the
// authorisation hook of every route from the session cookie or the API token — never from a client header.
import type { FastifyRequest } from 'fastify';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../contracts/constants.ts';
import type { PermissionKey, PermissionSet, UserRole } from '../contracts/roles.ts';
import type { AppTransaction, Database } from '../db/client.ts';
import { AppError } from './app-error.ts';

export type Actor =
  | { kind: 'user'; userId: string; name: string; email: string; userRole: UserRole; employeeId: string | null }
  | { kind: 'admin'; adminUserId: string; name: string; email: string }
  | { kind: 'api-token'; tokenId: string; name: string };

export type AuthMethod = 'session' | 'api-token' | 'none';

export type RequestContext = {
  actor: Actor | null;
  authMethod: AuthMethod;
  /** The tenant the request acts for: the user's or token's tenant, or the tenant an admin route names. */
  tenantId: string | null;
  permissions: PermissionSet | null;
  /** Session data of cookie-authenticated requests. */
  session: { idHash: string; csrfToken: string } | null;
  requestId: string;
  /**
   * The language the caller's screen shows (the first supported tag of Accept-Language, which the web app sets to
   * its display language, e.g. after ?lang=fr), or null. Texts the server words for a reader (care reasons) use it
   * before the user's profile language.
   */
  language?: SupportedLanguage | null;
};

/** The first supported language of an Accept-Language header ('fr-CH,fr;q=0.9,de;q=0.8' → 'fr'), or null. */
export function displayLanguageOf(header: string | string[] | undefined): SupportedLanguage | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(tag ?? '')) return tag as SupportedLanguage;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export function emptyContext(request: FastifyRequest): RequestContext {
  return {
    actor: null,
    authMethod: 'none',
    tenantId: null,
    permissions: null,
    session: null,
    requestId: String(request.id),
    language: displayLanguageOf(request.headers['accept-language']),
  };
}

export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return ctx.actor;
}

export function requireUser(ctx: RequestContext): Extract<Actor, { kind: 'user' }> & { tenantId: string } {
  const actor = requireActor(ctx);
  if (actor.kind !== 'user' || !ctx.tenantId) throw new AppError('FORBIDDEN', 'Only users of a company can do this');
  return { ...actor, tenantId: ctx.tenantId };
}

export function requireTenantId(ctx: RequestContext): string {
  if (!ctx.tenantId) throw new AppError('FORBIDDEN', 'This needs a company context');
  return ctx.tenantId;
}

/** Runs `fn` in one transaction limited to the request's tenant (row-level security). */
export function inTenant<T>(
  database: Database,
  ctx: RequestContext,
  fn: (tx: AppTransaction) => Promise<T>,
): Promise<T> {
  return database.withTenant(requireTenantId(ctx), fn);
}

export function hasPermission(ctx: RequestContext, key: PermissionKey): boolean {
  const value = ctx.permissions?.[key];
  return value === true || value === '*' || value === 'superior';
}
