import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 1024 };

/**
 * Three records: K-1 exists (from 2025, 100 %) and gets 80 % from 2026 on; K-2 is new; K-3 names a subunit the
 * company does not have (refused in the answer, index 2). Result: K-1 two records, K-2 one; 2 accepted, 1 refused.
 */
const BODY = {
  employees: [
    {
      employeeId: 'K-1',
      validFrom: '2026-01-01',
      validTo: null,
      data: { employmentPercentage: 80 },
    },
    {
      employeeId: 'K-2',
      validFrom: '2026-02-01',
      data: { personnelNumber: 'K-2', firstName: 'Karin', lastName: 'Neu', companySubunitId: 'ZH' },
    },
    {
      employeeId: 'K-3',
      validFrom: '2026-02-01',
      data: { personnelNumber: 'K-3', firstName: 'Kurt', lastName: 'Irrtum', companySubunitId: 'XX-NOPE' },
    },
  ],
};

describe.each(testBackends())('external data interface: employees and organisation on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function tenantWithToken(name: string, type?: 'NONE' | 'EMPLOYEE_DATA' | 'EMPLOYEE_AND_ABSENCE_DATA') {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id, {
      ...validConfigurationInput(name),
      ...(type ? { grapeConnectDataUploadType: type } : {}),
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'K-1', {
      validFrom: '2025-01-01',
      firstName: 'Kira',
      data: { employmentPercentage: 100, companySubunitId: 'ZH' },
    });
    const { token } = await createApiTokenForTest(ctx.database, tenant.id, { name: 'HR-System' });
    return { tenantId: tenant.id, headers: { authorization: `Bearer ${token}` } };
  }

  const send = (headers: Record<string, string>, body: unknown = BODY) =>
    ctx.app.inject({ method: 'POST', url: '/api/modular/connect/employees', headers, payload: body as object });

  it('merges the records like an employee file, lists refused items, and a retry applies nothing again', async () => {
    const { tenantId, headers } = await tenantWithToken('Connect Personal AG');
    const keyed = { ...headers, 'idempotency-key': 'hr-export-2026-02' };
    const first = await send(keyed);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      processingStatus: 'processing',
      replayed: false,
      rowsAccepted: 2,
      rowsRejected: 1,
      rejected: [{ index: 2, field: 'data.companySubunitId', message: 'Not a subunit of this company' }],
    });
    const uploadId = first.json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    const retry = await send(keyed);
    expect(retry.json()).toMatchObject({ employeeUploadId: uploadId, replayed: true, processingStatus: 'completed' });

    const records = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(employeeRecords).orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom)),
    );
    expect(
      records.map((row) => [
        row.employeeId,
        row.validFrom,
        row.validTo,
        row.firstName,
        (row.data as { employmentPercentage: number | null }).employmentPercentage,
      ]),
    ).toEqual([
      ['K-1', '2025-01-01', '2025-12-31', 'Kira', 100],
      ['K-1', '2026-01-01', null, 'Kira', 80],
      ['K-2', '2026-02-01', null, 'Karin', null],
    ]);
    const [upload] = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(fileUploads).where(eq(fileUploads.id, uploadId)),
    );
    expect(upload).toMatchObject({ source: 'api', kind: 'employee', created: 1, updated: 1, employeesAffected: 2 });

    // The connect overview shows the delivery.
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/connect/overview',
      headers: session.headers,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({
      grapeConnectDataUploadType: 'EMPLOYEE_AND_ABSENCE_DATA',
      dataKinds: [
        { kind: 'EMPLOYEES', accepted: true, lastStatus: 'completed' },
        { kind: 'ABSENCES', accepted: true, lastReceivedAt: null },
        { kind: 'ORGANIZATION', accepted: true, lastReceivedAt: null },
      ],
      recentUploads: [{ uploadId, kind: 'EMPLOYEES', rowsAccepted: 2, rowsRejected: 1, employeesAffected: 2 }],
      tokens: { active: 1 },
    });
  });

  it('a new employee without its names is refused when the worker applies it, with the reason in the row report', async () => {
    const { tenantId, headers } = await tenantWithToken('Connect Ohne Namen AG');
    const response = await send(headers, {
      employees: [{ employeeId: 'K-9', validFrom: '2026-01-01', data: { employmentPercentage: 50 } }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploadId = response.json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    const [upload] = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(fileUploads).where(eq(fileUploads.id, uploadId)),
    );
    expect([upload?.rowsAccepted, upload?.rowsRejected, upload?.created]).toEqual([0, 1, 0]);
  });

  it('honours grapeConnectDataUploadType for employees and the organisation', async () => {
    const none = await tenantWithToken('Connect Nichts AG', 'NONE');
    const refused = await send(none.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DATA_UPLOAD_TYPE_NOT_ALLOWED', grapeConnectDataUploadType: 'NONE' });
    const organisation = await ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/connect/organization',
      headers: none.headers,
      payload: { units: [{ organizationId: 'ROOT' }] },
    });
    expect(organisation.statusCode).toBe(403);
    expect(await ctx.database.withTenant(none.tenantId, (tx) => tx.select().from(fileUploads))).toEqual([]);

    // EMPLOYEE_DATA: employees and the organisation are accepted (absences are not: connect-absences.test.ts).
    const employeesOnly = await tenantWithToken('Connect Personal Nur AG', 'EMPLOYEE_DATA');
    expect((await send(employeesOnly.headers)).statusCode).toBe(201);
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/connect/organization',
      headers: employeesOnly.headers,
      payload: {
        units: [
          { organizationId: 'ROOT', descriptionDe: 'Geschäftsleitung' },
          {
            organizationId: 'LOG',
            parentOrganizationId: 'ROOT',
            superior: { employeeId: 'K-1', companySubunitId: 'ZH' },
          },
        ],
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      replaced
        .json()
        .units.map((unit: { organizationId: string }) => unit.organizationId)
        .sort(),
    ).toEqual(['LOG', 'ROOT']);
  });
});
