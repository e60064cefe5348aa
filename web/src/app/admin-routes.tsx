// The platform administrator's pages (split from router.tsx): admins only in the web app (the server refuses
// everyone else), below the authenticated layout like every signed-in page.
import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccountingChecksSearch, AdminIssuesSearch, PayoutsSearch } from '../features/admin/index.ts';
import { useSession } from '../features/auth/index.ts';
import type { CaseDetailSearch } from '../features/cases/index.ts';
import type { MailsSearch } from '../features/notifications/index.ts';
import type { AdminSupportSearch } from '../features/support/index.ts';
import { unparsedSearch } from '../lib/url-search.ts';
import { appRoute, lazyScreen, noDatesAtFirstPaint, type Screen } from './route-base.tsx';
import { NoAccessScreen } from './screens/lazy-fallback-screens.tsx';

/** Platform administration: admins only (the server refuses everyone else; this keeps the page friendly). */
function AdminGuard({ children }: { children: ReactNode }) {
  const { actor } = useSession();
  return actor.kind === 'admin' ? children : <NoAccessScreen />;
}

function adminOnly(Screen: Screen): Screen {
  return () => (
    <AdminGuard>
      <Screen />
    </AdminGuard>
  );
}

const adminTenantsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants',
  component: lazyScreen(() => import('./screens/admin-tenants-screen.tsx'), 'AdminTenantsScreen', adminOnly),
});
const adminCarriersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/carriers',
  component: lazyScreen(
    () => import('./screens/admin-carriers-screen.tsx'),
    'AdminCarriersScreen',
    adminOnly,
    noDatesAtFirstPaint,
  ),
});
// The tenant screen, the accounting checks and the payouts share a chunk (and the router one import of it).
const importAdminTenantScreen = () => import('./screens/admin-tenant-screen.tsx');
const adminTenantRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants/$tenantId',
  component: lazyScreen(importAdminTenantScreen, 'AdminTenantScreen', adminOnly),
});

// A tenant's case for an internal admin (decision 0025): the case detail through the admin routes, with the input
// editor; `?day=` as on the tenant screens.
const adminCaseRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants/$tenantId/cases/$caseId',
  validateSearch: unparsedSearch<CaseDetailSearch>(),
  component: lazyScreen(() => import('./screens/admin-case-screen.tsx'), 'AdminCaseScreen', adminOnly),
});

// The admin's accounting checks of a tenant's month (issue 14 scope 6): `?month=YYYY-MM&view=statistics`.
const adminAccountingChecksRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants/$tenantId/accounting-checks',
  validateSearch: unparsedSearch<AccountingChecksSearch>(),
  component: lazyScreen(importAdminTenantScreen, 'AdminAccountingChecksScreen', adminOnly),
});

// The admin's payouts of a tenant (issue 15 scope 5): `?status=DRAFT&month=YYYY-MM&problems=1&page=2`.
const adminPayoutsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants/$tenantId/payouts',
  validateSearch: unparsedSearch<PayoutsSearch>(),
  component: lazyScreen(importAdminTenantScreen, 'AdminPayoutsScreen', adminOnly),
});

// The admins' outbox (issue 29): every mail the product wrote (URL state: mail, status, page).
const adminMailsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/mails',
  validateSearch: unparsedSearch<MailsSearch>(),
  component: lazyScreen(() => import('./screens/admin-mails-screen.tsx'), 'AdminMailsScreen', adminOnly),
});

// The operators' data issues across tenants (admin GET /issues, decision 0063): tenant, severity, type, dismissed, page.
const adminIssuesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/issues',
  validateSearch: unparsedSearch<AdminIssuesSearch>(),
  component: lazyScreen(() => import('./screens/admin-issues-screen.tsx'), 'AdminIssuesScreen', adminOnly),
});

// The operators' support inbox across tenants (decision 0067): status, tenant, page; and one request to answer.
const importAdminSupportScreen = () =>
  import('./screens/admin-support-screen-loader.ts').then((loader) => loader.load());
const adminSupportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/support',
  validateSearch: unparsedSearch<AdminSupportSearch>(),
  component: lazyScreen(importAdminSupportScreen, 'AdminSupportScreen', adminOnly, noDatesAtFirstPaint),
});
const adminSupportRequestRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/support/$requestId',
  component: lazyScreen(importAdminSupportScreen, 'AdminSupportRequestScreen', adminOnly, noDatesAtFirstPaint),
});

export const adminRoutes = [
  adminTenantsRoute,
  adminCarriersRoute,
  adminTenantRoute,
  adminCaseRoute,
  adminAccountingChecksRoute,
  adminPayoutsRoute,
  adminMailsRoute,
  adminIssuesRoute,
  adminSupportRoute,
  adminSupportRequestRoute,
] as const;
