// The audit log's vocabulary (decision 0042): every action the server records (`recordAudit`) and every object type,
// one list shared by the server and the web app, so the log reads in words and its filter offers every action.
// src/server/modules/audit-log/audit-catalog.test.ts reads the server's source and fails when an action or object
// type is recorded that is not listed here; web/src/features/audit-log/audit-display.test.ts fails when one has no
// label in a language.

/** The request of a platform administrator on behalf of a tenant (every one is recorded, reads included). */
export const ADMIN_REQUEST_ACTION = 'admin.request';

export const AUDIT_ACTIONS = [
  'session.sign-in',
  'session.sign-out',
  'session.switch-tenant',
  'user.invite',
  'user.update',
  'user.update-profile',
  'user.change-own-role',
  'user.deactivate',
  'user.reactivate',
  'api-token.create',
  'api-token.revoke',
  'calendar-feed.create',
  'calendar-feed.revoke',
  'tenant.create',
  'tenant.configure',
  'tenant.reset',
  'organization.replace',
  'carrier.create',
  'carrier.update',
  'tenant-carriers.replace',
  'employee.create',
  'employee.correct',
  'employee.new-record',
  'employee.update-connections',
  'employee.extend-data-validity',
  'employee.upload-create',
  'employee.upload-update',
  'absence.create',
  'absence.update',
  'absence.delete',
  'absence-period.color',
  'absence-upload.create',
  'employee-upload.create',
  'issues.dismiss',
  'issues.restore',
  'case.create',
  'case.link',
  'case.reassign',
  'case-comment.create',
  'case-comment.delete',
  'claim.patch',
  'manual-correction.create',
  'manual-correction.update',
  'manual-correction.delete',
  'iv-setting.create',
  'iv-setting.update',
  'iv-setting.delete',
  'benefit-stop.create',
  'benefit-stop.update',
  'benefit-stop.delete',
  'accident-date.create',
  'accident-date.update',
  'accident-date.delete',
  'case-decision.create',
  'case-decision.update',
  'case-decision.delete',
  'takeover.initialize',
  'case-migration.run',
  'accounting-month.create',
  'accounting-month.submit',
  'accounting-month.lock',
  'accounting-month.regenerate-ktg-protocol',
  'payout.regenerate',
  'payout.release.propose',
  'payout.release.approve',
  'payout.release.cancel',
  'care-stage-definitions.replace',
  ADMIN_REQUEST_ACTION,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'user',
  'admin-user',
  'api-token',
  'calendar-feed',
  'tenant',
  'organization',
  'carrier',
  'tenant-carriers',
  'tenant-issues',
  'employee',
  'employee-absences',
  'employee-absence-periods',
  'absence-upload',
  'employee-upload',
  'insured-person',
  'case',
  'accounting-month',
  'payout-release',
  'care-stage-definitions',
  'route',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Which entries the log lists (GET …/audit-log `kind`): the changes (every action but the administrators'
 * requests), the requests of platform administrators on behalf of the tenant (their page views, and the request
 * behind each of their changes), or all. Without `kind`, all.
 */
export const AUDIT_LOG_KINDS = ['changes', 'admin-requests', 'all'] as const;
export type AuditLogKind = (typeof AUDIT_LOG_KINDS)[number];
