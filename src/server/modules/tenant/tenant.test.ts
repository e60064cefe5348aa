import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TENANT_MESSAGES } from '../../../contracts/tenant.ts';
import { absences } from '../../../db/schema/absences.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { organizationUnits, tenantConfigurationVersions } from '../../../db/schema/tenant-configuration.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  createTenantIssue,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, createUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deriveEmployeeState } from '../derivation/index.ts';

const ADMIN = '/api/modular/admin';

describe.each(testBackends())('tenant configuration and organisation on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function adminSession() {
    const admin = await createAdminUser(ctx.database, { name: 'Ada Admin' });
    return signIn(ctx.app, { kind: 'admin', id: admin.id });
  }

  it('configure saves versions: who, when, why and which paths changed; an unchanged save adds none', async () => {
    const tenant = await createTenant(ctx.database);
    const session = await adminSession();
    const configure = (configuration: unknown, comment = '') =>
      ctx.app.inject({
        method: 'PUT',
        url: `${ADMIN}/tenant/${tenant.id}/configure`,
        headers: session.headers,
        payload: { configuration, comment },
      });

    const first = await configure(validConfigurationInput('Muster Transport AG'), 'Onboarding');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'Muster Transport AG',
      configurationVersion: {
        version: 1,
        changedPaths: ['(root)'],
        comment: 'Onboarding',
        createdBy: { kind: 'admin', name: 'Ada Admin' },
      },
      configuration: { insuranceConfiguration: { coverageConfigurations: [{ coverages: { maxCoverage: 80 } }] } },
    });

    expect((await configure(validConfigurationInput('Muster Transport AG'))).json().configurationVersion.version).toBe(
      1,
    );

    const changed = validConfigurationInput('Muster Transport AG');
    const [coverage] = changed.insuranceConfiguration.coverageConfigurations;
    if (coverage?.kind !== 'SIMPLE') throw new Error('fixture');
    coverage.coverages = { maxCoverage: 90 };
    const second = await configure(changed, 'Coverage raised to 90 %');
    expect(second.json().configurationVersion).toMatchObject({
      version: 2,
      changedPaths: ['insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage'],
    });

    const versions = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenant/${tenant.id}/configuration-versions`,
      headers: session.headers,
    });
    expect(versions.json().items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenant/${tenant.id}/configuration-versions/1`,
      headers: session.headers,
    });
    expect(old.json().configuration.insuranceConfiguration.coverageConfigurations[0].coverages.maxCoverage).toBe(80);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenant/${tenant.id}/configuration-versions/9`,
      headers: session.headers,
    });
    expect(missing.statusCode).toBe(400);

    const [row] = await ctx.database.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row?.name).toBe('Muster Transport AG');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'tenant.configure')));
    expect(audits).toHaveLength(2);
  });

  it('configure refuses an invalid configuration with paths and messages, and changes nothing', async () => {
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id);
    const session = await adminSession();
    const input = validConfigurationInput();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/tenant/${tenant.id}/configure`,
      headers: session.headers,
      payload: {
        configuration: {
          ...input,
          insuranceConfiguration: { ...input.insuranceConfiguration, insuredProducts: ['KTG_KOMBI', 'KTG'] },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'configuration.insuranceConfiguration.insuredProducts',
        message: TENANT_MESSAGES.kombiAlone,
      }),
    );
    const versions = await ctx.database.db
      .select()
      .from(tenantConfigurationVersions)
      .where(eq(tenantConfigurationVersions.tenantId, tenant.id));
    expect(versions).toHaveLength(1);
  });

  it('validate-schema reports every problem without saving; a valid configuration is valid', async () => {
    const session = await adminSession();
    const validate = (configuration: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `${ADMIN}/tenant/validate-schema`,
        headers: session.headers,
        payload: { configuration },
      });
    expect((await validate(validConfigurationInput())).json()).toEqual({ isValid: true, problems: [] });
    const result = (await validate({ ...validConfigurationInput(), wageTypeMappings: [], name: '' })).json();
    expect(result.isValid).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Must not be empty' },
        { path: 'wageTypeMappings', message: 'At least one wage type mapping is required' },
      ]),
    );
    expect((await validate('not an object')).json().isValid).toBe(false);
  });

  it('configuration versions are history: the database refuses to change one', async () => {
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id);
    await expect(
      ctx.database.db
        .update(tenantConfigurationVersions)
        .set({ comment: 'rewritten' })
        .where(eq(tenantConfigurationVersions.tenantId, tenant.id)),
    ).rejects.toThrow();
  });

  it('GET /tenant/info, /tenant/configuration and /subunit for the signed-in tenant', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'Superior');
    const before = await ctx.app.inject({ method: 'GET', url: '/api/modular/tenant/info', headers: session.headers });
    expect(before.json()).toMatchObject({ isConfigured: false, configurationVersion: null, companySubunits: [] });

    await configureTenantForTest(ctx.database, tenant.id);
    await ctx.database.withTenant(tenant.id, (tx) =>
      tx.insert(organizationUnits).values([
        { tenantId: tenant.id, organizationId: 'ROOT' },
        { tenantId: tenant.id, organizationId: 'ZH', parentOrganizationId: 'ROOT' },
      ]),
    );
    const info = await ctx.app.inject({ method: 'GET', url: '/api/modular/tenant/info', headers: session.headers });
    expect(info.json()).toMatchObject({
      tenantId: tenant.id,
      name: 'Muster AG',
      isConfigured: true,
      configurationVersion: 1,
      insuredProducts: ['KTG'],
      isCareConfigured: false,
      companySubunits: [{ companySubunitId: 'ZH', name: 'Zürich', city: 'Zürich', country: 'CH' }],
      processingGroups: [{ processingGroupId: 'MONTHLY', name: 'Monatslohn', salaryRhythm: 'MONTHLY' }],
    });
    const configuration = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/tenant/configuration',
      headers: session.headers,
    });
    expect(configuration.json()).toMatchObject({ version: 1, configuration: { name: 'Muster AG' } });
    const subunits = await ctx.app.inject({ method: 'GET', url: '/api/modular/subunit', headers: session.headers });
    expect(subunits.json().items).toEqual([
      expect.objectContaining({
        companySubunitId: 'ZH',
        postalCode: '8001',
        uid: 'CHE-116.281.710',
        organization: { organizationId: 'ZH', parentOrganizationId: 'ROOT' },
      }),
    ]);
  });

  it('replaces the organisation tree; refuses cycles and unknown superiors; only with tenant.edit', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'E-HEAD');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const put = (units: unknown[], headers = session.headers) =>
      ctx.app.inject({ method: 'PUT', url: '/api/modular/organization', headers, payload: { units } });

    const saved = await put([
      { organizationId: 'ROOT', descriptionDe: 'Firma', superior: { employeeId: 'E-HEAD', companySubunitId: null } },
      { organizationId: 'ZH', parentOrganizationId: 'ROOT', descriptionDe: 'Zürich', descriptionShort: 'ZH' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().units).toHaveLength(2);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: session.headers });
    expect(read.json().units[0]).toMatchObject({ organizationId: 'ROOT', superior: { employeeId: 'E-HEAD' } });

    const cycle = await put([
      { organizationId: 'A', parentOrganizationId: 'B' },
      { organizationId: 'B', parentOrganizationId: 'A' },
    ]);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].message).toContain('its own ancestor');
    const unknownSuperior = await put([
      { organizationId: 'X', superior: { employeeId: 'E-NOBODY', companySubunitId: null } },
    ]);
    expect(unknownSuperior.statusCode).toBe(404);
    expect(unknownSuperior.json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND', employeeIds: ['E-NOBODY'] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: session.headers })).json()
        .units,
    ).toHaveLength(2);

    const superior = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'Superior');
    expect((await put([], superior.session.headers)).statusCode).toBe(403);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'organization.replace')));
    expect(audit[0]?.after).toEqual({ added: ['ROOT', 'ZH'], removed: [], changed: [] });
  });

  it("a unit's superior is responsible for the employees of the unit and of every unit below it", async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'E-HEAD', { data: { companySubunitId: 'HQ' } });
    await createEmployeeRecord(ctx.database, tenant.id, 'E-ZH-1', { data: { companySubunitId: 'ZH' } });
    await createEmployeeRecord(ctx.database, tenant.id, 'E-ZH-OFFICE', { data: { companySubunitId: 'ZH-OFFICE' } });
    await createEmployeeRecord(ctx.database, tenant.id, 'E-BE-1', { data: { companySubunitId: 'BE' } });
    // A team member of an employee in the unit: responsibility down the line through connections too.
    await createEmployeeRecord(ctx.database, tenant.id, 'E-REMOTE', {
      superiorId: 'E-ZH-1',
      data: { companySubunitId: 'REMOTE' },
    });
    await ctx.database.withTenant(tenant.id, (tx) =>
      tx.insert(organizationUnits).values([
        { tenantId: tenant.id, organizationId: 'HQ' },
        { tenantId: tenant.id, organizationId: 'ZH', parentOrganizationId: 'HQ', superiorEmployeeId: 'E-HEAD' },
        { tenantId: tenant.id, organizationId: 'ZH-OFFICE', parentOrganizationId: 'ZH' },
        { tenantId: tenant.id, organizationId: 'BE', parentOrganizationId: 'HQ' },
      ]),
    );
    const user = await createUser(ctx.database, tenant.id, { userRole: 'Superior', employeeId: 'E-HEAD' });
    const head = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId: tenant.id });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/employees?take=50', headers: head.headers });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list
      .json()
      .items.map((item: { employeeId: string }) => item.employeeId)
      .sort();
    expect(ids).toEqual(['E-HEAD', 'E-REMOTE', 'E-ZH-1', 'E-ZH-OFFICE']);
    const outside = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-BE-1/minimal',
      headers: head.headers,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN', employeeId: 'E-BE-1' });
  });

  it('admin tenant issues: open ones by default, severity filter 1-3, take up to 1000', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    await createTenantIssue(ctx.database, tenant.id, { severity: 1, employeeId: 'E-1' });
    await createTenantIssue(ctx.database, tenant.id, { severity: 3 });
    await createTenantIssue(ctx.database, tenant.id, { severity: 2, ignoredAt: new Date().toISOString() });
    await createTenantIssue(ctx.database, other.id, { severity: 1 });
    const session = await adminSession();
    const get = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `${ADMIN}/tenant/${tenant.id}/issues${query}`, headers: session.headers });
    expect((await get('')).json()).toMatchObject({
      totalCount: 2,
      items: [{ severity: 1, employeeId: 'E-1' }, { severity: 3 }],
    });
    expect((await get('?severity=3')).json().totalCount).toBe(1);
    expect((await get('?includeIgnored=true')).json().totalCount).toBe(3);
    expect((await get('?severity=4')).statusCode).toBe(400);
    expect((await get('?take=1001')).statusCode).toBe(400);
    expect((await get('?take=1000')).statusCode).toBe(200);
  });

  it("reset removes the tenant's employees, organisation and issues, keeps configuration, users and audit log", async () => {
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id);
    await createEmployeeRecord(ctx.database, tenant.id, 'E-1', {
      validFrom: '2020-01-01',
      data: {
        processingGroupId: 'MONTHLY',
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      },
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'E-2');
    await createTenantIssue(ctx.database, tenant.id);
    // E-1 sick 02.-04.02.2026: one case of 3 claims (waiting days), its insured person and one monthly total.
    await ctx.database.withTenant(tenant.id, async (tx) => {
      await tx.insert(absences).values(
        ['2026-02-02', '2026-02-03', '2026-02-04'].map((date) => ({
          tenantId: tenant.id,
          employeeId: 'E-1',
          date,
          type: 'SICK' as const,
          percentage: '100',
          source: 'manual' as const,
        })),
      );
      await deriveEmployeeState(tx, tenant.id, ['E-1']);
    });
    const other = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, other.id, 'E-OTHER');
    const session = await adminSession();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/tenant/${tenant.id}/reset`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      tenantId: tenant.id,
      deleted: {
        employees: 2,
        employeeRecords: 2,
        organizationUnits: 0,
        tenantIssues: 1,
        domainEvents: 0,
        absences: 3,
        // The derivation writes the employee's whole derived state: the case and its period of the three days.
        absencePeriods: 1,
        claims: 3,
        caseMonthlyTotals: 1,
        caseComments: 0,
        caseInputs: 0,
        cases: 1,
        // 3 days reach no deadline (docs/domain/deadlines.md).
        deadlines: 0,
        insuredPersons: 1,
        bookedClaims: 0,
        accountingSnapshots: 0,
        salaryExports: 0,
        accountingSubmissions: 0,
        accountingMonthLocks: 0,
        accountingMonths: 0,
        payoutLines: 0,
        payoutOffsets: 0,
        paymentFiles: 0,
        payouts: 0,
        payoutReleases: 0,
      },
    });
    expect(await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, tenant.id))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, other.id)),
    ).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(tenantConfigurationVersions)
        .where(eq(tenantConfigurationVersions.tenantId, tenant.id)),
    ).toHaveLength(1);
  });

  it('reset is refused with cannot-reset-tenant-with-care-configured, and nothing is deleted', async () => {
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id, {
      ...validConfigurationInput(),
      careConfiguration: { keyContactEmail: 'care@muster.ch', careStageConfiguration: {} },
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'E-1');
    const session = await adminSession();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/tenant/${tenant.id}/reset`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cannot-reset-tenant-with-care-configured' });
    expect(
      await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, tenant.id)),
    ).toHaveLength(1);
  });

  it('admin tenant routes answer TENANT_NOT_FOUND for an unknown tenant and refuse tenant users', async () => {
    const session = await adminSession();
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenant/00000000-0000-4000-8000-000000000000`,
      headers: session.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    const tenant = await createTenant(ctx.database);
    const { session: hrAdmin } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenant/${tenant.id}`,
      headers: hrAdmin.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe.each(testBackends())('tenant reset in production on %s', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'production' } });

  it('is refused with could-not-reset-tenant and deletes nothing', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'E-1');
    const admin = await createAdminUser(ctx.database);
    const session = await signIn(ctx.app, { kind: 'admin', id: admin.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/tenant/${tenant.id}/reset`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'could-not-reset-tenant',
      message: 'Resetting a tenant is not allowed in production',
    });
    expect(
      await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, tenant.id)),
    ).toHaveLength(1);
  });
});
