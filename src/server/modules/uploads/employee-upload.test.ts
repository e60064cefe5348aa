import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { employeeUploadRows, fileUploads } from '../../../db/schema/file-uploads.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { createStoredDocument, testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { type TestContext, useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 5 * 1024 * 1024 };

const HEADER =
  'Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Gültig bis;Unterbereich;Verarbeitungsgruppe;' +
  'Beschäftigungsgrad;Lohnart 1000';

/**
 * The worked example. Before the upload (tenant with subunit ZH and group MONTHLY):
 *   E-1 Anna Muster, one record from 01.01.2025, open: 100 %, wage type 1000 CHF 6 000
 *   E-2 Beat Keller, one record from 01.01.2025, open: 100 %, wage type 1000 CHF 6 000
 * The file (row 1 is the header):
 *   row 2  E-1 from 01.01.2026, open: 80 %, CHF 5 200   -> updated: the 2025 record ends 31.12.2025, a new one starts
 *   row 3  E-2 from 01.01.2026, open: as it is           -> unchanged (the record valid then says the same)
 *   row 4  E-3 from 01.03.2026, open: new                -> created
 *   row 5  E-4 subunit XX-NOPE                           -> refused: not a subunit of this company
 *   row 6  E-5 without first name, 120 %                 -> refused: two cells
 *   row 7  E-1 valid from 31.02.2026                     -> refused: impossible date
 * Totals: 6 rows read, 3 accepted, 3 refused; employees created 1, updated 1, unchanged 1, affected 2 (one
 * employee-data-modified event each). Export summary, ZH / MONTHLY: 3 employees, 5 200 + 6 000 + 4 000 = 15 200.
 */
const WORKED_EXAMPLE = [
  HEADER,
  'E-1;P-1;Anna;Muster;01.01.2026;;ZH;MONTHLY;80;5200',
  'E-2;P-2;Beat;Keller;2026-01-01;;ZH;MONTHLY;100;6000',
  'E-3;P-3;Chiara;Rossi;01.03.2026;;ZH;MONTHLY;60;4000',
  'E-4;P-4;Dario;Fehr;01.01.2026;;XX-NOPE;MONTHLY;100;5000',
  'E-5;P-5;;Gerber;01.01.2026;;ZH;MONTHLY;120;5000',
  'E-1;P-1;Anna;Muster;31.02.2026;;ZH;MONTHLY;80;5200',
].join('\r\n');

const EXISTING = { companySubunitId: 'ZH', processingGroupId: 'MONTHLY', employmentPercentage: 100 };
const WAGE_6000 = [{ wageTypeId: '1000', amount: 6000 }];

async function seedWorkedExample(database: Database, tenantId: string) {
  await configureTenantForTest(database, tenantId);
  await createEmployeeRecord(database, tenantId, 'E-1', {
    validFrom: '2025-01-01',
    firstName: 'Anna',
    lastName: 'Muster',
    data: { ...EXISTING, personnelNumber: 'P-1', wageTypes: WAGE_6000 },
  });
  await createEmployeeRecord(database, tenantId, 'E-2', {
    validFrom: '2025-01-01',
    firstName: 'Beat',
    lastName: 'Keller',
    data: { ...EXISTING, personnelNumber: 'P-2', wageTypes: WAGE_6000 },
  });
}

async function recordsOf(database: Database, tenantId: string) {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(employeeRecords)
      .where(eq(employeeRecords.tenantId, tenantId))
      .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom)),
  );
  return rows.map((row) => {
    const data = row.data as { employmentPercentage: number | null; wageTypes: { amount: number }[] };
    return [
      row.employeeId,
      row.validFrom,
      row.validTo,
      row.firstName,
      data.employmentPercentage,
      data.wageTypes.map((wage) => wage.amount).join('+'),
    ];
  });
}

async function startUpload(ctx: TestContext, session: TestSession, documentId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/modular/employee-upload',
    headers: session.headers,
    payload: { documentId, fileUploadKey: null },
  });
}

