// Session fixtures for unit tests (never imported by the app).
import {
  PERMISSION_KEYS,
  PERMISSION_MATRIX,
  type PermissionKey,
  type PermissionValue,
  type SessionResponse,
  type UserRole,
} from '../../../src/contracts/index.ts';

const TENANT_ID = '0b6e3c1e-5c3a-4f0e-9d7a-1f2e3d4c5b6a';

export function userSession(userRole: UserRole, overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    actor: {
      kind: 'user',
      user: {
        id: '5b1d7f0c-2a4e-4c9b-8e3f-6a7b8c9d0e1f',
        name: 'Anna Muster',
        email: 'anna.muster@example.ch',
        language: 'de',
        userRole,
        companyId: TENANT_ID,
        status: 'ACTIVE',
        employeeId: null,
        revision: 1,
        createdAt: '2026-01-05T08:00:00.000Z',
        updatedAt: '2026-01-05T08:00:00.000Z',
      },
    },
    tenant: { id: TENANT_ID, name: 'Muster AG', defaultCorrespondenceLanguage: 'DE' },
    memberships: [{ tenantId: TENANT_ID, tenantName: 'Muster AG', userRole }],
    permissions: { ...PERMISSION_MATRIX[userRole] },
    canChangeOwnRole: true,
    environment: 'local',
    csrfToken: 'csrf-test',
    ...overrides,
  };
}

export function adminSession(): SessionResponse {
  return {
    actor: {
      kind: 'admin',
      admin: { id: '9c8b7a6f-5e4d-4c3b-8a1f-0e9d8c7b6a5f', name: 'Platform Admin', email: 'admin@absenza.ch' },
    },
    tenant: null,
    memberships: [],
    // Whatever the server sends for admins, permission-guarded areas stay hidden.
    permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, '*'])) as Record<PermissionKey, PermissionValue>,
    canChangeOwnRole: false,
    environment: 'local',
    csrfToken: 'csrf-admin',
  };
}
