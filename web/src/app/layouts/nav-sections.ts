// Which areas the navigation lists, grouped for display: built areas the signed-in actor may open, in contract
// order (the ungrouped home entry first, then AREA_GROUPS order). Pure, so it is tested without a browser.
import { AREA_GROUPS, AREAS, type Area, type AreaGroup } from '../../../../src/contracts/areas.ts';
import { isAreaVisible, type Session } from '../../features/auth/index.ts';

export type NavSection = { group: AreaGroup | 'home'; areas: Area[] };

export function navSections(session: Session | null, areas: readonly Area[] = AREAS): NavSection[] {
  const visible = areas.filter((area) => isAreaVisible(area, session));
  return (['home', ...AREA_GROUPS] as const)
    .map((group) => ({ group, areas: visible.filter((area) => area.group === group) }))
    .filter((section) => section.areas.length > 0);
}

/** An entry of the platform administration's navigation (admins only; not an area of a tenant). */
export type AdminNavItem =
  | { id: 'adminTenants'; path: '/admin/tenants' }
  | { id: 'adminCarriers'; path: '/admin/carriers' }
  | { id: 'adminMails'; path: '/admin/mails' };

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { id: 'adminTenants', path: '/admin/tenants' },
  { id: 'adminCarriers', path: '/admin/carriers' },
  { id: 'adminMails', path: '/admin/mails' },
];

/** The platform administration's entries for an admin; none for tenant users (or without a session). */
export function adminNavItems(session: Session | null): readonly AdminNavItem[] {
  return session?.actor.kind === 'admin' ? ADMIN_NAV_ITEMS : [];
}
