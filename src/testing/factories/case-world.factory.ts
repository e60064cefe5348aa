// The cases' HTTP tests' company (src/server/modules/cases/cases.*.test.ts): Fall AG with the C14 defaults; BOSS
// (Sandra Keller), E-1 (Anna Zeller, superior BOSS) and E-2 (Beat Ammann, subunit ZH), all paid CHF 6 000 a month
// with a KTG policy. E-1 is sick 01.03.-09.04.2026, E-2 sick 05.-14.01.2026 and in an occupational accident
// 04.-20.05.2026, recorded by the HR_Admin through the route and their events processed (cases and claims derived).
import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';
import { processPendingEvents } from './domain-event.factory.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest } from './tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from './user.factory.ts';

const WELL_KEPT = {
  dateOfEmployment: '2020-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
};

export type CaseWorld = { tenantId: string; hr: TestSession; hrUserId: string };

export async function createCaseWorld(ctx: TestContext): Promise<CaseWorld> {
  const tenantId = (await createTenant(ctx.database, { name: 'Fall AG' })).id;
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
  const signedIn = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
  const hr = signedIn.session;
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
  return { tenantId, hr, hrUserId: signedIn.user.id };
}

export type Claim = {
  claimId: string;
  revisionId: string;
  dailyAllowance: string;
  processingStatus: string;
  date: string;
};
export type Case = {
  caseId: string;
  insuredPersonId: string;
  employeeId: string;
  type: string;
  absentFrom: string;
  processingStatuses: string[];
  claims?: Claim[];
  comments?: unknown[];
} & Record<string, unknown>;

/** The GET helpers of the case tests; a request without a session is sent as the HR_Admin (`defaultSession`). */
export function caseQueries(ctx: TestContext, defaultSession: () => TestSession) {
  const get = (url: string, session = defaultSession()) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });
  const list = async (query = '', session = defaultSession()): Promise<{ items: Case[]; totalCount: number }> => {
    const response = await get(`/case${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const spans = (items: Case[]) => items.map((item) => `${item.employeeId} ${item.type} ${item.absentFrom}`);
  const caseOf = async (employeeId: string, type: string) =>
    (await list(`?employeeId=${employeeId}&claimTypes=${type}&include=claims`)).items[0] as Case;
  return { get, list, spans, caseOf };
}
