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
  | { id: 'adminIssues'; path: '/admin/issues' }
  | { id: 'adminMails'; path: '/admin/mails' }
  | { id: 'adminSupport'; path: '/admin/support' };

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { id: 'adminTenants', path: '/admin/tenants' },
  { id: 'adminCarriers', path: '/admin/carriers' },
  { id: 'adminIssues', path: '/admin/issues' },
  { id: 'adminMails', path: '/admin/mails' },
  { id: 'adminSupport', path: '/admin/support' },
];

/** The platform administration's entries for an admin; none for tenant users (or without a session). */
export function adminNavItems(session: Session | null): readonly AdminNavItem[] {
  return session?.actor.kind === 'admin' ? ADMIN_NAV_ITEMS : [];
}

/**
 * The area the page belongs to: the one whose path is the longest prefix of the page's path, so that
 * /case-management/deadlines marks "Deadlines" and not also "Case managements" (/case-management), and
 * /absences/missing-certificates marks only its own area. Null on a page outside every area (admin, settings pages
 * of no area).
 */
export function activeAreaId(pathname: string, areas: readonly Area[] = AREAS): string | null {
  let best: Area | null = null;
  for (const area of areas) {
    const matches =
      area.path === '/' ? pathname === '/' : pathname === area.path || pathname.startsWith(`${area.path}/`);
    if (matches && (!best || area.path.length > best.path.length)) best = area;
  }
  return best?.id ?? null;
}
