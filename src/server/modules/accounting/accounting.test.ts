// Accounting months (decision 0027): open, preview, lock (irreversible, idempotent, audited), the month's lines,
// submissions, the widget, and the locked-month correction through the API (C12): a change to a locked month's
// absence arrives as correction lines in the first open month while the locked snapshot stays as it was.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountingSnapshots, bookedClaims } from '../../../db/schema/accounting.ts';
import { claims } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createSalariedEmployee } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('accounting months on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * A configured tenant (SIMPLE KTG, C14 defaults: 30 waiting days, 80 %, divisor 365) with K-1 earning 6 000 a
   * month (insured salary 72 000, C8: daily rate 72 000 / 365 = 197.26, allowance 80 % = 157.81) sick at 100 %
   * from 01.03. to 09.04.2026: March pays 31.03. (157.81), April 01.-09.04. (9 x 157.81 = 1 420.29).
   */
  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id);
    await createSalariedEmployee(ctx.database, tenant.id, 'K-1');
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'Payroll');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: { employeeId: 'K-1', startDate: '2026-03-01', endDate: '2026-04-09', type: 'SICK', percentage: 100 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, tenant.id)).toMatchObject({ failed: 0 });
    const days = recorded.json().items as { absenceId: string; date: string }[];
    return { tenantId: tenant.id, hr, payroll, admin, days };
  }

  const months = (tenantId: string) => `/api/modular/admin/tenant/${tenantId}/accounting-month`;
  const call = (session: TestSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  async function open(world: { tenantId: string; admin: TestSession }, month: string) {
    const created = await call(world.admin, 'POST', months(world.tenantId), { accountingMonthId: month });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  }

  async function lines(session: TestSession, month: string, query = '') {
    const response = await call(session, 'GET', `/api/modular/accounting-month/${month}?take=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: {
        startDate: string;
        endDate: string;
        days: number;
        amount: string;
        isLocked: boolean;
        correctionKind: string | null;
        correctedMonthId: string | null;
      }[];
      totalCount: number;
      totals: { amount: string; days: number; correctionAmount: string };
    };
  }

  it('opens a month once, previews and locks it (idempotent, audited); claims become PROCESSED and the lines stay', async () => {
    const world = await company('Abschluss AG');
    expect(await open(world, '2026-03')).toMatchObject({
      accountingMonthId: '2026-03',
      isLocked: false,
      lockedEntities: [],
      submissionStatus: 'not_submitted',
    });
    const again = await call(world.admin, 'POST', months(world.tenantId), { accountingMonthId: '2026-03' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNTING_MONTH_EXISTS');

    // The open month's lines: 30 waiting days at CHF 0 (01.-30.03.) and the paid 31.03. (157.81).
    const before = await lines(world.payroll, '2026-03', '&sortBy=START_DATE&sortOrder=ASC');
    expect(before.items.map((line) => [line.startDate, line.endDate, line.days, line.amount, line.isLocked])).toEqual([
      ['2026-03-01', '2026-03-30', 30, '0.00', false],
      ['2026-03-31', '2026-03-31', 1, '157.81', false],
    ]);
    expect(before.totals).toEqual({ amount: '157.81', days: 31, correctionAmount: '0.00' });

    const preview = await call(world.admin, 'GET', `${months(world.tenantId)}/2026-03/lock-preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      employeeCount: 1,
      lineCount: 2,
      totalAmount: '157.81',
      correctionAmount: '0.00',
      blockedClaimCount: 0,
      alreadyLocked: false,
    });

    // A preview that no longer matches locks nothing.
    const stale = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {
      expectedLineCount: 2,
      expectedTotalAmount: '100.00',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'LOCK_PREVIEW_OUTDATED', lineCount: 2, totalAmount: '157.81' });

    const locked = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {
      expectedLineCount: 2,
      expectedTotalAmount: '157.81',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({
      created: true,
      lock: { companySubunitId: null, processingGroupId: null, employeeCount: 1, lineCount: 2, totalAmount: '157.81' },
      month: { isLocked: true, submissionStatus: 'locked' },
    });
    const twice = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {});
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ created: false, lock: { lockId: locked.json().lock.lockId } });

    const after = await lines(world.payroll, '2026-03', '&sortBy=START_DATE&sortOrder=ASC');
    expect(after.items.map((line) => [line.startDate, line.days, line.amount, line.isLocked])).toEqual([
      ['2026-03-01', 30, '0.00', true],
      ['2026-03-31', 1, '157.81', true],
    ]);
    await ctx.database.withTenant(world.tenantId, async (tx) => {
      const march = await tx.select().from(claims).where(eq(claims.accountingMonthId, '2026-03'));
      expect(march.length).toBe(31);
      expect(new Set(march.map((claim) => claim.processingStatus))).toEqual(new Set(['PROCESSED']));
      expect((await tx.select().from(bookedClaims)).length).toBe(31);
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, world.tenantId), eq(auditLog.action, 'accounting-month.lock')));
    expect(audits.length).toBe(1);

    // A claim patch can neither touch a booked claim nor move a claim into the locked month (C12).
    const cases = await call(world.payroll, 'GET', '/api/modular/case?employeeId=K-1&include=claims');
    const sick = cases.json().items[0] as {
      insuredPersonId: string;
      claims: { claimId: string; revisionId: string; date: string }[];
    };
    const claimOn = (date: string) => {
      const claim = sick.claims.find((item) => item.date === date) as { claimId: string; revisionId: string };
      return { claimId: claim.claimId, revisionId: claim.revisionId };
    };
    for (const patch of [
      { ...claimOn('2026-03-31'), processingStatus: 'BLOCKED' },
      { ...claimOn('2026-04-02'), processingStatus: 'SCHEDULED', accountingMonthId: '2026-03' },
    ]) {
      const refused = await call(world.payroll, 'PATCH', '/api/modular/claim', {
        insuredPersonId: sick.insuredPersonId,
        claims: [patch],
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ACCOUNTING_MONTH_LOCKED', claimIds: [patch.claimId] });
    }
    const allowed = await call(world.payroll, 'PATCH', '/api/modular/claim', {
      insuredPersonId: sick.insuredPersonId,
      claims: [{ ...claimOn('2026-04-02'), processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' }],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);

    const listed = await call(world.payroll, 'GET', '/api/modular/accounting-month/locked-and-unlocked');
    expect(listed.json()).toMatchObject({ locked: [{ accountingMonthId: '2026-03' }], unlocked: [] });
  });

  it('a change to a locked month arrives as corrections in the first open month; the locked snapshot never changes (C12)', async () => {
    const world = await company('Korrektur AG');
    await open(world, '2026-03');
    await open(world, '2026-04');
    const locked = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {});
    expect(locked.statusCode, locked.body).toBe(200);
    const snapshotBefore = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(accountingSnapshots).where(eq(accountingSnapshots.accountingMonthId, '2026-03')),
    );

    // 31.03. was 100 %, is now 50 %: 157.81 x 50 % = 78.905 -> 78.91 (C3, C2).
    const lastMarchDay = world.days.find((day) => day.date === '2026-03-31');
    const changed = await call(world.hr, 'PATCH', '/api/modular/absence', {
      items: [{ absenceIds: [lastMarchDay?.absenceId], changes: { percentage: 50 } }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });

    // March: as locked (157.81 on 31.03.).
    const march = await lines(world.payroll, '2026-03', '&sortBy=START_DATE&sortOrder=ASC');
    expect(march.totals.amount).toBe('157.81');
    expect(march.items.every((line) => line.isLocked)).toBe(true);
    const snapshotAfter = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(accountingSnapshots).where(eq(accountingSnapshots.accountingMonthId, '2026-03')),
    );
    expect(snapshotAfter).toEqual(snapshotBefore);

    // April (open): 9 x 157.81 = 1 420.29, plus the correction of 31.03.: reversal -157.81, rebooking +78.91.
    const april = await lines(
      world.payroll,
      '2026-04',
      '&isCorrection=true&sortBy=DAILY_ALLOWANCE_AMOUNT&sortOrder=ASC',
    );
    expect(
      april.items.map((line) => [line.startDate, line.correctionKind, line.correctedMonthId, line.amount]),
    ).toEqual([
      ['2026-03-31', 'REVERSAL', '2026-03', '-157.81'],
      ['2026-03-31', 'REBOOKING', '2026-03', '78.91'],
    ]);
    expect(april.totals.correctionAmount).toBe('-78.90');
    const aprilAll = await lines(world.payroll, '2026-04');
    // 1 420.29 - 157.81 + 78.91 = 1 341.39.
    expect(aprilAll.totals.amount).toBe('1341.39');
    // Booked over all months = the current computation: 157.81 + 1 341.39 = 1 499.20 = 78.91 + 1 420.29.
    const total = Math.round((Number(march.totals.amount) + Number(aprilAll.totals.amount)) * 100);
    expect(total).toBe(7_891 + 142_029);

    // Locking April books the corrections with it.
    const aprilLock = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-04/lock`, {});
    expect(aprilLock.json()).toMatchObject({ created: true, lock: { totalAmount: '1341.39' } });
  });

  it('every absence of a booked case deleted: the case stays BEING_FINALIZED and April reverses the booked 157.81', async () => {
    const world = await company('Storno AG');
    await open(world, '2026-03');
    await open(world, '2026-04');
    expect((await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {})).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/modular/absence?ids=${world.days.map((day) => day.absenceId).join(',')}`,
      headers: world.hr.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });

    // March stays as locked; April has no regular day left and reverses every booked day: the 30 waiting days
    // (0.00: they no longer count) and 31.03. (-157.81): 157.81 - 157.81 = 0 over both months.
    expect((await lines(world.payroll, '2026-03')).totals.amount).toBe('157.81');
    const april = await lines(world.payroll, '2026-04', '&sortBy=START_DATE&sortOrder=ASC');
    expect(
      april.items.map((line) => [line.startDate, line.days, line.correctionKind, line.correctedMonthId, line.amount]),
    ).toEqual([
      ['2026-03-01', 30, 'REVERSAL', '2026-03', '0.00'],
      ['2026-03-31', 1, 'REVERSAL', '2026-03', '-157.81'],
    ]);
    expect(april.totals.amount).toBe('-157.81');
    const stored = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(claims).where(eq(claims.accountingMonthId, '2026-04')),
    );
    expect(stored).toHaveLength(31);
    expect(stored.reduce((sum, claim) => sum + claim.dailyAllowance, 0)).toBe(-15_781);
    const cases = await call(world.hr, 'GET', '/api/modular/case?take=10');
    expect(cases.statusCode, cases.body).toBe(200);
    expect(cases.json().items).toMatchObject([{ status: 'BEING_FINALIZED' }]);

    // Locking April books the reversal; the case closes.
    const aprilLock = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-04/lock`, {});
    expect(aprilLock.json()).toMatchObject({ created: true, lock: { totalAmount: '-157.81' } });
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });
    expect((await call(world.hr, 'GET', '/api/modular/case?take=10')).json().items).toMatchObject([
      { status: 'CLOSED' },
    ]);
  });

  it('submissions: payroll submits a month once per unit; a locked unit refuses; the widget follows the steps', async () => {
    const world = await company('Einreichung AG');
    await open(world, '2026-03');
    const widget = await call(world.payroll, 'GET', '/api/modular/accounting-month/daily-allowance-widget');
    expect(widget.statusCode, widget.body).toBe(200);
    expect(widget.json()).toMatchObject({ accountingMonthId: '2026-03', submissionStatus: 'not_submitted' });
    const statusOf = (body: { steps: { step: string; status: string }[] }) =>
      Object.fromEntries(body.steps.map((step) => [step.step, step.status]));
    expect(statusOf(widget.json())).toMatchObject({
      DATA_RECEIVED: 'completed',
      CLAIMS_REVIEWED: 'completed',
      SUBMITTED: 'pending',
      LOCKED: 'blocked',
      EXPORTED: 'blocked',
    });

    const url = '/api/modular/accounting-month/2026-03/submissions';
    const submitted = await call(world.payroll, 'POST', url, { comment: 'März vollständig' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json()).toMatchObject({
      companySubunitId: null,
      processingGroupId: null,
      comment: 'März vollständig',
    });
    const twice = await call(world.payroll, 'POST', url, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ACCOUNTING_MONTH_ALREADY_SUBMITTED');
    const unknownUnit = await call(world.payroll, 'POST', url, { companySubunitId: 'NOPE' });
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json().code).toBe('UNKNOWN_ACCOUNTING_UNIT');
    const listed = await call(world.payroll, 'GET', url);
    expect(listed.json()).toMatchObject({ status: 'submitted', submissions: [{ comment: 'März vollständig' }] });
    expect(
      statusOf((await call(world.payroll, 'GET', '/api/modular/accounting-month/daily-allowance-widget')).json()),
    ).toMatchObject({
      SUBMITTED: 'completed',
      LOCKED: 'pending',
    });

    await call(world.admin, 'POST', `${months(world.tenantId)}/2026-03/lock`, {});
    const afterLock = await call(world.payroll, 'POST', url, { processingGroupId: null });
    expect(afterLock.statusCode).toBe(409);
    expect(afterLock.json().code).toBe('ACCOUNTING_MONTH_LOCKED');
    expect((await call(world.payroll, 'GET', url)).json().status).toBe('locked');

    const unknownMonth = await call(world.payroll, 'GET', '/api/modular/accounting-month/2026-07');
    expect(unknownMonth.statusCode).toBe(404);
    expect(unknownMonth.json().code).toBe('ACCOUNTING_MONTH_NOT_FOUND');
    const badMonth = await call(world.payroll, 'GET', '/api/modular/accounting-month/2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.body).toContain('Date must be in YYYY-MM format with a valid month (01-12)');
  });

  it('a lock writes the salary exports and the KTG protocol; their totals equal the lines; a protocol regenerates', async () => {
    const world = await company('Export AG');
    await open(world, '2026-04');
    const locked = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-04/lock`, {});
    expect(locked.statusCode, locked.body).toBe(200);
    const listed = await call(world.payroll, 'GET', '/api/modular/salary-export?accountingMonthId=2026-04');
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().items as {
      type: string;
      isPreview: boolean;
      unmappedLineCount: number;
      documents: { name: string; url: string; fileType: string }[];
    }[];
    const salary = items.find((item) => item.type === 'SALARY_EXPORT');
    const protocol = items.find((item) => item.type === 'KTG_PROTOCOL');
    expect(salary).toMatchObject({ isPreview: false, unmappedLineCount: 0 });
    expect(protocol?.documents.map((document) => document.fileType).sort()).toEqual(['PDF', 'XLSX']);
    // The test configuration chooses JSON (its exportMimeTypes): April's 9 x 157.81 = 1 420.29 in one line.
    // The test configuration chooses CSV (its exportMimeTypes): April's 9 x 157.81 = 1 420.29 in one booking line.
    const csv = salary?.documents.find((document) => document.fileType === 'CSV');
    const downloaded = await ctx.app.inject({ method: 'GET', url: csv?.url as string });
    expect(downloaded.statusCode).toBe(200);
    // Served with the layout's media type and charset (GZF and SWISSPORT say windows-1252 the same way).
    expect(downloaded.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = downloaded.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = (rows[0] as string).split(';');
    const amountColumn = header.findIndex((name) => /amount|betrag/i.test(name));
    expect(amountColumn, header.join(';')).toBeGreaterThanOrEqual(0);
    const exported = rows.slice(1).map((row) => row.split(';')[amountColumn]?.replace(/"/g, ''));
    const lines = await call(world.payroll, 'GET', '/api/modular/accounting-month/2026-04');
    expect(lines.json().totals.amount).toBe('1420.29');
    expect(exported).toEqual(['1420.29']);
    const pdf = protocol?.documents.find((document) => document.fileType === 'PDF');
    const pdfBytes = await ctx.app.inject({ method: 'GET', url: pdf?.url as string });
    expect(pdfBytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const regenerated = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-04/regenerate-ktg-protocol`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json().items).toMatchObject([{ type: 'KTG_PROTOCOL', generation: 2 }]);
    const notLocked = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-04/regenerate-ktg-protocol`);
    expect(notLocked.statusCode).toBe(200);
    await open(world, '2026-05');
    const refused = await call(world.admin, 'POST', `${months(world.tenantId)}/2026-05/regenerate-ktg-protocol`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCOUNTING_MONTH_NOT_LOCKED');

    // An open month's preview is marked as such.
    await open(world, '2026-03');
    const preview = await call(world.payroll, 'POST', '/api/modular/accounting-month/2026-03/salary-export-preview');
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json().items.every((item: { isPreview: boolean }) => item.isPreview)).toBe(true);
  });

  it('the admin checks: absences without claims and employee statistics of a month; INVALID_PARAMETERS in the spec words', async () => {
    const world = await company('Prüfung AG');
    // 04.05.2026 at 20 %: below the minimum incapacity of 25 % (C14), so no claim.
    const recorded = await call(world.hr, 'POST', '/api/modular/absence', {
      employeeId: 'K-1',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      type: 'SICK',
      percentage: 20,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });
    const checks = '/api/modular/admin/accounting-month-checks';
    const may = await call(
      world.admin,
      'GET',
      `${checks}/absences-without-claims?tenantId=${world.tenantId}&accountingMonth=2026-05`,
    );
    expect(may.statusCode, may.body).toBe(200);
    expect(may.json()).toMatchObject({
      tenantId: world.tenantId,
      accountingMonth: '2026-05',
      items: [{ employeeId: 'K-1', absenceDate: '2026-05-04', absenceType: 'SICK', hours: null, percentage: '20.00' }],
    });
    // March: every sick day has its claim (the waiting days too, at CHF 0).
    const march = await call(
      world.admin,
      'GET',
      `${checks}/absences-without-claims?tenantId=${world.tenantId}&accountingMonth=2026-03`,
    );
    expect(march.json().items).toEqual([]);

    const statistics = await call(
      world.admin,
      'GET',
      `${checks}/employee-statistics?tenantId=${world.tenantId}&accountingMonth=2026-03`,
    );
    expect(statistics.statusCode, statistics.body).toBe(200);
    // K-1: one employee earning 6 000 a month.
    expect(statistics.json().items).toEqual([expect.objectContaining({ numEmployees: 1, totalSalary: '6000.00' })]);

    const badMonth = await call(
      world.admin,
      'GET',
      `${checks}/employee-statistics?tenantId=${world.tenantId}&accountingMonth=2026-3`,
    );
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toMatchObject({ code: 'INVALID_PARAMETERS', message: 'Must be in YYYY-MM format' });
    const badTenant = await call(
      world.admin,
      'GET',
      `${checks}/employee-statistics?tenantId=nope&accountingMonth=2026-03`,
    );
    expect(badTenant.json()).toMatchObject({ code: 'INVALID_PARAMETERS' });
    const unknown = await call(
      world.admin,
      'GET',
      `${checks}/employee-statistics?tenantId=00000000-0000-4000-8000-000000000000&accountingMonth=2026-03`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TENANT_NOT_FOUND');
  });
});
