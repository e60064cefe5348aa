import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { absences } from '../../../db/schema/absences.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { englishRowMessage } from './row-issues.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 1024 };

const BODY = {
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  absences: [
    { employeeId: 'C-1', startDate: '2026-03-02', endDate: '2026-03-03', type: 'SICK', percentage: 100 },
    {
      employeeId: 'C-2',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      type: 'ACCIDENT',
      accidentType: 'OCCUPATIONAL',
      hours: 4.5,
    },
    { employeeId: 'C-404', startDate: '2026-03-10', endDate: '2026-03-10', type: 'SICK', percentage: '50' },
    { employeeId: 'C-1', startDate: '2026-03-20', endDate: '2026-03-20', type: 'SICK', percentage: 50, hours: 4 },
  ],
};

describe.each(testBackends())('external data interface: absences on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function tenantWithToken(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await createEmployeeRecord(ctx.database, tenant.id, 'C-1');
    await createEmployeeRecord(ctx.database, tenant.id, 'C-2');
    const { token } = await createApiTokenForTest(ctx.database, tenant.id, { name: 'Lohnsystem' });
    return { tenantId: tenant.id, headers: { authorization: `Bearer ${token}` } };
  }

  const send = (headers: Record<string, string>, body: unknown = BODY) =>
    ctx.app.inject({ method: 'POST', url: '/api/modular/connect/absences', headers, payload: body as object });

  it('applies the valid items like a file, lists the refused ones, and a retry with the same key applies nothing again', async () => {
    const { tenantId, headers } = await tenantWithToken('Connect Lohn AG');
    const keyed = { ...headers, 'idempotency-key': 'payroll-2026-03-run-1' };
    const first = await send(keyed);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      processingStatus: 'processing',
      replayed: false,
      rowsAccepted: 2,
      rowsRejected: 2,
      // Each refusal as a code (with its parameters) and the English message.
      rejected: [
        { index: 2, field: 'employeeId', code: 'unknownEmployeeId', message: englishRowMessage('unknownEmployeeId') },
        {
          index: 3,
          field: 'percentage',
          code: 'hoursAndPercentage',
          params: {},
          message: 'Give either hours or percentage, not both',
        },
      ],
    });
    const uploadId = first.json().absenceUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');

    const retry = await send(keyed);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ absenceUploadId: uploadId, replayed: true, processingStatus: 'completed' });

    const rows = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(absences)
        .where(and(eq(absences.deleted, false)))
        .orderBy(asc(absences.employeeId), asc(absences.date)),
    );
    expect(
      rows.map((row) => [row.employeeId, row.date, row.type, row.accidentType, row.hours, row.percentage]),
    ).toEqual([
      ['C-1', '2026-03-02', 'SICK', null, null, '100.00'],
      ['C-1', '2026-03-03', 'SICK', null, null, '100.00'],
      ['C-2', '2026-03-10', 'ACCIDENT', 'OCCUPATIONAL', '4.50', null],
    ]);
    const uploads = await ctx.database.withTenant(tenantId, (tx) => tx.select().from(fileUploads));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ source: 'api', created: 3, employeesAffected: 2 });
  });

  it('an item that repeats an earlier one, or shares a day with it, is refused and never stored twice', async () => {
    // Issue 28 section 2: before, the three items of C-1 on 02.03. were stored as three absences of one day.
    const { tenantId, headers } = await tenantWithToken('Connect Doppelt AG');
    const item = { employeeId: 'C-1', startDate: '2026-03-02', endDate: '2026-03-02', type: 'SICK', percentage: 100 };
    const delivered = await send(headers, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      absences: [item, item, { ...item, endDate: '2026-03-03', percentage: 50 }],
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    // The row of an interface delivery is the item's index in `absences`.
    expect(delivered.json()).toMatchObject({
      rowsAccepted: 1,
      rowsRejected: 2,
      rejected: [
        { index: 1, field: null, code: 'duplicateRow', params: { row: 0 } },
        { index: 2, field: null, code: 'overlapsRow', params: { row: 0, from: '2026-03-02', to: '2026-03-02' } },
      ],
    });
    const uploadId = delivered.json().absenceUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    const rows = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(absences).where(eq(absences.deleted, false)),
    );
    expect(rows.map((row) => [row.employeeId, row.date, row.percentage])).toEqual([['C-1', '2026-03-02', '100.00']]);
  });

  it('honours grapeConnectDataUploadType: NONE and EMPLOYEE_DATA refuse absences with 403, storing nothing', async () => {
    for (const type of ['NONE', 'EMPLOYEE_DATA'] as const) {
      const { tenantId, headers } = await tenantWithToken(`Connect ${type} AG`);
      await configureTenantForTest(ctx.database, tenantId, {
        ...validConfigurationInput(`Connect ${type} AG`),
        grapeConnectDataUploadType: type,
      });
      const refused = await send(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'DATA_UPLOAD_TYPE_NOT_ALLOWED', grapeConnectDataUploadType: type });
      expect(await ctx.database.withTenant(tenantId, (tx) => tx.select().from(fileUploads))).toEqual([]);
    }
  });

  it('only API tokens may call it, and a bad Idempotency-Key is a 400', async () => {
    const { headers } = await tenantWithToken('Connect Schluessel AG');
    const bad = await send({ ...headers, 'idempotency-key': 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(401);
  });
});
