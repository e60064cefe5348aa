// The concurrency cases of the upload, interface (connect) and document routes, part of concurrency.test.ts: one
// file per company at a time, idempotent retries of the payroll interface, documents announced and stored once.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents } from '../../db/schema/documents.ts';
import { fileUploads } from '../../db/schema/file-uploads.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel } from '../concurrency.ts';
import { createApiTokenForTest } from '../factories/api-token.factory.ts';
import { createPendingDocument, createStoredDocument, signedQuery } from '../factories/document.factory.ts';
import { createFinishedEmployeeUpload } from '../factories/upload.factory.ts';
import { type CaseTable, type Env, json } from './support.ts';

export const uploadConcurrencyCases = {
  absenceUploadCreate: async (env: Env) => {
    // One file per company at a time (spec: 400 another-file-is-currently-being-processed): of five parallel
    // uploads exactly one is accepted, whatever the interleaving; the database's partial unique index decides.
    const stored = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' })),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      stored.map((document) => ({
        method: 'POST' as const,
        url: '/api/modular/absence-upload',
        headers: env.hr.headers,
        payload: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: document.id },
      })),
    );
    const statuses = fired.map((item) => item.response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('another-file-is-currently-being-processed');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.status, 'processing')));
    expect(rows).toHaveLength(1);
    // Let the other cases of this tenant run as if the file had been processed.
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  connectAbsencesUpload: async (env: Env) => {
    // A payroll system retries one request five times at once (same Idempotency-Key): one upload, every answer
    // names it; then five different requests at once: one upload starts, the others wait their turn (400).
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Retry system' });
    const body = {
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      absences: [
        { employeeId: 'NOBODY', startDate: '2026-04-01', endDate: '2026-04-01', type: 'SICK', percentage: 100 },
      ],
    };
    const retries = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/connect/absences',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'retry-race-1' },
        payload: body,
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(retries);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).absenceUploadId)).size).toBe(1);
    const keyed = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.idempotencyKey, 'retry-race-1')));
    expect(keyed).toHaveLength(1);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
    const distinct = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'POST' as const,
        url: '/api/modular/connect/absences',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `distinct-${index}` },
        payload: body,
      })),
    );
    expect(distinct.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  employeeUploadCreate: async (env: Env) => {
    // One file per company at a time, whatever its kind: of five parallel employee uploads exactly one starts.
    const stored = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' })),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      stored.map((document) => ({
        method: 'POST' as const,
        url: '/api/modular/employee-upload',
        headers: env.hr.headers,
        payload: { documentId: document.id },
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('another-file-is-currently-being-processed');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.status, 'processing')));
    expect(rows.map((row) => row.kind)).toEqual(['employee']);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  employeeUploadExportSummary: async (env: Env) => {
    // Parallel exports of one upload are independent reads: each answers its own document, none fails.
    const document = await createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' });
    const upload = await createFinishedEmployeeUpload(env.ctx.database, env.tenantId, document.id);
    const translations = {
      companySubunit: 'Unterbereich',
      processingGroup: 'Gruppe',
      employeeCount: 'Anzahl',
      totalSalary: 'Lohnsumme',
      total: 'Total',
    };
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/employee-upload/${upload.id}/export-summary`,
        headers: env.hr.headers,
        payload: { translations },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(fired.map((item) => json(item).uri)).size).toBe(3);
  },

  connectEmployeesUpload: async (env: Env) => {
    // A payroll system retries one request five times at once (same Idempotency-Key): one upload, every answer
    // names it and nothing is staged twice.
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Employee retry system' });
    const body = {
      employees: [
        {
          employeeId: 'RETRY-1',
          validFrom: '2026-01-01',
          validTo: null,
          data: { personnelNumber: 'R1', firstName: 'Rita', lastName: 'Retry' },
        },
      ],
    };
    const retries = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/connect/employees',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'employee-retry-1' },
        payload: body,
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(retries);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).employeeUploadId)).size).toBe(1);
    const keyed = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.idempotencyKey, 'employee-retry-1')));
    expect(keyed.map((row) => [row.kind, row.rowsAccepted])).toEqual([['employee', 1]]);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  connectOrganizationReplace: async (env: Env) => {
    // The interface's replacement takes the organisation's lock like PUT /organization: five at once all succeed
    // one after the other; the tree is exactly one of them and every replacement counted once.
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Org system' });
    const before = (
      await env.ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: env.hr.headers })
    ).json();
    const trees = ['C1', 'C2', 'C3', 'C4', 'C5'].map((root) => ({ units: [{ organizationId: root }] }));
    const fired = await fireInParallel(
      env.ctx.app,
      trees.map((tree) => ({
        method: 'PUT' as const,
        url: '/api/modular/connect/organization',
        headers: { authorization: `Bearer ${token}` },
        payload: tree,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = (
      await env.ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: env.hr.headers })
    ).json();
    expect(after.units).toHaveLength(1);
    expect(trees.map((tree) => tree.units[0]?.organizationId)).toContain(after.units[0].organizationId);
    expect(after.revision).toBe(before.revision + trees.length);
  },

  documentsCreate: async (env: Env) => {
    // Parallel announcements are independent: each gets its own document and upload address.
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'POST' as const,
        url: '/api/modular/documents',
        headers: env.hr.headers,
        payload: { name: `parallel-${index}.csv` },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    const ids = acknowledged.map((item) => json(item).documentId);
    const rows = await env.ctx.database.db.select().from(documents).where(inArray(documents.id, ids));
    expect(rows.map((row) => row.name).sort()).toEqual([1, 2, 3, 4, 5].map((index) => `parallel-${index}.csv`));
  },

  documentsPutContent: async (env: Env) => {
    // Five PUTs of one document: one stores its bytes, the others answer 409 and leave them alone.
    const pending = await createPendingDocument(env.ctx.database, env.tenantId);
    const query = new URLSearchParams(signedQuery('PUT', env.tenantId, pending.id));
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'PUT' as const,
        url: `/api/modular/documents/${pending.id}/content?${query}`,
        headers: { 'x-file-name': `v${index}.csv`, 'content-type': 'text/csv' },
        payload: `version ${index}`,
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('DOCUMENT_ALREADY_STORED');
    const [row] = await env.ctx.database.db.select().from(documents).where(eq(documents.id, pending.id));
    const winner = json(acknowledged[0] as Fired);
    expect(row).toMatchObject({ status: 'stored', name: winner.name, sha256: winner.sha256 });
  },
} satisfies CaseTable;
