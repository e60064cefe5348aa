import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { absences } from '../../../db/schema/absences.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { absenceUploadRows, fileUploads } from '../../../db/schema/file-uploads.ts';
import { createStoredDocument, testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { type TestContext, useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { absenceApplyTesting } from './absence-upload.days.ts';
import { MAX_UPLOAD_ATTEMPTS } from './file-upload.runner.ts';
import { englishRowMessage } from './row-issues.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 5 * 1024 * 1024 };
const HEADER = 'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar';

/**
 * The worked example (upload period March 2026). Before the upload:
 *   E-1 automatic SICK 100 % on 02.-04.03., manual VACATION on 05.03.
 *   E-2 automatic SICK 100 % on 10.03. and 12.03.
 * The file (row 1 is the header):
 *   row 2  E-1 02.-06.03. sick 100 %  -> 02.-04. unchanged (3), 05. kept (manual, notice), 06. created (1)
 *   row 3  E-2 11.-12.03. SICK 4 h    -> 11. created (1), 12. updated (1: 100 % -> 4 h); 10. removed (1)
 *   row 4  E-404 ...                  -> refused: no such employee
 *   row 5  E-3 20.02.-02.03. accident NBU 50 % -> clipped to 01.-02.03. (notice), created (2)
 *   row 6  E-1 31.02.2026             -> refused: impossible date
 * Totals: rows 5 read, 3 accepted, 2 refused; days created 1+1+2 = 4, updated 1, unchanged 3, removed 1;
 * employees affected 3 (E-1, E-2, E-3), one absences-modified event each.
 */
const WORKED_EXAMPLE = [
  HEADER,
  'E-1;02.03.2026;06.03.2026;Krankheit;;;100;',
  'E-2;2026-03-11;2026-03-12;SICK;;4;;Arzt: "halbtags"',
  'E-404;2026-03-02;2026-03-02;SICK;;;100;',
  'E-3;20.02.2026;02.03.2026;Unfall;NBU;;50;',
  'E-1;31.02.2026;31.02.2026;SICK;;;100;',
].join('\r\n');

async function seedWorkedExample(database: Database, tenantId: string) {
  for (const id of ['E-1', 'E-2', 'E-3']) await createEmployeeRecord(database, tenantId, id);
  const day = (employeeId: string, date: string, extra: Partial<typeof absences.$inferInsert> = {}) => ({
    tenantId,
    employeeId,
    date,
    type: 'SICK' as const,
    percentage: '100',
    source: 'automatic' as const,
    ...extra,
  });
  await database.withTenant(tenantId, (tx) =>
    tx
      .insert(absences)
      .values([
        day('E-1', '2026-03-02'),
        day('E-1', '2026-03-03'),
        day('E-1', '2026-03-04'),
        day('E-1', '2026-03-05', { type: 'VACATION', source: 'manual' }),
        day('E-2', '2026-03-10'),
        day('E-2', '2026-03-12'),
      ]),
  );
}

async function liveAbsences(database: Database, tenantId: string) {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(absences)
      .where(and(eq(absences.tenantId, tenantId), eq(absences.deleted, false)))
      .orderBy(asc(absences.employeeId), asc(absences.date), asc(absences.type)),
  );
  return rows.map((row) => [
    row.employeeId,
    row.date,
    row.type,
    row.accidentType,
    row.hours,
    row.percentage,
    row.source,
    row.comment,
  ]);
}

async function startUpload(
  ctx: TestContext,
  session: TestSession,
  documentId: string,
  period = { startDate: '2026-03-01', endDate: '2026-03-31' },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence-upload',
    headers: session.headers,
    payload: { ...period, documentId, fileUploadKey: null },
  });
}

async function uploadRow(database: Database, tenantId: string, uploadId: string) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx.select().from(fileUploads).where(eq(fileUploads.id, uploadId)),
  );
  return row;
}

