// Code-based routes (no codegen). The root route carries the `lang` search parameter (spec section 1) and keeps
// it on every link, so a shared URL opens in the language it was shared in. `/login` and the certificate upload page
// are public; every other page sits below the authenticated layout, which sends visitors without a session to
// `/login?returnTo=…`. Every screen and the authenticated layout are lazy: a chunk each, so the first load carries
// only the page it shows. The building blocks are in route-base.tsx, the platform admin's pages in admin-routes.tsx.

import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RouteSkeleton } from '../components/route-skeleton.tsx';
import type { AbsencesSearch, CalendarSearch } from '../features/absences/index.ts';
import type { DailyAllowancesSearch } from '../features/accounting/index.ts';
import type { AnalyticsSearch } from '../features/analytics/index.ts';
import type { BenefitsSearch } from '../features/benefits/index.ts';
import type { CareStagesSearch } from '../features/care/index.ts';
import type { CareTasksSearch } from '../features/care-tasks/index.ts';
import type { CaseManagementRequestsSearch, CaseManagementsSearch } from '../features/case-management/index.ts';
import type { NotesJournalSearch } from '../features/case-management-notes/index.ts';
import type { CaseDetailSearch, CasesSearch, InsuredPersonsSearch } from '../features/cases/index.ts';
import { loadCaseDetailRoute } from '../features/cases/screens/case-detail-route.ts';
import type { DeadlinesSearch } from '../features/deadlines/index.ts';
import type { EmployeeDetailSearch, EmployeeSavedKind, EmployeesSearch } from '../features/employees/index.ts';
import type { IssuesSearch } from '../features/issues/index.ts';
import type { KavSearch } from '../features/kav/index.ts';
import type { MissingCertificatesSearch } from '../features/medical-certificates/index.ts';
import type { MailsSearch } from '../features/notifications/index.ts';
import type { PaymentsSearch } from '../features/payments/index.ts';
import type { PoliciesSearch } from '../features/policies/index.ts';
import type { ReportsSearch } from '../features/reports/index.ts';
import type { SupportSearch } from '../features/support/index.ts';
import type { DataHubSearch } from '../features/uploads/index.ts';
import { loadCertificateUploadTranslations } from '../lib/i18n.ts';
import { unparsedSearch } from '../lib/url-search.ts';
import { adminRoutes } from './admin-routes.tsx';
import {
  appRoute,
  areaRoute,
  guarded,
  lazyScreen,
  noDatesAtFirstPaint,
  rootRoute,
  startPage,
  validateLoginSearch,
} from './route-base.tsx';
import { NotFoundScreen } from './screens/lazy-fallback-screens.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';

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

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyScreen(() => import('./screens/home-screen.tsx'), 'HomeScreen', undefined, startPage),
});

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
// The notes journal (decision 0070): the notes of every case management the user may open (URL state: search, mine,
// status, from, to, page), guarded by notes.view; through a loader chunk like policies.
const caseManagementNotesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-management/notes',
  validateSearch: unparsedSearch<NotesJournalSearch>(),
  component: lazyScreen(
    () => import('./screens/case-management-notes-screen-loader.ts').then((loader) => loader.load()),
    'CaseManagementNotesScreen',
    guarded('notes'),
  ),
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

// Insurance subunits (decision 0066): the company subunits as billing units and their billing details (no URL state),
// guarded by insurance.subunits.view; through a loader chunk like analytics and policies.
const insuranceSubunitsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insurance/subunits',
  component: lazyScreen(
    () => import('./screens/insurance-subunits-screen-loader.ts').then((loader) => loader.load()),
    'InsuranceSubunitsScreen',
    guarded('subunits'),
  ),
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

// Policies (decision 0065): the policies on a day with their coverage, the insured and the gaps (URL state: the day,
// the gap list's kind, insurance, search and page), guarded by policies.view; through a loader chunk like analytics.
const policiesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/policies',
  validateSearch: unparsedSearch<PoliciesSearch>(),
  component: lazyScreen(
    () => import('./screens/policies-screen-loader.ts').then((loader) => loader.load()),
    'PoliciesScreen',
    guarded('policies'),
  ),
});

// Benefits (decision 0068): the insurer benefits ledger (URL state: months, totals view, subunit, coverage line,
// search, sort, page, open case), guarded by benefits.view; through a loader chunk like policies.
const benefitsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/benefits',
  validateSearch: unparsedSearch<BenefitsSearch>(),
  component: lazyScreen(
    () => import('./screens/benefits-screen-loader.ts').then((loader) => loader.load()),
    'BenefitsScreen',
    guarded('benefits'),
  ),
});

// KAV (decision 0069): the legacy contracts' short-term cover for payroll (URL state: the completeness list's search,
// missing field, sort and page; the absences' month, basis and page), guarded by kav.view; through a loader chunk.
const kavRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/kav',
  validateSearch: unparsedSearch<KavSearch>(),
  component: lazyScreen(
    () => import('./screens/kav-screen-loader.ts').then((loader) => loader.load()),
    'KavScreen',
    guarded('kav'),
  ),
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

// Analytics (issue 32): the absence rate and duration for the filters in the URL (range, unit, breakdown, subunits,
// groups, employment types, categories, as-of date, the saved view), guarded by its area (analytics.view). Reached
// through a loader chunk, so the entry does not carry the screen's list of files (screens/analytics-screen-loader.ts).
const analyticsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/analytics',
  validateSearch: unparsedSearch<AnalyticsSearch>(),
  component: lazyScreen(
    () => import('./screens/analytics-screen-loader.ts').then((loader) => loader.load()),
    'AnalyticsScreen',
    guarded('analytics'),
  ),
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

// Support (decision 0067): the company's requests to the platform's operators (URL state: status, page) and one
// request with its conversation, both guarded by support.view; through a loader chunk like analytics.
const importSupportScreen = () => import('./screens/support-screen-loader.ts').then((loader) => loader.load());
const supportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/support',
  validateSearch: unparsedSearch<SupportSearch>(),
  component: lazyScreen(importSupportScreen, 'SupportScreen', guarded('support'), noDatesAtFirstPaint),
});
const supportRequestRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/support/$requestId',
  component: lazyScreen(importSupportScreen, 'SupportRequestScreen', guarded('support'), noDatesAtFirstPaint),
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
    caseManagementNotesRoute,
    caseManagementRoute,
    insuredPersonsRoute,
    insuredPersonRoute,
    insuranceSubunitsRoute,
    issuesRoute,
    reportsRoute,
    reportsMailLinkRoute,
    analyticsRoute,
    employeeHealthListRoute,
    employeeHealthRoute,
    careStagesRoute,
    careStageDefinitionsRoute,
    careTaskTemplatesRoute,
    dailyAllowancesRoute,
    claimsRoute,
    paymentsRoute,
    policiesRoute,
    benefitsRoute,
    kavRoute,
    settingsPersonalRoute,
    settingsCompanyRoute,
    settingsUsersRoute,
    settingsApiTokensRoute,
    auditLogRoute,
    dataHubRoute,
    connectRoute,
    tasksRoute,
    careTasksRoute,
    careTaskRoute,
    settingsNotificationsRoute,
    myMailsRoute,
    supportRoute,
    supportRequestRoute,
    ...adminRoutes,
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