async function uploadRow(database: Database, tenantId: string, uploadId: string) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx.select().from(fileUploads).where(eq(fileUploads.id, uploadId)),
  );
  return row;
}

async function download(ctx: TestContext, uri: string) {
  const response = await ctx.app.inject({ method: 'GET', url: uri });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

describe.each(testBackends())('employee uploads on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function tenantWithExample(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await seedWorkedExample(ctx.database, tenant.id);
    return { tenantId: tenant.id, session };
  }

  it('the worked example: temporal records created, merged and confirmed; every refused row reported', async () => {
    const { tenantId, session } = await tenantWithExample('Personal Beispiel AG');
    const document = await createStoredDocument(ctx.database, tenantId, {
      name: 'Mitarbeitende 2026.csv',
      content: WORKED_EXAMPLE,
    });
    const created = await startUpload(ctx, session, document.id);
    expect(created.statusCode, created.body).toBe(201);
    const uploadId = created.json().employeeUploadId;
    expect(created.json()).toMatchObject({ processingStatus: 'processing', documentId: document.id });

    // A second file meanwhile is refused (one file per company at a time).
    const second = await startUpload(ctx, session, document.id);
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('another-file-is-currently-being-processed');

    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${uploadId}`,
      headers: session.headers,
    });
    expect(status.json()).toMatchObject({
      employeeUploadId: uploadId,
      processingStatus: 'completed',
      name: 'Mitarbeitende 2026.csv',
      breakdowns: {
        rowsRead: 6,
        rowsAccepted: 3,
        rowsRejected: 3,
        created: 1,
        updated: 1,
        unchanged: 1,
        employeesAffected: 2,
      },
    });
    expect(await recordsOf(ctx.database, tenantId)).toEqual([
      ['E-1', '2025-01-01', '2025-12-31', 'Anna', 100, '6000'],
      ['E-1', '2026-01-01', null, 'Anna', 80, '5200'],
      ['E-2', '2025-01-01', null, 'Beat', 100, '6000'],
      ['E-3', '2026-03-01', null, 'Chiara', 60, '4000'],
    ]);
    const events = await ctx.database.db
      .select({ employeeId: domainEvents.employeeId, type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.tenantId, tenantId))
      .orderBy(asc(domainEvents.employeeId));
    expect(events).toEqual([
      { employeeId: 'E-1', type: 'employee-data-modified' },
      { employeeId: 'E-3', type: 'employee-data-modified' },
    ]);
    const audit = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, entityId: auditLog.entityId, actorType: auditLog.actorType })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityType, 'employee')))
        .orderBy(asc(auditLog.entityId)),
    );
    expect(audit).toEqual([
      { action: 'employee.upload-update', entityId: 'E-1', actorType: 'user' },
      { action: 'employee.upload-create', entityId: 'E-3', actorType: 'user' },
    ]);
    expect(
      await ctx.database.withTenant(tenantId, (tx) =>
        tx.select().from(employeeUploadRows).where(eq(employeeUploadRows.uploadId, uploadId)),
      ),
    ).toEqual([]);

    // The employee list shows the new employee with its current record.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employees?search=Rossi',
      headers: session.headers,
    });
    expect(list.json().items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['E-3']);

    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${uploadId}/row-report?format=csv&language=de`,
      headers: session.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    const csv = (await download(ctx, report.json().uri)).toString('utf8').replace(/^\ufeff/, '');
    expect(csv.trim().split('\r\n')).toEqual([
      'Zeile;Art;Spalte;Wert;Meldung',
      '5;Fehler (Zeile nicht übernommen);Unterbereich;XX-NOPE;Diese Untereinheit gibt es in Ihrem Unternehmen nicht.',
      '6;Fehler (Zeile nicht übernommen);Vorname;;Pflichtangabe fehlt.',
      '6;Fehler (Zeile nicht übernommen);Beschäftigungsgrad;120;Muss zwischen 0 und 100 liegen, mit höchstens drei Nachkommastellen.',
      '7;Fehler (Zeile nicht übernommen);Gültig ab;31.02.2026;Kein gültiges Datum (erwartet: TT.MM.JJJJ oder JJJJ-MM-TT).',
    ]);

    // The export summary: one line per subunit and group, and the total.
    const summary = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/employee-upload/${uploadId}/export-summary`,
      headers: session.headers,
      payload: {
        translations: {
          companySubunit: 'Unterbereich',
          processingGroup: 'Verarbeitungsgruppe',
          employeeCount: 'Anzahl Mitarbeitende',
          totalSalary: 'Lohnsumme (CHF)',
          total: 'Total',
        },
      },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().filename).toBe('Mitarbeitende 2026 (Total).xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(ctx, summary.json().uri)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const values = (row: number) =>
      (sheet.getRow(row).values as unknown[])
        .slice(1)
        .map((cell) =>
          cell && typeof cell === 'object' && 'result' in cell ? (cell as { result: unknown }).result : cell,
        );
    expect(values(1)).toEqual(['Unterbereich', 'Verarbeitungsgruppe', 'Anzahl Mitarbeitende', 'Lohnsumme (CHF)']);
    expect(values(2)).toEqual([expect.stringContaining('(ZH)'), 'Monatslohn (MONTHLY)', 3, 15200]);
    expect(values(3)).toEqual(['Total', '', 3, 15200]);
  });

  it('a row cutting into the middle of a record splits it; records the row covers are replaced', async () => {
    const { tenantId, session } = await tenantWithExample('Personal Schnitt AG');
    // E-1 has 2025-01-01..open. The row sets 50 % for March to June 2026 only: the record is cut in two around it.
    // Then E-2 gets a row covering 2024..open: its 2025 record is replaced (the row starts before it).
    const content = [
      HEADER,
      'E-1;P-1;Anna;Muster;01.03.2026;30.06.2026;ZH;MONTHLY;50;3000',
      'E-2;P-2;Beat;Keller;01.01.2024;;ZH;MONTHLY;90;5400',
    ].join('\n');
    const document = await createStoredDocument(ctx.database, tenantId, { content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('completed');
    expect(await recordsOf(ctx.database, tenantId)).toEqual([
      ['E-1', '2025-01-01', '2026-02-28', 'Anna', 100, '6000'],
      ['E-1', '2026-03-01', '2026-06-30', 'Anna', 50, '3000'],
      ['E-1', '2026-07-01', null, 'Anna', 100, '6000'],
      ['E-2', '2024-01-01', null, 'Beat', 90, '5400'],
    ]);
    // The employee's revision still grows: the replaced record's revision (1) is carried by the new one (1 + 1).
    const employee = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-2',
      headers: session.headers,
    });
    expect(employee.json().revision).toBe(2);
    expect((await uploadRow(ctx.database, tenantId, uploadId))?.updated).toBe(2);
  });

  it('with KAV, a record without the KAV fields is refused with what is missing', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Personal KAV AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const input = validConfigurationInput();
    input.insuranceConfiguration.contractGeneration = 'LEGACY';
    input.insuranceConfiguration.insuredProducts = ['KAV'];
    for (const coverage of input.insuranceConfiguration.coverageConfigurations) {
      for (const policy of (coverage as { policies?: { type: string }[] }).policies ?? []) policy.type = 'KAV';
    }
    await configureTenantForTest(ctx.database, tenant.id, input);
    const content = [HEADER, 'K-1;P-1;Kurt;Kav;01.01.2026;;ZH;MONTHLY;100;5000'].join('\n');
    const document = await createStoredDocument(ctx.database, tenant.id, { content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');
    const row = await uploadRow(ctx.database, tenant.id, uploadId);
    expect([row?.rowsAccepted, row?.rowsRejected, row?.created]).toEqual([0, 1, 0]);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${uploadId}/row-report?format=csv&language=en`,
      headers: session.headers,
    });
    const csv = (await download(ctx, report.json().uri)).toString('utf8');
    // In the reader's language, the fields by their names (the English message names them by code).
    for (const field of [
      'Date of employment',
      'Working pattern',
      'Standard working hours per week',
      'Insurance policies',
    ]) {
      expect(csv).toContain(`Required when your company has KAV insurance: ${field}.`);
    }
    const lines = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${uploadId}/row-issues`,
      headers: session.headers,
    });
    expect(lines.json().items).toContainEqual(
      expect.objectContaining({
        code: 'kavRequired',
        params: { field: 'dateOfEmployment' },
        message: 'Required when the company has KAV: dateOfEmployment',
      }),
    );
  });

  it('an XLSX in French with grouped columns (address, bank account, policies) becomes one whole record', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Personal Romandie SA' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await configureTenantForTest(ctx.database, tenant.id);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Collaborateurs');
    sheet.addRow([
      'ID collaborateur',
      'Numéro du personnel',
      'Prénom',
      'Nom',
      'Valable dès',
      "Valable jusqu'au",
      'Sexe',
      'Date de naissance',
      'Adresse',
      'NPA',
      'Localité',
      'Pays',
      'IBAN du compte',
      'Titulaire du compte',
      'NPA titulaire',
      'Localité titulaire',
      'KTG numéro de police',
      'Soumis à une CCT',
      'Type de salaire 1000',
    ]);
    sheet.addRow([
      'F-1',
      'F-1',
      'Élodie',
      'Favre',
      new Date(Date.UTC(2026, 0, 1)),
      null,
      'femme',
      new Date(Date.UTC(1990, 4, 17)),
      'Rue du Lac 5',
      '1003',
      'Lausanne',
      'ch',
      'CH93 0076 2011 6238 5295 7',
      'Élodie Favre',
      '1003',
      'Lausanne',
      'KTG-77',
      'oui',
      "7'250.50",
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const document = await createStoredDocument(ctx.database, tenant.id, { name: 'collaborateurs.xlsx', content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');
    const employee = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/F-1?dateOfReference=2026-02-01',
      headers: session.headers,
    });
    expect(employee.statusCode, employee.body).toBe(200);
    expect(employee.json().record.data).toMatchObject({
      firstName: 'Élodie',
      sex: 'FEMALE',
      dateOfBirth: '1990-05-17',
      address: { addressLine1: 'Rue du Lac 5', zipCode: '1003', city: 'Lausanne', country: 'CH' },
      bankAccount: { type: 'DOMESTIC', iban: 'CH9300762011623852957', holderName: 'Élodie Favre' },
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-77' }],
      isSubjectToCollectiveBargainingAgreement: true,
      wageTypes: [{ wageTypeId: '1000', amount: 7250.5 }],
    });
  });

  it('a CSV with street name and building number columns stores the structured address', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Personal Strasse AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await configureTenantForTest(ctx.database, tenant.id);
    const content = [
      'Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Gültig bis;Adresse;Strassenname;Hausnummer;PLZ;Ort;Land',
      'S-1;S-1;Anna;Muster;01.01.2026;;Geschäftshaus Seepark;Seestrasse;44a;8002;Zürich;CH',
      'S-2;S-2;Beat;Keller;01.01.2026;;Bahnhofstrasse 12;;;8001;Zürich;CH',
      'S-3;S-3;Carla;Rossi;01.01.2026;;Via Cantonale 3a;;3a;6900;Lugano;CH',
    ].join('\r\n');
    const document = await createStoredDocument(ctx.database, tenant.id, { name: 'strassen.csv', content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');
    const addressOf = async (employeeId: string) => {
      const employee = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/employee/${employeeId}?dateOfReference=2026-02-01`,
        headers: session.headers,
      });
      expect(employee.statusCode, employee.body).toBe(200);
      return employee.json().record.data.address;
    };
    expect(await addressOf('S-1')).toEqual({
      addressLine1: 'Geschäftshaus Seepark',
      streetName: 'Seestrasse',
      buildingNumber: '44a',
      zipCode: '8002',
      city: 'Zürich',
      country: 'CH',
    });
    // Empty cells: null, so street and number are read from addressLine1.
    expect(await addressOf('S-2')).toMatchObject({
      addressLine1: 'Bahnhofstrasse 12',
      streetName: null,
      buildingNumber: null,
    });
    // A building number without its street is refused in the row report, in the column of the street.
    const row = await uploadRow(ctx.database, tenant.id, uploadId);
    expect([row?.rowsRead, row?.rowsAccepted, row?.rowsRejected]).toEqual([3, 2, 1]);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${uploadId}/row-report?format=csv&language=de`,
      headers: session.headers,
    });
    const csv = (await download(ctx, report.json().uri)).toString('utf8');
    expect(csv).toContain('Strassenname');
    expect(csv).toContain('Eine Hausnummer braucht den Strassennamen');
  });

  it('stopped after any batch and restarted, the result equals an uninterrupted run', async () => {
    const reference = await tenantWithExample('Personal Referenz AG');
    const refDocument = await createStoredDocument(ctx.database, reference.tenantId, { content: WORKED_EXAMPLE });
    const refId = (await startUpload(ctx, reference.session, refDocument.id)).json().employeeUploadId;
    await processFileUpload(ctx.database, runtime, null, { tenantId: reference.tenantId, uploadId: refId });
    const expectedRecords = await recordsOf(ctx.database, reference.tenantId);
    const expectedRow = await uploadRow(ctx.database, reference.tenantId, refId);

    for (const [phase, at] of [
      ['reading', 1],
      ['reading', 3],
      ['applying', 1],
      ['applying', 2],
    ] as const) {
      const { tenantId, session } = await tenantWithExample(`Personal Absturz ${phase} ${at} AG`);
      const document = await createStoredDocument(ctx.database, tenantId, { content: WORKED_EXAMPLE });
      const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
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
      expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId }, small)).toBe('completed');
      expect(await recordsOf(ctx.database, tenantId), `${phase} ${at}`).toEqual(expectedRecords);
      const row = await uploadRow(ctx.database, tenantId, uploadId);
      for (const key of ['rowsRead', 'rowsAccepted', 'rowsRejected', 'created', 'updated', 'unchanged'] as const) {
        expect(row?.[key], `${phase} ${at}: ${key}`).toBe(expectedRow?.[key]);
      }
      const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenantId));
      expect(events.map((event) => event.employeeId).sort()).toEqual(['E-1', 'E-3']);
    }
  });

  it('a file without a required column is formatting-failed and changes nothing', async () => {
    const { tenantId, session } = await tenantWithExample('Personal Spalten AG');
    const content = ['Mitarbeitenden-ID;Vorname;Nachname;Gültig ab', 'E-1;Anna;Muster;01.01.2026'].join('\n');
    const document = await createStoredDocument(ctx.database, tenantId, { content });
    const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId, uploadId })).toBe('formatting-failed');
    const row = await uploadRow(ctx.database, tenantId, uploadId);
    expect(row?.errorMessage).toContain('Missing required columns');
    expect(row?.errorMessage).toContain('Personalnummer');
    expect(row?.errorMessage).toContain('Gültig bis');
    expect(await recordsOf(ctx.database, tenantId)).toHaveLength(2);
  });

  it('the employee template reads back without a refused row', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Personal Vorlage AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const template = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/employee-upload/template?language=${language}&format=xlsx`,
        headers: session.headers,
      });
      expect(template.statusCode).toBe(200);
      const document = await createStoredDocument(ctx.database, tenant.id, {
        name: `vorlage-${language}.xlsx`,
        content: template.rawPayload,
      });
      const uploadId = (await startUpload(ctx, session, document.id)).json().employeeUploadId;
      expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');
      const row = await uploadRow(ctx.database, tenant.id, uploadId);
      expect([language, row?.rowsRead, row?.rowsRejected, row?.errorMessage]).toEqual([language, 2, 0, null]);
      const employee = await ctx.app.inject({
        method: 'GET',
        url: '/api/modular/employee/E-1001?dateOfReference=2026-02-01',
        headers: session.headers,
      });
      expect(employee.json().record.data.address).toMatchObject({ streetName: 'Bahnhofstrasse', buildingNumber: '1' });
    }
  });
});
