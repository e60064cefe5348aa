// The certificate-% data issue (ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH; issue 30 section 2, decision 0053) over
// HTTP on both databases: absences and a certificate recorded through the routes, the events derived as the worker
// derives them, the issue seen on the absence periods and in the issues list; correcting, deleting the certificate
// and an upload through a link derive the employee again. Calendar (March 2026): Mo 02 … Fr 06, Mo 09 … Fr 13.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../../db/schema/care.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createCertificateCompany } from '../../../testing/factories/medical-certificate.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const TODAY = new Date('2026-03-16T09:00:00Z');
const TYPE = 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

type Period = { startDate: string; endDate: string; issues?: { type: string; details: Record<string, unknown> }[] };

describe.each(testBackends())('certificate incapacity mismatch on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

  async function recordAbsence(session: TestSession, startDate: string, endDate: string, percentage: number) {
    const response = await call(session, 'POST', '/absence', {
      employeeId: 'T-1',
      startDate,
      endDate,
      type: 'SICK',
      percentage,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** The mismatch issues on T-1's periods (include=issues), as `start..end recorded/certificate days`. */
  async function mismatchesOnPeriods(session: TestSession, tenantId: string) {
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    const response = await call(session, 'GET', '/absence-periods?include=issues&sortField=START_DATE&sortOrder=ASC');
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as Period[];
    return items.map((period) => ({
      period: `${period.startDate}..${period.endDate}`,
      issues: (period.issues ?? [])
        .filter((issue) => issue.type === TYPE)
        .map(
          ({ details }) =>
            `${details.from}..${details.to} ${details.recordedPercentage}/${details.certificatePercentage} ${details.days}`,
        ),
    }));
  }

  const certificate = {
    employeeId: 'T-1',
    absenceType: 'SICK',
    kind: 'FIRST',
    from: '2026-03-02',
    to: '2026-03-15',
    incapacityPercentage: 50,
    issuerName: 'Dr. med. Anna Arzt',
    issuerPractice: 'Praxis am See',
    receivedOn: '2026-03-04',
    documentId: null,
  };

  it('worked example: 100 % recorded against a 50 % certificate is an issue until the certificate is corrected', async () => {
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Vergleich AG');
    await recordAbsence(company.hr, '2026-03-02', '2026-03-06', 100);
    await recordAbsence(company.hr, '2026-03-09', '2026-03-13', 50);
    expect((await mismatchesOnPeriods(company.hr, company.tenantId)).flatMap((entry) => entry.issues)).toEqual([]);

    // The certificate 02.03.–15.03. at 50 %: the first week (recorded 100 %) mismatches, the second (50 %) does not.
    // The weekend between is filled (FILL_IF_FRIDAY_AND_MONDAY): one period 02.–13.03. carries the issue.
    const created = await call(company.hr, 'POST', '/medical-certificate', certificate);
    expect(created.statusCode, created.body).toBe(201);
    const { certificateId } = created.json();
    const periods = await mismatchesOnPeriods(company.hr, company.tenantId);
    expect(periods.filter((entry) => entry.issues.length > 0)).toEqual([
      { period: '2026-03-02..2026-03-13', issues: ['2026-03-02..2026-03-06 100/50 5'] },
    ]);
    // The issues list shows it too, naming the certificate.
    const listed = await call(company.hr, 'GET', `/tenant/issues?type=${TYPE}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        type: TYPE,
        employeeId: 'T-1',
        severity: 2,
        scope: 'ABSENCE',
        scopeDate: '2026-03-02',
        details: expect.objectContaining({
          certificateId,
          certificateFrom: '2026-03-02',
          certificateTo: '2026-03-15',
          certificatePercentage: 50,
          recordedPercentage: 100,
          days: 5,
        }),
      }),
    ]);

    // Corrected to 100 % (the doctor's first week): now the second week (recorded 50 %) mismatches.
    const corrected = await call(company.hr, 'PUT', `/medical-certificate/${certificateId}`, {
      ...certificate,
      employeeId: undefined,
      incapacityPercentage: 100,
      revision: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      (await mismatchesOnPeriods(company.hr, company.tenantId)).filter((entry) => entry.issues.length > 0),
    ).toEqual([{ period: '2026-03-02..2026-03-13', issues: ['2026-03-09..2026-03-13 50/100 5'] }]);

    // Corrected to the first week only: nothing mismatches any more.
    const shortened = await call(company.hr, 'PUT', `/medical-certificate/${certificateId}`, {
      ...certificate,
      employeeId: undefined,
      to: '2026-03-08',
      incapacityPercentage: 100,
      revision: 2,
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect((await mismatchesOnPeriods(company.hr, company.tenantId)).flatMap((entry) => entry.issues)).toEqual([]);

    // A follow-up at 30 % from 09.03. mismatches the second week; deleting it removes the issue again.
    const followUp = await call(company.hr, 'POST', '/medical-certificate', {
      ...certificate,
      kind: 'FOLLOW_UP',
      from: '2026-03-09',
      to: null,
      incapacityPercentage: 30,
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect((await mismatchesOnPeriods(company.hr, company.tenantId)).flatMap((entry) => entry.issues)).toEqual([
      '2026-03-09..2026-03-13 50/30 5',
    ]);
    const deleted = await call(company.hr, 'DELETE', `/medical-certificate/${followUp.json().certificateId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await mismatchesOnPeriods(company.hr, company.tenantId)).flatMap((entry) => entry.issues)).toEqual([]);
  });

  it('a certificate uploaded through a link derives the employee again', async () => {
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Hochladen AG');
    await recordAbsence(company.hr, '2026-03-02', '2026-03-06', 100);
    const sent = await call(company.hr, 'POST', '/certificate-upload-link', {
      employeeId: 'T-1',
      from: '2026-03-02',
      to: '2026-03-06',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await ctx.database.withTenant(company.tenantId, (tx) =>
      tx
        .select()
        .from(mails)
        .where(eq(mails.dedupeKey, `CERTIFICATE_UPLOAD_LINK:${sent.json().uploadLinkId}`)),
    );
    const token = mail?.textBody.match(/cup_[A-Za-z0-9_-]{43}/)?.[0];
    if (!token) throw new Error('no upload link mail');
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/modular/certificate-upload/${token}?incapacityPercentage=60`,
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'zeugnis.pdf' },
      payload: PDF,
      remoteAddress: '10.8.0.1',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await mismatchesOnPeriods(company.hr, company.tenantId)).flatMap((entry) => entry.issues)).toEqual([
      '2026-03-02..2026-03-06 100/60 5',
    ]);
  });
});
