import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createSignedInUser, createUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const lea = {
  personnelNumber: '4711',
  firstName: 'Lea',
  lastName: 'Baumann',
  companySubunitId: 'ZH-01',
  oasiNumber: '756.9217.0769.85',
  dateOfEmployment: '2019-04-01',
  employmentPercentage: 80,
  bankAccount: {
    type: 'DOMESTIC',
    iban: 'CH93 0076 2011 6238 5295 7',
    holderName: 'Lea Baumann',
    holderPostcode: '8004',
    holderCity: 'Zürich',
  },
};

describe.each(testBackends())('employees on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('creates an employee, corrects it, adds a temporal record that closes the previous one, audits and records events', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employees',
      headers: session.headers,
      payload: { employeeId: 'E-4711', validFrom: '2019-04-01', data: lea },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().record).toMatchObject({
      validFrom: '2019-04-01',
      validTo: null,
      data: { lastName: 'Baumann' },
    });

    const invalid = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-4711',
      headers: session.headers,
      payload: { data: { employmentPercentage: 100.0001 } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ path: 'data.employmentPercentage' });

    const corrected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-4711',
      headers: session.headers,
      payload: { data: { employmentPercentage: 60 } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().record.data).toMatchObject({ employmentPercentage: 60, lastName: 'Baumann' });

    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-4711',
      headers: session.headers,
      payload: { validFrom: '2026-07-01', data: { ...lea, lastName: 'Baumann-Keller', employmentPercentage: 100 } },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().history).toEqual([
      expect.objectContaining({ validFrom: '2019-04-01', validTo: '2026-06-30' }),
      expect.objectContaining({ validFrom: '2026-07-01', validTo: null }),
    ]);

    const asOf = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-4711?dateOfReference=2026-06-30',
      headers: session.headers,
    });
    expect(asOf.json().record.data).toMatchObject({ lastName: 'Baumann', employmentPercentage: 60 });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-4711?dateOfReference=2019-03-31',
      headers: session.headers,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND', employeeId: 'E-4711' });

    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, tenant.id), eq(domainEvents.employeeId, 'E-4711')));
    expect(events.map((event) => event.type)).toEqual([
      'employee-data-modified',
      'employee-data-modified',
      'employee-data-modified',
    ]);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/audit-log?entityType=employee',
      headers: session.headers,
    });
    const correction = audit.json().items.find((entry: { action: string }) => entry.action === 'employee.correct');
    expect(correction).toMatchObject({ before: { employmentPercentage: 80 }, after: { employmentPercentage: 60 } });
    expect(JSON.stringify(correction)).not.toContain('756.9217'); // only what changed
  });

  it('refuses a duplicate employee and an overlapping start', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await createEmployeeRecord(ctx.database, tenant.id, 'E-1', { validFrom: '2025-01-01' });
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employees',
      headers: session.headers,
      payload: { employeeId: 'E-1', validFrom: '2025-01-01', data: lea },
    });
    expect(duplicate.statusCode).toBe(409);
    const sameStart = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { validFrom: '2025-01-01', data: lea },
    });
    expect(sameStart.statusCode).toBe(400);
    expect(sameStart.json().code).toBe('INVALID_PARAMETERS');
    const rows = await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.employeeId, 'E-1'));
    expect(rows).toHaveLength(1);
  });

  it('limits a superior to the team: list, minimal, existence, and 403 EMPLOYEE_ACCESS_FORBIDDEN', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'BOSS', { lastName: 'Keller' });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-1', { superiorId: 'BOSS', lastName: 'Ammann' });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-2', { superiorId: 'BOSS', lastName: 'Bühler' });
    await createEmployeeRecord(ctx.database, tenant.id, 'OTHER', { lastName: 'Zaugg' });
    const boss = await createUser(ctx.database, tenant.id, { userRole: 'Superior', employeeId: 'BOSS' });
    const session = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId: tenant.id });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/employees', headers: session.headers });
    expect(list.json().items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-1', 'T-2', 'BOSS']);
    expect(list.json().totalCount).toBe(3);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/T-2/minimal',
      headers: session.headers,
    });
    expect(mine.statusCode).toBe(200);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/OTHER/minimal',
      headers: session.headers,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 'EMPLOYEE_ACCESS_FORBIDDEN',
      message: 'You are not responsible for this employee',
      employeeId: 'OTHER',
    });
    // No existence oracle: an id that does not exist answers exactly like one outside the team (was 404).
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/NOBODY/minimal',
      headers: session.headers,
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ ...foreign.json(), employeeId: 'NOBODY' });
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const unknownForHr = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/NOBODY/minimal',
      headers: hr.headers,
    });
    expect(unknownForHr.statusCode).toBe(404);
    // Superiors see minimal data only: the full record needs employee.personalData.view.
    const full = await ctx.app.inject({ method: 'GET', url: '/api/modular/employee/T-1', headers: session.headers });
    expect(full.statusCode).toBe(403);

    const exist = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/check-employees-exist',
      headers: session.headers,
      payload: { employeeIds: ['T-1', 'OTHER', 'NOBODY'] },
    });
    expect(exist.json()).toEqual({ existing: ['T-1'], missing: ['OTHER', 'NOBODY'] });

    const own = await ctx.app.inject({ method: 'GET', url: '/api/modular/employee', headers: session.headers });
    expect(own.json()).toMatchObject({ employeeId: 'BOSS' });
  });

  it('names several employees at once: the record valid today, in the order asked for, the scope applied', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'BOSS', { firstName: 'Karin', lastName: 'Keller' });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-1', {
      superiorId: 'BOSS',
      lastName: 'Ammann',
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-1', {
      superiorId: 'BOSS',
      lastName: 'Ammann-Frei',
      validFrom: '2021-01-01',
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'OTHER', { lastName: 'Zaugg' });
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const names = async (headers: Record<string, string>, query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/modular/employees/minimal?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { employeeId: string; lastName: string }[] }).items;
    };

    const all = await names(hr.headers, 'employeeIds=OTHER,NOBODY,T-1,BOSS,OTHER');
    expect(all.map((item) => [item.employeeId, item.lastName])).toEqual([
      ['OTHER', 'Zaugg'],
      ['T-1', 'Ammann-Frei'],
      ['BOSS', 'Keller'],
    ]);
    // The same fields as the single route.
    const single = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/T-1/minimal',
      headers: hr.headers,
    });
    expect(all[1]).toEqual(single.json());
    // Repeated parameters as well as a comma list.
    expect((await names(hr.headers, 'employeeIds=BOSS&employeeIds=T-1')).map((item) => item.employeeId)).toEqual([
      'BOSS',
      'T-1',
    ]);
    expect(await names(hr.headers, 'employeeIds=')).toEqual([]);

    // A superior gets the team only: outside it and unknown are left out alike (no existence oracle).
    const boss = await createUser(ctx.database, tenant.id, { userRole: 'Superior', employeeId: 'BOSS' });
    const session = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId: tenant.id });
    expect((await names(session.headers, 'employeeIds=OTHER,T-1,NOBODY,BOSS')).map((item) => item.employeeId)).toEqual([
      'T-1',
      'BOSS',
    ]);

    const tooMany = Array.from({ length: 201 }, (_, index) => `E-${index}`).join(',');
    for (const query of ['', `employeeIds=${tooMany}`, `employeeIds=${'x'.repeat(101)}`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/employees/minimal?${query}`,
        headers: hr.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const twoHundred = Array.from({ length: 199 }, (_, index) => `E-${index}`).join(',');
    expect((await names(hr.headers, `employeeIds=${twoHundred},BOSS`)).map((item) => item.employeeId)).toEqual([
      'BOSS',
    ]);
  });

  it('audits only what changed after a JSONB round trip; a correction that changes nothing leaves no trace', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employees',
      headers: session.headers,
      payload: {
        employeeId: 'E-AUDIT',
        validFrom: '2019-04-01',
        data: {
          ...lea,
          address: { addressLine1: 'Bahnhofstrasse 1', city: 'Zürich', zipCode: '8001', country: 'CH' },
          emailAddresses: [{ type: 'BUSINESS', emailAddress: 'lea@example.ch', isPreferred: true }],
          wageTypes: [{ wageTypeId: '1000', amount: 6500 }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().revision).toBe(1);
    const entriesOf = () =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'employee.correct')));
    const eventsOf = () => ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenant.id));
    const eventsBefore = (await eventsOf()).length;

    // The stored record came back from JSONB with its keys reordered; only lastName may be reported (was: address,
    // bank account, e-mails, policies and wage types too).
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-AUDIT',
      headers: session.headers,
      payload: { data: { lastName: 'Baumann-Frei' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().revision).toBe(2);
    const [entry] = await entriesOf();
    expect(entry?.before).toEqual({ lastName: 'Baumann' });
    expect(entry?.after).toEqual({ lastName: 'Baumann-Frei' });

    // The same values again, and values equal up to key order: no entry, no event, no new revision.
    for (const data of [
      { lastName: 'Baumann-Frei' },
      { address: { country: 'CH', zipCode: '8001', city: 'Zürich', addressLine1: 'Bahnhofstrasse 1' } },
    ]) {
      const unchanged = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/modular/employee/E-AUDIT',
        headers: session.headers,
        payload: { data },
      });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json().revision).toBe(2);
    }
    expect(await entriesOf()).toHaveLength(1);
    expect(await eventsOf()).toHaveLength(eventsBefore + 1);

    // A screen that edited revision 1 is told, and changes nothing.
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-AUDIT',
      headers: session.headers,
      payload: { data: { firstName: 'Leandra' }, revision: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2, employeeId: 'E-AUDIT' });
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-AUDIT',
      headers: session.headers,
    });
    expect(current.json().record.data.firstName).toBe('Lea');
  });

  it('searches, filters, sorts and pages for HR', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Business_Partner');
    for (const [id, lastName, subunit] of [
      ['A', 'Müller', 'ZH'],
      ['B', 'Meier', 'BE'],
      ['C', 'Moser', 'ZH'],
      ['D', 'Rossi', 'TI'],
    ] as const) {
      await createEmployeeRecord(ctx.database, tenant.id, id, { lastName, data: { companySubunitId: subunit } });
    }
    await ctx.database.db
      .update(employeeRecords)
      .set({ companySubunitId: 'ZH' })
      .where(and(eq(employeeRecords.tenantId, tenant.id), eq(employeeRecords.employeeId, 'A')));
    await ctx.database.db
      .update(employeeRecords)
      .set({ companySubunitId: 'ZH' })
      .where(and(eq(employeeRecords.tenantId, tenant.id), eq(employeeRecords.employeeId, 'C')));
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employees?search=er&sortBy=LAST_NAME&sortOrder=DESC&take=2',
      headers: session.headers,
    });
    expect(search.json().totalCount).toBe(3);
    expect(search.json().items.map((item: { lastName: string }) => item.lastName)).toEqual(['Müller', 'Moser']);
    const zurich = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employees?companySubunitId=ZH',
      headers: session.headers,
    });
    expect(
      zurich
        .json()
        .items.map((item: { employeeId: string }) => item.employeeId)
        .sort(),
    ).toEqual(['A', 'C']);
  });

  it('an admin lists, reads, corrects and extends employees on behalf of a tenant, audited as admin', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'E-50', {
      validFrom: '2024-01-01',
      validTo: '2025-12-31',
      lastName: 'Imhof',
    });
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const base = `/api/modular/admin/tenant/${tenant.id}/employee`;
    const list = await ctx.app.inject({ method: 'GET', url: base, headers: admin.headers });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ employeeId: 'E-50', lastName: 'Imhof' }] });
    const extended = await ctx.app.inject({
      method: 'POST',
      url: `${base}/E-50/extend-data-validity`,
      headers: admin.headers,
      payload: { validTo: null },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().history).toEqual([expect.objectContaining({ validFrom: '2024-01-01', validTo: null })]);
    const tooEarly = await ctx.app.inject({
      method: 'POST',
      url: `${base}/E-50/extend-data-validity`,
      headers: admin.headers,
      payload: { validTo: '2023-12-31' },
    });
    expect(tooEarly.json().code).toBe('INVALID_PARAMETERS');
    const corrected = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/E-50`,
      headers: admin.headers,
      payload: { data: { lastName: 'Imhof-Zurbriggen' } },
    });
    expect(corrected.json().record.data.lastName).toBe('Imhof-Zurbriggen');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'employee.extend-data-validity')));
    expect(entry).toMatchObject({ actorType: 'admin', before: { validTo: '2025-12-31' }, after: { validTo: null } });
  });

  it('employee-list patch upload sets and clears superiors and HR business partners, also with an API token', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'L-1', { superiorId: 'OLD-BOSS' });
    await createEmployeeRecord(ctx.database, tenant.id, 'L-2');
    const { token } = await createApiTokenForTest(ctx.database, tenant.id);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee-list',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        employees: [
          { employeeId: 'L-1', superiorId: null, hrBusinessPartnerId: 'HRBP-1' },
          { employeeId: 'L-2', superiorId: 'NEW-BOSS' },
          { employeeId: 'GHOST', superiorId: 'NEW-BOSS' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2, unknownEmployeeIds: ['GHOST'] });
    const rows = await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, tenant.id));
    const connectionsOf = (id: string) =>
      (rows.find((row) => row.employeeId === id)?.data as { connections: unknown } | undefined)?.connections;
    expect(connectionsOf('L-1')).toEqual([{ employeeId: 'HRBP-1', kind: 'HR_BUSINESS_PARTNER' }]);
    expect(connectionsOf('L-2')).toEqual([{ employeeId: 'NEW-BOSS', kind: 'SUPERIOR' }]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, 'L-2')));
    expect(entry).toMatchObject({ actorType: 'api-token', action: 'employee.update-connections' });
  });

  it('the list follows every write: a correction renames, a future record waits for its day', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const list = async (search: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/modular/employees?search=${search}`,
          headers: session.headers,
        })
      ).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employees',
      headers: session.headers,
      payload: { employeeId: 'E-1', validFrom: '2019-04-01', data: lea },
    });
    expect((await list('baumann')).items).toEqual([
      expect.objectContaining({ employeeId: 'E-1', lastName: 'Baumann' }),
    ]);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { data: { lastName: 'Baumann-Keller', companySubunitId: 'BE-01' } },
    });
    expect((await list('baumann')).items).toEqual([
      expect.objectContaining({ lastName: 'Baumann-Keller', companySubunitId: 'BE-01' }),
    ]);
    const future = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { validFrom: '2099-01-01', data: { ...lea, lastName: 'Zukunft' } },
    });
    expect(future.statusCode, future.body).toBe(200);
    expect((await list('zukunft')).totalCount).toBe(0);
    expect((await list('baumann-keller')).totalCount).toBe(1);
  });
});
