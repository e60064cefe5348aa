// Who sees the home page's absence-rate tile (issue 32 point 6): tenant users who see the analytics area
// (analytics.view: the HR roles of the role matrix); never platform admins, who have no tenant. Pure, so it is tested
// without a browser; only the tile's loader imports it (home-rate-tile-loader.tsx), not the home page.
import { AREAS, type Area } from '../../../../src/contracts/areas.ts';
import { isAreaVisible, type Session } from '../../features/auth/index.ts';

export function showsAbsenceRateTile(session: Session | null, areas: readonly Area[] = AREAS): boolean {
  if (session?.actor.kind !== 'user') return false;
  const analytics = areas.find((area) => area.id === 'analytics');
  return analytics !== undefined && isAreaVisible(analytics, session);
}
