// KAV through the API (issue 33 scope 3; decision 0069), on both databases. KAV AG is a LEGACY contract with KTG and
// KAV: one SIMPLE coverage for everyone with the policies KTG-1 and KAV-1, 30 short-term days at shorttermCoverage
// 90 %, then KTG at 80 % (the C14 defaults). Everyone earns CHF 6 000 a month: insured salary 72 000 (C8), so
//   a KAV day at 100 %: 72 000 / 365 x 90 % = 177.534 -> CHF 177.53
//   a KTG day at 100 %: 72 000 / 365 x 80 % = 157.808 -> CHF 157.81
//   a KAV day at 50 %:  17 753 Rappen x 50 % = 8 876.5 -> CHF 88.77 (C3 rounds half up)
// The people:
//   K-1 Ackermann complete, sick 01.03.-09.04.2026 at 100 % (percentage): case days 1-30 (01.-30.03.) under KAV,
//                 31-40 (31.03.-09.04.) under KTG
//   K-2 Bieri     complete, 42 h a week on 5 days (8.4 h a day), sick 4.2 h a day Mon 02.-Fri 06.03.2026 (hours):
//                 4.2 / 8.4 = 50 %, 5 KAV days
//   K-3 Caduff    lacks working frequency and standard hours; KTG-1 only on the record (KAV by the configuration's
//                 default); sick 16.03.2026 at 50 % (percentage): 1 KAV day
//   K-4 Derungs   only a date of employment: lacks 7 of the 8 fields; insured under KAV by the default
//   K-5 Egger     left on 31.01.2026: counts nowhere on 30.04.2026
import { describe, expect, it } from 'vitest';
import type { TenantConfigurationInput } from '../../../contracts/tenant.ts';
import { accountingMonthLocks, accountingMonths } from '../../../db/schema/accounting.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const KAV = '/api/modular/kav';

function kavConfiguration(name = 'KAV AG'): TenantConfigurationInput {
  const input = validConfigurationInput(name);
  input.insuranceConfiguration.insuredProducts = ['KTG', 'KAV'];
  input.insuranceConfiguration.contractGeneration = 'LEGACY';
  input.insuranceConfiguration.coverageConfigurations = [
    {
      kind: 'SIMPLE',
      insuredPeriod: { from: '2024-01-01' },
      policies: [
        { type: 'KTG', defaultPolicyNumber: 'KTG-1' },
        { type: 'KAV', defaultPolicyNumber: 'KAV-1' },
      ],
      eligibleWageTypes: ['1000'],
      coverages: { shorttermCoverage: 90 },
    },
  ];
  return input;
}

const COMPLETE = {
  dateOfEmployment: '2020-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [
    { policyType: 'KTG', policyNumber: 'KTG-1' },
    { policyType: 'KAV', policyNumber: 'KAV-1' },
  ],
  workingFrequency: 'REGULAR',
  standardWorkingHoursPerWeek: 42,
  employmentPercentage: 100,
  workingHoursPerWeek: 42,
  workingDaysPerWeek: 5,
};

