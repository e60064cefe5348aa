// Issue 28 section 6: `PATCH …/employee/{id} {"data":{"leavingDate":""}}` was accepted and stored '' in the record's
// data; then every SQL read that casts the field to a date failed (the admin's employee-statistics check answered
// 400, SQLSTATE 22007 "invalid input syntax for type date", for the whole tenant). Now '' is normalised to null by
// the contract's schema on every write path, and a '' stored before reads as null (migration 0035 rewrites it; the
// statistics read the normalised column).
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../../db/migrate.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { processFileUpload } from '../uploads/upload-processors.ts';

const CHECKS = '/api/modular/admin/accounting-month-checks';

describe.each(testBackends())("leavingDate '' on %s", (backend) => {
  const ctx = useTestApp(backend);

  /** The JSON value stored for the employee's leavingDate in each record, oldest first ('null' = JSON null). */
  async function storedLeavingDates(tenantId: string, employeeId: string) {
    const rows = await rowsOf<{ value: string | null }>(
      ctx.database.db,
      sql`select (data->'leavingDate')::text as value from employee_records
          where tenant_id = ${tenantId} and employee_id = ${employeeId} order by valid_from`,
    );
    return rows.map((row) => row.value);
  }

  async function world(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id, validConfigurationInput(name));
    // E-1 leaves on 31.03.2026, employed from 2020 on, CHF 6 000 a month.
    await createEmployeeRecord(ctx.database, tenant.id, 'E-1', {
      validFrom: '2020-01-01',
      data: {
        dateOfEmployment: '2020-01-01',
        leavingDate: '2026-03-31',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      },
    });
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    return { tenantId: tenant.id, hr, admin };
  }

  async function statistics(w: Awaited<ReturnType<typeof world>>, month: string) {
    return ctx.app.inject({
      method: 'GET',
      url: `${CHECKS}/employee-statistics?tenantId=${w.tenantId}&accountingMonth=${month}`,
      headers: w.admin.headers,
    });
  }

  it("PATCH (user and admin route) and a new record store '' as null; the statistics still answer", async () => {
    const w = await world('Austritt Leer AG');
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-1',
      headers: w.hr.headers,
      payload: { data: { leavingDate: '' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().record.data.leavingDate).toBeNull();
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['null']);

    // Before: the statistics failed for the whole tenant (400, SQLSTATE 22007). Now E-1 (no leaving date) counts in
    // April: one employee, CHF 6 000.
    const april = await statistics(w, '2026-04');
    expect(april.statusCode, april.body).toBe(200);
    expect(april.json().items).toEqual([expect.objectContaining({ numEmployees: 1, totalSalary: '6000.00' })]);

    // The admin route: set a date, then clear it with ''.
    const adminUrl = `/api/modular/admin/tenant/${w.tenantId}/employee/E-1`;
    const dated = await ctx.app.inject({
      method: 'PATCH',
      url: adminUrl,
      headers: w.admin.headers,
      payload: { data: { leavingDate: '2026-03-31' } },
    });
    expect(dated.json().record.data.leavingDate).toBe('2026-03-31');
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: adminUrl,
      headers: w.admin.headers,
      payload: { data: { leavingDate: '' } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().record.data.leavingDate).toBeNull();
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['null']);

    // A new temporal record from 01.07.2026 with leavingDate '': stored as null.
    const current = await ctx.app.inject({ method: 'GET', url: '/api/modular/employee/E-1', headers: w.hr.headers });
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-1',
      headers: w.hr.headers,
      payload: { validFrom: '2026-07-01', data: { ...current.json().record.data, leavingDate: '' } },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['null', 'null']);
    expect((await statistics(w, '2026-07')).statusCode).toBe(200);
  });

  it("a '' stored before the rule reads as null: the employee, the list and the statistics answer", async () => {
    const w = await world('Altbestand AG');
    await ctx.database.db
      .update(employeeRecords)
      .set({ data: sql`jsonb_set(${employeeRecords.data}, '{leavingDate}', '""'::jsonb)`, leavingDate: null })
      .where(and(eq(employeeRecords.tenantId, w.tenantId), eq(employeeRecords.employeeId, 'E-1')));
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['""']);

    const employee = await ctx.app.inject({ method: 'GET', url: '/api/modular/employee/E-1', headers: w.hr.headers });
    expect(employee.statusCode, employee.body).toBe(200);
    expect(employee.json().record.data.leavingDate).toBeNull();
    const april = await statistics(w, '2026-04');
    expect(april.statusCode, april.body).toBe(200);
    expect(april.json().items).toEqual([expect.objectContaining({ numEmployees: 1, totalSalary: '6000.00' })]);

    // Migration 0035 rewrites the stored '' to null; a stored date stays.
    await createEmployeeRecord(ctx.database, w.tenantId, 'E-2', { data: { leavingDate: '2026-05-31' } });
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0035_leaving-date-empty-to-null.sql`, 'utf8');
    await ctx.database.db.execute(sql.raw(migration));
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['null']);
    expect(await storedLeavingDates(w.tenantId, 'E-2')).toEqual(['"2026-05-31"']);
  });

  it("the interface (connect/employees) and so the employee file store '' as null", async () => {
    const w = await world('Schnittstelle Leer AG');
    const { token } = await createApiTokenForTest(ctx.database, w.tenantId, { name: 'HR-System' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/connect/employees',
      headers: { authorization: `Bearer ${token}` },
      payload: { employees: [{ employeeId: 'E-1', validFrom: '2026-01-01', data: { leavingDate: '' } }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const runtime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 1024 };
    const uploadId = sent.json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: w.tenantId, uploadId })).toBe('completed');
    // Two records: up to 31.12.2025 with the leaving date 31.03.2026, from 01.01.2026 without one.
    expect(await storedLeavingDates(w.tenantId, 'E-1')).toEqual(['"2026-03-31"', 'null']);
    expect((await statistics(w, '2026-04')).statusCode).toBe(200);
  });
});
