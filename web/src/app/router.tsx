// Code-based routes (no codegen). The root route carries the `lang` search parameter (spec section 1) and keeps
// it on every link, so a shared URL opens in the language it was shared in. `/login` and the certificate upload page
// are public; every other page sits below the authenticated layout, which sends visitors without a session to
// `/login?returnTo=…`. Every screen and the authenticated layout are lazy: a chunk each, so the first load carries
// only the page it shows.

import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  retainSearchParams,
} from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { RouteSkeleton } from '../components/route-skeleton.tsx';
import type { AbsencesSearch, CalendarSearch } from '../features/absences/index.ts';
import type { DailyAllowancesSearch } from '../features/accounting/index.ts';
import type { AccountingChecksSearch, PayoutsSearch } from '../features/admin/index.ts';
import { useSession } from '../features/auth/index.ts';
import type { CareStagesSearch } from '../features/care/index.ts';
import type { CareTasksSearch } from '../features/care-tasks/index.ts';
import type { CaseManagementRequestsSearch, CaseManagementsSearch } from '../features/case-management/index.ts';
import type { CaseDetailSearch, CasesSearch, InsuredPersonsSearch } from '../features/cases/index.ts';
import { loadCaseDetailRoute } from '../features/cases/screens/case-detail-route.ts';
import type { DeadlinesSearch } from '../features/deadlines/index.ts';
import type { EmployeeDetailSearch, EmployeeSavedKind, EmployeesSearch } from '../features/employees/index.ts';
import type { IssuesSearch } from '../features/issues/index.ts';
import type { MissingCertificatesSearch } from '../features/medical-certificates/index.ts';
import type { MailsSearch } from '../features/notifications/index.ts';
import type { PaymentsSearch } from '../features/payments/index.ts';
import type { ReportsSearch } from '../features/reports/index.ts';
import type { DataHubSearch } from '../features/uploads/index.ts';
import { loadCertificateUploadTranslations, loadScreenTranslations } from '../lib/i18n.ts';
import { toSupportedLanguage } from '../lib/language.ts';
import { unparsedSearch } from '../lib/url-search.ts';
import { AreaGuard } from './area-guard.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NoAccessScreen, NotFoundScreen } from './screens/lazy-fallback-screens.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';

type Screen = () => ReactNode;

/**
 * A route component in a chunk of its own (route-level code splitting): the router loads it while it resolves
 * the route (or earlier, on a link's hover: `defaultPreload: 'intent'`), together with the rest of the
 * translations (lib/translation-parts.ts) unless it is a start page (login, home), whose texts load before the
 * first render; `wrap` adds a guard around the screen. `dates: false` for a screen that draws no date field at its
 * first paint (it loads dayjs with the field: lib/i18n.ts, loadDates).
 */
function lazyScreen<Module extends Record<string, unknown>>(
  importer: () => Promise<Module>,
  name: keyof Module & string,
  wrap: (Screen: Screen) => Screen = (Screen) => Screen,
  options: { startPage?: boolean; dates?: boolean } = {},
) {
  return lazyRouteComponent(async () => {
    const [module] = await Promise.all([
      importer(),
      options.startPage ? undefined : loadScreenTranslations({ dates: options.dates ?? true }),
    ]);
    return { default: wrap(module[name] as Screen) };
  });
}

const startPage = { startPage: true };
const noDatesAtFirstPaint = { dates: false };

const AuthenticatedLayout = lazyRouteComponent(
  () => import('./layouts/authenticated-layout.tsx'),
  'AuthenticatedLayout',
);

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
    <Suspense fallback={<RouteSkeleton />}>
      <AuthenticatedLayout>
        <NotFoundScreen />
      </AuthenticatedLayout>
    </Suspense>
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
  component: lazyScreen(() => import('./screens/login-screen.tsx'), 'LoginScreen', undefined, startPage),
});

