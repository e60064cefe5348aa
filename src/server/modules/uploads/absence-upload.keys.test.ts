// Issue 28 section 2 (decision 0040): an absence file keyed by personnel number, as the template suggests; the row
// report as codes with parameters and the cell as written, said in the reader's language with Swiss dates; duplicate
// and overlapping rows refused per row, never stored twice. Before: every personnel-number row was refused with "No
// employee with this id", the report was English with ISO dates, and 5 identical rows stored 5 absences of one day.
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { absences } from '../../../db/schema/absences.ts';
import { fileUploadRowIssues } from '../../../db/schema/file-uploads.ts';
import { createStoredDocument, testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { type TestContext, useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 50 * 1024 * 1024 };
const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };
const BY_NUMBER = 'Personalnummer;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar';
const BY_ID = 'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar';

async function liveAbsences(database: Database, tenantId: string) {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(absences)
      .where(and(eq(absences.tenantId, tenantId), eq(absences.deleted, false)))
      .orderBy(asc(absences.employeeId), asc(absences.date)),
  );
  return rows.map((row) => [row.employeeId, row.date, row.type, row.hours ?? row.percentage]);
}

async function upload(
  ctx: TestContext,
  session: TestSession,
  tenantId: string,
  content: string | Buffer,
  name: string,
) {
  const document = await createStoredDocument(ctx.database, tenantId, { name, content });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence-upload',
    headers: session.headers,
    payload: { ...NOVEMBER, documentId: document.id, fileUploadKey: null },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().absenceUploadId as string;
}

