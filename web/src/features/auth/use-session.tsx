// The signed-in session for every screen behind the sign-in: the authenticated layout provides it once it is
// known, so screens never see "no session" and never have to wait for it.
import { createContext, type ReactNode, useContext } from 'react';
import type { PermissionKey } from '../../../../src/contracts/index.ts';
import { can } from './permissions.ts';
import type { Session } from './session-cache.ts';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; only below the authenticated layout (throws elsewhere, which is a programming error). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is only available below the authenticated layout');
  return session;
}

/** The session if one is provided (components that also render signed out), else null. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

/** Whether the signed-in actor has the permission (`'superior'` counts: allowed for the own team). */
export function usePermission(key: PermissionKey): boolean {
  return can(useSession(), key);
}

/** The signed-in tenant user, or null for an admin. */
export function useCurrentUser() {
  const { actor } = useSession();
  return actor.kind === 'user' ? actor.user : null;
}