// The page behind a certificate upload mail (decision 0056): public like /login (outside the signed-in layout, so
// never sent to /login), with its texts as a small part of their own instead of the rest of the translations.
const certificateUploadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/certificate-upload/$uploadToken',
  component: lazyRouteComponent(async () => {
    const [module] = await Promise.all([
      import('./screens/certificate-upload-screen.tsx'),
      loadCertificateUploadTranslations(),
    ]);
    return { default: module.CertificateUploadScreen };
  }),
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AuthenticatedLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyScreen(() => import('./screens/home-screen.tsx'), 'HomeScreen', undefined, startPage),
});

/** The screen of an area, guarded by that area's permission. */
function guarded(areaId: string) {
  return (Screen: Screen): Screen =>
    () => (
      <AreaGuard areaId={areaId}>
        <Screen />
      </AreaGuard>
    );
}

/** A settings route: the path of its area in the contract, its lazy screen guarded by that area's permission. */
function areaRoute<const Path extends string, Module extends Record<string, unknown>>(
  path: Path,
  areaId: string,
  importer: () => Promise<Module>,
  name: keyof Module & string,
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component: lazyScreen(importer, name, guarded(areaId)),
  });
}

// Employees: overview (URL state: search, filters, sort, page), new employee, detail (dateOfReference) and the
// two record forms. All guarded by the overview's permission (employee.view); the screens check more.
const employeesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees',
  validateSearch: unparsedSearch<EmployeesSearch>(),
  // Its "active on" date field loads after the list's first paint, with dayjs (employees-panel.tsx).
  component: lazyScreen(
    () => import('./screens/employees-screen.tsx'),
    'EmployeesScreen',
    guarded('employeeOverview'),
    noDatesAtFirstPaint,
  ),
});
const employeeNewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/new',
  component: lazyScreen(
    () => import('./screens/employee-new-screen.tsx'),
    'EmployeeNewScreen',
    guarded('employeeOverview'),
  ),
});
const employeeDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId',
  validateSearch: unparsedSearch<EmployeeDetailSearch>(),
  component: lazyScreen(
    () => import('./screens/employee-detail-screen.tsx'),
    'EmployeeDetailScreen',
    guarded('employeeOverview'),
  ),
});
const employeeCorrectRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId/edit',
  component: lazyScreen(
    () => import('./screens/employee-correct-screen.tsx'),
    'EmployeeCorrectScreen',
    guarded('employeeOverview'),
  ),
});
const employeeNewRecordRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/$employeeId/new-record',
  component: lazyScreen(
    () => import('./screens/employee-new-record-screen.tsx'),
    'EmployeeNewRecordScreen',
    guarded('employeeOverview'),
  ),
});

// Absences: the period table (URL state: search, filters, sort, page).
const absencesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/absences',
  validateSearch: unparsedSearch<AbsencesSearch>(),
  component: lazyScreen(() => import('./screens/absences-screen.tsx'), 'AbsencesScreen', guarded('absences')),
});

// Missing medical certificates (issue 30; URL state: type, employee, search, page).
const missingCertificatesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/absences/missing-certificates',
  validateSearch: unparsedSearch<MissingCertificatesSearch>(),
  component: lazyScreen(
    () => import('./screens/missing-certificates-screen.tsx'),
    'MissingCertificatesScreen',
    guarded('missingCertificates'),
    noDatesAtFirstPaint,
  ),
});

// Team month calendar (URL state: month, search, filters, page).
const absenceCalendarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/absence-calendar',
  validateSearch: unparsedSearch<CalendarSearch>(),
  component: lazyScreen(
    () => import('./screens/absence-calendar-screen.tsx'),
    'AbsenceCalendarScreen',
    guarded('absenceCalendar'),
  ),
});

