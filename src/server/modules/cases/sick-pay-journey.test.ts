// The whole chain through the API (issue 13 "Done when"): a company's configuration, an employee file and an
// absence file sent the way payroll sends them (announce a document, PUT the file to its signed address, start the
// upload), the background work done (the upload job and the event processing the worker runs), then the cases and
// claims read back — with the amounts a hand calculation gives. Two steps have no API: the tenant itself (created
// by the platform operator) and the first HR user (invited by the operator); the factories stand for them.
import { describe, expect, it } from 'vitest';
import type { TenantConfigurationInput } from '../../../contracts/tenant.ts';
import { testBlobStore, testSigner } from '../../../testing/factories/document.factory.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { validConfigurationInput } from '../../../testing/factories/tenant-configuration-input.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { processFileUpload } from '../uploads/index.ts';

const runtime: DocumentRuntime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 5 * 1024 * 1024 };

/** The test configuration plus a UVGZ cover of 80 % above the UVG maximum (no upper limit). */
function journeyConfiguration(): TenantConfigurationInput {
  const input = validConfigurationInput('Reise AG');
  const [coverage] = input.insuranceConfiguration.coverageConfigurations as Record<string, unknown>[];
  Object.assign(coverage as object, {
    uvgzCoverage: { defaultPolicyNumber: 'UVGZ-1', coverage: 80, maxInsuredSalary: null },
  });
  return input;
}

// J-1 earns CHF 6 000 a month, J-2 CHF 15 000 (both MONTHLY, wage type 1000, KTG and UVG policies).
const EMPLOYEES = [
  'Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Gültig bis;Unterbereich;Verarbeitungsgruppe;' +
    'Eintrittsdatum;Lohnbasis;Beschäftigungsgrad;Lohnart 1000;KTG-Policennummer;UVG-Policennummer',
  'J-1;101;Lea;Brunner;01.01.2024;;ZH;MONTHLY;01.01.2024;MONTHLY;100;6000;KTG-1;UVG-1',
  'J-2;102;Marco;Bernasconi;01.01.2024;;ZH;MONTHLY;01.01.2024;MONTHLY;100;15000;KTG-1;UVG-1',
].join('\r\n');

// J-1 sick 01.03.-09.04.2026 at 100 %; J-2 a leisure accident on Monday 04.05.2026, absent 04.-13.05.
const ABSENCES = [
  'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar',
  'J-1;01.03.2026;09.04.2026;Krankheit;;;100;Arztzeugnis',
  'J-2;04.05.2026;13.05.2026;Unfall;NBU;;100;Velounfall',
].join('\r\n');

type CaseItem = {
  type: 'SICK' | 'ACCIDENT';
  employeeId: string;
  absentFrom: string;
  absentTo: string;
  status: string;
  allowance: {
    dailyAllowance: string | null;
    totalAmount: string;
    amountByCoverageLine: Record<string, string>;
    employerShareAmount: string;
  };
  wages: { insuredSalary: string };
  claims: { date: string; coverageLine: string; dailyAllowance: string }[];
};

