// The product's areas (spec section 2, "Areas implied by permission names"). The web navigation is generated
// from this list; an area appears only once it is built (`isAvailable`), so there are never dead links.
// Later issues flip `isAvailable` as they build an area.
import type { PermissionKey } from './roles.ts';

export const AREA_GROUPS = [
  'employees',
  'absences',
  'caseManagement',
  'insurance',
  'finance',
  'data',
  'settings',
] as const;
export type AreaGroup = (typeof AREA_GROUPS)[number];

export type Area = {
  /** Stable id, also the i18n key `nav.areas.<id>` and the route segment. */
  id: string;
  group: AreaGroup | 'home';
  /** Route path of the area's first screen. */
  path: string;
  /** Permission key that guards the area (spec section 6); null for areas every signed-in user sees. */
  permission: PermissionKey | null;
  isAvailable: boolean;
};

export const AREAS: readonly Area[] = [
  { id: 'home', group: 'home', path: '/', permission: null, isAvailable: true },
  { id: 'employeeOverview', group: 'employees', path: '/employees', permission: 'employee.view', isAvailable: true },
  {
    id: 'health',
    group: 'employees',
    path: '/employee-health',
    permission: 'employee.health.view',
    isAvailable: true,
  },
  { id: 'tasks', group: 'employees', path: '/tasks', permission: 'employee.tasks.view', isAvailable: true },
  {
    id: 'careTasks',
    group: 'employees',
    path: '/care-tasks',
    permission: 'employee.careTasks.view',
    isAvailable: true,
  },
  {
    id: 'careStages',
    group: 'employees',
    path: '/care-stages',
    permission: 'employee.careStages.view',
    isAvailable: true,
  },
  { id: 'absences', group: 'absences', path: '/absences', permission: 'employee.absences.view', isAvailable: true },
  {
    id: 'absenceCalendar',
    group: 'absences',
    path: '/absence-calendar',
    permission: 'employee.absences.view',
    isAvailable: true,
  },
  {
    id: 'missingCertificates',
    group: 'absences',
    path: '/absences/missing-certificates',
    permission: 'employee.certificates.view',
    isAvailable: true,
  },
  {
    id: 'caseManagements',
    group: 'caseManagement',
    path: '/case-management',
    permission: 'employee.caseManagement.cases.view',
    isAvailable: true,
  },
  {
    id: 'cases',
    group: 'caseManagement',
    path: '/case-management/cases',
    permission: 'employee.caseManagement.cases.view',
    isAvailable: true,
  },
  {
    id: 'requests',
    group: 'caseManagement',
    path: '/case-management/requests',
    permission: 'employee.caseManagement.requests.view',
    isAvailable: true,
  },
  {
    id: 'deadlines',
    group: 'caseManagement',
    path: '/case-management/deadlines',
    permission: 'employee.caseManagement.cases.view',
    isAvailable: true,
  },
  {
    id: 'notes',
    group: 'caseManagement',
    path: '/case-management/notes',
    permission: 'employee.caseManagement.notes.view',
    isAvailable: true,
  },
  { id: 'ktgCases', group: 'insurance', path: '/insurance/ktg', permission: 'insurance.ktg.view', isAvailable: true },
  { id: 'uvgCases', group: 'insurance', path: '/insurance/uvg', permission: 'insurance.uvg.view', isAvailable: true },
  {
    id: 'issues',
    group: 'insurance',
    path: '/insurance/issues',
    permission: 'insurance.issues.view',
    isAvailable: true,
  },
  {
    id: 'reports',
    group: 'insurance',
    path: '/insurance/reports',
    permission: 'insurance.reports.view',
    isAvailable: true,
  },
  {
    id: 'insuredPersons',
    group: 'insurance',
    path: '/insurance/insured-persons',
    permission: 'insurance.insuredPersons.view',
    isAvailable: true,
  },
  {
    id: 'subunits',
    group: 'insurance',
    path: '/insurance/subunits',
    permission: 'insurance.subunits.view',
    isAvailable: true,
  },
  { id: 'analytics', group: 'finance', path: '/analytics', permission: 'analytics.view', isAvailable: true },
  { id: 'claims', group: 'finance', path: '/claims', permission: 'claims.view', isAvailable: true },
  {
    id: 'dailyAllowances',
    group: 'finance',
    path: '/daily-allowances',
    permission: 'dailyAllowances.view',
    isAvailable: true,
  },
  { id: 'policies', group: 'finance', path: '/policies', permission: 'policies.view', isAvailable: true },
  {
    id: 'paymentOverview',
    group: 'finance',
    path: '/payments',
    permission: 'paymentOverview.view',
    isAvailable: true,
  },
  { id: 'kav', group: 'finance', path: '/kav', permission: 'kav.view', isAvailable: true },
  { id: 'dataConnect', group: 'data', path: '/connect', permission: 'grapeConnect.view', isAvailable: true },
  { id: 'benefits', group: 'data', path: '/benefits', permission: 'benefits.view', isAvailable: true },
  { id: 'dataHub', group: 'data', path: '/data-hub', permission: 'dataHub.view', isAvailable: true },
  {
    id: 'settingsPersonal',
    group: 'settings',
    path: '/settings/personal',
    permission: 'userProfile.view',
    isAvailable: true,
  },
  {
    id: 'settingsCompany',
    group: 'settings',
    path: '/settings/company',
    permission: 'tenant.view',
    isAvailable: true,
  },
  {
    id: 'settingsUsers',
    group: 'settings',
    path: '/settings/users',
    permission: 'tenant.users.view',
    isAvailable: true,
  },
  {
    id: 'settingsApiTokens',
    group: 'settings',
    path: '/settings/api-tokens',
    permission: 'tenant.apiTokens.view',
    isAvailable: true,
  },
  {
    id: 'auditLog',
    group: 'settings',
    path: '/settings/audit-log',
    permission: 'tenant.auditLog.view',
    isAvailable: true,
  },
  {
    id: 'settingsNotifications',
    group: 'settings',
    path: '/settings/notifications',
    permission: 'settings.view',
    isAvailable: true,
  },
  { id: 'support', group: 'settings', path: '/support', permission: 'support.view', isAvailable: true },
];
