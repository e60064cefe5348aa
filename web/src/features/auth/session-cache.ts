// The session in the query cache, and the one rule around it: when the signed-in identity changes (sign-in,
// sign-out, role change, expiry), nothing fetched for the previous identity may stay in memory.
import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../src/contracts/index.ts';
import { setCsrfToken } from '../../lib/api-client.ts';
import { authKeys } from './api/auth-keys.ts';

export type Session = SessionResponse;

/**
 * Who is signed in, as far as data visibility goes: actor, role and tenant. Two sessions with the same key see
 * the same data; `null` when signed out.
 */
export function identityKey(session: Session | null | undefined): string | null {
  if (!session) return null;
  const { actor } = session;
  const actorPart = actor.kind === 'user' ? `user:${actor.user.id}:${actor.user.userRole}` : `admin:${actor.admin.id}`;
  return `${actorPart}:${session.tenant?.id ?? '-'}`;
}

/** Removes every cached query except the auth ones (session, login options), cancelling those in flight. */
export function removeIdentityBoundQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

/**
 * Called with every session the client learns of (GET /session, sign-in, role change, sign-out = null): keeps
 * the CSRF token for later writes and drops all data of the previous identity when the identity changed.
 * Returns the session for chaining in query functions.
 */
export function acceptSession(queryClient: QueryClient, session: Session | null): Session | null {
  setCsrfToken(session?.csrfToken);
  const previous = queryClient.getQueryData<Session | null>(authKeys.session());
  if (previous !== undefined && identityKey(previous) !== identityKey(session)) {
    removeIdentityBoundQueries(queryClient);
  }
  return session;
}

/** Puts a session answered by a mutation (sign-in, role change) or sign-out (null) into the cache. */
export function replaceSession(queryClient: QueryClient, session: Session | null): void {
  acceptSession(queryClient, session);
  queryClient.setQueryData(authKeys.session(), session);
}