// Cases (issue 13): the KTG, UVG and case-management lists (URL state: search, filters, sort, page) and the case
// detail below each list's path (URL state: the day whose explanation is open), so the navigation keeps the area
// marked and the detail links back to the list it was opened from. Each guarded by its area's permission.
const importCasesScreen = () => import('./screens/cases-screen.tsx');
const importCaseDetailScreen = () => import('./screens/case-detail-screen.tsx');
/** A case list's route and its case detail's route, both guarded by the list's area. */
function caseRoutes<const Path extends string>(
  path: Path,
  areaId: string,
  list: keyof Awaited<ReturnType<typeof importCasesScreen>>,
  detail: keyof Awaited<ReturnType<typeof importCaseDetailScreen>>,
) {
  return [
    createRoute({
      getParentRoute: () => appRoute,
      path,
      validateSearch: unparsedSearch<CasesSearch>(),
      component: lazyScreen(importCasesScreen, list, guarded(areaId)),
    }),
    createRoute({
      getParentRoute: () => appRoute,
      path: `${path}/$caseId`,
      validateSearch: unparsedSearch<CaseDetailSearch>(),
      // Opened as the browser's page, the case is asked for while the screen's code loads (decision 0045).
      loader: loadCaseDetailRoute,
      // Its only date fields (the comments') load after the first paint, with dayjs (case-detail-later.tsx).
      component: lazyScreen(importCaseDetailScreen, detail, guarded(areaId), noDatesAtFirstPaint),
    }),
  ] as const;
}
const [ktgCasesRoute, ktgCaseRoute] = caseRoutes('/insurance/ktg', 'ktgCases', 'KtgCasesScreen', 'KtgCaseDetailScreen');
const [uvgCasesRoute, uvgCaseRoute] = caseRoutes('/insurance/uvg', 'uvgCases', 'UvgCasesScreen', 'UvgCaseDetailScreen');
const [caseManagementCasesRoute, caseManagementCaseRoute] = caseRoutes(
  '/case-management/cases',
  'cases',
  'CaseManagementCasesScreen',
  'CaseManagementCaseDetailScreen',
);

// Deadlines (issue 30, decision 0057): the list of the deadlines computed from the absences and cases (URL state:
// kinds, status, due range, employee, case, search, order, page), guarded by its area.
const deadlinesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-management/deadlines',
  validateSearch: unparsedSearch<DeadlinesSearch>(),
  component: lazyScreen(() => import('./screens/deadlines-screen.tsx'), 'DeadlinesScreen', guarded('deadlines')),
});

// Case management (issue 30, decision 0055): the list at /case-management beside the sickness-case list above
// (/case-management/cases), the requests inbox and one case management (the static paths win over the id).
const importCaseManagementScreen = () => import('./screens/case-management-screen.tsx');
const caseManagementsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-management',
  validateSearch: unparsedSearch<CaseManagementsSearch>(),
  component: lazyScreen(importCaseManagementScreen, 'CaseManagementsScreen', guarded('caseManagements')),
});
const caseManagementRequestsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-management/requests',
  validateSearch: unparsedSearch<CaseManagementRequestsSearch>(),
  component: lazyScreen(importCaseManagementScreen, 'CaseManagementRequestsScreen', guarded('requests')),
});
const caseManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-management/$caseManagementId',
  component: lazyScreen(importCaseManagementScreen, 'CaseManagementDetailScreen', guarded('caseManagements')),
});

// Insured persons (decision 0026): the list (URL state: search, sort, page) and one person's counters and cases,
// both guarded by the area's permission.
const importInsuredPersonsScreen = () => import('./screens/insured-persons-screen.tsx');
const insuredPersonsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insurance/insured-persons',
  validateSearch: unparsedSearch<InsuredPersonsSearch>(),
  component: lazyScreen(importInsuredPersonsScreen, 'InsuredPersonsScreen', guarded('insuredPersons')),
});
const insuredPersonRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insurance/insured-persons/$insuredPersonId',
  component: lazyScreen(importInsuredPersonsScreen, 'InsuredPersonScreen', guarded('insuredPersons')),
});

