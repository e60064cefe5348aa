import { describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../../../../src/contracts/index.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { can } from './permissions.ts';

describe('can', () => {
  it("grants true, '*' and 'superior'; refuses false", () => {
    const session = userSession('Superior', {
      permissions: {
        ...PERMISSION_MATRIX.Superior,
        'tenant.users.view': true,
        'tenant.view': '*',
        'employee.view': 'superior',
        'tenant.users.edit': false,
      },
    });
    expect(can(session, 'tenant.users.view')).toBe(true);
    expect(can(session, 'tenant.view')).toBe(true);
    expect(can(session, 'employee.view')).toBe(true);
    expect(can(session, 'tenant.users.edit')).toBe(false);
  });

  it('follows the matrix per role', () => {
    expect(can(userSession('HR_Admin'), 'tenant.apiTokens.edit')).toBe(true);
    expect(can(userSession('Superior'), 'tenant.users.view')).toBe(true);
    expect(can(userSession('Superior'), 'tenant.users.edit')).toBe(false);
    expect(can(userSession('Payroll'), 'tenant.auditLog.view')).toBe(false);
  });

  it('grants nothing without a session or to an admin', () => {
    expect(can(null, 'userProfile.view')).toBe(false);
    expect(can(undefined, 'userProfile.view')).toBe(false);
    expect(can(adminSession(), 'tenant.users.view')).toBe(false);
  });
});