async function get(ctx: TestContext, session: TestSession, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe.each(testBackends())('absence uploads by personnel number, row report codes, duplicates on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * The company: E-1111 (personnel number 10234), E-2222 (10871 since 2026; 77 before), E-3333 (77 in November),
   * E-4444 and E-5555 (both 555).
   */
  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const person = (employeeId: string, personnelNumber: string, validFrom = '2020-01-01', validTo?: string) =>
      createEmployeeRecord(ctx.database, tenant.id, employeeId, {
        validFrom,
        ...(validTo ? { validTo } : {}),
        data: { personnelNumber },
      });
    await person('E-1111', '10234');
    await person('E-2222', '77', '2020-01-01', '2025-12-31');
    await person('E-2222', '10871', '2026-01-01');
    await person('E-3333', '77');
    await person('E-4444', '555');
    await person('E-5555', '555');
    return { tenantId: tenant.id, session };
  }

  it('a file keyed by personnel number: the employees are found, the upload says which key it read', async () => {
    const { tenantId, session } = await company('Personalnummer AG');
    const file = [
      BY_NUMBER,
      '10234;02.11.2026;03.11.2026;Krankheit;;;100;', // row 2: E-1111, 2 days
      '10871;04.11.2026;04.11.2026;Ferien;;8;;', // row 3: E-2222 (its number in November)
      '77;05.11.2026;05.11.2026;Krankheit;;;50;', // row 4: E-3333 (77 in November; E-2222's was until 2025)
      '555;06.11.2026;06.11.2026;Krankheit;;;100;', // row 5: two people have 555 -> refused
      '99999;07.11.2026;07.11.2026;Krankheit;;;100;', // row 6: nobody -> refused
      '10234;05.12.2026;06.12.2026;Krankheit;;;100;', // row 7: after the period -> refused, the cell as written
    ].join('\r\n');
    const uploadId = await upload(ctx, session, tenantId, file, 'Absenzen November.csv');
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');

    const detail = await get(ctx, session, `/absence-upload/${uploadId}`);
    expect(detail).toMatchObject({
      processingStatus: 'completed',
      employeeKey: 'personnelNumber',
      breakdowns: { rowsRead: 6, rowsAccepted: 3, rowsRejected: 3, created: 4, employeesAffected: 3 },
    });
    expect(await liveAbsences(ctx.database, tenantId)).toEqual([
      ['E-1111', '2026-11-02', 'SICK', '100.00'],
      ['E-1111', '2026-11-03', 'SICK', '100.00'],
      ['E-2222', '2026-11-04', 'VACATION', '8.00'],
      ['E-3333', '2026-11-05', 'SICK', '50.00'],
    ]);

    // The report as data: code, parameters, the column and the cell as the file has them.
    const issues = await get(ctx, session, `/absence-upload/${uploadId}/row-issues`);
    expect(issues.totalCount).toBe(3);
    expect(issues.items).toEqual([
      {
        rowNumber: 5,
        severity: 'error',
        column: 'Personalnummer',
        value: '555',
        code: 'ambiguousPersonnelNumber',
        params: { employeeIds: ['E-4444', 'E-5555'] },
        message:
          'Several employees have this personnel number (employee ids E-4444, E-5555): use the employee id column',
      },
      {
        rowNumber: 6,
        severity: 'error',
        column: 'Personalnummer',
        value: '99999',
        code: 'unknownPersonnelNumber',
        params: {},
        message: 'No employee with this personnel number',
      },
      {
        rowNumber: 7,
        severity: 'error',
        column: 'Startdatum',
        value: '05.12.2026',
        code: 'outsidePeriod',
        params: { from: '2026-11-01', to: '2026-11-30' },
        message: 'Outside the upload period (2026-11-01 to 2026-11-30)',
      },
    ]);
    // Paged: the second line alone.
    const second = await get(ctx, session, `/absence-upload/${uploadId}/row-issues?skip=1&take=1`);
    expect(second.items.map((item: { rowNumber: number }) => item.rowNumber)).toEqual([6]);

    // The downloadable report in French: headers, kinds and messages, Swiss dates.
    const address = await get(ctx, session, `/absence-upload/${uploadId}/row-report?format=csv&language=fr`);
    const csv = await ctx.app.inject({ method: 'GET', url: address.uri });
    expect(csv.body.split('\r\n')).toEqual([
      '\ufeffLigne;Type;Colonne;Valeur;Message',
      '5;Erreur (ligne non reprise);Personalnummer;555;Plusieurs personnes ont ce numéro du personnel (ID collaborateur E-4444, E-5555) : indiquez la colonne « ID collaborateur ».',
      '6;Erreur (ligne non reprise);Personalnummer;99999;Aucune personne avec ce numéro du personnel dans votre entreprise.',
      '7;Erreur (ligne non reprise);Startdatum;05.12.2026;En dehors de la période du téléversement (01.11.2026 – 30.11.2026).',
      '',
    ]);
    // And in German, as XLSX.
    const xlsxAddress = await get(ctx, session, `/absence-upload/${uploadId}/row-report?format=xlsx&language=de`);
    const xlsx = await ctx.app.inject({ method: 'GET', url: xlsxAddress.uri });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(4).values).toEqual([
      undefined,
      7,
      'Fehler (Zeile nicht übernommen)',
      'Startdatum',
      '05.12.2026',
      'Ausserhalb des Upload-Zeitraums (01.11.2026 – 30.11.2026).',
    ]);
  });

  it('an XLSX date cell is reported as Excel shows it (DD.MM.YYYY), not as the date it was read as', async () => {
    const { tenantId, session } = await company('Excel Datum AG');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Absenzen');
    sheet.addRow(BY_NUMBER.split(';'));
    const row = sheet.addRow(['10234', new Date(Date.UTC(2026, 11, 5)), new Date(Date.UTC(2026, 11, 6)), 'Krankheit']);
    row.getCell(7).value = 100;
    for (const cell of [2, 3]) row.getCell(cell).numFmt = 'dd.mm.yyyy';
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploadId = await upload(ctx, session, tenantId, content, 'Absenzen.xlsx');
    await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId });
    const issues = await get(ctx, session, `/absence-upload/${uploadId}/row-issues`);
    expect(issues.items).toMatchObject([{ rowNumber: 2, code: 'outsidePeriod', value: '05.12.2026' }]);
  });

  it('a file with both identifiers: the employee id identifies, and the personnel number must be its own', async () => {
    const { tenantId, session } = await company('Beide Spalten AG');
    const file = [
      'Mitarbeitenden-ID;Personalnummer;Startdatum;Enddatum;Absenzart;Prozent;Stunden',
      'E-1111;10234;02.11.2026;02.11.2026;Krankheit;100;', // row 2: E-1111 with its own number
      'E-1111;10871;03.11.2026;03.11.2026;Krankheit;100;', // row 3: 10871 is E-2222's -> refused
      'E-2222;;04.11.2026;04.11.2026;Krankheit;100;', // row 4: no number given: the id is enough
    ].join('\r\n');
    const uploadId = await upload(ctx, session, tenantId, file, 'Beide.csv');
    await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId });
    expect(await get(ctx, session, `/absence-upload/${uploadId}`)).toMatchObject({
      employeeKey: 'employeeId',
      breakdowns: { rowsAccepted: 2, rowsRejected: 1 },
    });
    const issues = await get(ctx, session, `/absence-upload/${uploadId}/row-issues`);
    expect(issues.items).toMatchObject([
      {
        rowNumber: 3,
        column: 'Personalnummer',
        value: '10871',
        code: 'personnelNumberMismatch',
        params: { employeeId: 'E-1111' },
      },
    ]);
    expect(await liveAbsences(ctx.database, tenantId)).toEqual([
      ['E-1111', '2026-11-02', 'SICK', '100.00'],
      ['E-2222', '2026-11-04', 'SICK', '100.00'],
    ]);
  });

  it('a file with neither identifier is refused, naming the personnel number column', async () => {
    const { tenantId, session } = await company('Ohne Schlüssel AG');
    const file = 'Startdatum;Enddatum;Absenzart;Prozent;Stunden\r\n02.11.2026;02.11.2026;Krankheit;100;';
    const uploadId = await upload(ctx, session, tenantId, file, 'Ohne.csv');
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('formatting-failed');
    const issues = await get(ctx, session, `/absence-upload/${uploadId}/row-issues`);
    expect(issues.items).toMatchObject([
      { rowNumber: 1, code: 'missingColumns', params: { columns: ['Personalnummer'] } },
    ]);
  });

  it('5 identical rows: 1 absence stored, 4 rows reported as duplicates of row 2; a row that overlaps is refused', async () => {
    const { tenantId, session } = await company('Doppelt AG');
    const same = 'E-1111;02.11.2026;02.11.2026;Krankheit;;;100;';
    const file = [
      BY_ID,
      same, // row 2: applied
      same, // rows 3-6: the same absence again
      same,
      same,
      'E-1111;02.11.2026;02.11.2026;Krankheit;;;100;Zweiter Kommentar', // row 6: another comment, the same absence
      'E-1111;01.11.2026;03.11.2026;Krankheit;;;50;', // row 7: 50 % on 01.-03., sharing 02.11. with row 2
      'E-1111;04.11.2026;04.11.2026;Krankheit;;;100;', // row 8: a day of its own: applied
    ].join('\r\n');
    const uploadId = await upload(ctx, session, tenantId, file, 'Doppelt.csv');
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    expect(await liveAbsences(ctx.database, tenantId)).toEqual([
      ['E-1111', '2026-11-02', 'SICK', '100.00'],
      ['E-1111', '2026-11-04', 'SICK', '100.00'],
    ]);
    expect(await get(ctx, session, `/absence-upload/${uploadId}`)).toMatchObject({
      breakdowns: { rowsRead: 7, rowsAccepted: 2, rowsRejected: 5, created: 2 },
      issueCount: 5,
    });
    const issues = await get(ctx, session, `/absence-upload/${uploadId}/row-issues`);
    expect(
      issues.items.map((item: { rowNumber: number; code: string; params: object }) => [
        item.rowNumber,
        item.code,
        item.params,
      ]),
    ).toEqual([
      [3, 'duplicateRow', { row: 2 }],
      [4, 'duplicateRow', { row: 2 }],
      [5, 'duplicateRow', { row: 2 }],
      [6, 'duplicateRow', { row: 2 }],
      [7, 'overlapsRow', { row: 2, from: '2026-11-02', to: '2026-11-02' }],
    ]);
    const address = await get(ctx, session, `/absence-upload/${uploadId}/row-report?format=csv&language=de`);
    const csv = (await ctx.app.inject({ method: 'GET', url: address.uri })).body.split('\r\n');
    expect(csv[1]).toBe(
      '3;Fehler (Zeile nicht übernommen);;;Doppelt: dieselbe Absenz wie Zeile 2, nicht zweimal übernommen.',
    );
    expect(csv[5]).toBe(
      '7;Fehler (Zeile nicht übernommen);;;Überschneidet sich mit Zeile 2 (02.11.2026 – 02.11.2026): Pro Person und Tag gilt eine Absenz. Die Zeile wurde nicht übernommen.',
    );
  });

  it('duplicates across reading batches, also when the reading is stopped and resumed in between', async () => {
    let current = await company('Doppelt Batches AG');
    // Rows 2-9: E-1111 on 02.11. eight times, E-3333 on 05.-06.11. at rows 3 and 9 (by personnel number 77).
    const file = [
      BY_NUMBER,
      '10234;02.11.2026;02.11.2026;Krankheit;;;100;',
      '77;05.11.2026;06.11.2026;Ferien;;;100;',
      ...Array.from({ length: 5 }, () => '10234;02.11.2026;02.11.2026;Krankheit;;;100;'),
      '77;05.11.2026;06.11.2026;Ferien;;;100;',
    ].join('\r\n');
    // A first upload of a company inserts its days while reading (they have no other absences: the claims of a
    // resumed reading come from those days); the last run repeats the file in the same company (its rows are staged
    // for the replacement: the claims come from the staging rows).
    for (const [stopAfter, fresh] of [
      [null, true],
      [1, true],
      [2, true],
      [1, false],
    ] as const) {
      if (fresh) current = await company(`Doppelt Batches ${stopAfter} AG`);
      const { tenantId, session } = current;
      const uploadId = await upload(ctx, session, tenantId, file, `Batches ${stopAfter}.csv`);
      const job = { tenantId, uploadId };
      if (stopAfter !== null) {
        await expect(
          processFileUpload(ctx.database, runtime, null, job, {
            readBatchRows: 2,
            afterBatch: (phase, batch) => {
              if (phase === 'reading' && batch === stopAfter) throw new Error('worker killed');
            },
          }),
        ).rejects.toThrow('worker killed');
      }
      expect(await processFileUpload(ctx.database, runtime, null, job, { readBatchRows: 2 })).toBe('completed');
      expect(await liveAbsences(ctx.database, tenantId), `stopped after ${stopAfter}, fresh ${fresh}`).toEqual([
        ['E-1111', '2026-11-02', 'SICK', '100.00'],
        ['E-3333', '2026-11-05', 'VACATION', '100.00'],
        ['E-3333', '2026-11-06', 'VACATION', '100.00'],
      ]);
      const lines = await ctx.database.withTenant(tenantId, (tx) =>
        tx
          .select({ row: fileUploadRowIssues.rowNumber, code: fileUploadRowIssues.code })
          .from(fileUploadRowIssues)
          .where(eq(fileUploadRowIssues.uploadId, uploadId))
          .orderBy(asc(fileUploadRowIssues.rowNumber)),
      );
      expect(lines, `stopped after ${stopAfter}, fresh ${fresh}`).toEqual(
        [4, 5, 6, 7, 8, 9].map((row) => ({ row, code: 'duplicateRow' })),
      );
    }
  });

  it('a file of 20 000 identical rows stores one absence and reports 19 999 duplicates', async () => {
    // A bounded version of the 350 000-row file of issue 28 (no timing asserted).
    const { tenantId, session } = await company('Doppelt Gross AG');
    const rows = 20_000;
    const file = [BY_NUMBER, ...Array.from({ length: rows }, () => '10234;02.11.2026;02.11.2026;Krankheit;;;100;')];
    const uploadId = await upload(ctx, session, tenantId, file.join('\r\n'), 'Gross.csv');
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId }, { readBatchRows: 4000 })).toBe(
      'completed',
    );
    expect(await liveAbsences(ctx.database, tenantId)).toEqual([['E-1111', '2026-11-02', 'SICK', '100.00']]);
    expect(await get(ctx, session, `/absence-upload/${uploadId}`)).toMatchObject({
      breakdowns: { rowsRead: rows, rowsAccepted: 1, rowsRejected: rows - 1, created: 1 },
      issueCount: rows - 1,
    });
    const last = await get(ctx, session, `/absence-upload/${uploadId}/row-issues?skip=${rows - 2}&take=5`);
    expect(last.items).toMatchObject([{ rowNumber: rows + 1, code: 'duplicateRow', params: { row: 2 } }]);
  });
});
