// Policies through the API (issue 33 scope 1; decision 0065), on both databases. One tenant with two coverage
// configurations — coverage-1 for the processing group MONTHLY (KTG-M, UVGZ-1, in force since 2024) and coverage-2
// for HOURLY (KTG-H, 60 waiting days, ended 31.12.2025) — and eight employees, each showing one rule:
//   E-1 Ackermann  MONTHLY, own KTG-M and UVG-9           insured: KTG-M (own), UVG-9, UVGZ-1 (default)
//   E-2 Bieri      MONTHLY, own UVG-9 only                insured: KTG-M (default), UVG-9, UVGZ-1
//   E-3 Caduff     MONTHLY, own KTG-X (unknown), UVG-9    gap POLICY_NOT_FOUND KTG-X
//   E-4 Derungs    HOURLY, own KTG-M (MONTHLY's), UVG-9   gap GROUP_MISMATCH (coverage-1)
//   E-5 Egger      HOURLY, own KTG-H, UVG-9               01.03.2026: gap NOT_IN_FORCE; 01.06.2025: insured
//   E-6 Frei       HOURLY, no policy                      01.03.2026: gaps NO_POLICY KTG and UVG
//   E-7 Gasser     MONTHLY, left 31.01.2026               not employed on 01.03.2026: counts nowhere
//   E-8 Huber      MONTHLY, employed from 01.06.2026      not yet employed on 01.03.2026
import { describe, expect, it } from 'vitest';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const POLICIES = '/api/modular/policies';

function configuration() {
  const input = validConfigurationInput('Policen AG');
  input.processingGroups = [
    { processingGroupId: 'MONTHLY', name: 'Monatslohn' },
    { processingGroupId: 'HOURLY', name: 'Stundenlohn' },
  ];
  input.wageTypeMappings = [
    ...input.wageTypeMappings,
    {
      appliesTo: { companySubunitId: null, processingGroupId: 'HOURLY' },
      wageTypeId: '1010',
      description: 'Stundenlohn',
      grapeWageType: 'BASE_SALARY',
      factor: 1,
    },
  ];
  input.insuranceConfiguration.coverageConfigurations = [
    {
      kind: 'SIMPLE',
      appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' },
      insuredPeriod: { from: '2024-01-01' },
      policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-M' }],
      eligibleWageTypes: ['1000'],
      coverages: {},
      uvgzCoverage: { defaultPolicyNumber: 'UVGZ-1', coverage: 80, maxInsuredSalary: 300_000 },
    },
    {
      kind: 'SIMPLE',
      appliesTo: { companySubunitId: null, processingGroupId: 'HOURLY' },
      insuredPeriod: { from: '2024-01-01', till: '2025-12-31' },
      policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-H' }],
      eligibleWageTypes: ['1010'],
      coverages: { shorttermDuration: 60, maxCoverage: 90, lfzDuration: 21 },
    },
  ];
  return input;
}

const UVG = { policyType: 'UVG', policyNumber: 'UVG-9', businessUnit: 'A' };

type Person = [id: string, lastName: string, group: string, policies: object[], dates?: Record<string, string>];
const PEOPLE: Person[] = [
  ['E-1', 'Ackermann', 'MONTHLY', [{ policyType: 'KTG', policyNumber: 'KTG-M', groupId: 'G1' }, UVG]],
  ['E-2', 'Bieri', 'MONTHLY', [UVG]],
  ['E-3', 'Caduff', 'MONTHLY', [{ policyType: 'KTG', policyNumber: 'KTG-X' }, UVG]],
  ['E-4', 'Derungs', 'HOURLY', [{ policyType: 'KTG', policyNumber: 'KTG-M' }, UVG]],
  ['E-5', 'Egger', 'HOURLY', [{ policyType: 'KTG', policyNumber: 'KTG-H' }, UVG]],
  ['E-6', 'Frei', 'HOURLY', []],
  ['E-7', 'Gasser', 'MONTHLY', [UVG], { leavingDate: '2026-01-31' }],
  ['E-8', 'Huber', 'MONTHLY', [UVG], { dateOfEmployment: '2026-06-01' }],
];

