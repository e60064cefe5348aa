// Navigation generated from the contract's AREAS (src/contracts/areas.ts): only built areas the signed-in actor
// may open appear, grouped under translated headings, so the menu never shows a dead or forbidden link.
import { AppShell, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconBuildingSkyscraper,
  IconCoins,
  IconInbox,
  IconMail,
  IconSettings,
  IconUserShield,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ComponentProps, useId } from 'react';
import { useSession } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import classes from './app-layout.module.css';
import { AREA_ICONS } from './nav-icons.ts';
import { type AdminNavItem, activeAreaId, adminNavItems, type NavSection, navSections } from './nav-sections.ts';

/**
 * One entry of the navigation: a router link with its icon, the current page marked for assistive technology
 * (`aria-current`) and drawn filled. Drawn by app-layout.module.css as Mantine's filled NavLink looked, without
 * its collapsible children, which loaded Collapse and the Accordion's chevron and stylesheet on every page.
 */
function NavItem({
  to,
  label,
  icon: ItemIcon,
  active,
  onClick,
  'data-area': dataArea,
}: {
  to: ComponentProps<typeof Link>['to'];
  label: string;
  icon: Icon;
  active: boolean;
  onClick: () => void;
  'data-area': string;
}) {
  return (
    <Link
      to={to}
      className={classes.navItem}
      // The router's own marking only on its exact path: its default (the path and everything under it) marked
      // "Case managements" beside "Notes" on /case-management/notes; `active` (the longest matching area) decides.
      activeOptions={{ exact: true }}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      data-area={dataArea}
    >
      <span className={classes.navItemIcon}>
        <ItemIcon aria-hidden size={18} stroke={1.75} />
      </span>
      <span className={classes.navItemLabel}>{label}</span>
    </Link>
  );
}

function NavGroup({
  section,
  pathname,
  onNavigate,
}: {
  section: NavSection;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const hasHeading = section.group !== 'home';
  const activeId = activeAreaId(pathname);
  return (
    <div>
      {hasHeading && (
        <h2 id={headingId} className={classes.navGroupHeading}>
          {t(`nav.groups.${section.group}`)}
        </h2>
      )}
      <ul className={classes.navList} aria-labelledby={hasHeading ? headingId : undefined}>
        {section.areas.map((area) => {
          const AreaIcon = AREA_ICONS[area.id] ?? IconSettings;
          const isActive = area.id === activeId;
          return (
            <li key={area.id}>
              <NavItem
                // Area paths are data (the contract); only areas whose route exists are marked available.
                to={area.path}
                label={t(`nav.areas.${area.id}`)}
                icon={AreaIcon}
                active={isActive}
                onClick={onNavigate}
                data-area={area.id}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const ADMIN_ICONS: Record<AdminNavItem['id'], Icon> = {
  adminTenants: IconBuildingSkyscraper,
  // The carriers pay out: the coins of the daily allowances (already in the first load, nav-icons.ts).
  adminCarriers: IconCoins,
  // The tenants' data issues: the same sign as the tenant's own issues area (already in the first load).
  adminIssues: IconAlertTriangle,
  adminMails: IconMail,
  // The companies' support requests: the inbox of the case management requests (already in the first load).
  adminSupport: IconInbox,
};

/** The platform administration's entries, under their own heading (admins only). */
function AdminNavGroup({
  items,
  pathname,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div data-testid="admin-nav">
      <h2 id={headingId} className={classes.navGroupHeading}>
        {t('admin.nav.heading')}
      </h2>
      <ul className={classes.navList} aria-labelledby={headingId}>
        {items.map((item) => {
          const ItemIcon = ADMIN_ICONS[item.id];
          const isActive = pathname === item.path || pathname.startsWith(`${item.path}/`);
          return (
            <li key={item.id}>
              <NavItem
                to={item.path}
                label={t(`admin.nav.${item.id}`)}
                icon={ItemIcon}
                active={isActive}
                onClick={onNavigate}
                data-area={item.id}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Admins work across tenants; the tenant areas are not theirs, which the navigation says instead of hiding it. */
function AdminNote() {
  const { t } = useTranslation();
  return (
    <div className={classes.adminNote} data-testid="admin-note">
      <ThemeIcon size={28} radius="md" variant="light" color="red" aria-hidden>
        <IconUserShield size={16} stroke={1.75} />
      </ThemeIcon>
      <div>
        <Text size="sm" fw={600}>
          {t('admin.nav.noteTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('auth.admin.navDescription')}
        </Text>
      </div>
    </div>
  );
}

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const adminItems = adminNavItems(session);
  return (
    <AppShell.Navbar id="app-navbar" aria-label={t('nav.label')} data-testid="app-navbar" p="sm">
      <AppShell.Section grow className={classes.navScroll}>
        {navSections(session).map((section) => (
          <NavGroup key={section.group} section={section} pathname={pathname} onNavigate={onNavigate} />
        ))}
        {adminItems.length > 0 && <AdminNavGroup items={adminItems} pathname={pathname} onNavigate={onNavigate} />}
      </AppShell.Section>
      {session.actor.kind === 'admin' && (
        <AppShell.Section pt="sm">
          <AdminNote />
        </AppShell.Section>
      )}
    </AppShell.Navbar>
  );
}
