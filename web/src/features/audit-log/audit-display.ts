// How an audit entry reads for people: the action and the object type in words (the raw code when the app does
// not know it), the changed fields side by side, and values formatted the Swiss way.

import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../../src/contracts/audit-actions.ts';
import { routes } from '../../lib/api-routes.ts';
import type { TFunction } from '../../lib/translator.ts';

/** Every action the server records (the shared catalog), each with a label (auditLog.actions.<group>.<verb>). */
export const KNOWN_AUDIT_ACTIONS = AUDIT_ACTIONS;

/** Every object type the server records, each with a label (auditLog.entityTypes.<type>). */
export const KNOWN_AUDIT_ENTITY_TYPES = AUDIT_ENTITY_TYPES;

const isKnown = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The translation key of an action's label, or null when the action is not known. */
export function auditActionKey(action: string): string | null {
  return isKnown(KNOWN_AUDIT_ACTIONS, action) ? `auditLog.actions.${action}` : null;
}

/** The translation key of an object type's label, or null when the type is not known. */
export function auditEntityTypeKey(entityType: string): string | null {
  return isKnown(KNOWN_AUDIT_ENTITY_TYPES, entityType) ? `auditLog.entityTypes.${entityType}` : null;
}

/**
 * What a platform administrator's request was about (auditLog.routeObjects.<object>), by the endpoint it called:
 * the log stores the route ("GET /api/modular/admin/tenant/:tenantId/users"), the screen says "Viewed: Users".
 * audit-display.test.ts fails when an admin endpoint has no object here.
 */
export const ADMIN_ROUTE_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  tenant: ['adminTenantGet', 'adminTenantCreate', 'adminTenantReset', 'adminTenantsList'],
  workList: ['adminWorkList'],
  configuration: [
    'adminTenantConfigure',
    'adminTenantConfigurationVersions',
    'adminTenantConfigurationVersion',
    'adminTenantValidateSchema',
  ],
  issues: ['adminTenantIssues', 'adminIssuesList'],
  users: ['adminUsersList'],
  employees: ['adminEmployeesList', 'adminEmployeeGet', 'adminEmployeeUpdate', 'adminEmployeeExtendDataValidity'],
  auditLog: ['adminAuditLogList'],
  events: ['adminEventsList', 'adminEventReplay', 'adminEventsReplayFailed'],
  cases: ['adminTenantCasesList', 'adminCaseDetail', 'adminCaseExplanation', 'adminReassign'],
  caseInputs: [
    'adminManualCorrectionCreate',
    'adminManualCorrectionDelete',
    'adminIvSettingCreate',
    'adminIvSettingUpdate',
    'adminIvSettingDelete',
    'adminBenefitStopCreate',
    'adminBenefitStopUpdate',
    'adminBenefitStopDelete',
    'adminAccidentDateSet',
    'adminAccidentDateReset',
    'adminCaseDecisionSet',
    'adminCaseDecisionWithdraw',
    'adminCaseInputPreview',
  ],
  powerOfAttorney: ['adminPowerOfAttorney'],
  takeover: ['adminInitializeForTakeover', 'adminCaseMigration'],
  accounting: [
    'adminAccountingMonthCreate',
    'adminAccountingMonthList',
    'adminAccountingMonthGet',
    'adminAccountingMonthLockPreview',
    'adminAccountingMonthLock',
    'adminAccountingMonthRegenerateKtgProtocol',
    'adminCheckAbsencesWithoutClaims',
    'adminCheckEmployeeStatistics',
  ],
  payouts: [
    'adminPayoutMetadata',
    'adminPayoutList',
    'adminPayoutRegenerate',
    'adminPayoutStatement',
    'adminPayoutGet',
  ],
  payoutReleases: [
    'adminPayoutReleaseList',
    'adminPayoutRelease',
    'adminPayoutReleaseGet',
    'adminPayoutReleaseApprove',
    'adminPayoutReleaseCancel',
  ],
  carriers: [
    'adminCarriersList',
    'adminCarrierCreate',
    'adminCarrierGet',
    'adminCarrierUpdate',
    'adminTenantCarriersGet',
    'adminTenantCarriersReplace',
  ],
  mails: ['adminMailsList', 'adminMailGet'],
  reportSchedules: ['adminReportScheduleRun'],
  support: [
    'adminSupportRequestsList',
    'adminSupportRequestGet',
    'adminSupportMessageCreate',
    'adminSupportRequestClose',
  ],
};

const OBJECT_OF_ENDPOINT = new Map(
  Object.entries(ADMIN_ROUTE_OBJECTS).flatMap(([object, names]) => names.map((name) => [name, object] as const)),
);
const ROUTE = /^([A-Z]+) (\S+)$/;

/** An administrator's request in words: "Viewed: Users" for a read, "Changed: Cases" for a write. */
export function adminRouteLabel(route: string | null, t: TFunction): string {
  const match = route ? ROUTE.exec(route) : null;
  if (!match) return t('auditLog.routes.unknown');
  const [, method, path] = match;
  const name = Object.entries(routes).find(([, endpoint]) => endpoint.method === method && endpoint.path === path)?.[0];
  const object = name ? OBJECT_OF_ENDPOINT.get(name) : undefined;
  if (!object) return t('auditLog.routes.unknown');
  return t(method === 'GET' ? 'auditLog.routes.viewed' : 'auditLog.routes.changed', {
    object: t(`auditLog.routeObjects.${object}`),
  });
}

