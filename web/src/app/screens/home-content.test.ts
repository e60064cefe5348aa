import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../../../../src/contracts/index.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { homeCards } from './home-content.ts';

describe('homeCards', () => {
  it('shows platform admins the system status and the API reference', () => {
    expect(homeCards(adminSession())).toEqual(['systemStatus', 'apiReference']);
  });

  it('shows the API reference only to the roles that manage API tokens (tenant.apiTokens.view: HR_Admin)', () => {
    expect(Object.fromEntries(USER_ROLES.map((role) => [role, homeCards(userSession(role))]))).toEqual({
      HR_Admin: ['apiReference'],
      Superior: [],
      HR_Business_Partner: [],
      Case_Manager: [],
      Payroll: [],
    });
  });
});
