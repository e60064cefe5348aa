import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../../../../src/contracts/index.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { showsAbsenceRateTile } from './home-rate-tile-access.ts';

describe('home page absence-rate tile', () => {
  it('is shown to the roles with analytics.view (the role matrix), never to platform admins', () => {
    expect(Object.fromEntries(USER_ROLES.map((role) => [role, showsAbsenceRateTile(userSession(role))]))).toEqual({
      HR_Admin: true,
      Superior: false,
      HR_Business_Partner: true,
      Case_Manager: true,
      Payroll: true,
    });
    expect(showsAbsenceRateTile(adminSession())).toBe(false);
    expect(showsAbsenceRateTile(null)).toBe(false);
  });
});
