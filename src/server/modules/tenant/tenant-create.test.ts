// Issue 28 section 2: a platform admin can create a tenant (before, only the seeded tenants existed: POST
// /api/modular/admin/tenant answered 404 ROUTE_NOT_FOUND and onboarding needed a database script). The admin gives the
// name, the language, the address and the KTG policy number; the server completes them from its template to
// configuration version 1, which passes every rule and is edited like any other version (decision 0044).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const ADMIN = '/api/modular/admin';

const ONBOARDING = {
  name: 'Horlogerie Jura SA',
  defaultCorrespondenceLanguage: 'FR',
  billingAddress: { addressLine1: 'Rue de la Gare 12', postalCode: '2300', city: 'La Chaux-de-Fonds', country: 'CH' },
  ktgPolicyNumber: 'KTG-2026-4711',
  comment: 'Nouveau client',
};

describe.each(testBackends())('creating a tenant on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function adminSession() {
    const admin = await createAdminUser(ctx.database, { name: 'Ada Admin' });
    return signIn(ctx.app, { kind: 'admin', id: admin.id });
  }
  const create = (headers: Record<string, string>, payload: object = ONBOARDING) =>
    ctx.app.inject({ method: 'POST', url: `${ADMIN}/tenant`, headers, payload });

  it('creates the tenant with configuration version 1 from the template, audited, listed and editable', async () => {
    const session = await adminSession();
    const created = await create(session.headers);
    expect(created.statusCode, created.body).toBe(201);
    const tenant = created.json();
    expect(tenant).toMatchObject({
      name: 'Horlogerie Jura SA',
      defaultCorrespondenceLanguage: 'FR',
      configurationVersion: {
        version: 1,
        changedPaths: ['(root)'],
        comment: 'Nouveau client',
        createdBy: { kind: 'admin', name: 'Ada Admin' },
      },
    });
    // The template in the tenant's language, with the admin's answers; every list the spec requires has an entry.
    expect(tenant.configuration).toMatchObject({
      name: 'Horlogerie Jura SA',
      processingGroups: [{ processingGroupId: 'MONTHLY', name: 'Salaire mensuel' }],
      wageTypeMappings: [{ wageTypeId: '1000', description: 'Salaire mensuel', grapeWageType: 'BASE_SALARY' }],
      insuranceConfiguration: {
        insuredProducts: ['KTG'],
        exportMimeTypes: ['text/csv'],
        predefinedExports: [{ key: 'bookings', name: 'Écritures', reportKind: 'bookings' }],
        exportAccountMappings: [{ accountIn: '5000', accountOut: '5790', absenceType: 'SICK' }],
        coverageConfigurations: [
          {
            kind: 'SIMPLE',
            policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-2026-4711' }],
            eligibleWageTypes: ['1000'],
          },
        ],
        billingAddress: { addressLine1: 'Rue de la Gare 12', postalCode: '2300', city: 'La Chaux-de-Fonds' },
      },
    });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN}/tenants?search=Horlogerie`,
      headers: session.headers,
    });
    expect(listed.json()).toEqual({
      items: [{ id: tenant.tenantId, name: 'Horlogerie Jura SA', defaultCorrespondenceLanguage: 'FR' }],
      totalCount: 1,
    });
    const audit = await ctx.database.db
      .select({ action: auditLog.action, actorName: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.tenantId), eq(auditLog.entityType, 'tenant')));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['tenant.configure', 'tenant.create']);

    // The admin edits it like any other configuration: version 2.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/tenant/${tenant.tenantId}/configure`,
      headers: session.headers,
      payload: {
        configuration: { ...tenant.configuration, grapeConnectDataUploadType: 'EMPLOYEE_DATA' },
        comment: 'Interface: employee data only',
        baseVersion: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().configurationVersion).toMatchObject({
      version: 2,
      changedPaths: ['grapeConnectDataUploadType'],
    });
  });

  it('refuses a name another tenant has (case and blanks ignored) with 409 TENANT_NAME_TAKEN', async () => {
    const session = await adminSession();
    const existing = await createTenant(ctx.database, { name: 'Ärztehaus Seeland AG' });
    const again = await create(session.headers, { ...ONBOARDING, name: '  ÄRZTEHAUS   seeland ag' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'TENANT_NAME_TAKEN',
      message: 'Another tenant is called ÄRZTEHAUS   seeland ag already',
      tenantId: existing.id,
    });
    // Another name is free (an "s" is not a blank: the rule compares whole names).
    expect((await create(session.headers, { ...ONBOARDING, name: 'Ärztehaus Seelandt AG' })).statusCode).toBe(201);
  });

  it('answers 400 at the field for missing or invalid answers, and only platform admins may create', async () => {
    const session = await adminSession();
    const { ktgPolicyNumber: _, ...withoutPolicy } = ONBOARDING;
    const missing = await create(session.headers, withoutPolicy);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'ktgPolicyNumber' })]);
    const postcode = await create(session.headers, {
      ...ONBOARDING,
      billingAddress: { ...ONBOARDING.billingAddress, postalCode: '230' },
    });
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().errors).toEqual([expect.objectContaining({ path: 'billingAddress.postalCode' })]);

    const tenant = await createTenant(ctx.database);
    const { session: hrAdmin } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    expect((await create(hrAdmin.headers, { ...ONBOARDING, name: 'Nicht erlaubt AG' })).statusCode).toBe(403);
    expect((await create({}, { ...ONBOARDING, name: 'Anonym AG' })).statusCode).toBe(401);
  });
});