describe.each(testBackends())('absence uploads on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function tenantWithExample(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await seedWorkedExample(ctx.database, tenant.id);
    return { tenantId: tenant.id, session };
  }

  it('the worked example: replaces automatic absences, keeps manual ones, reports every row', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Beispiel AG');
    const document = await createStoredDocument(ctx.database, tenantId, {
      name: 'Absenzen März.csv',
      content: WORKED_EXAMPLE,
    });
    const created = await startUpload(ctx, session, document.id);
    expect(created.statusCode, created.body).toBe(201);
    const uploadId = created.json().absenceUploadId;
    expect(created.json()).toMatchObject({ processingStatus: 'processing', documentId: document.id });

    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/absence/absence-editing-blocked',
      headers: session.headers,
    });
    expect(blocked.json()).toBe(true);

    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/absence-upload/${uploadId}`,
      headers: session.headers,
    });
    expect(status.json()).toMatchObject({
      processingStatus: 'completed',
      phase: 'done',
      name: 'Absenzen März.csv',
      errorMessage: null,
      breakdowns: {
        rowsRead: 5,
        rowsAccepted: 3,
        rowsRejected: 2,
        created: 4,
        updated: 1,
        unchanged: 3,
        removed: 1,
        employeesAffected: 3,
      },
    });
    expect(await liveAbsences(ctx.database, tenantId)).toEqual([
      ['E-1', '2026-03-02', 'SICK', null, null, '100.00', 'automatic', null],
      ['E-1', '2026-03-03', 'SICK', null, null, '100.00', 'automatic', null],
      ['E-1', '2026-03-04', 'SICK', null, null, '100.00', 'automatic', null],
      ['E-1', '2026-03-05', 'VACATION', null, null, '100.00', 'manual', null],
      ['E-1', '2026-03-06', 'SICK', null, null, '100.00', 'automatic', null],
      ['E-2', '2026-03-11', 'SICK', null, '4.00', null, 'automatic', 'Arzt: "halbtags"'],
      ['E-2', '2026-03-12', 'SICK', null, '4.00', null, 'automatic', 'Arzt: "halbtags"'],
      ['E-3', '2026-03-01', 'ACCIDENT', 'NON_OCCUPATIONAL', null, '50.00', 'automatic', null],
      ['E-3', '2026-03-02', 'ACCIDENT', 'NON_OCCUPATIONAL', null, '50.00', 'automatic', null],
    ]);
    const events = await ctx.database.db
      .select({ employeeId: domainEvents.employeeId, type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.tenantId, tenantId))
      .orderBy(asc(domainEvents.employeeId));
    expect(events).toEqual([
      { employeeId: 'E-1', type: 'absences-modified' },
      { employeeId: 'E-2', type: 'absences-modified' },
      { employeeId: 'E-3', type: 'absences-modified' },
    ]);
    // No staging rows are left behind.
    expect(
      await ctx.database.withTenant(tenantId, (tx) =>
        tx.select().from(absenceUploadRows).where(eq(absenceUploadRows.uploadId, uploadId)),
      ),
    ).toEqual([]);
    const unblocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/absence/absence-editing-blocked',
      headers: session.headers,
    });
    expect(unblocked.json()).toBe(false);

    // The row report, as CSV: every refusal and notice with row, column (as in the file), value and message, in the
    // reader's language (German here; Swiss dates).
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/absence-upload/${uploadId}/row-report?format=csv&language=de`,
      headers: session.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().filename).toBe('Absenzen März – Zeilenbericht.csv');
    const csv = await ctx.app.inject({ method: 'GET', url: report.json().uri });
    expect(csv.body.split('\r\n')).toEqual([
      '\ufeffZeile;Art;Spalte;Wert;Meldung',
      '2;Hinweis;;;Die von Hand erfasste oder korrigierte Absenz an 1 Tag bleibt (nicht durch die Datei ersetzt).',
      '4;Fehler (Zeile nicht übernommen);Mitarbeitenden-ID;E-404;Keine Person mit dieser Mitarbeitenden-ID in Ihrer Firma.',
      '5;Hinweis;;;Nur die Tage vom 01.03.2026 bis 02.03.2026 wurden übernommen (der Upload-Zeitraum).',
      '6;Fehler (Zeile nicht übernommen);Startdatum;31.02.2026;Kein gültiges Datum (erwartet: TT.MM.JJJJ oder JJJJ-MM-TT).',
      '6;Fehler (Zeile nicht übernommen);Enddatum;31.02.2026;Kein gültiges Datum (erwartet: TT.MM.JJJJ oder JJJJ-MM-TT).',
      '',
    ]);

    // The same report as XLSX opens as a workbook with the same lines.
    const xlsxAddress = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/absence-upload/${uploadId}/row-report?format=xlsx&language=fr`,
      headers: session.headers,
    });
    const xlsx = await ctx.app.inject({ method: 'GET', url: xlsxAddress.json().uri });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Ligne', 'Type', 'Colonne', 'Valeur', 'Message']);
    expect(sheet?.actualRowCount).toBe(6);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      4,
      'Erreur (ligne non reprise)',
      'Mitarbeitenden-ID',
      'E-404',
      'Aucune personne avec cet ID collaborateur dans votre entreprise.',
    ]);
    // The lines keep their English message for API clients (GET …/row-issues).
    const lines = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/absence-upload/${uploadId}/row-issues`,
      headers: session.headers,
    });
    expect(lines.json().items.map((line: { message: string }) => line.message)).toEqual([
      englishRowMessage('keptManual', { days: 1 }),
      englishRowMessage('unknownEmployeeId'),
      englishRowMessage('clipped', { from: '2026-03-01', to: '2026-03-02' }),
      'Invalid date, expected YYYY-MM-DD',
      'Invalid date, expected YYYY-MM-DD',
    ]);

    // The list shows the upload with a download address of the original file.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/absence-upload', headers: session.headers });
    expect(list.json().items).toHaveLength(1);
    const original = await ctx.app.inject({ method: 'GET', url: list.json().items[0].uri });
    expect(original.body).toBe(WORKED_EXAMPLE);
  });

  it('uploading the same file again changes nothing: every day unchanged', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Wiederholung AG');
    const first = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
    const firstId = (await startUpload(ctx, session, first.id)).json().absenceUploadId;
    await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId: firstId });
    const before = await liveAbsences(ctx.database, tenantId);
    const again = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
    const againId = (await startUpload(ctx, session, again.id)).json().absenceUploadId;
    await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId: againId });
    expect(await liveAbsences(ctx.database, tenantId)).toEqual(before);
    // 02.-04. and 06. of E-1, 11.-12. of E-2, 01.-02. of E-3 are confirmed; 05. of E-1 stays manual.
    expect(await uploadRow(ctx.database, tenantId, againId)).toMatchObject({
      created: 0,
      updated: 0,
      removed: 0,
      unchanged: 8,
    });
  });

  it('one file per company at a time: a second upload, even in parallel, answers 400', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Parallel AG');
    const documentsToSend = await Promise.all(
      [1, 2, 3, 4].map(() => createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE })),
    );
    const answers = await Promise.all(documentsToSend.map((document) => startUpload(ctx, session, document.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 400)) {
      expect(answer.json()).toMatchObject({ code: 'another-file-is-currently-being-processed' });
    }
    const rows = await ctx.database.withTenant(tenantId, (tx) => tx.select().from(fileUploads));
    expect(rows).toHaveLength(1);
  });

  it('refuses a pending document, an unknown upload configuration and a reversed period, storing nothing', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Fehler AG');
    const document = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
    const unknownKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence-upload',
      headers: session.headers,
      payload: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: document.id, fileUploadKey: 'NOPE' },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().code).toBe('FILE_UPLOAD_CONFIGURATION_NOT_FOUND');
    const reversed = await startUpload(ctx, session, document.id, { startDate: '2026-03-31', endDate: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ path: 'endDate' });
    const tooLong = await startUpload(ctx, session, document.id, { startDate: '2025-01-01', endDate: '2026-03-01' });
    expect(tooLong.statusCode).toBe(400);
    const rows = await ctx.database.withTenant(tenantId, (tx) => tx.select().from(fileUploads));
    expect(rows).toEqual([]);
  });

  it.each([
    [
      'a missing required column',
      `${HEADER.replace(';Prozent', '')}\r\nE-1;2026-03-02;2026-03-02;SICK;;8;`,
      /Missing required columns: Prozent/,
    ],
    ['UTF-16', Buffer.from(`\ufeff${WORKED_EXAMPLE}`, 'utf16le'), /UTF-16BE and UTF-16LE are unsupported/],
    ['an empty file', '', /File reading failed/],
  ])('a file with %s is refused as formatting-failed and applies nothing', async (_label, content, message) => {
    const { tenantId, session } = await tenantWithExample(`Upload Format ${String(_label)} AG`);
    const before = await liveAbsences(ctx.database, tenantId);
    const document = await createStoredDocument(ctx.database, tenantId, { content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('formatting-failed');
    const row = await uploadRow(ctx.database, tenantId, uploadId);
    expect(row?.status).toBe('formatting-failed');
    expect(row?.errorMessage).toMatch(message);
    expect(await liveAbsences(ctx.database, tenantId)).toEqual(before);
  });

  it('reads XLSX (dates as dates, numbers as numbers) like CSV', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Excel AG');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Absenzen');
    sheet.addRow(['Employee ID', 'Start date', 'End date', 'Type', 'Accident type', 'Hours', 'Percentage']);
    sheet.addRow([
      'E-3',
      new Date(Date.UTC(2026, 2, 16)),
      new Date(Date.UTC(2026, 2, 17)),
      'MILITARY',
      null,
      null,
      100,
    ]);
    sheet.addRow(['E-3', new Date(Date.UTC(2026, 2, 18)), new Date(Date.UTC(2026, 2, 18)), 'SICK', null, 8.4, null]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const document = await createStoredDocument(ctx.database, tenantId, { name: 'absences.xlsx', content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    const e3 = (await liveAbsences(ctx.database, tenantId)).filter((row) => row[0] === 'E-3');
    expect(e3).toEqual([
      ['E-3', '2026-03-16', 'MILITARY', null, null, '100.00', 'automatic', null],
      ['E-3', '2026-03-17', 'MILITARY', null, null, '100.00', 'automatic', null],
      ['E-3', '2026-03-18', 'SICK', null, '8.40', null, 'automatic', null],
    ]);
  });

  it('stopped after any batch and restarted, the result equals an uninterrupted run', async () => {
    const reference = await tenantWithExample('Upload Referenz AG');
    const refDocument = await createStoredDocument(ctx.database, reference.tenantId, { content: WORKED_EXAMPLE });
    const refId = (await startUpload(ctx, reference.session, refDocument.id)).json().absenceUploadId;
    await processFileUpload(ctx.database, runtime, null, { tenantId: reference.tenantId, uploadId: refId });
    const expectedAbsences = await liveAbsences(ctx.database, reference.tenantId);
    const expectedRow = await uploadRow(ctx.database, reference.tenantId, refId);

    // Crash points: after reading batch 1, 2, 4 and after applying batch 1, 2 (one row / one employee per batch).
    for (const [phase, at] of [
      ['reading', 1],
      ['reading', 2],
      ['reading', 4],
      ['applying', 1],
      ['applying', 2],
    ] as const) {
      const { tenantId, session } = await tenantWithExample(`Upload Absturz ${phase} ${at} AG`);
      const document = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
      const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId;
      const small = { readBatchRows: 1, applyBatchEmployees: 1 };
      await expect(
        processFileUpload(
          ctx.database,
          runtime,
          null,
          { tenantId, uploadId },
          {
            ...small,
            afterBatch: (current, batch) => {
              if (current === phase && batch === at) throw new Error('worker killed');
            },
          },
        ),
      ).rejects.toThrow('worker killed');
      expect((await uploadRow(ctx.database, tenantId, uploadId))?.status).toBe('processing');
      expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId }, small)).toBe('completed');
      expect(await liveAbsences(ctx.database, tenantId), `${phase} ${at}`).toEqual(expectedAbsences);
      const row = await uploadRow(ctx.database, tenantId, uploadId);
      for (const key of [
        'rowsRead',
        'rowsAccepted',
        'rowsRejected',
        'created',
        'updated',
        'unchanged',
        'removed',
      ] as const) {
        expect(row?.[key], `${phase} ${at}: ${key}`).toBe(expectedRow?.[key]);
      }
      const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenantId));
      expect(events.map((event) => event.employeeId).sort()).toEqual(['E-1', 'E-2', 'E-3']);
    }
  });

  it('employees without absences in the period get a plain insert: same days and counts as the full replacement', async () => {
    // A repeated row (refused: a duplicate), several days per row, hours, a comment with a quote and one with a
    // backslash, a row clipped to the period.
    const file = [
      HEADER,
      'E-8;2026-03-01;2026-03-03;SICK;;;100;',
      'E-8;2026-03-01;2026-03-03;SICK;;;100;',
      'E-8;2026-03-04;2026-03-05;ACCIDENT;NBU;4.5;;Sturz "Treppe"',
      'E-9;2026-02-27;2026-03-02;VACATION;;;50;C:\\Ferien',
    ].join('\r\n');
    const results = [];
    for (const fullReplacementOnly of [false, true]) {
      const tenant = await createTenant(ctx.database, { name: `Upload Schnell ${fullReplacementOnly} AG` });
      const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
      for (const id of ['E-8', 'E-9']) await createEmployeeRecord(ctx.database, tenant.id, id);
      const document = await createStoredDocument(ctx.database, tenant.id, { content: file });
      const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId;
      absenceApplyTesting.fullReplacementOnly = fullReplacementOnly;
      try {
        expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe(
          'completed',
        );
      } finally {
        absenceApplyTesting.fullReplacementOnly = false;
      }
      const row = await uploadRow(ctx.database, tenant.id, uploadId);
      const ids = await ctx.database.withTenant(tenant.id, (tx) => tx.select({ id: absences.id }).from(absences));
      expect(new Set(ids.map((absence) => absence.id)).size).toBe(ids.length);
      results.push({
        absences: await liveAbsences(ctx.database, tenant.id),
        counts: [row?.created, row?.updated, row?.unchanged, row?.removed, row?.employeesAffected],
      });
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]?.counts).toEqual([7, 0, 0, 0, 2]); // E-8 01.-05. (5 days), E-9 01.-02. (2)
    expect(results[0]?.absences).toHaveLength(7);
    expect(results[0]?.absences).toContainEqual([
      'E-8',
      '2026-03-04',
      'ACCIDENT',
      'NON_OCCUPATIONAL',
      '4.50',
      null,
      'automatic',
      'Sturz "Treppe"',
    ]);
    expect(results[0]?.absences).toContainEqual([
      'E-9',
      '2026-03-02',
      'VACATION',
      null,
      null,
      '50.00',
      'automatic',
      'C:\\Ferien',
    ]);
  });

  it('days applied while reading (no other absences): stopped after any batch and restarted, the same result', async () => {
    // Neither employee has absences: the reading batches insert their days. Rows of one employee in several batches
    // (file not sorted), a day listed twice (row 4: refused, it overlaps row 2 on 03.03., also when the reading
    // resumes after row 2 or 3).
    const file = [
      HEADER,
      'E-8;2026-03-01;2026-03-03;SICK;;;100;',
      'E-9;2026-03-02;2026-03-02;VACATION;;;50;',
      'E-8;2026-03-03;2026-03-03;SICK;;;100;',
      'E-9;2026-03-05;2026-03-06;SICK;;4;;',
      'E-8;2026-03-10;2026-03-10;ACCIDENT;NBU;4.5;;',
    ].join('\r\n');
    const fresh = async (name: string) => {
      const tenant = await createTenant(ctx.database, { name });
      const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
      for (const id of ['E-8', 'E-9']) await createEmployeeRecord(ctx.database, tenant.id, id);
      const document = await createStoredDocument(ctx.database, tenant.id, { content: file });
      const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId as string;
      return { tenantId: tenant.id, uploadId };
    };
    const reference = await fresh('Upload Direkt Referenz AG');
    await processFileUpload(ctx.database, runtime, null, reference);
    const expectedAbsences = await liveAbsences(ctx.database, reference.tenantId);
    const expectedRow = await uploadRow(ctx.database, reference.tenantId, reference.uploadId);
    expect(expectedAbsences).toHaveLength(7);
    expect([
      expectedRow?.created,
      expectedRow?.updated,
      expectedRow?.unchanged,
      expectedRow?.employeesAffected,
    ]).toEqual([7, 0, 0, 2]);
    const small = { readBatchRows: 1, applyBatchEmployees: 1 };
    for (const [phase, at] of [
      ['reading', 1],
      ['reading', 2],
      ['reading', 3],
      ['applying', 1],
    ] as const) {
      const job = await fresh(`Upload Direkt Absturz ${phase} ${at} AG`);
      await expect(
        processFileUpload(ctx.database, runtime, null, job, {
          ...small,
          afterBatch: (current, batch) => {
            if (current === phase && batch === at) throw new Error('worker killed');
          },
        }),
      ).rejects.toThrow('worker killed');
      expect(await processFileUpload(ctx.database, runtime, null, job, small)).toBe('completed');
      expect(await liveAbsences(ctx.database, job.tenantId), `${phase} ${at}`).toEqual(expectedAbsences);
      const row = await uploadRow(ctx.database, job.tenantId, job.uploadId);
      for (const key of ['rowsRead', 'rowsAccepted', 'created', 'updated', 'unchanged', 'removed'] as const) {
        expect(row?.[key], `${phase} ${at}: ${key}`).toBe(expectedRow?.[key]);
      }
      const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, job.tenantId));
      expect(events.map((event) => event.employeeId).sort()).toEqual(['E-8', 'E-9']);
    }

    // An upload that fails for good while reading takes back the days its reading batches inserted.
    const longFile = [
      HEADER,
      ...Array.from(
        { length: 20 },
        (_, day) =>
          `E-8;2026-03-${String(day + 1).padStart(2, '0')};2026-03-${String(day + 1).padStart(2, '0')};SICK;;;100;`,
      ),
    ].join('\r\n');
    const tenant = await createTenant(ctx.database, { name: 'Upload Direkt Fehlschlag AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await createEmployeeRecord(ctx.database, tenant.id, 'E-8');
    const document = await createStoredDocument(ctx.database, tenant.id, { content: longFile });
    const job = {
      tenantId: tenant.id,
      uploadId: (await startUpload(ctx, session, document.id)).json().absenceUploadId,
    };
    let outcome: string | undefined;
    for (let attempt = 0; attempt < MAX_UPLOAD_ATTEMPTS && outcome === undefined; attempt++) {
      outcome = await processFileUpload(ctx.database, runtime, null, job, {
        readBatchRows: 1,
        afterBatch: () => {
          throw new Error('worker killed');
        },
      }).catch(async () => {
        expect(await liveAbsences(ctx.database, tenant.id)).not.toHaveLength(0);
        return undefined;
      });
    }
    expect(outcome).toBe('failed');
    expect((await uploadRow(ctx.database, tenant.id, job.uploadId))?.status).toBe('failed');
    expect(await liveAbsences(ctx.database, tenant.id)).toEqual([]);
  });

  it('an upload that is deleted takes its staging rows with it', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Gelöscht AG');
    const document = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
    const uploadId = (await startUpload(ctx, session, document.id)).json().absenceUploadId;
    await expect(
      processFileUpload(
        ctx.database,
        runtime,
        null,
        { tenantId, uploadId },
        {
          afterBatch: (phase) => {
            if (phase === 'reading') throw new Error('worker killed');
          },
        },
      ),
    ).rejects.toThrow('worker killed');
    const staged = () =>
      ctx.database.db.select().from(absenceUploadRows).where(eq(absenceUploadRows.uploadId, uploadId));
    expect(await staged()).toHaveLength(3);
    await ctx.database.db.execute(sql`delete from file_uploads where id = ${uploadId}`);
    expect(await staged()).toHaveLength(0);
  });

  it('a tenant that is deleted takes its absences with it (absences have no foreign key to tenants)', async () => {
    const { tenantId } = await tenantWithExample('Upload Mandant Weg AG');
    const other = await tenantWithExample('Upload Mandant Bleibt AG');
    const count = async (id: string) =>
      (await ctx.database.db.select().from(absences).where(eq(absences.tenantId, id))).length;
    expect(await count(tenantId)).toBe(6);
    await ctx.database.db.execute(sql`delete from tenants where id = ${tenantId}`);
    expect(await count(tenantId)).toBe(0);
    expect(await count(other.tenantId)).toBe(6);
  });

  it('the template downloads in four languages and reads back without errors', async () => {
    const { tenantId, session } = await tenantWithExample('Upload Vorlage AG');
    const template = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/absence-upload/template?language=fr&format=csv',
      headers: session.headers,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toMatch(/attachment/);
    // The template names the employees by their personnel number.
    expect(template.body.split('\r\n')[0]).toContain('Numéro du personnel*');
    expect(tenantId).toBeTruthy();
  });
});