/** What the list and the entry need of an entry to name its object. */
export type AuditEntityRef = {
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  entityCaseNumber: number | null;
  actorId: string | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
};

const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The object in words, never its id: "Case 3: Julia Merian", "Accounting month: November 2026", "User: Tim Test",
 * "Viewed: Users" (an administrator's request); the object type alone when it has no name (any more).
 */
export function auditEntityLabel(
  entry: AuditEntityRef,
  t: TFunction,
  formatMonth: (isoMonth: string) => string,
): string {
  if (entry.entityType === 'route') return adminRouteLabel(entry.entityId, t);
  const key = auditEntityTypeKey(entry.entityType);
  const type = key ? t(key) : entry.entityType;
  if (entry.entityType === 'case' && entry.entityCaseNumber !== null) {
    return entry.entityName
      ? t('auditLog.caseWithName', { number: entry.entityCaseNumber, name: entry.entityName })
      : t('auditLog.caseWithNumber', { number: entry.entityCaseNumber });
  }
  if (entry.entityType === 'accounting-month' && entry.entityId && ISO_MONTH.test(entry.entityId)) {
    return t('auditLog.entityWithName', { type, name: formatMonth(entry.entityId) });
  }
  // A person acting on their own account (sign-in, sign-out, profile): the object is the actor, by name.
  const self =
    (entry.entityType === 'user' || entry.entityType === 'admin-user') &&
    entry.entityId !== null &&
    entry.entityId === entry.actorId
      ? entry.actorName
      : null;
  const name = entry.entityName ?? auditEntityName(entry.before, entry.after) ?? self;
  return name ? t('auditLog.entityWithName', { type, name }) : type;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type AuditFieldChange = { field: string; before: unknown; after: unknown };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The top-level fields of the two snapshots whose values differ (a creation lists every field of `after`, with no
 * value before). Snapshots that are not objects give no rows: they are only shown as raw JSON.
 */
export function auditFieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const was = isPlainObject(before) ? before : {};
  const is = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !sameJson(was[field], is[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: is[field] ?? null }));
}

/** A name for the object from its snapshot (a person's or token's name), when the snapshot has one. */
export function auditEntityName(before: unknown, after: unknown): string | null {
  for (const snapshot of [after, before]) {
    if (!isPlainObject(snapshot)) continue;
    if (typeof snapshot.firstName === 'string' && typeof snapshot.lastName === 'string') {
      return `${snapshot.firstName} ${snapshot.lastName}`;
    }
    if (typeof snapshot.name === 'string' && snapshot.name !== '') return snapshot.name;
  }
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export type AuditValueFormat = {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  number: (value: number) => string;
  yes: string;
  no: string;
};

/** One value as text: dates dd.MM.yyyy, numbers Swiss, yes/no, lists joined; null is the dash. */
export function formatAuditValue(value: unknown, format: AuditValueFormat): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return format.date(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
    return value;
  }
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.length === 0 ? '–' : value.map((item) => formatAuditValue(item, format)).join(', ');
  }
  return JSON.stringify(value);
}

/** Employee fields whose values are enum codes translated under employees.enums.<field>. */
const ENUM_FIELDS = new Set([
  'sex',
  'maritalStatus',
  'employmentContractType',
  'professionalPosition',
  'workingFrequency',
  'salaryBasis',
  'policyType',
  'bankAccountType',
  'connectionKind',
]);

/** Enum fields inside a list or object of the employee record (`<parent>.<field>` -> enum group). */
const NESTED_ENUM_FIELDS: Readonly<Record<string, string>> = {
  'phoneNumbers.type': 'phoneType',
  'emailAddresses.type': 'emailType',
  'bankAccount.type': 'bankAccountType',
  'connections.kind': 'connectionKind',
};

/**
 * The translation key of an enum value by its field and the list or object it sits in
 * ('employees.enums.phoneType.PRIVATE' for phoneNumbers[].type), or null when the field holds no enum.
 */
export function auditEnumKey(field: string, value: string, parent?: string): string | null {
  const group = (parent && NESTED_ENUM_FIELDS[`${parent}.${field}`]) || (ENUM_FIELDS.has(field) ? field : null);
  return group ? `employees.enums.${group}.${value}` : null;
}

/** Labels of fields inside a list or object whose own name says little ('type' of a bank account). */
const NESTED_FIELD_LABELS: Readonly<Record<string, string>> = {
  'bankAccount.type': 'employees.fields.bankAccountType',
  'connections.kind': 'employees.fields.connectionKind',
  'phoneNumbers.type': 'employees.fields.type',
  'emailAddresses.type': 'employees.fields.type',
};

/** The translation keys to try for a field's label, most specific first (the caller shows the field when none exists). */
export function auditFieldLabelKeys(field: string, parent?: string): string[] {
  const nested = parent ? NESTED_FIELD_LABELS[`${parent}.${field}`] : undefined;
  return [
    ...(nested ? [nested] : []),
    ...(field === 'isPreferred' ? ['employees.detail.preferred'] : []),
    `auditLog.fieldNames.${field}`,
    `employees.fields.${field}`,
  ];
}

/** Fields holding an ISO country code, and those holding an upper-case language code. */
export const COUNTRY_FIELDS = new Set(['nationality', 'country', 'holderCountry']);
export const LANGUAGE_FIELDS = new Set(['correspondenceLanguage', 'defaultCorrespondenceLanguage']);
