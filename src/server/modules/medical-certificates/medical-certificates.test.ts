// Medical certificates recorded by HR and the worklist of absences missing one (issue 30 section 2, decision 0053),
// over HTTP on both databases. Today is fixed: Thursday 12.03.2026 (Zurich).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { createStoredDocument } from '../../../testing/factories/document.factory.ts';
import {
  createAbsencePeriod,
  createCertificateCompany,
} from '../../../testing/factories/medical-certificate.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const TODAY = new Date('2026-03-12T09:00:00Z');

const certificate = (overrides: Record<string, unknown> = {}) => ({
  employeeId: 'T-1',
  kind: 'FIRST',
  from: '2026-03-05',
  to: '2026-03-08',
  incapacityPercentage: 100,
  issuerName: 'Dr. med. Anna Arzt',
  issuerPractice: 'Praxis am See',
  receivedOn: '2026-03-09',
  ...overrides,
});

describe.each(testBackends())('medical certificates on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

  it('HR records, corrects (revision 409) and deletes a certificate; documents of the tenant only; audited', async () => {
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Zeugnis AG');
    const file = await createStoredDocument(ctx.database, company.tenantId, {
      name: 'zeugnis.pdf',
      content: '%PDF-1.7',
    });
    const created = await call(company.hr, 'POST', '/medical-certificate', certificate({ documentId: file.id }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      employeeId: 'T-1',
      firstName: 'Claire',
      lastName: 'Dubois',
      absenceType: 'SICK',
      kind: 'FIRST',
      from: '2026-03-05',
      to: '2026-03-08',
      incapacityPercentage: 100,
      issuerName: 'Dr. med. Anna Arzt',
      issuerPractice: 'Praxis am See',
      receivedOn: '2026-03-09',
      source: 'HR',
      documentId: file.id,
      fileName: 'zeugnis.pdf',
      revision: 1,
    });
    const id = created.json().certificateId;

    // Another tenant's document (or an unknown id) is not found: 404, nothing written.
    const other = await createTenant(ctx.database);
    const foreign = await createStoredDocument(ctx.database, other.id, { name: 'fremd.pdf' });
    const refused = await call(company.hr, 'POST', '/medical-certificate', certificate({ documentId: foreign.id }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('DOCUMENT_NOT_FOUND');
    // The span: the end before the start is refused by the contract.
    const backwards = await call(company.hr, 'POST', '/medical-certificate', certificate({ to: '2026-03-01' }));
    expect(backwards.statusCode).toBe(400);
    // An unknown employee.
    const nobody = await call(company.hr, 'POST', '/medical-certificate', certificate({ employeeId: 'NOBODY' }));
    expect(nobody.json().code).toBe('EMPLOYEE_NOT_FOUND');

    // Correct: to 10.03, 50 %, revision 1 -> 2; a second edit of revision 1 is stale.
    const changed = await call(company.caseManager, 'PUT', `/medical-certificate/${id}`, {
      ...certificate({ to: '2026-03-10', incapacityPercentage: 50, documentId: file.id }),
      employeeId: undefined,
      revision: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ to: '2026-03-10', incapacityPercentage: 50, revision: 2 });
    const stale = await call(company.hr, 'PUT', `/medical-certificate/${id}`, {
      ...certificate(),
      employeeId: undefined,
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });

    // The list by employee, and by range: 05.03–10.03 overlaps 10.03–20.03, not 11.03–20.03.
    expect((await call(company.hr, 'GET', '/medical-certificates?employeeId=T-1')).json().totalCount).toBe(1);
    expect(
      (await call(company.hr, 'GET', '/medical-certificates?from=2026-03-10&to=2026-03-20')).json().totalCount,
    ).toBe(1);
    expect(
      (await call(company.hr, 'GET', '/medical-certificates?from=2026-03-11&to=2026-03-20')).json().totalCount,
    ).toBe(0);

    const deleted = await call(company.hr, 'DELETE', `/medical-certificate/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(company.hr, 'GET', '/medical-certificates?employeeId=T-1')).json().totalCount).toBe(0);
    expect((await call(company.hr, 'DELETE', `/medical-certificate/${id}`)).json().code).toBe(
      'MEDICAL_CERTIFICATE_NOT_FOUND',
    );
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, company.tenantId), eq(auditLog.entityType, 'medical-certificate')))
      .orderBy(auditLog.occurredAt);
    expect(actions.map((row) => row.action)).toEqual([
      'medical-certificate.create',
      'medical-certificate.update',
      'medical-certificate.delete',
    ]);
  });

  it('a Superior sees the own team only and cannot record; HR_Business_Partner views', async () => {
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Team AG');
    await call(company.hr, 'POST', '/medical-certificate', certificate());
    await call(company.hr, 'POST', '/medical-certificate', certificate({ employeeId: 'O-1' }));
    const team = await call(company.boss, 'GET', '/medical-certificates');
    expect(team.json().items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-1']);
    const outside = await call(company.boss, 'GET', '/medical-certificates?employeeId=O-1');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN', employeeId: 'O-1' });
    expect((await call(company.boss, 'POST', '/medical-certificate', certificate())).statusCode).toBe(403);
    expect((await call(company.hrbp, 'GET', '/medical-certificates')).json().totalCount).toBe(2);
    expect((await call(company.hrbp, 'POST', '/medical-certificate', certificate())).statusCode).toBe(403);
  });

  it('the missing list: day 4 by default; a 10-day sickness from Mon 02.03.2026 needs 05.03–11.03 until covered', async () => {
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Fehlend AG');
    // A 3-day sickness (Mon 16.02 – Wed 18.02): day 4 is never reached, no certificate needed.
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'T-2',
      start: '2026-02-16',
      end: '2026-02-18',
    });
    // Vacation of any length never needs one.
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'T-2',
      type: 'VACATION',
      start: '2026-01-05',
      end: '2026-01-16',
    });
    // 10 days, Mon 02.03 – Wed 11.03: required from 02.03 + 4 − 1 = Thu 05.03; 05.03..11.03 = 7 days uncovered.
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'T-1',
      start: '2026-03-02',
      end: '2026-03-11',
    });
    const missing = async (session = company.hr, query = '') =>
      (await call(session, 'GET', `/medical-certificates/missing${query}`)).json();

    expect(await missing()).toEqual({
      items: [
        {
          employeeId: 'T-1',
          personnelNumber: expect.any(String),
          firstName: 'Claire',
          lastName: 'Dubois',
          absenceType: 'SICK',
          periodStart: '2026-03-02',
          periodEnd: '2026-03-11',
          requiredFrom: '2026-03-05',
          uncoveredDays: 7,
          firstUncoveredDay: '2026-03-05',
          openUploadLinkId: null,
        },
      ],
      totalCount: 1,
    });
    // A certificate 05.03–08.03 leaves 09.03, 10.03, 11.03: 3 days from 09.03.
    await call(company.hr, 'POST', '/medical-certificate', certificate());
    expect((await missing()).items[0]).toMatchObject({ uncoveredDays: 3, firstUncoveredDay: '2026-03-09' });
    // A certificate of another absence type covers nothing of a sickness.
    await call(
      company.hr,
      'POST',
      '/medical-certificate',
      certificate({ absenceType: 'ACCIDENT', from: '2026-03-09' }),
    );
    expect((await missing()).items[0]).toMatchObject({ uncoveredDays: 3 });
    // A follow-up 09.03 – until further notice covers the rest: the period leaves the list.
    await call(
      company.hr,
      'POST',
      '/medical-certificate',
      certificate({ kind: 'FOLLOW_UP', from: '2026-03-09', to: null, incapacityPercentage: 50 }),
    );
    expect(await missing()).toEqual({ items: [], totalCount: 0 });
  });

  it('the missing list: the tenant day N, search, paging and the superior scope', async () => {
    // Day 1: every day of a sickness needs a certificate.
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Streng AG', { requiredFromDay: 1 });
    // T-2: 2 days (Thu 05.03 – Fri 06.03), required from 05.03 + 1 − 1 = 05.03: 2 days.
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'T-2',
      start: '2026-03-05',
      end: '2026-03-06',
    });
    // O-1: an accident 01.03 – 03.03: 3 days.
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'O-1',
      type: 'ACCIDENT',
      start: '2026-03-01',
      end: '2026-03-03',
    });
    const list = async (session: TestSession, query = '') =>
      (await call(session, 'GET', `/medical-certificates/missing${query}`)).json();
    const all = await list(company.hr);
    // Newest period first: T-2 (05.03) before O-1 (01.03).
    expect(
      all.items.map((item: { employeeId: string; uncoveredDays: number }) => [item.employeeId, item.uncoveredDays]),
    ).toEqual([
      ['T-2', 2],
      ['O-1', 3],
    ]);
    expect(
      (await list(company.hr, '?search=aussen')).items.map((item: { employeeId: string }) => item.employeeId),
    ).toEqual(['O-1']);
    expect((await list(company.hr, '?absenceType=ACCIDENT')).totalCount).toBe(1);
    const second = await list(company.hr, '?skip=1&take=1');
    expect(second.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['O-1']);
    expect(second.totalCount).toBe(2);
    // The superior sees the own team: T-2, not O-1.
    expect((await list(company.boss)).items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-2']);
  });
});