// Accounting (issue 14, decision 0030): the daily allowances (URL state: month, search, filters, sort, page) and the
// claims without an accounting month, each guarded by its area's permission.
const importDailyAllowancesScreen = () => import('./screens/daily-allowances-screen.tsx');
const dailyAllowancesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/daily-allowances',
  validateSearch: unparsedSearch<DailyAllowancesSearch>(),
  component: lazyScreen(importDailyAllowancesScreen, 'DailyAllowancesScreen', guarded('dailyAllowances')),
});
const claimsRoute = areaRoute('/claims', 'claims', importDailyAllowancesScreen, 'ClaimsScreen');

// The payment overview (issue 15, decision 0035): paid, scheduled and in-preparation payouts (URL state: month,
// state, payee, search, sort, page), guarded by paymentOverview.view.
const paymentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/payments',
  validateSearch: unparsedSearch<PaymentsSearch>(),
  component: lazyScreen(() => import('./screens/payments-screen.tsx'), 'PaymentsScreen', guarded('paymentOverview')),
});

// Reports (issue 31, decision 0058): generate (preview, download, progress), the history and the schedules (URL
// state: the tab and the history's page), guarded by its area.
const reportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insurance/reports',
  validateSearch: unparsedSearch<ReportsSearch>(),
  component: lazyScreen(() => import('./screens/reports-screen.tsx'), 'ReportsScreen', guarded('reports')),
});
// A scheduled report's mail links to /reports?reportId=… (decision 0058): its run is at the top of the history.
const reportsMailLinkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reports',
  component: lazyScreen(() => import('./screens/reports-screen.tsx'), 'ReportsMailLinkScreen', guarded('reports')),
});

// Data issues: grouped by type and severity, dismissed and restored (URL state: the severity filter).
const issuesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insurance/issues',
  validateSearch: unparsedSearch<IssuesSearch>(),
  component: lazyScreen(() => import('./screens/issues-screen.tsx'), 'IssuesScreen', guarded('issues')),
});

// Care (issue 29): the health area (the employees with their care stage; one employee's health page) at
// /employee-health, not /health (the server's probe), and the care stages area with HR's stage definitions editor
// and task templates. Lists keep search, level, subunit, sort and page in the URL.
const importEmployeeHealthScreen = () => import('./screens/employee-health-screen.tsx');
const employeeHealthListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employee-health',
  validateSearch: unparsedSearch<CareStagesSearch>(),
  component: lazyScreen(importEmployeeHealthScreen, 'EmployeeHealthListScreen', guarded('health'), noDatesAtFirstPaint),
});
const employeeHealthRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employee-health/$employeeId',
  component: lazyScreen(importEmployeeHealthScreen, 'EmployeeHealthScreen', guarded('health'), noDatesAtFirstPaint),
});
const importCareStagesScreen = () => import('./screens/care-stages-screen.tsx');
const careStagesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/care-stages',
  validateSearch: unparsedSearch<CareStagesSearch>(),
  component: lazyScreen(importCareStagesScreen, 'CareStagesScreen', guarded('careStages'), noDatesAtFirstPaint),
});
const careStageDefinitionsRoute = areaRoute(
  '/care-stages/definitions',
  'careStages',
  importCareStagesScreen,
  'CareStageDefinitionsScreen',
);
const careTaskTemplatesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/care-stages/task-templates',
  component: lazyScreen(importCareStagesScreen, 'CareTaskTemplatesScreen', guarded('careStages'), noDatesAtFirstPaint),
});

// Care tasks (issue 29): the tasks area (mine and my team's), the care tasks area (all the user may see) and a
// task's detail below it (URL state of the lists: scope, status, employee, overdue, search, sort, page).
const importCareTasksScreen = () => import('./screens/care-tasks-screen.tsx');
const tasksRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/tasks',
  validateSearch: unparsedSearch<CareTasksSearch>(),
  component: lazyScreen(() => import('./screens/tasks-screen.tsx'), 'TasksScreen', guarded('tasks')),
});
const careTasksRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/care-tasks',
  validateSearch: unparsedSearch<CareTasksSearch>(),
  component: lazyScreen(importCareTasksScreen, 'CareTasksScreen', guarded('careTasks')),
});
const careTaskRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/care-tasks/$careTaskId',
  component: lazyScreen(importCareTasksScreen, 'CareTaskDetailScreen', guarded('careTasks')),
});

