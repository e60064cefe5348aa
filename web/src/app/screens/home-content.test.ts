import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../../src/contracts/index.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { homeFeatures, homeNextSteps } from './home-content.ts';

const built = (id: string) => AREAS.map((area) => (area.id === id ? { ...area, isAvailable: true } : area));

describe('homeFeatures', () => {
  it('shows no product card while none of their areas is built', () => {
    const unbuilt = AREAS.map((area) => ({
      ...area,
      isAvailable: ['absences', 'cases', 'dailyAllowances'].includes(area.id) ? false : area.isAvailable,
    }));
    expect(homeFeatures(userSession('HR_Admin'), unbuilt)).toEqual([]);
  });

  it('shows the absences, cases and accounting cards: those areas are built', () => {
    expect(homeFeatures(userSession('HR_Admin')).map((feature) => feature.key)).toEqual([
      'absences',
      'cases',
      'accounting',
    ]);
  });

  it('shows a card once its area is built, linking to the area', () => {
    const features = homeFeatures(userSession('HR_Admin'), built('absences'));
    expect(features.map((feature) => [feature.key, feature.area.path])).toEqual([
      ['absences', '/absences'],
      ['cases', '/case-management/cases'],
      ['accounting', '/daily-allowances'],
    ]);
  });

  it('hides a built area the role may not open', () => {
    const areas = built('analytics');
    const analytics = areas.find((area) => area.id === 'analytics');
    expect(analytics?.permission).toBe('analytics.view');
    expect(homeFeatures(adminSession(), areas)).toEqual([]);
  });
});

describe('homeNextSteps', () => {
  it("lists the tenant user's areas without home", () => {
    const ids = homeNextSteps(userSession('Payroll')).map((step) => step.id);
    expect(ids).toEqual([
      'employeeOverview',
      'absences',
      'absenceCalendar',
      'ktgCases',
      'uvgCases',
      'issues',
      'insuredPersons',
      'claims',
      'dailyAllowances',
      'paymentOverview',
      'dataConnect',
      'dataHub',
      'settingsPersonal',
      'settingsCompany',
    ]);
  });

  it('lists the platform administration for an admin', () => {
    expect(homeNextSteps(adminSession())).toEqual([
      { id: 'adminTenants', path: '/admin/tenants', labelKey: 'admin.nav.adminTenants' },
      { id: 'adminCarriers', path: '/admin/carriers', labelKey: 'admin.nav.adminCarriers' },
    ]);
  });
});
