// The product's areas (spec section 2, "Areas implied by permission names"). The web navigation is generated
// from this list; an area appears only once it is built (`isAvailable`), so there are never dead links.
// Later issues flip `isAvailable` and attach the permission key that guards the area.

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
  permission: string | null;
  isAvailable: boolean;
};

export const AREAS: readonly Area[] = [
  { id: 'home', group: 'home', path: '/', permission: null, isAvailable: true },
  { id: 'employeeOverview', group: 'employees', path: '/employees', permission: 'employee', isAvailable: false },
  { id: 'health', group: 'employees', path: '/health', permission: 'employee.health', isAvailable: false },
  { id: 'tasks', group: 'employees', path: '/tasks', permission: 'employee.tasks', isAvailable: false },
  { id: 'careTasks', group: 'employees', path: '/care-tasks', permission: 'employee.careTasks', isAvailable: false },
  { id: 'careStages', group: 'employees', path: '/care-stages', permission: 'employee.careStages', isAvailable: false },
  { id: 'absences', group: 'absences', path: '/absences', permission: 'employee.absences', isAvailable: false },
  {
    id: 'cases',
    group: 'caseManagement',
    path: '/case-management/cases',
    permission: 'employee.caseManagement.cases',
    isAvailable: false,
  },
  {
    id: 'requests',
    group: 'caseManagement',
    path: '/case-management/requests',
    permission: 'employee.caseManagement.requests',
    isAvailable: false,
  },
  {
    id: 'notes',
    group: 'caseManagement',
    path: '/case-management/notes',
    permission: 'employee.caseManagement.notes',
    isAvailable: false,
  },
  { id: 'ktgCases', group: 'insurance', path: '/insurance/ktg', permission: 'insurance.ktg', isAvailable: false },
  { id: 'uvgCases', group: 'insurance', path: '/insurance/uvg', permission: 'insurance.uvg', isAvailable: false },
  { id: 'issues', group: 'insurance', path: '/insurance/issues', permission: 'insurance.issues', isAvailable: false },
  {
    id: 'reports',
    group: 'insurance',
    path: '/insurance/reports',
    permission: 'insurance.reports',
    isAvailable: false,
  },
  {
    id: 'insuredPersons',
    group: 'insurance',
    path: '/insurance/insured-persons',
    permission: 'insurance.insuredPersons',
    isAvailable: false,
  },
  {
    id: 'subunits',
    group: 'insurance',
    path: '/insurance/subunits',
    permission: 'insurance.subunits',
    isAvailable: false,
  },
  { id: 'analytics', group: 'finance', path: '/analytics', permission: 'analytics', isAvailable: false },
  { id: 'claims', group: 'finance', path: '/claims', permission: 'claims', isAvailable: false },
  {
    id: 'dailyAllowances',
    group: 'finance',
    path: '/daily-allowances',
    permission: 'dailyAllowances',
    isAvailable: false,
  },
  { id: 'policies', group: 'finance', path: '/policies', permission: 'policies', isAvailable: false },
  { id: 'paymentOverview', group: 'finance', path: '/payments', permission: 'paymentOverview', isAvailable: false },
  { id: 'kav', group: 'finance', path: '/kav', permission: 'kav', isAvailable: false },
  { id: 'dataConnect', group: 'data', path: '/connect', permission: 'grapeConnect', isAvailable: false },
  { id: 'benefits', group: 'data', path: '/benefits', permission: 'benefits', isAvailable: false },
  { id: 'dataHub', group: 'data', path: '/data-hub', permission: 'dataHub', isAvailable: false },
  {
    id: 'settingsPersonal',
    group: 'settings',
    path: '/settings/personal',
    permission: 'userProfile',
    isAvailable: false,
  },
  { id: 'settingsCompany', group: 'settings', path: '/settings/company', permission: 'tenant', isAvailable: false },
  { id: 'settingsUsers', group: 'settings', path: '/settings/users', permission: 'settings', isAvailable: false },
  {
    id: 'settingsNotifications',
    group: 'settings',
    path: '/settings/notifications',
    permission: 'settings',
    isAvailable: false,
  },
  { id: 'support', group: 'settings', path: '/support', permission: 'support', isAvailable: false },
];
