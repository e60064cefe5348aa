// Issue 28 section 2, for integrators (decision 0040): an upload's derivedAt tells when the cases, periods and issues
// it causes are written (before: `completed` came about a second before them, and nothing said when they were in);
// an API token reads the status and row report of the uploads it delivered (before: every read answered 403), and
// no other upload: not another token's, not a person's file, not another company's.
import { describe, expect, it } from 'vitest';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { createStoredDocument, testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord, createSalariedEmployee } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 1024 * 1024 };

describe.each(testBackends())('uploads for integrators on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('derivedAt is null until the cases and periods the upload causes are written, then set', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Abgeleitet AG' });
    await configureTenantForTest(ctx.database, tenant.id);
    await createSalariedEmployee(ctx.database, tenant.id, 'E-1');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // 40 days of illness at 100 %: a KTG case (decision 0017) and an absence period.
    const document = await createStoredDocument(ctx.database, tenant.id, {
      name: 'Krank.csv',
      content:
        'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Stunden;Prozent\r\nE-1;01.03.2026;09.04.2026;Krankheit;;100',
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence-upload',
      headers: session.headers,
      payload: { startDate: '2026-03-01', endDate: '2026-04-30', documentId: document.id, fileUploadKey: null },
    });
    const uploadId = created.json().absenceUploadId as string;
    expect(await get(`/absence-upload/${uploadId}`)).toMatchObject({ derivedAt: null, derivationStatus: 'pending' });

    // The upload ends (no worker runs its events yet): completed, but nothing derived.
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');
    const completed = await get(`/absence-upload/${uploadId}`);
    expect(completed).toMatchObject({ processingStatus: 'completed', derivedAt: null, derivationStatus: 'pending' });
    expect((await get('/case')).items).toEqual([]);
    expect((await get('/absence-periods')).items).toEqual([]);
    // The list says the same.
    expect((await get('/absence-upload')).items[0]).toMatchObject({ absenceUploadId: uploadId, derivedAt: null });

    // The derivation writes the upload's effects: derivedAt is set, and now the case and the period are there.
    expect(await processPendingEvents(ctx.database, tenant.id)).toMatchObject({ processed: 1, failed: 0 });
    const derived = await get(`/absence-upload/${uploadId}`);
    expect(derived).toMatchObject({ derivationStatus: 'derived' });
    expect(derived.derivedAt).not.toBeNull();
    expect(derived.derivedAt >= (completed.finishedAt as string)).toBe(true);
    expect((await get('/case')).items).toHaveLength(1);
    expect((await get('/absence-periods')).items).toHaveLength(1);
  });

  it('an upload that changes nothing to derive (a refused file) is derived when it ends', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Nichts Abzuleiten AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const document = await createStoredDocument(ctx.database, tenant.id, { content: 'Datum\r\n01.03.2026' });
    const uploadId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence-upload',
        headers: session.headers,
        payload: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: document.id, fileUploadKey: null },
      })
    ).json().absenceUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe(
      'formatting-failed',
    );
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/absence-upload/${uploadId}`,
      headers: session.headers,
    });
    expect(detail.json()).toMatchObject({ processingStatus: 'formatting-failed', derivationStatus: 'derived' });
  });

  it('an API token reads the status and row report of its own deliveries, and of no other upload', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Schnittstelle Lesen AG' });
    const other = await createTenant(ctx.database, { name: 'Andere Firma AG' });
    await createEmployeeRecord(ctx.database, tenant.id, 'C-1');
    const bearer = async (tenantId: string, name: string) => ({
      authorization: `Bearer ${(await createApiTokenForTest(ctx.database, tenantId, { name })).token}`,
    });
    const payroll = await bearer(tenant.id, 'Lohnsystem');
    const timeClock = await bearer(tenant.id, 'Zeiterfassung');
    const stranger = await bearer(other.id, 'Fremdes System');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const deliver = async (headers: Record<string, string>, employeeId: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/connect/absences',
        headers,
        payload: {
          startDate: '2026-03-01',
          endDate: '2026-03-31',
          absences: [
            { employeeId, startDate: '2026-03-02', endDate: '2026-03-02', type: 'SICK', percentage: 100 },
            { employeeId: 'C-404', startDate: '2026-03-03', endDate: '2026-03-03', type: 'SICK', percentage: 100 },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().absenceUploadId as string;
    };
    const own = await deliver(payroll, 'C-1');
    await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId: own });
    const otherTokens = await deliver(timeClock, 'C-1');
    await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId: otherTokens });
    const employees = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/connect/employees',
      headers: payroll,
      payload: {
        employees: [
          { employeeId: 'C-2', validFrom: '2026-01-01', data: { personnelNumber: '2', firstName: 'A', lastName: 'B' } },
        ],
      },
    });
    const ownEmployees = employees.json().employeeUploadId as string;
    await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId: ownEmployees });
    const document = await createStoredDocument(ctx.database, tenant.id, { name: 'Von Hand.csv' });
    const persons = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence-upload',
        headers: session.headers,
        payload: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: document.id, fileUploadKey: null },
      })
    ).json().absenceUploadId as string;
    const read = (headers: Record<string, string>, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers });

    // Its own deliveries: status, the list, the row report as data and as a download.
    const status = await read(payroll, `/absence-upload/${own}`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      absenceUploadId: own,
      source: 'api',
      processingStatus: 'completed',
      uploadedBy: 'Lohnsystem',
      employeeKey: 'employeeId',
      breakdowns: { rowsAccepted: 1, rowsRejected: 1 },
    });
    const list = await read(payroll, '/absence-upload');
    expect(list.json().items.map((item: { absenceUploadId: string }) => item.absenceUploadId)).toEqual([own]);
    const lines = await read(payroll, `/absence-upload/${own}/row-issues`);
    expect(lines.json().items).toMatchObject([
      { rowNumber: 1, column: 'employeeId', code: 'unknownEmployeeId', message: 'No employee with this id' },
    ]);
    const report = await read(payroll, `/absence-upload/${own}/row-report?format=csv&language=en`);
    expect(report.statusCode, report.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: report.json().uri })).body).toContain(
      'No one in your company has this employee ID.',
    );
    expect((await read(payroll, `/employee-upload/${ownEmployees}`)).statusCode).toBe(200);
    expect((await read(payroll, '/employee-upload')).json().items).toHaveLength(1);

    // Another token's delivery, a person's file, another company's token: not found, and not listed.
    for (const [headers, url] of [
      [payroll, `/absence-upload/${otherTokens}`],
      [payroll, `/absence-upload/${otherTokens}/row-issues`],
      [payroll, `/absence-upload/${otherTokens}/row-report`],
      [payroll, `/absence-upload/${persons}`],
      [timeClock, `/absence-upload/${own}`],
      [timeClock, `/employee-upload/${ownEmployees}`],
      [stranger, `/absence-upload/${own}`],
      [stranger, `/absence-upload/${own}/row-issues`],
    ] as const) {
      const response = await read(headers, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('UPLOAD_NOT_FOUND');
    }
    expect((await read(stranger, '/absence-upload')).json().items).toEqual([]);
    // A person with the data hub's permission still sees every upload of the company.
    expect((await read(session.headers, '/absence-upload')).json().items).toHaveLength(3);
    // Tokens still cannot start a file upload or read the templates.
    expect((await read(payroll, '/absence-upload/template')).statusCode).toBe(403);
  });
});
