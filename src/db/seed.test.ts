// The demo seed (`npm start` on an empty database): it must run, and what it writes must pass the product's own
// rules — the configuration schema, the organisation tree, and the references between employees and configuration.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carrierBody } from '../contracts/carriers.ts';
import type { EmployeeData } from '../contracts/employees.ts';
import { organizationTreeIssues, tenantConfiguration } from '../contracts/tenant.ts';
import { validateIban } from '../domain/swiss-identifiers.ts';
import { useTestDatabase } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { DEMO_CARRIER } from './demo-carriers.ts';
import { organizationUnitOf } from './organization-units.ts';
import { employeeList, employeeRecords } from './schema/employees.ts';
import { users } from './schema/identity.ts';
import { carriers, tenantCarriers } from './schema/payouts.ts';
import { organizationUnits, tenantConfigurationVersions } from './schema/tenant-configuration.ts';
import {
  DEMO_EMPLOYEE_COUNT,
  DEMO_TENANT,
  SECOND_DEMO_TENANT,
  seedDemoAdditions,
  seedDemoDataIfEmptyAcrossTenants,
} from './seed.ts';

describe.each(testBackends())('demo seed on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  it('seeds once, with a valid configuration, organisation and employees that reference them', async () => {
    expect(await seedDemoDataIfEmptyAcrossTenants(ctx.database)).toBe(true);
    expect(await seedDemoDataIfEmptyAcrossTenants(ctx.database)).toBe(false);

    const db = ctx.database.db;
    const versions = await db.select().from(tenantConfigurationVersions);
    expect(versions).toHaveLength(2);
    for (const version of versions) expect(tenantConfiguration.safeParse(version.configuration).success).toBe(true);
    const demo = versions.find((version) => version.tenantId === DEMO_TENANT.id);
    const configuration = tenantConfiguration.parse(demo?.configuration);

    const units = (await db.select().from(organizationUnits)).map(organizationUnitOf);
    expect(organizationTreeIssues(units)).toEqual([]);
    const records = await db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, DEMO_TENANT.id));
    const employeeIds = new Set(records.map((record) => record.employeeId));
    for (const unit of units) if (unit.superior) expect(employeeIds).toContain(unit.superior.employeeId);

    const subunitIds = new Set(configuration.companySubunits.map((unit) => unit.companySubunitId));
    const groupIds = new Set(configuration.processingGroups.map((group) => group.processingGroupId));
    const wageTypeIds = new Set(configuration.wageTypeMappings.map((mapping) => mapping.wageTypeId));
    const unitIds = new Set(units.map((unit) => unit.organizationId));
    for (const record of records) {
      const data = record.data as EmployeeData;
      expect(subunitIds).toContain(data.companySubunitId);
      expect(unitIds).toContain(data.companySubunitId);
      expect(groupIds).toContain(data.processingGroupId);
      for (const wage of data.wageTypes) expect(wageTypeIds).toContain(wage.wageTypeId);
    }
    expect(await db.select().from(employeeList).where(eq(employeeList.tenantId, DEMO_TENANT.id))).toHaveLength(
      DEMO_EMPLOYEE_COUNT,
    );
  });

  it('the demo carrier pays KTG, UVG and UVGZ of each demo tenant, with valid payment data, idempotently', async () => {
    await seedDemoDataIfEmptyAcrossTenants(ctx.database);
    const db = ctx.database.db;
    const [stored] = await db.select().from(carriers);
    const { id: _id, ...data } = DEMO_CARRIER;
    expect(carrierBody.parse(data)).toEqual(data);
    expect(validateIban(DEMO_CARRIER.iban)).toMatchObject({ ok: true, isQrIban: false });
    expect(stored).toMatchObject({ ...DEMO_CARRIER, revision: 1 });
    const lines = async () =>
      (await db.select().from(tenantCarriers)).map((row) => `${row.tenantId}|${row.coverageLine}|${row.carrierId}`);
    const expected = [DEMO_TENANT.id, SECOND_DEMO_TENANT.id].flatMap((tenantId) =>
      ['KTG', 'UVG', 'UVGZ'].map((line) => `${tenantId}|${line}|${DEMO_CARRIER.id}`),
    );
    expect((await lines()).sort()).toEqual(expected.sort());
    // Again (npm start on a seeded demo database), and after an admin removed one line: only that line comes back.
    await seedDemoAdditions(ctx.database);
    await db.delete(tenantCarriers).where(eq(tenantCarriers.coverageLine, 'UVGZ'));
    await seedDemoAdditions(ctx.database);
    expect((await lines()).sort()).toEqual(expected.sort());
    expect(await db.select().from(carriers)).toHaveLength(1);
  });

  it('one demo person belongs to both tenants (the company switch), every address once per tenant', async () => {
    await seedDemoDataIfEmptyAcrossTenants(ctx.database);
    const rows = await ctx.database.db.select().from(users);
    const luca = rows.filter((row) => row.email.toLowerCase() === 'luca.bernasconi@alpenblick.example.ch');
    expect(luca.map((row) => [row.tenantId, row.userRole, row.status]).sort()).toEqual(
      [
        [DEMO_TENANT.id, 'HR_Business_Partner', 'ACTIVE'],
        [SECOND_DEMO_TENANT.id, 'Case_Manager', 'ACTIVE'],
      ].sort(),
    );
    const perTenant = rows.map((row) => `${row.tenantId}|${row.email.toLowerCase()}`);
    expect(new Set(perTenant).size).toBe(perTenant.length);
  });
});