describe.each(testBackends())('policies on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function world() {
    const tenantId = (await createTenant(ctx.database, { name: 'Policen AG' })).id;
    await configureTenantForTest(ctx.database, tenantId, configuration());
    for (const [employeeId, lastName, group, policies, dates] of PEOPLE) {
      await createEmployeeRecord(ctx.database, tenantId, employeeId, {
        validFrom: dates?.dateOfEmployment ?? '2020-01-01',
        firstName: 'Test',
        lastName,
        data: { processingGroupId: group, dateOfEmployment: '2020-01-01', policies, ...dates },
      });
    }
    const payroll = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll')).session;
    const get = async (url: string, session = payroll) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: session.headers });
      return { status: response.statusCode, body: response.json() };
    };
    return { tenantId, payroll, get };
  }

  it('lists the policies on a day with their coverage in numbers, insured counts and the gaps by kind', async () => {
    const { get } = await world();
    const { status, body } = await get(`${POLICIES}?date=2026-03-01`);
    expect(status, JSON.stringify(body)).toBe(200);
    // Employed on 01.03.2026: E-1 to E-6 (E-7 left on 31.01., E-8 starts on 01.06.).
    expect(body).toMatchObject({ date: '2026-03-01', insuredProducts: ['KTG'], employeeCount: 6 });
    // KTG first, then UVG, then UVGZ; within a type by number.
    expect(
      body.policies.map(
        (policy: { policyType: string; policyNumber: string; insuredCount: number; source: string }) => [
          policy.policyType,
          policy.policyNumber,
          policy.source,
          policy.insuredCount,
        ],
      ),
    ).toEqual([
      // KTG-H's configuration ended on 31.12.2025: nobody is insured under it on the day.
      ['KTG', 'KTG-H', 'CONFIGURATION', 0],
      // E-1 by its own number, E-2 by coverage-1's default; E-4's KTG-M is a gap (HOURLY).
      ['KTG', 'KTG-M', 'CONFIGURATION', 2],
      // Every employed record with UVG-9: E-1 to E-5.
      ['UVG', 'UVG-9', 'EMPLOYEE_RECORDS', 5],
      // coverage-1's UVGZ applies to E-1 and E-2 and E-3 (MONTHLY): the default reaches each MONTHLY employee.
      ['UVGZ', 'UVGZ-1', 'CONFIGURATION', 3],
    ]);
    const ktgM = body.policies[1];
    expect(ktgM.groupIds).toEqual(['G1']);
    expect(ktgM.coverages).toEqual([
      {
        coverageConfigurationId: 'coverage-1',
        kind: 'SIMPLE',
        appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' },
        insuredFrom: '2024-01-01',
        insuredTill: null,
        isInForce: true,
        // The contract's defaults (C14): 30 waiting days paid by the employer (KTG only), then 80 % for 720 days.
        waitingPeriodDays: 30,
        waitingPeriodPaidBy: 'EMPLOYER',
        shorttermCoveragePercent: null,
        coveragePercent: 80,
        maxDurationDays: 720,
        continuationOfPayment: { days: null, scale: 'BERN', coveragePercent: 100 },
        maxInsuredSalary: '250000.00',
        minIncapacityOfWork: 25,
      },
    ]);
    expect(body.policies[0].coverages[0]).toMatchObject({
      coverageConfigurationId: 'coverage-2',
      insuredTill: '2025-12-31',
      isInForce: false,
      waitingPeriodDays: 60,
      coveragePercent: 90,
      continuationOfPayment: { days: 21, scale: 'BERN', coveragePercent: 100 },
    });
    expect(body.policies[2].businessUnits).toEqual(['A']);
    expect(body.policies[3].coverages[0]).toMatchObject({ coveragePercent: 80, maxInsuredSalary: '300000.00' });
    // Gaps: E-3 1 + E-4 1 + E-5 1 + E-6 2 = 5, of 4 employees.
    expect(body.gaps).toEqual({
      total: 5,
      employees: 4,
      byKind: [
        { kind: 'NO_POLICY', count: 2 },
        { kind: 'POLICY_NOT_FOUND', count: 1 },
        { kind: 'GROUP_MISMATCH', count: 1 },
        { kind: 'NOT_IN_FORCE', count: 1 },
      ],
    });
  });

  it('lists the gaps by last name, filtered by kind, type and search, with paging', async () => {
    const { get } = await world();
    const all = (await get(`${POLICIES}/gaps?date=2026-03-01`)).body;
    expect(all.totalCount).toBe(5);
    expect(
      all.items.map((item: { employeeId: string; kind: string; policyType: string; policyNumber: string | null }) => [
        item.employeeId,
        item.kind,
        item.policyType,
        item.policyNumber,
      ]),
    ).toEqual([
      ['E-3', 'POLICY_NOT_FOUND', 'KTG', 'KTG-X'],
      ['E-4', 'GROUP_MISMATCH', 'KTG', 'KTG-M'],
      ['E-5', 'NOT_IN_FORCE', 'KTG', 'KTG-H'],
      ['E-6', 'NO_POLICY', 'KTG', null],
      ['E-6', 'NO_POLICY', 'UVG', null],
    ]);
    expect(all.items[1]).toMatchObject({
      lastName: 'Derungs',
      processingGroupId: 'HOURLY',
      coverageConfigurationIds: ['coverage-1'],
      message: expect.stringContaining('belongs to another subunit or processing group'),
    });
    expect(all.items[2].coverageConfigurationIds).toEqual(['coverage-2']);
    expect(all.items[0].message).toContain('KTG policy KTG-X is not in the configuration');

    const notFound = (await get(`${POLICIES}/gaps?date=2026-03-01&kind=POLICY_NOT_FOUND`)).body;
    expect(notFound.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['E-3']);
    const uvg = (await get(`${POLICIES}/gaps?date=2026-03-01&policyType=UVG`)).body;
    expect(uvg).toMatchObject({ totalCount: 1, items: [{ employeeId: 'E-6', kind: 'NO_POLICY' }] });
    const searched = (await get(`${POLICIES}/gaps?date=2026-03-01&search=frei`)).body;
    expect(searched.totalCount).toBe(2);
    // Page 2 of 2 rows each: the 3rd and 4th gap; the total stays 5.
    const paged = (await get(`${POLICIES}/gaps?date=2026-03-01&skip=2&take=2`)).body;
    expect(paged.totalCount).toBe(5);
    expect(paged.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['E-5', 'E-6']);

    // 01.06.2025: coverage-2 is in force: E-5 is insured, E-6 gets KTG-H's default (only its UVG is missing), and
    // E-8 is not yet employed. E-4's KTG-M stays MONTHLY's.
    const earlier = (await get(`${POLICIES}/gaps?date=2025-06-01`)).body;
    expect(
      earlier.items.map((item: { employeeId: string; kind: string; policyType: string }) => [
        item.employeeId,
        item.kind,
        item.policyType,
      ]),
    ).toEqual([
      ['E-3', 'POLICY_NOT_FOUND', 'KTG'],
      ['E-4', 'GROUP_MISMATCH', 'KTG'],
      ['E-6', 'NO_POLICY', 'UVG'],
    ]);
  });

  it('lists who is insured under a policy, own number or default, and refuses an unknown policy', async () => {
    const { get } = await world();
    const ktg = (await get(`${POLICIES}/insured?date=2026-03-01&policyType=KTG&policyNumber=KTG-M`)).body;
    expect(ktg).toMatchObject({
      date: '2026-03-01',
      totalCount: 2,
      items: [
        { employeeId: 'E-1', source: 'EMPLOYEE', coverageConfigurationId: 'coverage-1', groupId: 'G1' },
        { employeeId: 'E-2', source: 'CONFIGURATION', coverageConfigurationId: 'coverage-1', groupId: null },
      ],
    });
    const hourly = (await get(`${POLICIES}/insured?date=2025-06-01&policyType=KTG&policyNumber=KTG-H`)).body;
    expect(hourly.items.map((item: { employeeId: string; source: string }) => [item.employeeId, item.source])).toEqual([
      ['E-5', 'EMPLOYEE'],
      ['E-6', 'CONFIGURATION'],
    ]);
    // A configured policy nobody is insured under on the day: an empty list, not an error.
    expect((await get(`${POLICIES}/insured?date=2026-03-01&policyType=KTG&policyNumber=KTG-H`)).body).toMatchObject({
      totalCount: 0,
      items: [],
    });
    const uvg = (await get(`${POLICIES}/insured?date=2026-03-01&policyType=UVG&policyNumber=UVG-9&search=cad`)).body;
    expect(uvg).toMatchObject({ totalCount: 1, items: [{ employeeId: 'E-3', businessUnit: 'A' }] });
    const paged = (await get(`${POLICIES}/insured?date=2026-03-01&policyType=UVG&policyNumber=UVG-9&skip=4&take=2`))
      .body;
    expect(paged).toMatchObject({ totalCount: 5, items: [{ employeeId: 'E-5' }] });

    // A search that finds nobody under a policy the records know (UVG): an empty page, not POLICY_NOT_FOUND.
    const nobody = await get(`${POLICIES}/insured?date=2026-03-01&policyType=UVG&policyNumber=UVG-9&search=zzz`);
    expect([nobody.status, nobody.body.totalCount]).toEqual([200, 0]);

    // KTG-X is only on E-3's record and no configuration knows it.
    const unknown = await get(`${POLICIES}/insured?date=2026-03-01&policyType=KTG&policyNumber=KTG-X`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'POLICY_NOT_FOUND' });
  });

  it('answers bad input with 400 in the schema shape, a tenant without configuration with no policies, and refuses a superior', async () => {
    const { get, tenantId } = await world();
    for (const url of [
      `${POLICIES}?date=2026-02-30`,
      `${POLICIES}/gaps?kind=MISSING`,
      `${POLICIES}/gaps?take=0`,
      `${POLICIES}/insured?policyType=KTG`,
      `${POLICIES}/insured?policyType=XYZ&policyNumber=1`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({ errors: expect.any(Array) });
    }
    const superior = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Superior')).session;
    expect((await get(POLICIES, superior)).status).toBe(403);

    const bare = (await createTenant(ctx.database, { name: 'Ohne Konfiguration AG' })).id;
    await createEmployeeRecord(ctx.database, bare, 'N-1', { data: { policies: [UVG] } });
    const hr = (await createSignedInUser(ctx.app, ctx.database, bare, 'HR_Admin')).session;
    const overview = (await get(`${POLICIES}?date=2026-03-01`, hr)).body;
    // No configuration: no sickness product to need, only UVG; N-1 is insured under its own UVG number.
    expect(overview).toMatchObject({
      insuredProducts: [],
      employeeCount: 1,
      policies: [{ policyType: 'UVG', policyNumber: 'UVG-9', insuredCount: 1 }],
      gaps: { total: 0 },
    });
  });
});
