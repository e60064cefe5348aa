// One company for the reports' golden files and filter tests (issue 31, "Done when"): four people whose every
// report row can be worked out by hand, built through the real API and derivation, with March 2026 locked.
//
// Configuration: the test configuration (KTG, SIMPLE coverage, 80 % of the insured salary, waiting period 2 days,
// LFZ 10 days, pension-fund reporting period 90 days), subunits Zürich (ZH) and Bern (BE), processing groups
// Monatslohn (MONTHLY) and Stundenlohn (HOURLY). Every salary is CHF 6 000 a month, so the daily allowance is
// 6 000 × 12 × 80 % / 365 = 157.808… → CHF 157.81 a day (78.90 at 50 %: 157.808… / 2 = 78.904… → 78.90).
// - Anna Zeller (no. 100, ZH, MONTHLY): sick 100 % 02.03.–10.04.2026.
// - Bruno Keller (no. 200, BE, MONTHLY, born 12.05.1970, AHV 756.1234.5678.97): sick 100 % 05.01.–15.04.2026,
//   50 % 16.04.–31.05.2026 (one case, 147 days).
// - Clara Frei (no. 300, ZH, MONTHLY): leaves on 31.03.2026; sick 100 % 16.03.–20.04.2026.
// - Daniel Roth (no. 400, ZH, HOURLY): leaves on 30.04.2026, never absent.
// Bruno's pension-fund report (due 05.04.2026) is marked done by HR. Accounting months 2026-01 to 2026-05 are opened
// and March is locked; today is fixed by the caller (Sunday 29.11.2026 in the tests).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UserRole } from '../../contracts/roles.ts';
import type { Database } from '../../db/client.ts';
import { processPendingEvents } from './domain-event.factory.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from './tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn, type TestSession } from './user.factory.ts';

export type GoldenReportWorld = {
  tenantId: string;
  sessions: Record<UserRole, TestSession>;
};

type Person = {
  employeeId: string;
  firstName: string;
  lastName: string;
  personnelNumber: string;
  companySubunitId: string;
  processingGroupId: string;
  extra?: Record<string, unknown>;
};

const PEOPLE: Person[] = [
  {
    employeeId: 'E-1',
    firstName: 'Anna',
    lastName: 'Zeller',
    personnelNumber: '100',
    companySubunitId: 'ZH',
    processingGroupId: 'MONTHLY',
  },
  {
    employeeId: 'E-2',
    firstName: 'Bruno',
    lastName: 'Keller',
    personnelNumber: '200',
    companySubunitId: 'BE',
    processingGroupId: 'MONTHLY',
    extra: { dateOfBirth: '1970-05-12', oasiNumber: '756.1234.5678.97' },
  },
  {
    employeeId: 'E-3',
    firstName: 'Clara',
    lastName: 'Frei',
    personnelNumber: '300',
    companySubunitId: 'ZH',
    processingGroupId: 'MONTHLY',
    extra: { leavingDate: '2026-03-31' },
  },
  {
    employeeId: 'E-4',
    firstName: 'Daniel',
    lastName: 'Roth',
    personnelNumber: '400',
    companySubunitId: 'ZH',
    processingGroupId: 'HOURLY',
    extra: { leavingDate: '2026-04-30' },
  },
];

const ABSENCES = [
  ['E-1', '2026-03-02', '2026-04-10', 100],
  ['E-2', '2026-01-05', '2026-04-15', 100],
  ['E-2', '2026-04-16', '2026-05-31', 50],
  ['E-3', '2026-03-16', '2026-04-20', 100],
] as const;

export async function createGoldenReportWorld(
  app: FastifyInstance,
  database: Database,
  name: string,
): Promise<GoldenReportWorld> {
  const tenantId = (await createTenant(database, { name })).id;
  const configuration = validConfigurationInput(name);
  configuration.processingGroups = [...(configuration.processingGroups ?? [])];
  configuration.processingGroups.push({ processingGroupId: 'HOURLY', name: 'Stundenlohn' });
  configuration.companySubunits = [...(configuration.companySubunits ?? [])];
  configuration.companySubunits.push({
    companySubunitId: 'BE',
    name: 'Bern',
    addressLine1: 'Bundesgasse 1',
    postalCode: '3003',
    city: 'Bern',
    country: 'CH',
    iban: 'CH93 0076 2011 6238 5295 7',
    uid: 'CHE-116.281.710',
  });
  configuration.wageTypeMappings.push({
    appliesTo: { companySubunitId: null, processingGroupId: 'HOURLY' },
    wageTypeId: '1000',
    description: 'Stundenlohn',
    grapeWageType: 'BASE_SALARY',
    factor: 1,
  });
  const coverage = configuration.insuranceConfiguration.coverageConfigurations[0];
  if (coverage?.kind !== 'SIMPLE') throw new Error('the test configuration has a SIMPLE coverage');
  coverage.coverages = { shorttermDuration: 2, lfzDuration: 10 };
  await configureTenantForTest(database, tenantId, configuration);
  for (const person of PEOPLE) {
    await createEmployeeRecord(database, tenantId, person.employeeId, {
      firstName: person.firstName,
      lastName: person.lastName,
      data: {
        personnelNumber: person.personnelNumber,
        companySubunitId: person.companySubunitId,
        processingGroupId: person.processingGroupId,
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
        policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
        ...person.extra,
      },
    });
  }
  const sessions = {} as Record<UserRole, TestSession>;
  for (const role of ['HR_Admin', 'Payroll', 'Superior', 'Case_Manager', 'HR_Business_Partner'] as const) {
    sessions[role] = (await createSignedInUser(app, database, tenantId, role)).session;
  }
  for (const [employeeId, startDate, endDate, percentage] of ABSENCES) {
    const recorded = await app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: sessions.HR_Admin.headers,
      payload: { employeeId, startDate, endDate, type: 'SICK', percentage },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
  expect(await processPendingEvents(database, tenantId)).toMatchObject({ failed: 0 });

  const deadlines = await app.inject({
    method: 'GET',
    url: '/api/modular/deadlines?kinds=PENSION_FUND_REPORT&employeeId=E-2',
    headers: sessions.HR_Admin.headers,
  });
  expect(deadlines.statusCode, deadlines.body).toBe(200);
  const pensionFund = (deadlines.json().items as { deadlineId: string; kind: string; employeeId: string }[]).find(
    (deadline) => deadline.kind === 'PENSION_FUND_REPORT' && deadline.employeeId === 'E-2',
  );
  expect(pensionFund, deadlines.body).toBeDefined();
  const marked = await app.inject({
    method: 'POST',
    url: `/api/modular/deadline/${pensionFund?.deadlineId}/done`,
    headers: sessions.HR_Admin.headers,
    payload: { done: true },
  });
  expect(marked.statusCode, marked.body).toBe(200);

  const admin = await signIn(app, { kind: 'admin', id: (await createAdminUser(database)).id });
  const base = `/api/modular/admin/tenant/${tenantId}/accounting-month`;
  for (const month of ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']) {
    const opened = await app.inject({
      method: 'POST',
      url: base,
      headers: admin.headers,
      payload: { accountingMonthId: month },
    });
    expect(opened.statusCode, opened.body).toBe(201);
  }
  const locked = await app.inject({ method: 'POST', url: `${base}/2026-03/lock`, headers: admin.headers, payload: {} });
  expect(locked.statusCode, locked.body).toBe(200);
  expect(await processPendingEvents(database, tenantId)).toMatchObject({ failed: 0 });
  return { tenantId, sessions };
}
