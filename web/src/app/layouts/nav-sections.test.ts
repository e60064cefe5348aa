import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from '../../../../src/contracts/index.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { AREA_ICONS } from './nav-icons.ts';
import { ADMIN_NAV_ITEMS, activeAreaId, adminNavItems, navSections } from './nav-sections.ts';

const visibleIds = (...args: Parameters<typeof navSections>) =>
  navSections(...args).flatMap((section) => section.areas.map((area) => area.id));

describe('navSections', () => {
  it('shows HR_Admin every available area', () => {
    const available = AREAS.filter((area) => area.isAvailable).map((area) => area.id);
    expect(visibleIds(userSession('HR_Admin'))).toEqual(available);
    expect(available).toEqual(
      expect.arrayContaining([
        'home',
        'employeeOverview',
        'settingsPersonal',
        'settingsUsers',
        'settingsApiTokens',
        'auditLog',
      ]),
    );
  });

  it('has every area of the product built (issue 33): HR_Admin sees all of them, none is still dark', () => {
    expect(AREAS.filter((area) => !area.isAvailable).map((area) => area.id)).toEqual([]);
    expect(visibleIds(userSession('HR_Admin'))).toEqual(AREAS.map((area) => area.id));
  });

  it('shows a Superior the personal settings and users, but not API tokens or the audit log', () => {
    const ids = visibleIds(userSession('Superior'));
    expect(ids).toContain('settingsPersonal');
    expect(ids).toContain('settingsUsers');
    expect(ids).not.toContain('settingsApiTokens');
    expect(ids).not.toContain('auditLog');
  });

  it('shows Payroll no user administration, but the data upload and the company settings (read only)', () => {
    const ids = visibleIds(userSession('Payroll'));
    expect(ids).toEqual([
      'home',
      'employeeOverview',
      'absences',
      'absenceCalendar',
      'missingCertificates',
      'ktgCases',
      'uvgCases',
      'issues',
      'reports',
      'insuredPersons',
      'subunits',
      'analytics',
      'claims',
      'dailyAllowances',
      'policies',
      'paymentOverview',
      'kav',
      'dataConnect',
      'benefits',
      'dataHub',
      'settingsPersonal',
      'settingsCompany',
      'settingsNotifications',
      'support',
    ]);
  });

  it('shows the company settings to every role with tenant.view', () => {
    for (const role of ['HR_Admin', 'Superior', 'HR_Business_Partner', 'Case_Manager', 'Payroll'] as const) {
      expect(visibleIds(userSession(role))).toContain('settingsCompany');
    }
  });

  it("counts 'superior' as allowed and false as not", () => {
    const areas: Area[] = [
      { id: 'home', group: 'home', path: '/', permission: null, isAvailable: true },
      { id: 'team', group: 'employees', path: '/team', permission: 'employee.view', isAvailable: true },
      { id: 'ktg', group: 'insurance', path: '/ktg', permission: 'insurance.ktg.view', isAvailable: true },
    ];
    expect(visibleIds(userSession('Superior'), areas)).toEqual(['home', 'team']);
  });

  it('never lists an area that is not built, whatever the permissions', () => {
    const ids = visibleIds(userSession('HR_Admin'));
    for (const area of AREAS.filter((candidate) => !candidate.isAvailable)) expect(ids).not.toContain(area.id);
  });

  it('shows an admin only the areas open to everyone', () => {
    expect(visibleIds(adminSession())).toEqual(['home']);
  });

  it('groups in contract order with home first', () => {
    expect(navSections(userSession('HR_Admin')).map((section) => section.group)).toEqual([
      'home',
      'employees',
      'absences',
      'caseManagement',
      'insurance',
      'finance',
      'data',
      'settings',
    ]);
  });
});

describe('adminNavItems', () => {
  it('gives an admin the platform administration (tenants)', () => {
    expect(adminNavItems(adminSession())).toEqual(ADMIN_NAV_ITEMS);
    expect(ADMIN_NAV_ITEMS.map((item) => item.path)).toEqual([
      '/admin/tenants',
      '/admin/carriers',
      '/admin/issues',
      '/admin/mails',
      '/admin/support',
    ]);
  });

  it('gives tenant users and visitors without a session none', () => {
    expect(adminNavItems(userSession('HR_Admin'))).toEqual([]);
    expect(adminNavItems(null)).toEqual([]);
  });
});

describe('AREA_ICONS', () => {
  it('has an icon for every built area and none for an area that is not built (every icon is in the first load)', () => {
    const available = AREAS.filter((area) => area.isAvailable).map((area) => area.id);
    expect(Object.keys(AREA_ICONS).sort()).toEqual([...available].sort());
  });
});

describe('activeAreaId', () => {
  it('marks the area with the longest matching path, only one', () => {
    expect(activeAreaId('/case-management/deadlines')).toBe('deadlines');
    expect(activeAreaId('/case-management/requests')).toBe('requests');
    expect(activeAreaId('/case-management/notes')).toBe('notes');
    expect(activeAreaId('/case-management/cases/123')).toBe('cases');
    expect(activeAreaId('/case-management/0f3e2d1c-0001-4a5b-8c7d-000000000001')).toBe('caseManagements');
    expect(activeAreaId('/absences/missing-certificates')).toBe('missingCertificates');
    expect(activeAreaId('/absences')).toBe('absences');
    expect(activeAreaId('/')).toBe('home');
    expect(activeAreaId('/admin/tenants')).toBeNull();
  });
});
