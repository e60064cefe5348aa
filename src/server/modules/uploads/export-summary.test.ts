// The upload export summary in the requester's language (issue 28 section 5; decision 0043): before, the sheet was
// "Summary" and the metadata "Absence management" in every language, with German unit names in the French file.
// The worked example: a German-speaking company (subunit ZH "Zürich", organisation unit ZH "Siège Zurich" in
// French; group MONTHLY "Monatslohn"), an upload of two employees in ZH / MONTHLY (5 200 + 4 000 = 9 200), the summary
// asked by a French-speaking HR admin and by a German-speaking one; the XLSX read back.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createStoredDocument, testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { summaryLanguageOf } from './export-summary.ts';
import { processFileUpload } from './upload-processors.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 5 * 1024 * 1024 };

const FILE = [
  'Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Gültig bis;Unterbereich;Verarbeitungsgruppe;' +
    'Beschäftigungsgrad;Lohnart 1000',
  'E-1;P-1;Anna;Muster;01.01.2026;;ZH;MONTHLY;80;5200',
  'E-2;P-2;Chiara;Rossi;01.03.2026;;ZH;MONTHLY;60;4000',
].join('\r\n');

const FRENCH_COLUMNS = {
  companySubunit: 'Sous-unité',
  processingGroup: 'Groupe de traitement',
  employeeCount: 'Nombre de collaborateurs',
  totalSalary: 'Masse salariale (CHF)',
  total: 'Total',
};

describe('summaryLanguageOf', () => {
  it('takes the first known language: the user’s, else the tenant’s, else German', () => {
    expect(summaryLanguageOf('fr', 'DE')).toBe('fr');
    expect(summaryLanguageOf(null, 'IT')).toBe('it');
    expect(summaryLanguageOf(undefined, 'RM')).toBe('de');
  });
});

describe.each(testBackends())('the export summary on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('speaks the requester’s language: sheet, title, unit names; the company and the file in the metadata', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Résumé AG' });
    await configureTenantForTest(ctx.database, tenant.id);
    await ctx.database.withTenant(tenant.id, (tx) =>
      tx.execute(sql`insert into organization_units (tenant_id, organization_id, description_de, description_fr)
          values (${tenant.id}, 'ZH', '', 'Siège Zurich')`),
    );
    const french = await createUser(ctx.database, tenant.id, { userRole: 'HR_Admin', language: 'fr' });
    const german = await createUser(ctx.database, tenant.id, { userRole: 'HR_Admin', language: 'de' });
    const frenchSession = await signIn(ctx.app, { kind: 'user', id: french.id, tenantId: tenant.id });
    const germanSession = await signIn(ctx.app, { kind: 'user', id: german.id, tenantId: tenant.id });
    const document = await createStoredDocument(ctx.database, tenant.id, {
      content: FILE,
      name: 'Collaborateurs 2026.csv',
    });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee-upload',
      headers: frenchSession.headers,
      payload: { documentId: document.id, fileUploadKey: null },
    });
    expect(started.statusCode, started.body).toBe(201);
    const uploadId = started.json().employeeUploadId as string;
    expect(await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId })).toBe('completed');

    const summaryOf = async (session: TestSession, translations: typeof FRENCH_COLUMNS) => {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/modular/employee-upload/${uploadId}/export-summary`,
        headers: session.headers,
        payload: { translations },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const file = await ctx.app.inject({ method: 'GET', url: answered.json().uri });
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      const values = (row: number) =>
        (sheet.getRow(row).values as unknown[])
          .slice(1)
          .map((cell) =>
            cell && typeof cell === 'object' && 'result' in cell ? (cell as { result: unknown }).result : cell,
          );
      return { workbook, sheet, values, filename: answered.json().filename as string };
    };

    const inFrench = await summaryOf(frenchSession, FRENCH_COLUMNS);
    expect(inFrench.sheet.name).toBe('Résumé');
    expect(inFrench.workbook.title).toBe('Résumé de l’import des collaborateurs');
    expect(inFrench.workbook.subject).toBe('Collaborateurs 2026');
    expect(inFrench.workbook.creator).toBe('Absenza');
    expect(inFrench.workbook.company).toBe('Muster AG'); // the configuration's company name
    expect(inFrench.values(1)).toEqual(Object.values(FRENCH_COLUMNS).slice(0, 4));
    // ZH by its French name; the group has one name, the tenant's (decision 0043). 5 200 + 4 000 = 9 200.
    expect(inFrench.values(2)).toEqual(['Siège Zurich (ZH)', 'Monatslohn (MONTHLY)', 2, 9200]);
    expect(inFrench.values(3)).toEqual(['Total', '', 2, 9200]);
    expect(inFrench.filename).toBe('Collaborateurs 2026 (Total).xlsx');

    // The German admin: German sheet and title; ZH has no German description, so the configuration's name.
    const inGerman = await summaryOf(germanSession, {
      companySubunit: 'Unterbereich',
      processingGroup: 'Verarbeitungsgruppe',
      employeeCount: 'Anzahl Mitarbeitende',
      totalSalary: 'Lohnsumme (CHF)',
      total: 'Total',
    });
    expect(inGerman.sheet.name).toBe('Zusammenfassung');
    expect(inGerman.workbook.title).toBe('Zusammenfassung des Mitarbeitenden-Uploads');
    expect(inGerman.values(2)).toEqual(['Zürich (ZH)', 'Monatslohn (MONTHLY)', 2, 9200]);
  });
});