// Notifications (issue 29): the settings and the user's own e-mails (URL state: mail, status, page).
const importSettingsNotificationsScreen = () => import('./screens/settings-notifications-screen.tsx');
const settingsNotificationsRoute = areaRoute(
  '/settings/notifications',
  'settingsNotifications',
  importSettingsNotificationsScreen,
  'SettingsNotificationsScreen',
);
const myMailsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings/notifications/mails',
  validateSearch: unparsedSearch<MailsSearch>(),
  component: lazyScreen(importSettingsNotificationsScreen, 'MyMailsScreen', guarded('settingsNotifications')),
});

const settingsPersonalRoute = areaRoute(
  '/settings/personal',
  'settingsPersonal',
  () => import('./screens/settings-personal-screen.tsx'),
  'SettingsPersonalScreen',
);
const settingsCompanyRoute = areaRoute(
  '/settings/company',
  'settingsCompany',
  () => import('./screens/settings-company-screen.tsx'),
  'SettingsCompanyScreen',
);
const settingsUsersRoute = areaRoute(
  '/settings/users',
  'settingsUsers',
  () => import('./screens/settings-users-screen.tsx'),
  'SettingsUsersScreen',
);
const settingsApiTokensRoute = areaRoute(
  '/settings/api-tokens',
  'settingsApiTokens',
  () => import('./screens/settings-api-tokens-screen.tsx'),
  'SettingsApiTokensScreen',
);
// Data hub: the kind of upload shown (employees or absences) in the URL.
const dataHubRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/data-hub',
  validateSearch: unparsedSearch<DataHubSearch>(),
  component: lazyScreen(() => import('./screens/data-hub-screen.tsx'), 'DataHubScreen', guarded('dataHub')),
});
const connectRoute = areaRoute(
  '/connect',
  'dataConnect',
  () => import('./screens/connect-screen.tsx'),
  'ConnectScreen',
);
const auditLogRoute = areaRoute(
  '/settings/audit-log',
  'auditLog',
  () => import('./screens/audit-log-screen.tsx'),
  'AuditLogScreen',
);

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

const routeTree = rootRoute.addChildren([
  loginRoute,
  certificateUploadRoute,
  appRoute.addChildren([
    homeRoute,
    employeesRoute,
    employeeNewRoute,
    employeeDetailRoute,
    employeeCorrectRoute,
    employeeNewRecordRoute,
    absencesRoute,
    missingCertificatesRoute,
    absenceCalendarRoute,
    ktgCasesRoute,
    uvgCasesRoute,
    caseManagementCasesRoute,
    ktgCaseRoute,
    uvgCaseRoute,
    caseManagementCaseRoute,
    deadlinesRoute,
    caseManagementsRoute,
    caseManagementRequestsRoute,
    caseManagementRoute,
    insuredPersonsRoute,
    insuredPersonRoute,
    issuesRoute,
    reportsRoute,
    reportsMailLinkRoute,
    employeeHealthListRoute,
    employeeHealthRoute,
    careStagesRoute,
    careStageDefinitionsRoute,
    careTaskTemplatesRoute,
    dailyAllowancesRoute,
    claimsRoute,
    paymentsRoute,
    settingsPersonalRoute,
    settingsCompanyRoute,
    settingsUsersRoute,
    settingsApiTokensRoute,
    auditLogRoute,
    dataHubRoute,
    connectRoute,
    adminTenantsRoute,
    adminCarriersRoute,
    adminTenantRoute,
    adminCaseRoute,
    adminAccountingChecksRoute,
    adminPayoutsRoute,
    tasksRoute,
    careTasksRoute,
    careTaskRoute,
    settingsNotificationsRoute,
    myMailsRoute,
    adminMailsRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Shown while a screen's chunk loads, only when that takes longer than the router's pendingMs (1 s).
  defaultPendingComponent: RouteSkeleton,
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
