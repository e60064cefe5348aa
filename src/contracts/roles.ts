// Roles and the permission matrix (spec section 6). The matrix is the one place that says who may do what; the
// server enforces it per route and per object, the web hides what it forbids, and docs/permissions.md is generated
// from it (`npm run docs:permissions`), with the reasoning for every cell the spec leaves open.

export const USER_ROLES = ['HR_Admin', 'Superior', 'HR_Business_Partner', 'Case_Manager', 'Payroll'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'HR_Admin';

/**
 * - `'*'`: full access — every employee of the tenant and every action under the key (HR_Admin's rows).
 * - `true`: allowed for every employee of the tenant.
 * - `'superior'`: allowed only for the employees the user is responsible for as superior.
 * - `false`: not allowed.
 */
export type PermissionValue = true | false | 'superior' | '*';

/** Permission areas: each has a `.view` and an `.edit` key. Finer areas refine the spec's top-level keys. */
export const PERMISSION_AREAS = [
  'employee',
  'employee.personalData',
  'employee.health',
  'employee.tasks',
  'employee.careTasks',
  'employee.careStages',
  'employee.absences',
  'employee.caseManagement.cases',
  'employee.caseManagement.requests',
  'employee.caseManagement.notes',
  'employee.certificates',
  'insurance',
  'insurance.ktg',
  'insurance.uvg',
  'insurance.issues',
  'insurance.reports',
  'insurance.insuredPersons',
  'insurance.subunits',
  'insurance.payouts',
  'tenant',
  'tenant.users',
  'tenant.apiTokens',
  'tenant.auditLog',
  'userProfile',
  'analytics',
  'claims',
  'dailyAllowances',
  'policies',
  'paymentOverview',
  'grapeConnect',
  'benefits',
  'dataHub',
  'settings',
  'support',
  'reports',
  'kav',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionKey = `${PermissionArea}.${'view' | 'edit'}`;
export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_AREAS.flatMap((area) => [
  `${area}.view` as const,
  `${area}.edit` as const,
]);

export type PermissionSet = Readonly<Record<PermissionKey, PermissionValue>>;

type Cell = { view: PermissionValue; edit: PermissionValue; why?: string };
type RoleRow = Partial<Record<PermissionArea, Cell>>;

const NONE: Cell = { view: false, edit: false };

/** What an area grants when a role's row does not name it. */
function complete(row: RoleRow, fallback: Cell): Record<PermissionArea, Cell> {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, row[area] ?? fallback])) as Record<
    PermissionArea,
    Cell
  >;
}

const FULL: Cell = { view: '*', edit: '*' };

/**
 * The matrix with reasons. Every cell not stated by the spec's role table carries a `why`; the generated
 * docs/permissions.md shows them.
 */
