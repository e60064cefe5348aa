// Closing a month (issue 28 section 3; decision 0041) through the API, with the app's clock fixed: a lock on 28.11.
// books no day after 28.11., the days 29.–30.11. follow as corrections (C12) into December and are booked when
// December is locked once they have happened; the payouts of November pay no day after 28.11.; a month that has not
// begun is neither submitted nor locked (409 ACCOUNTING_MONTH_NOT_STARTED); the previews name the unit's open issues.
//
// The company (payout world, C14 defaults: 30 waiting days, 80 %, divisor 365): K-1 earns 6 000 a month (insured
// 72 000; 72 000 / 365 = 197.26; 80 % = 157.81 a day), sick at 100 % from 01.10. to 10.12.2026: the waiting period is
// 01.–30.10., every day from 31.10. on pays 157.81. November: 30 x 157.81 = 4 734.30, of which 01.–28.11. are
// 28 x 157.81 = 4 418.68 and 29.–30.11. 2 x 157.81 = 315.62. December: 01.–10.12. 10 x 157.81 = 1 578.10.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createPayoutWorld, payoutCall } from '../../../testing/factories/payout-world.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('closing a month on %s', (backend) => {
  // The app's clock (BuildAppOptions.now): 28.11.2026, 10:00 in Zurich, until the test moves it.
  let now = new Date('2026-11-28T09:00:00Z');
  const ctx = useTestApp(backend, { now: () => now });
  const call = payoutCall(ctx);

  it('a lock on 28.11. books 01.–28.11.; 29.–30.11. come as corrections in December, booked once they happened', async () => {
    now = new Date('2026-11-28T09:00:00Z');
    const world = await createPayoutWorld(ctx, 'Monatsende AG', {
      absence: { startDate: '2026-10-01', endDate: '2026-12-10' },
      months: ['2026-10', '2026-11', '2026-12'],
    });
    const months = `${world.base}/accounting-month`;
    const { tenantId } = world;

    // Two open data issues of K-1 (an error and a hint) and a dismissed one: the previews count the open ones.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.execute(sql`insert into tenant_issues (tenant_id, employee_id, type, scope, severity, ignored_at)
        values (${tenantId}, 'K-1', 'ABSENCE_DUPLICATED', 'ABSENCE', 3, null),
               (${tenantId}, 'K-1', 'ABSENCE_DUPLICATED', 'ABSENCE', 1, null),
               (${tenantId}, 'K-1', 'ABSENCE_DUPLICATED', 'ABSENCE', 2, now())`),
    );
    const issuesOfK1 = {
      total: 2,
      bySeverity: [
        { severity: 3, count: 1 },
        { severity: 2, count: 0 },
        { severity: 1, count: 1 },
      ],
    };

    // The preview on 28.11.: 28 days booked (4 418.68), 2 later days (315.62) left to the next open month.
    const preview = await call(world.adminA, 'GET', `${months}/2026-11/lock-preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      lockDate: '2026-11-28',
      employeeCount: 1,
      lineCount: 1,
      dayCount: 28,
      totalAmount: '4418.68',
      laterDayCount: 2,
      laterAmount: '315.62',
      openIssues: issuesOfK1,
    });
    // K-1 belongs to no subunit: the unit ZH has no open issue.
    const zurich = await call(world.adminA, 'GET', `${months}/2026-11/lock-preview?companySubunitId=ZH`);
    expect(zurich.json().openIssues).toEqual({
      total: 0,
      bySeverity: [
        { severity: 3, count: 0 },
        { severity: 2, count: 0 },
        { severity: 1, count: 0 },
      ],
    });

    // December has not begun on 28.11.: no preview, no lock, no submission; the submission preview says from when.
    for (const [method, url, payload] of [
      ['GET', `${months}/2026-12/lock-preview`, undefined],
      ['POST', `${months}/2026-12/lock`, {}],
    ] as const) {
      const refused = await call(world.adminA, method, url, payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ACCOUNTING_MONTH_NOT_STARTED',
        accountingMonthId: '2026-12',
        availableFrom: '2026-12-01',
      });
    }
    const submitDecember = await call(world.hr, 'POST', '/api/modular/accounting-month/2026-12/submissions', {
      comment: 'Dezember',
    });
    expect(submitDecember.statusCode).toBe(409);
    expect(submitDecember.json()).toMatchObject({ code: 'ACCOUNTING_MONTH_NOT_STARTED', availableFrom: '2026-12-01' });
    const decemberReadiness = await call(world.hr, 'GET', '/api/modular/accounting-month/2026-12/submission-preview');
    expect(decemberReadiness.statusCode, decemberReadiness.body).toBe(200);
    expect(decemberReadiness.json()).toEqual({
      accountingMonthId: '2026-12',
      companySubunitId: null,
      processingGroupId: null,
      availableFrom: '2026-12-01',
      hasBegun: false,
      openIssues: issuesOfK1,
    });
    // November has begun: payroll submits it after looking at its issues.
    const novemberReadiness = await call(world.hr, 'GET', '/api/modular/accounting-month/2026-11/submission-preview');
    expect(novemberReadiness.json()).toMatchObject({ hasBegun: true, openIssues: issuesOfK1 });
    const submitted = await call(world.hr, 'POST', '/api/modular/accounting-month/2026-11/submissions', {
      comment: 'November',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    // The lock on 28.11. books 01.–28.11. only.
    const locked = await call(world.adminA, 'POST', `${months}/2026-11/lock`, {
      expectedLineCount: 1,
      expectedTotalAmount: '4418.68',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().lock).toMatchObject({ lineCount: 1, totalAmount: '4418.68' });
    const booked = await ctx.database.withTenant(tenantId, (tx) =>
      rowsOf<{ first: string; last: string; days: number }>(
        tx,
        sql`select min(claim->>'date') as first, max(claim->>'date') as last, count(*)::int as days
          from booked_claims where tenant_id = ${tenantId} and accounting_month_id = '2026-11'`,
      ),
    );
    expect(booked[0]).toEqual({ first: '2026-11-01', last: '2026-11-28', days: 28 });
    const detail = await call(world.adminA, 'GET', `${months}/2026-11`);
    expect(detail.json().totals).toMatchObject({ lockedLineCount: 1, lockedDayCount: 28, lockedAmount: '4418.68' });

    // The lock derived K-1 again: 29.–30.11. are a REBOOKING of November in December (C12), beside 01.–10.12.
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    const november = await call(world.hr, 'GET', '/api/modular/accounting-month/2026-11?take=50&isLocked=false');
    expect(november.json()).toMatchObject({ totalCount: 0 });
    const december = await call(
      world.hr,
      'GET',
      '/api/modular/accounting-month/2026-12?take=50&sortBy=START_DATE&sortOrder=ASC',
    );
    expect(december.statusCode, december.body).toBe(200);
    const lines = december.json().items as Record<string, unknown>[];
    expect(
      lines.map((line) => [
        line.startDate,
        line.endDate,
        line.days,
        line.amount,
        line.correctionKind,
        line.correctedMonthId,
      ]),
    ).toEqual([
      ['2026-11-29', '2026-11-30', 2, '315.62', 'REBOOKING', '2026-11'],
      ['2026-12-01', '2026-12-10', 10, '1578.10', null, null],
    ]);
    // 315.62 + 1 578.10 = 1 893.72, of which the correction 315.62.
    expect(december.json().totals).toMatchObject({ amount: '1893.72', days: 12, correctionAmount: '315.62' });

    // November's payout pays 01.–28.11. (4 418.68): no day that had not happened.
    const regenerated = await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-11',
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json()).toMatchObject({ drafts: 1, netAmount: '4418.68' });
    const payouts = await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-11`);
    const periods = payouts
      .json()
      .items.flatMap((payout: { settlementPeriods: Record<string, unknown>[] }) =>
        payout.settlementPeriods.map((period) => [period.startDate, period.endDate, period.days, period.amount]),
      );
    expect(periods).toEqual([['2026-11-01', '2026-11-28', 28, '4418.68']]);

    // 15.12.: December has begun and 29.–30.11. have happened; its lock books them with 01.–10.12.: 1 893.72.
    now = new Date('2026-12-15T09:00:00Z');
    const decemberPreview = await call(world.adminA, 'GET', `${months}/2026-12/lock-preview`);
    expect(decemberPreview.json()).toMatchObject({
      lockDate: '2026-12-15',
      lineCount: 2,
      dayCount: 12,
      totalAmount: '1893.72',
      correctionAmount: '315.62',
      laterDayCount: 0,
      laterAmount: '0.00',
    });
    const decemberLocked = await call(world.adminA, 'POST', `${months}/2026-12/lock`, {});
    expect(decemberLocked.statusCode, decemberLocked.body).toBe(200);
    expect(decemberLocked.json().lock).toMatchObject({ lineCount: 2, totalAmount: '1893.72' });
    // Booked over both months: 4 418.68 + 1 893.72 = 6 312.40 = 40 x 157.81 (31.10. is October's).
    const decemberPayouts = await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-12',
    });
    expect(decemberPayouts.json()).toMatchObject({ drafts: 1, netAmount: '1893.72' });
  });
});
