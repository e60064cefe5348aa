// GET /insured-person (decision 0026): the insured persons with a visible case, their counters and case summary.
import { beforeAll, describe, expect, it } from 'vitest';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const WELL_KEPT = {
  dateOfEmployment: '2020-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
};

type Person = {
  insuredPersonId: string;
  employeeId: string;
  personnelNumber: string | null;
  lastName: string | null;
  caseCount: number;
  openCaseCount: number;
  totalAmount: string;
  latestCaseFrom: string | null;
  employeeCounters: { continuationOfPayment: unknown[]; waitingPeriodByYear: unknown[]; benefitFrames: unknown[] };
};

describe.each(testBackends())('insured persons on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;

  const list = async (query = '', session = hr): Promise<{ items: Person[]; totalCount: number }> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/insured-person${query}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ids = (items: Person[]) => items.map((item) => item.employeeId);

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Versicherte AG' })).id;
    await configureTenantForTest(ctx.database, tenantId);
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', {
      firstName: 'Sandra',
      lastName: 'Keller',
      data: { ...WELL_KEPT, personnelNumber: '300' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      superiorId: 'BOSS',
      data: { ...WELL_KEPT, personnelNumber: '100' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', {
      firstName: 'Beat',
      lastName: 'Ammann',
      data: { ...WELL_KEPT, personnelNumber: '200', companySubunitId: 'ZH' },
    });
    hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    const record = (employeeId: string, startDate: string, endDate: string, type: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type, percentage: 100, ...extra },
      });
    const recorded = [
      await record('E-1', '2026-03-01', '2026-04-09', 'SICK'),
      await record('E-2', '2026-01-05', '2026-01-14', 'SICK'),
      await record('E-2', '2026-05-04', '2026-05-20', 'ACCIDENT', { accidentType: 'OCCUPATIONAL' }),
    ];
    for (const response of recorded) expect(response.statusCode, response.body).toBe(201);
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
  });

  it('lists the persons with a case: names, counters, case count, open cases, total amount, latest case', async () => {
    const page = await list();
    // BOSS has no case, so no insured person. Default sort: last name (Ammann, Zeller).
    expect([page.totalCount, ids(page.items)]).toEqual([2, ['E-2', 'E-1']]);
    // E-1: 6 000 a month, sick 01.03.-09.04.2026 at 100 %: 30 waiting days, then 10 days at 72 000 / 365 x 80 %
    // = CHF 157.81 (C2) = CHF 1 578.10.
    const anna = page.items[1] as Person;
    expect(anna).toMatchObject({
      employeeId: 'E-1',
      personnelNumber: '100',
      firstName: 'Anna',
      lastName: 'Zeller',
      companySubunitId: null,
      processingGroupId: 'MONTHLY',
      caseCount: 1,
      totalAmount: '1578.10',
      latestCaseFrom: '2026-03-01',
    });
    expect(anna.openCaseCount).toBeLessThanOrEqual(1);
    expect(Array.isArray(anna.employeeCounters.continuationOfPayment)).toBe(true);
    expect(Array.isArray(anna.employeeCounters.waitingPeriodByYear)).toBe(true);
    // E-2: a sick case and an accident case; the latest starts 04.05.
    expect(page.items[0]).toMatchObject({ employeeId: 'E-2', caseCount: 2, latestCaseFrom: '2026-05-04' });
  });

  it('searches, sorts and pages', async () => {
    expect(ids((await list('?search=zell')).items)).toEqual(['E-1']);
    expect(ids((await list('?search=200')).items)).toEqual(['E-2']);
    expect((await list('?search=nobody')).totalCount).toBe(0);
    expect(ids((await list('?sortBy=PERSONNEL_NUMBER')).items)).toEqual(['E-1', 'E-2']);
    expect(ids((await list('?sortBy=LATEST_CASE&sortOrder=DESC')).items)).toEqual(['E-2', 'E-1']);
    const second = await list('?skip=1&take=1');
    expect([second.totalCount, ids(second.items)]).toEqual([2, ['E-1']]);
    const beyond = await list('?skip=5&take=1');
    expect([beyond.totalCount, beyond.items]).toEqual([2, []]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/insured-person?sortBy=AGE',
      headers: hr.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by claim type, case status, open cases, subunit and processing group (decision 0029)', async () => {
    // A case filter keeps the persons with a matching case; the row still sums all their visible cases.
    const accidents = await list('?claimTypes=ACCIDENT');
    expect([accidents.totalCount, ids(accidents.items)]).toEqual([1, ['E-2']]);
    expect(accidents.items[0]).toMatchObject({ caseCount: 2 });
    expect(ids((await list('?claimTypes=SICK,ACCIDENT')).items)).toEqual(['E-2', 'E-1']);
    expect(ids((await list('?companySubunitIds=ZH')).items)).toEqual(['E-2']);
    expect(ids((await list('?processingGroupIds=MONTHLY&search=zell')).items)).toEqual(['E-1']);
    expect((await list('?processingGroupIds=HOURLY')).totalCount).toBe(0);
    // The statuses depend on today (an incapacity still running keeps a case open): expected from the case list.
    const cases = await ctx.app.inject({ method: 'GET', url: '/api/modular/case?take=50', headers: hr.headers });
    const stored: { employeeId: string; status: string; type: string }[] = cases.json().items;
    const annasStatus = stored.find((one) => one.employeeId === 'E-1')?.status as string;
    const withStatus = (status: string) =>
      [...new Set(stored.filter((one) => one.status === status).map((one) => one.employeeId))].sort();
    expect(ids((await list(`?caseStatus=${annasStatus}`)).items).sort()).toEqual(withStatus(annasStatus));
    const everyone = (await list()).items;
    const open = everyone.filter((person) => person.openCaseCount > 0).map((person) => person.employeeId);
    expect(ids((await list('?hasOpenCase=true')).items)).toEqual(open);
    expect(ids((await list('?hasOpenCase=false')).items)).toEqual(
      everyone.filter((person) => person.openCaseCount === 0).map((person) => person.employeeId),
    );
    const openAccident = stored.some((one) => one.type === 'ACCIDENT' && !['CLOSED', 'DENIED'].includes(one.status));
    expect(ids((await list('?claimTypes=ACCIDENT&hasOpenCase=false')).items)).toEqual(openAccident ? [] : ['E-2']);
    for (const bad of ['claimTypes=FOO', 'caseStatus=OPEN', 'hasOpenCase=yes']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/insured-person?${bad}`,
        headers: hr.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("shows each role the persons of its cases: a superior the team, KTG roles without accidents' sums", async () => {
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    const superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    const team = await list('', superior);
    expect([team.totalCount, ids(team.items)]).toEqual([1, ['E-1']]);
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    const forPartner = await list('?search=200', partner);
    // The partner sees E-2's sick case only (no insurance.uvg.view).
    expect(forPartner.items[0]).toMatchObject({ employeeId: 'E-2', caseCount: 1, latestCaseFrom: '2026-01-05' });
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    expect((await list('', payroll)).totalCount).toBe(2);
  });

  it('another tenant sees none of them', async () => {
    const other = (await createTenant(ctx.database, { name: 'Andere AG' })).id;
    const { session } = await createSignedInUser(ctx.app, ctx.database, other, 'HR_Admin');
    expect(await list('', session)).toEqual({ items: [], totalCount: 0 });
  });
});