export const PERMISSION_MATRIX_SOURCE: Record<UserRole, Record<PermissionArea, Cell>> = {
  // Spec: "full access; default role".
  HR_Admin: complete({}, FULL),

  // Spec: "scoped minimal data, cases, requests, care tasks (view and edit), care stages, absences view; health,
  // tasks, overview; config view, users view; own profile and filters; personal settings; nothing else".
  Superior: complete(
    {
      employee: { view: 'superior', edit: false, why: 'Spec: scoped minimal data (overview) — read only.' },
      'employee.health': { view: 'superior', edit: false, why: 'Spec: health (view) for the own team.' },
      'employee.tasks': {
        view: 'superior',
        edit: 'superior',
        why: 'Spec lists tasks next to care tasks; a superior completes the tasks addressed to them.',
      },
      'employee.careTasks': { view: 'superior', edit: 'superior', why: 'Spec: care tasks (view and edit).' },
      'employee.careStages': { view: 'superior', edit: false, why: 'Spec: care stages (view).' },
      'employee.absences': { view: 'superior', edit: false, why: 'Spec: absences view.' },
      'employee.caseManagement.cases': { view: 'superior', edit: 'superior', why: 'Spec: cases (view and edit).' },
      'employee.caseManagement.requests': {
        view: 'superior',
        edit: 'superior',
        why: 'Spec: requests (view and edit) — a superior requests case management for a team member.',
      },
      'employee.certificates': {
        view: 'superior',
        edit: false,
        why: 'Open (issue 30): follows health view — a superior sees whether the team member is certified unfit, not the file handling.',
      },
      tenant: { view: true, edit: false, why: 'Spec: config view.' },
      'tenant.users': { view: true, edit: false, why: 'Spec: users view.' },
      userProfile: { view: true, edit: true, why: 'Spec: own profile and filters.' },
      settings: { view: true, edit: false, why: 'Spec: personal settings; the company settings stay read only.' },
    },
    NONE,
  ),

  // Spec: "all employee personal data, cases and requests view, care tasks edit, absences view, KTG cases view,
  // daily allowance run edit, analytics, company view".
  HR_Business_Partner: complete(
    {
      employee: {
        view: true,
        edit: false,
        why: 'Spec: all employee data (view); changes come from HR_Admin or uploads.',
      },
      'employee.personalData': { view: true, edit: false, why: 'Spec: all employee personal data (view).' },
      'employee.health': {
        view: true,
        edit: false,
        why: 'Open: an HR business partner supports superiors in health cases, so health is visible (read only).',
      },
      'employee.tasks': {
        view: true,
        edit: true,
        why: 'Open: follows care tasks edit (tasks are how care work is done).',
      },
      'employee.careTasks': { view: true, edit: true, why: 'Spec: care tasks edit.' },
      'employee.careStages': { view: true, edit: false, why: 'Open: care stages explain the care tasks (read only).' },
      'employee.absences': { view: true, edit: false, why: 'Spec: absences view.' },
      'employee.caseManagement.cases': { view: true, edit: false, why: 'Spec: cases view.' },
      'employee.caseManagement.requests': { view: true, edit: false, why: 'Spec: requests view.' },
      'employee.certificates': {
        view: true,
        edit: false,
        why: 'Open (issue 30): follows health and absences view (read only).',
      },
      insurance: { view: true, edit: false, why: 'Open: needed to reach the KTG cases (view).' },
      'insurance.ktg': { view: true, edit: false, why: 'Spec: KTG cases view.' },
      dailyAllowances: { view: true, edit: true, why: 'Spec: daily allowance run edit.' },
      analytics: { view: true, edit: true, why: 'Spec: analytics (edit = save own analytics views).' },
      tenant: { view: true, edit: false, why: 'Spec: company view.' },
      'tenant.users': { view: true, edit: false, why: 'Open: follows company view (who is who), no changes.' },
      userProfile: { view: true, edit: true, why: 'Open: every user manages the own profile and filters.' },
      settings: { view: true, edit: false, why: 'Open: personal settings like every role.' },
    },
    NONE,
  ),

  // Spec: "as HR_Business_Partner plus cases, requests, notes view and edit, KTG payouts view".
  Case_Manager: complete(
    {
      employee: { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'employee.personalData': { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'employee.health': { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'employee.tasks': { view: true, edit: true, why: 'As HR_Business_Partner.' },
      'employee.careTasks': { view: true, edit: true, why: 'As HR_Business_Partner.' },
      'employee.careStages': { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'employee.absences': { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'employee.caseManagement.cases': { view: true, edit: true, why: 'Spec: cases view and edit.' },
      'employee.caseManagement.requests': { view: true, edit: true, why: 'Spec: requests view and edit.' },
      'employee.caseManagement.notes': { view: true, edit: true, why: 'Spec: notes view and edit.' },
      'employee.certificates': {
        view: true,
        edit: true,
        why: 'Open (issue 30): certificates are the evidence of a managed case; the case manager records them and sends upload links.',
      },
      insurance: { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'insurance.ktg': { view: true, edit: false, why: 'As HR_Business_Partner (KTG cases view).' },
      'insurance.payouts': { view: true, edit: false, why: 'Spec: KTG payouts view.' },
      dailyAllowances: { view: true, edit: true, why: 'As HR_Business_Partner.' },
      analytics: { view: true, edit: true, why: 'As HR_Business_Partner.' },
      tenant: { view: true, edit: false, why: 'As HR_Business_Partner.' },
      'tenant.users': { view: true, edit: false, why: 'As HR_Business_Partner.' },
      userProfile: { view: true, edit: true, why: 'As HR_Business_Partner.' },
      settings: { view: true, edit: false, why: 'As HR_Business_Partner.' },
    },
    NONE,
  ),

  // Spec: "absences edit, insurance KTG/UVG, issues, reports, insured persons, claims, allowances, policies,
  // payments, connect, benefits, data hub, support, KAV, analytics".
  Payroll: complete(
    {
      employee: {
        view: true,
        edit: false,
        why: 'Open: absences and claims are per employee, so payroll sees the employee list (read only).',
      },
      'employee.personalData': {
        view: true,
        edit: false,
        why: 'Open: salary, wage types and bank accounts are the inputs of payroll work (read only).',
      },
      'employee.absences': { view: true, edit: true, why: 'Spec: absences edit.' },
      'employee.certificates': {
        view: true,
        edit: true,
        why: 'Open (issue 30): payroll records absences and reports them to the KTG insurer, which asks for the certificates.',
      },
      insurance: { view: true, edit: true, why: 'Spec: insurance KTG/UVG.' },
      'insurance.ktg': { view: true, edit: true, why: 'Spec: insurance KTG.' },
      'insurance.uvg': { view: true, edit: true, why: 'Spec: insurance UVG.' },
      'insurance.issues': { view: true, edit: true, why: 'Spec: issues.' },
      'insurance.reports': { view: true, edit: true, why: 'Spec: reports.' },
      'insurance.insuredPersons': { view: true, edit: true, why: 'Spec: insured persons.' },
      'insurance.subunits': {
        view: true,
        edit: false,
        why: 'Open: subunits are read for accounting (config is HR_Admin).',
      },
      'insurance.payouts': { view: true, edit: true, why: 'Spec: payments.' },
      claims: { view: true, edit: true, why: 'Spec: claims.' },
      dailyAllowances: { view: true, edit: true, why: 'Spec: allowances.' },
      policies: { view: true, edit: true, why: 'Spec: policies.' },
      paymentOverview: { view: true, edit: true, why: 'Spec: payments.' },
      grapeConnect: { view: true, edit: true, why: 'Spec: connect (external-data upload).' },
      benefits: { view: true, edit: true, why: 'Spec: benefits.' },
      dataHub: { view: true, edit: true, why: 'Spec: data hub.' },
      support: { view: true, edit: true, why: 'Spec: support.' },
      kav: { view: true, edit: true, why: 'Spec: KAV.' },
      reports: { view: true, edit: true, why: 'Spec: reports.' },
      analytics: { view: true, edit: true, why: 'Spec: analytics.' },
      tenant: { view: true, edit: false, why: 'Open: accounting needs subunits and processing groups (read only).' },
      userProfile: { view: true, edit: true, why: 'Open: every user manages the own profile and filters.' },
      settings: { view: true, edit: false, why: 'Open: personal settings like every role.' },
    },
    NONE,
  ),
};

function flatten(row: Record<PermissionArea, Cell>): PermissionSet {
  const set = {} as Record<PermissionKey, PermissionValue>;
  for (const area of PERMISSION_AREAS) {
    set[`${area}.view`] = row[area].view;
    set[`${area}.edit`] = row[area].edit;
  }
  return set;
}

export const PERMISSION_MATRIX: Readonly<Record<UserRole, PermissionSet>> = Object.fromEntries(
  USER_ROLES.map((role) => [role, flatten(PERMISSION_MATRIX_SOURCE[role])]),
) as Record<UserRole, PermissionSet>;

/**
 * External API tokens act for their tenant with the upload interface's permissions only (external-data connect).
 */
export const API_TOKEN_PERMISSIONS: PermissionSet = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, key === 'grapeConnect.view' || key === 'grapeConnect.edit']),
) as Record<PermissionKey, PermissionValue>;

export function isAllowed(value: PermissionValue | undefined): boolean {
  return value === true || value === '*' || value === 'superior';
}

/** No permission at all (internal admins act through the admin routes, not the tenant permissions). */
export const NO_PERMISSIONS: PermissionSet = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as Record<
  PermissionKey,
  PermissionValue
>;