describe.each(testBackends())('the sick-pay journey through the API on %s', (backend) => {
  const ctx = useTestApp(backend);

  /** A file sent as an interface client sends it: announce, PUT to the signed address, answer the document id. */
  async function sendFile(session: TestSession, name: string, content: string): Promise<string> {
    const announced = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/documents',
      headers: session.headers,
      payload: { name, contentType: 'text/csv' },
    });
    expect(announced.statusCode, announced.body).toBe(201);
    const { documentId, uploadUrl, headers } = announced.json() as {
      documentId: string;
      uploadUrl: string;
      headers: Record<string, string>;
    };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: Buffer.from(content, 'utf8'),
    });
    expect(put.statusCode, put.body).toBe(200);
    return documentId;
  }

  it('a sickness case and an accident case with UVGZ give the hand-calculated amounts', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Reise AG' });
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const configured = await ctx.app.inject({
      method: 'PUT',
      url: `/api/modular/admin/tenant/${tenant.id}/configure`,
      headers: admin.headers,
      payload: { configuration: journeyConfiguration(), comment: 'Einrichtung' },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');

    // The employee file: two employees created.
    const employeeFile = await sendFile(session, 'Mitarbeitende.csv', EMPLOYEES);
    const employeeUpload = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee-upload',
      headers: session.headers,
      payload: { documentId: employeeFile, fileUploadKey: null },
    });
    expect(employeeUpload.statusCode, employeeUpload.body).toBe(201);
    const { employeeUploadId } = employeeUpload.json() as { employeeUploadId: string };
    expect(
      await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId: employeeUploadId }),
    ).toBe('completed');
    const employeeStatus = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/employee-upload/${employeeUploadId}`,
      headers: session.headers,
    });
    expect(employeeStatus.json()).toMatchObject({ processingStatus: 'completed' });

    // The absence file for March to May 2026.
    const absenceFile = await sendFile(session, 'Absenzen.csv', ABSENCES);
    const absenceUpload = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence-upload',
      headers: session.headers,
      payload: { startDate: '2026-03-01', endDate: '2026-05-31', documentId: absenceFile, fileUploadKey: null },
    });
    expect(absenceUpload.statusCode, absenceUpload.body).toBe(201);
    const { absenceUploadId } = absenceUpload.json() as { absenceUploadId: string };
    expect(
      await processFileUpload(ctx.database, runtime, null, { tenantId: tenant.id, uploadId: absenceUploadId }),
    ).toBe('completed');
    // The worker derives the employees (employee and absence events): cases, claims, periods, issues.
    expect(await processPendingEvents(ctx.database, tenant.id)).toMatchObject({ failed: 0 });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/case?include=claims&sortBy=START_DATE&sortOrder=ASC',
      headers: session.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [sick, accident] = (listed.json() as { items: CaseItem[] }).items;

    // Sickness, J-1: insured salary 6 000 × 12 = 72 000 (C8); full daily allowance 72 000 / 365 × 80 %
    // = 157.808… -> CHF 157.81 (C2). 01.03.-09.04. = 40 days (C1): days 1-30 (01.-30.03.) waiting period (C11; KTG
    // only, so not insured), days 31-40 (31.03.-09.04.) paid: 10 × 157.81 = CHF 1 578.10 (C4).
    expect(sick).toMatchObject({
      type: 'SICK',
      employeeId: 'J-1',
      absentFrom: '2026-03-01',
      absentTo: '2026-04-09',
      wages: { insuredSalary: '72000.00' },
      allowance: { dailyAllowance: '157.81', totalAmount: '1578.10', amountByCoverageLine: { KTG: '1578.10' } },
    });
    const sickPaid = sick?.claims.filter((claim) => claim.dailyAllowance !== '0.00') ?? [];
    expect(sickPaid.map((claim) => claim.date)).toEqual([
      '2026-03-31',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((day) => `2026-04-${day}`),
    ]);
    expect(new Set(sickPaid.map((claim) => claim.dailyAllowance))).toEqual(new Set(['157.81']));

    // Accident, J-2: 15 000 × 12 = 180 000 a year. UVG insures up to 148 200: 148 200 / 365 × 80 % = 324.821…,
    // rounded up to 0.05 = 324.85 and capped at the maximum daily allowance 324.80 (C5). UVGZ 80 % on the earnings
    // above: (180 000 - 148 200) / 365 × 80 % = 31 800 / 365 × 80 % = 69.698… -> CHF 69.70 (C2). Accident Monday
    // 04.05.; the employer pays days 1-2 (05.-06.05.); UVG and UVGZ pay from day 3: 07.-13.05. = 7 days.
    // UVG 7 × 324.80 = 2 273.60; UVGZ 7 × 69.70 = 487.90; together CHF 2 761.50.
    expect(accident).toMatchObject({
      type: 'ACCIDENT',
      employeeId: 'J-2',
      absentFrom: '2026-05-04',
      absentTo: '2026-05-13',
      allowance: { totalAmount: '2761.50', amountByCoverageLine: { UVG: '2273.60', UVGZ: '487.90' } },
    });
    const paidOn = (line: string) =>
      (accident?.claims ?? [])
        .filter((claim) => claim.coverageLine === line && claim.dailyAllowance !== '0.00')
        .map((claim) => [claim.date, claim.dailyAllowance]);
    const days = ['07', '08', '09', '10', '11', '12', '13'].map((day) => `2026-05-${day}`);
    expect(paidOn('UVG')).toEqual(days.map((date) => [date, '324.80']));
    expect(paidOn('UVGZ')).toEqual(days.map((date) => [date, '69.70']));
  });
});
