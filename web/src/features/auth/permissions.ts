// What the signed-in actor may do, from the permissions of the session (the server computes them from the
// role with PERMISSION_MATRIX; the web only hides what the server would refuse anyway).
import type { Area } from '../../../../src/contracts/areas.ts';
import { isAllowed, type PermissionKey } from '../../../../src/contracts/roles.ts';
import type { Session } from './session-cache.ts';

/**
 * Whether the session grants the key: `true`, `'*'` and `'superior'` (allowed for the own team) count as
 * allowed. Permission-guarded endpoints are for tenant users only, so admins are granted none of them.
 */
export function can(session: Session | null | undefined, key: PermissionKey): boolean {
  if (session?.actor.kind !== 'user') return false;
  return isAllowed(session.permissions[key]);
}

/** Whether an area belongs in the navigation: built, and either open to everyone signed in or permitted. */
export function isAreaVisible(area: Area, session: Session | null | undefined): boolean {
  return area.isAvailable && (area.permission === null || can(session, area.permission));
}