describe.each(testBackends())('KAV on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function world(name = 'KAV AG', prefix = 'K') {
    const tenantId = (await createTenant(ctx.database, { name })).id;
    await configureTenantForTest(ctx.database, tenantId, kavConfiguration(name));
    const person = (id: string, lastName: string, data: Record<string, unknown>) =>
      createEmployeeRecord(ctx.database, tenantId, `${prefix}-${id}`, {
        firstName: 'Test',
        lastName,
        data: { ...data, personnelNumber: `${prefix}${id}00` },
      });
    await person('1', 'Ackermann', COMPLETE);
    await person('2', 'Bieri', COMPLETE);
    const { workingFrequency: _f, standardWorkingHoursPerWeek: _s, ...lacking } = COMPLETE;
    await person('3', 'Caduff', { ...lacking, policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }] });
    await person('4', 'Derungs', { dateOfEmployment: '2020-01-01' });
    await person('5', 'Egger', { dateOfEmployment: '2020-01-01', leavingDate: '2026-01-31' });
    const hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    const record = async (employeeId: string, startDate: string, endDate: string, basis: object) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type: 'SICK', ...basis },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await record(`${prefix}-1`, '2026-03-01', '2026-04-09', { percentage: 100 });
    await record(`${prefix}-2`, '2026-03-02', '2026-03-06', { hours: '4.2' });
    await record(`${prefix}-3`, '2026-03-16', '2026-03-16', { percentage: 50 });
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    const payroll = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll')).session;
    const get = async (url: string, session: TestSession = payroll) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: session.headers });
      return { status: response.statusCode, body: response.json() };
    };
    return { tenantId, payroll, hr, get };
  }

  it('shows the KAV policies, the counts and the months with KAV beside KTG and their accounting state', async () => {
    const { tenantId, get } = await world();
    // Accounting: 04 open, 03 locked for the whole company, 02 locked for the subunit ZH only; the rest not opened.
    await ctx.database.db.insert(accountingMonths).values(
      ['2026-02', '2026-03', '2026-04'].map((accountingMonthId) => ({
        tenantId,
        accountingMonthId,
        createdBy: 'admin',
      })),
    );
    const lock = { tenantId, lockedBy: 'admin', employeeCount: 0, lineCount: 0, totalAmount: 0 };
    await ctx.database.db.insert(accountingMonthLocks).values([
      {
        ...lock,
        id: crypto.randomUUID(),
        accountingMonthId: '2026-03',
        companySubunitId: null,
        processingGroupId: null,
      },
      {
        ...lock,
        id: crypto.randomUUID(),
        accountingMonthId: '2026-02',
        companySubunitId: 'ZH',
        processingGroupId: null,
      },
    ]);

    const { status, body } = await get(`${KAV}?date=2026-04-30`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      date: '2026-04-30',
      hasKav: true,
      absentReason: null,
      contractGeneration: 'LEGACY',
      insuredProducts: ['KTG', 'KAV'],
      // Employed on 30.04.: K-1 to K-4 (K-5 left); all four under KAV-1 (K-1, K-2 by their own number, K-3 and K-4
      // by the default); K-3 and K-4 lack fields.
      counts: { employees: 4, insuredUnderKav: 4, incompleteForKav: 2 },
    });
    expect(body.policies).toEqual([
      {
        policyNumber: 'KAV-1',
        insuredCount: 4,
        coverages: [
          {
            coverageConfigurationId: 'coverage-1',
            kind: 'SIMPLE',
            appliesTo: { companySubunitId: null, processingGroupId: null },
            insuredFrom: '2024-01-01',
            insuredTill: null,
            isInForce: true,
            shorttermDays: 30,
            shorttermCoveragePercent: 90,
            ktgPolicyNumber: 'KTG-1',
            ktgCoveragePercent: 80,
          },
        ],
      },
    ]);
    // The 12 months 2026-04 back to 2025-05, newest first.
    expect(body.months).toHaveLength(12);
    expect(body.months.map((month: { accountingMonthId: string }) => month.accountingMonthId).slice(0, 3)).toEqual([
      '2026-04',
      '2026-03',
      '2026-02',
    ]);
    expect(body.months[11].accountingMonthId).toBe('2025-05');
    const [april, march, february] = body.months;
    // April: K-1's case days 32-40 (01.-09.04.) under KTG: 9 x 157.81 = 1 420.29; no KAV day.
    expect(april).toEqual({
      accountingMonthId: '2026-04',
      accountingState: 'OPEN',
      kav: { days: 0, amount: '0.00', correctionAmount: '0.00' },
      ktg: { days: 9, amount: '1420.29', correctionAmount: '0.00' },
    });
    // March under KAV: K-1 30 x 177.53 = 5 325.90, K-2 5 x 88.77 = 443.85, K-3 1 x 88.77: 36 days, 5 858.52.
    // March under KTG: K-1's case day 31 (31.03.): 1 x 157.81.
    expect(march).toEqual({
      accountingMonthId: '2026-03',
      accountingState: 'LOCKED',
      kav: { days: 36, amount: '5858.52', correctionAmount: '0.00' },
      ktg: { days: 1, amount: '157.81', correctionAmount: '0.00' },
    });
    expect(february).toMatchObject({ accountingState: 'PARTLY_LOCKED', kav: { days: 0 }, ktg: { days: 0 } });
    expect(body.months[3]).toMatchObject({ accountingMonthId: '2026-01', accountingState: 'NOT_OPENED' });
  });

  it('lists the records incomplete for KAV with the missing fields, filtered, sorted and paged', async () => {
    const { get } = await world();
    const { status, body } = await get(`${KAV}/completeness?date=2026-04-30`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ date: '2026-04-30', hasKav: true, totalCount: 2 });
    // By last name: Caduff (2 missing) before Derungs (7 missing: all but the date of employment).
    expect(body.items).toEqual([
      {
        employeeId: 'K-3',
        personnelNumber: 'K300',
        firstName: 'Test',
        lastName: 'Caduff',
        recordValidFrom: '2020-01-01',
        missingFields: [
          { field: 'workingFrequency', name: 'Working pattern' },
          { field: 'standardWorkingHoursPerWeek', name: 'Standard working hours per week' },
        ],
      },
      expect.objectContaining({
        employeeId: 'K-4',
        missingFields: [
          'workingFrequency',
          'standardWorkingHoursPerWeek',
          'salaryBasis',
          'wageTypes',
          'policies',
          'employmentPercentage',
          'workingHoursPerWeek',
        ].map((field) => expect.objectContaining({ field })),
      }),
    ]);
    // Per field: working frequency and standard hours lack on both records, the other six on K-4's only, the date of
    // employment on none.
    expect(
      Object.fromEntries(body.byField.map((entry: { field: string; count: number }) => [entry.field, entry.count])),
    ).toEqual({
      dateOfEmployment: 0,
      workingFrequency: 2,
      standardWorkingHoursPerWeek: 2,
      salaryBasis: 1,
      wageTypes: 1,
      policies: 1,
      employmentPercentage: 1,
      workingHoursPerWeek: 1,
    });

    const byWage = await get(`${KAV}/completeness?date=2026-04-30&missingField=wageTypes`);
    expect(byWage.body.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['K-4']);
    const mostMissing = await get(`${KAV}/completeness?date=2026-04-30&sortBy=MISSING_COUNT`);
    expect(mostMissing.body.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['K-4', 'K-3']);
    const second = await get(`${KAV}/completeness?date=2026-04-30&skip=1&take=1`);
    expect([second.body.totalCount, second.body.items.map((item: { employeeId: string }) => item.employeeId)]).toEqual([
      2,
      ['K-4'],
    ]);
    const searched = await get(`${KAV}/completeness?date=2026-04-30&search=cad`);
    expect(searched.body.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['K-3']);
    // K-5 left on 31.01.2026 and is not listed; on 15.01.2026 its record (date of employment only) is.
    const january = await get(`${KAV}/completeness?date=2026-01-15&search=egger`);
    expect(january.body.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['K-5']);
  });

  it("lists a month's KAV absence days with their basis and the claim day each produced", async () => {
    const { get } = await world();
    const { status, body } = await get(`${KAV}/absences?month=2026-03`);
    expect(status, JSON.stringify(body)).toBe(200);
    // K-1 31 days (01.-31.03.) and K-3 1 day in percent, K-2 5 days in hours: 37 days.
    expect(body).toMatchObject({
      month: '2026-03',
      hasKav: true,
      totalCount: 37,
      byBasis: { hours: 5, percentage: 32 },
    });
    expect(body.items[0]).toMatchObject({
      employeeId: 'K-1',
      lastName: 'Ackermann',
      date: '2026-03-01',
      basis: 'PERCENTAGE',
      hours: null,
      claim: { policyType: 'KAV', policyNumber: 'KAV-1', caseDay: 1, incapacityOfWork: 100, dailyAllowance: '177.53' },
    });
    // Case day 31 is K-1's first KTG day: 157.81.
    expect(body.items[30]).toMatchObject({
      date: '2026-03-31',
      claim: { policyType: 'KTG', policyNumber: 'KTG-1', caseDay: 31, dailyAllowance: '157.81' },
    });

    const hourly = await get(`${KAV}/absences?month=2026-03&basis=HOURS`);
    expect(hourly.body.totalCount).toBe(5);
    // 4.2 h of 8.4 h a day: 50 %, 88.77 under KAV each day.
    expect(hourly.body.items[0]).toMatchObject({
      employeeId: 'K-2',
      date: '2026-03-02',
      basis: 'HOURS',
      percentage: null,
      claim: { policyType: 'KAV', caseDay: 1, incapacityOfWork: 50, dailyAllowance: '88.77' },
    });
    expect(Number(hourly.body.items[0].hours)).toBe(4.2);
    const percent = await get(`${KAV}/absences?month=2026-03&basis=PERCENTAGE&search=caduff`);
    expect(percent.body).toMatchObject({ totalCount: 1, byBasis: { hours: 0, percentage: 1 } });
    expect(percent.body.items[0]).toMatchObject({
      employeeId: 'K-3',
      date: '2026-03-16',
      basis: 'PERCENTAGE',
      claim: { policyType: 'KAV', policyNumber: 'KAV-1', incapacityOfWork: 50, dailyAllowance: '88.77' },
    });
    expect(Number(percent.body.items[0].percentage)).toBe(50);
    const april = await get(`${KAV}/absences?month=2026-04&take=5&skip=5`);
    // K-1's 9 April days, all under KTG; the second page of 5 holds 06.-09.04.
    expect([april.body.totalCount, april.body.items.map((item: { date: string }) => item.date)]).toEqual([
      9,
      ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09'],
    ]);
  });

  it('answers a tenant without KAV with the reason and empty lists, bad input with 400, a superior with 403', async () => {
    const { tenantId, get } = await world();
    for (const url of [
      `${KAV}?date=2026-02-30`,
      `${KAV}?unknown=1`,
      `${KAV}/completeness?missingField=shoeSize`,
      `${KAV}/completeness?sortBy=AGE`,
      `${KAV}/completeness?take=0`,
      `${KAV}/absences?month=2026-13`,
      `${KAV}/absences?month=March`,
      `${KAV}/absences?basis=DAILY`,
      `${KAV}/absences?skip=-1`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({ errors: expect.any(Array) });
    }
    const superior = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Superior')).session;
    expect((await get(KAV, superior)).status).toBe(403);

    // A current contract with KTG only: no KAV, because KAV is only for legacy contracts.
    const current = (await createTenant(ctx.database, { name: 'Nur KTG AG' })).id;
    await configureTenantForTest(ctx.database, current, validConfigurationInput('Nur KTG AG'));
    await createEmployeeRecord(ctx.database, current, 'N-1', { data: { dateOfEmployment: '2020-01-01' } });
    const payrollOfCurrent = (await createSignedInUser(ctx.app, ctx.database, current, 'Payroll')).session;
    expect((await get(`${KAV}?date=2026-03-01`, payrollOfCurrent)).body).toEqual({
      date: '2026-03-01',
      hasKav: false,
      absentReason: 'CURRENT_CONTRACT',
      contractGeneration: 'CURRENT',
      insuredProducts: ['KTG'],
      policies: [],
      counts: { employees: 0, insuredUnderKav: 0, incompleteForKav: 0 },
      months: [],
    });
    expect((await get(`${KAV}/completeness`, payrollOfCurrent)).body).toMatchObject({
      hasKav: false,
      totalCount: 0,
      items: [],
    });
    expect((await get(`${KAV}/absences?month=2026-03`, payrollOfCurrent)).body).toMatchObject({
      hasKav: false,
      totalCount: 0,
      items: [],
    });
    // A legacy contract without KAV: it could have it.
    const legacy = (await createTenant(ctx.database, { name: 'Alt AG' })).id;
    const input = validConfigurationInput('Alt AG');
    input.insuranceConfiguration.contractGeneration = 'LEGACY';
    await configureTenantForTest(ctx.database, legacy, input);
    const payrollOfLegacy = (await createSignedInUser(ctx.app, ctx.database, legacy, 'Payroll')).session;
    expect((await get(KAV, payrollOfLegacy)).body).toMatchObject({ hasKav: false, absentReason: 'NOT_INSURED' });
    // No configuration at all.
    const bare = (await createTenant(ctx.database, { name: 'Leer AG' })).id;
    const hrOfBare = (await createSignedInUser(ctx.app, ctx.database, bare, 'HR_Admin')).session;
    expect((await get(KAV, hrOfBare)).body).toMatchObject({ hasKav: false, absentReason: 'NO_CONFIGURATION' });
  });

  it('shows each KAV tenant only its own people, claims and absences', async () => {
    await world('KAV AG', 'K');
    const other = await world('Andere KAV AG', 'Z');
    const { body: overview } = await other.get(`${KAV}?date=2026-04-30`);
    // The same story in the other tenant: its own 36 KAV days in March, not 72.
    expect(overview.counts).toEqual({ employees: 4, insuredUnderKav: 4, incompleteForKav: 2 });
    expect(overview.months[1]).toMatchObject({ kav: { days: 36, amount: '5858.52' } });
    for (const url of [`${KAV}/completeness?date=2026-04-30`, `${KAV}/absences?month=2026-03`]) {
      const { status, body } = await other.get(url);
      expect(status, url).toBe(200);
      const ids = new Set(body.items.map((item: { employeeId: string }) => item.employeeId.slice(0, 1)));
      expect([...ids], url).toEqual(['Z']);
    }
  });
});
