// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts): system,
// sign-in and sessions, users, API tokens, the audit log and the admin event routes.
import { type FuzzTargets, inDays } from './support.ts';

export const identityTargets = {
  health: () => ({}),
  ready: () => ({}),
  systemInfo: () => ({}),
  authLoginOptions: () => ({}),
  authDevLogin: (world) => ({ body: { kind: 'user', id: world.victimUserId } }),
  authOidcLogin: () => ({ query: { returnTo: '/employees' } }),
  authOidcCallback: () => ({ query: { code: 'code-123', state: 'state-456' } }),
  authSession: () => ({}),
  authLogout: () => ({}),
  authChangeOwnRole: () => ({ body: { userRole: 'HR_Admin' } }),
  authSwitchTenant: (world) => ({ body: { tenantId: world.tenantId } }),
  userProfileUpdate: () => ({ body: { name: 'Fuzz Tester', language: 'fr' } }),
  usersList: () => ({ query: { search: 'Test', userRole: 'Payroll', status: 'ACTIVE', skip: '0', take: '10' } }),
  usersInvite: () => ({
    body: {
      name: 'Bea Beispiel',
      email: 'bea.beispiel@example.ch',
      userRole: 'Payroll',
      language: 'fr',
      employeeId: 'FZ-3',
    },
  }),
  usersGet: (world) => ({ params: { userId: world.victimUserId } }),
  usersUpdate: (world) => ({
    params: { userId: world.victimUserId },
    body: { name: 'Viktor Opfer', userRole: 'Case_Manager', language: 'it', employeeId: 'FZ-3' },
  }),
  apiTokensList: () => ({}),
  apiTokensCreate: () => ({ body: { name: 'Lohnsystem', expiresAt: inDays(30) } }),
  apiTokensRevoke: (world) => ({ params: { tokenId: world.victimTokenId } }),
  connectTokenIdentity: () => ({}),
  adminEventsList: (world) => ({
    query: {
      tenantId: world.tenantId,
      type: 'absences-modified',
      status: 'failed',
      employeeId: 'FZ-1',
      from: '2026-01-01',
    },
  }),
  adminEventReplay: (world) => ({ params: { tenantId: world.tenantId, eventId: world.eventId } }),
  adminEventsReplayFailed: (world) => ({ params: { tenantId: world.tenantId } }),
  auditLogList: () => ({
    query: {
      from: '2026-01-01',
      to: inDays(1),
      actorType: 'user',
      action: 'employee.create',
      entityType: 'employee',
      entityId: 'FZ-1',
      skip: '0',
      take: '20',
    },
  }),
  adminUsersList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { search: 'Test', userRole: 'HR_Admin', skip: '0', take: '10' },
  }),
  adminAuditLogList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { actorType: 'admin', skip: '0', take: '10' },
  }),
} satisfies FuzzTargets;
