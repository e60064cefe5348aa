// Code-based routes (no codegen). The root route carries the `lang` search parameter (spec section 1) and keeps
// it on every link, so a shared URL opens in the language it was shared in. `/login` is public; every other
// page sits below the authenticated layout, which sends visitors without a session to `/login?returnTo=…`.

import { createRootRoute, createRoute, createRouter, retainSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { useSession } from '../features/auth/index.ts';
import {
  type EmployeeSavedKind,
  parseEmployeeDetailSearch,
  parseEmployeesSearch,
} from '../features/employees/index.ts';
import { toSupportedLanguage } from '../lib/language.ts';
import { AreaGuard } from './area-guard.tsx';
import { AuthenticatedLayout } from './layouts/authenticated-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { AdminTenantScreen } from './screens/admin-tenant-screen.tsx';
import { AdminTenantsScreen } from './screens/admin-tenants-screen.tsx';
import { AuditLogScreen } from './screens/audit-log-screen.tsx';
import { EmployeeCorrectScreen } from './screens/employee-correct-screen.tsx';
import { EmployeeDetailScreen } from './screens/employee-detail-screen.tsx';
import { EmployeeNewRecordScreen } from './screens/employee-new-record-screen.tsx';
import { EmployeeNewScreen } from './screens/employee-new-screen.tsx';
import { EmployeesScreen } from './screens/employees-screen.tsx';
import { HomeScreen } from './screens/home-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { NoAccessScreen } from './screens/no-access-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';
import { SettingsApiTokensScreen } from './screens/settings-api-tokens-screen.tsx';
import { SettingsCompanyScreen } from './screens/settings-company-screen.tsx';
import { SettingsPersonalScreen } from './screens/settings-personal-screen.tsx';
import { SettingsUsersScreen } from './screens/settings-users-screen.tsx';

export type RootSearch = { lang?: SupportedLanguage };

/** Keeps a valid `lang`, drops an unsupported one (the app then falls back to the stored/browser language). */
export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const lang = typeof search.lang === 'string' ? toSupportedLanguage(search.lang) : undefined;
  return lang ? { lang } : {};
}

export type LoginSearch = { returnTo?: string; error?: string };

/**
 * `returnTo` is kept as given and sanitised where it is used (sanitizeReturnTo); `error` is a code the server may
 * put on the URL after a failed identity-provider sign-in.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const returnTo = typeof search.returnTo === 'string' && search.returnTo !== '' ? search.returnTo : undefined;
  const error =
    typeof search.error === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.error) ? search.error : undefined;
  return { ...(returnTo ? { returnTo } : {}), ...(error ? { error } : {}) };
}

/** Unknown paths: inside the shell when signed in, the sign-in page otherwise. */
function RootNotFound() {
  return (
    <AuthenticatedLayout>
      <NotFoundScreen />
    </AuthenticatedLayout>
  );
}

const rootRoute = createRootRoute({
  validateSearch: validateRootSearch,
  search: { middlewares: [retainSearchParams<RootSearch>(['lang'])] },
  component: RootLayout,
  notFoundComponent: RootNotFound,
  errorComponent: RouteErrorScreen,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: validateLoginSearch,
  component: LoginScreen,
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AuthenticatedLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: HomeScreen,
});

/** A settings route: the path of its area in the contract, guarded by that area's permission. */
function areaRoute<const Path extends string>(path: Path, areaId: string, Screen: () => ReactNode) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component: () => (
      <AreaGuard areaId={areaId}>
        <Screen />
      </AreaGuard>
    ),
  });
}

/** The screen of an area, guarded by that area's permission (for routes that need more than `areaRoute`). */
function guarded(areaId: string, Screen: () => ReactNode) {
  return () => (
    <AreaGuard areaId={areaId}>
      <Screen />
    </AreaGuard>
  );
}

// Employees: overview (URL state: search, filters, sort, page), new employee, detail (dateOfReference) and the
// two record forms. All guarded by the overview's permission (employee.view); the screens check more.
const employeesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees',
  validateSearch: parseEmployeesSearch,
  component: guarded('employeeOverview', EmployeesScreen),
});
const employeeNewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/new',
  component: guarded('employeeOverview', EmployeeNewScreen),
});
const employeeDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId',
  validateSearch: parseEmployeeDetailSearch,
  component: guarded('employeeOverview', EmployeeDetailScreen),
});
const employeeCorrectRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId/edit',
  component: guarded('employeeOverview', EmployeeCorrectScreen),
});
const employeeNewRecordRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId/new-record',
  component: guarded('employeeOverview', EmployeeNewRecordScreen),
});

const settingsPersonalRoute = areaRoute('/settings/personal', 'settingsPersonal', SettingsPersonalScreen);
const settingsCompanyRoute = areaRoute('/settings/company', 'settingsCompany', SettingsCompanyScreen);
const settingsUsersRoute = areaRoute('/settings/users', 'settingsUsers', SettingsUsersScreen);
const settingsApiTokensRoute = areaRoute('/settings/api-tokens', 'settingsApiTokens', SettingsApiTokensScreen);
const auditLogRoute = areaRoute('/settings/audit-log', 'auditLog', AuditLogScreen);

/** Platform administration: admins only (the server refuses everyone else; this keeps the page friendly). */
function AdminGuard({ children }: { children: ReactNode }) {
  const { actor } = useSession();
  return actor.kind === 'admin' ? children : <NoAccessScreen />;
}

function adminOnly(Screen: () => ReactNode) {
  return () => (
    <AdminGuard>
      <Screen />
    </AdminGuard>
  );
}

const adminTenantsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants',
  component: adminOnly(AdminTenantsScreen),
});
const adminTenantRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/tenants/$tenantId',
  component: adminOnly(AdminTenantScreen),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    homeRoute,
    employeesRoute,
    employeeNewRoute,
    employeeDetailRoute,
    employeeCorrectRoute,
    employeeNewRecordRoute,
    settingsPersonalRoute,
    settingsCompanyRoute,
    settingsUsersRoute,
    settingsApiTokensRoute,
    auditLogRoute,
    adminTenantsRoute,
    adminTenantRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteErrorScreen,
  // Below the root, not-found renders inside the authenticated layout already: the plain screen, no second shell.
  defaultNotFoundComponent: NotFoundScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface HistoryState {
    /** Set by the employee forms when they navigate to the detail after a save: shows the success alert. */
    employeeSaved?: EmployeeSavedKind;
  }
}
