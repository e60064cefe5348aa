// The tenant's payment overview through the API (issue 15 scope 5; decision 0035): a payout is IN_PREPARATION from
// the draft to the approval, SCHEDULED once released for a later execution date, PAID when that date has come; the
// months' sums, filters and search; the statement only after the release; only the payee's problems reach the
// employer; paymentOverview.view decides who sees it; another tenant sees nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextBankBusinessDay } from '../../../domain/payouts/pain001/bank-business-days.ts';
import { createPayoutWorld, lockPayoutMonth, payoutCall } from '../../../testing/factories/payout-world.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

describe.each(testBackends())('payment overview on %s', (backend) => {
  const ctx = useTestApp(backend);
  const call = payoutCall(ctx);
  const PAYMENTS = '/api/modular/payment-overview';

  it('follows a payout from preparation to scheduled to paid, with the months, filters and the statement', async () => {
    const world = await createPayoutWorld(ctx, 'Zahlungsübersicht AG');
    const months = async () => (await call(world.hr, 'GET', `${PAYMENTS}/months`)).json();
    const list = async (query = '') => {
      const response = await call(world.hr, 'GET', `${PAYMENTS}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // Nothing built yet: empty, not an error.
    expect((await months()).items).toEqual([]);
    expect(await list()).toMatchObject({ items: [], totalCount: 0, totals: { count: 0, netAmount: '0.00' } });

    // March locked and its draft built: 157.81 for 31.03. (the 30 waiting days explain the month) is in preparation.
    await lockPayoutMonth(ctx, world, '2026-03');
    const built = await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-03',
    });
    expect(built.statusCode, built.body).toBe(200);
    const [draft] = (await list()).items;
    expect(draft).toMatchObject({
      accountingMonthId: '2026-03',
      state: 'IN_PREPARATION',
      employeeId: 'K-1',
      payeeKind: 'EMPLOYER',
      iban: 'CH9300762011623852957',
      netAmount: '157.81',
      requestedExecutionDate: null,
      endToEndId: null,
      actionNeeded: [],
      statementAvailable: false,
    });
    expect(draft.carrierName).toMatch(/^Taggeld AG/);
    expect(
      draft.settlementPeriods.map((period: { days: number; amount: string }) => [period.days, period.amount]),
    ).toEqual([
      [30, '0.00'],
      [1, '157.81'],
    ]);
    const early = await call(world.hr, 'GET', `${PAYMENTS}/${draft.payoutId}/statement`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYOUT_STATEMENT_NOT_ISSUED' });

    // Proposed by admin A: still in preparation for the employer (the proposal can be withdrawn); no date yet.
    const executionDate = nextBankBusinessDay(addDays(swissToday(), 7) as Parameters<typeof nextBankBusinessDay>[0]);
    const proposed = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [draft.payoutId],
      requestedExecutionDate: executionDate,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await list()).items[0]).toMatchObject({ state: 'IN_PREPARATION', requestedExecutionDate: null });

    // Approved by admin B for a day at least a week ahead: scheduled, with the date, the bank reference and the
    // statement.
    const approved = await call(
      world.adminB,
      'POST',
      `${world.base}/payout/release/${proposed.json().releaseId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [scheduled] = (await list()).items;
    expect(scheduled).toMatchObject({
      payoutId: draft.payoutId,
      state: 'SCHEDULED',
      requestedExecutionDate: executionDate,
      endToEndId: expect.stringMatching(/^ABZ[0-9A-F]{32}$/),
      statementAvailable: true,
    });
    expect((await months()).items).toEqual([
      {
        accountingMonthId: '2026-03',
        paid: { count: 0, netAmount: '0.00' },
        scheduled: { count: 1, netAmount: '157.81' },
        inPreparation: { count: 0, netAmount: '0.00' },
        nextExecutionDate: executionDate,
        lastExecutionDate: null,
      },
    ]);
    const statement = await call(world.hr, 'GET', `${PAYMENTS}/${draft.payoutId}/statement`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().filename).toMatch(/\.pdf$/);
    expect(statement.json().filename).not.toMatch(/Entwurf/);
    const file = await ctx.app.inject({ method: 'GET', url: statement.json().uri });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same statement the second time (the release wrote it once).
    expect((await call(world.hr, 'GET', `${PAYMENTS}/${draft.payoutId}/statement`)).json().filename).toBe(
      statement.json().filename,
    );

    // The execution date has come (the bank executed the file): paid.
    await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.execute(sql`update payout_releases set requested_execution_date = '2026-04-01'`),
    );
    expect((await list()).items[0]).toMatchObject({ state: 'PAID', requestedExecutionDate: '2026-04-01' });

    // April locked and built: 9 x 157.81 = 1 420.29 in preparation, next to March's paid 157.81.
    await lockPayoutMonth(ctx, world, '2026-04');
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-04' });
    expect((await months()).items).toEqual([
      expect.objectContaining({
        accountingMonthId: '2026-04',
        inPreparation: { count: 1, netAmount: '1420.29' },
        paid: { count: 0, netAmount: '0.00' },
      }),
      expect.objectContaining({
        accountingMonthId: '2026-03',
        paid: { count: 1, netAmount: '157.81' },
        lastExecutionDate: '2026-04-01',
        nextExecutionDate: null,
      }),
    ]);
    const everything = await list();
    expect(everything.totals).toEqual({
      count: 2,
      netAmount: '1578.10', // 157.81 + 1 420.29
      paid: { count: 1, netAmount: '157.81' },
      scheduled: { count: 0, netAmount: '0.00' },
      inPreparation: { count: 1, netAmount: '1420.29' },
    });
    expect(everything.items.map((item: { accountingMonthId: string }) => item.accountingMonthId)).toEqual([
      '2026-04',
      '2026-03',
    ]);
    expect((await list('?states=PAID')).items.map((item: { state: string }) => item.state)).toEqual(['PAID']);
    expect((await list('?accountingMonthId=2026-04')).totalCount).toBe(1);
    expect((await list('?sortBy=NET_AMOUNT&sortOrder=ASC')).items[0].netAmount).toBe('157.81');
    expect((await list('?sortBy=EXECUTION_DATE&sortOrder=DESC')).items[0].state).toBe('PAID'); // no date: last
    expect((await list('?search=k-1')).totalCount).toBe(2);
    expect((await list(`?caseId=${draft.caseId}`)).totalCount).toBe(2);
    expect((await list('?search=nobody')).totalCount).toBe(0);
    expect((await list('?payeeKind=INSURED_PERSON')).totalCount).toBe(0);
    expect((await list('?take=1&skip=1')).items).toHaveLength(1);
    const bad = await call(world.hr, 'GET', `${PAYMENTS}?states=LOST`);
    expect(bad.statusCode).toBe(400);
    expect((await call(world.hr, 'GET', `${PAYMENTS}/${randomUUID()}/statement`)).statusCode).toBe(404);
  });

  it('shows the employer only the problems it can mend: the payee account and address, not the carrier', async () => {
    const world = await createPayoutWorld(ctx, 'Mängel AG');
    await lockPayoutMonth(ctx, world, '2026-03');
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.execute(
        sql`update payouts set problems = ${JSON.stringify([
          { code: 'QR_IBAN', party: 'billing', message: 'The payee account is a QR-IBAN' },
          { code: 'ADDRESS_NOT_STRUCTURED', party: 'sender', message: "The carrier's address has no street" },
        ])}::jsonb`,
      ),
    );
    const [item] = (await call(world.hr, 'GET', '/api/modular/payment-overview')).json().items;
    expect(item.actionNeeded).toEqual([{ code: 'QR_IBAN', message: 'The payee account is a QR-IBAN' }]);
  });

  it('answers whoever has paymentOverview.view, and nobody sees another tenant', async () => {
    const world = await createPayoutWorld(ctx, 'Rechte AG');
    await lockPayoutMonth(ctx, world, '2026-03');
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    const [item] = (await call(world.hr, 'GET', PAYMENTS)).json().items;
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, world.tenantId, 'Payroll');
    const { session: superior } = await createSignedInUser(ctx.app, ctx.database, world.tenantId, 'Superior');
    expect((await call(payroll, 'GET', PAYMENTS)).json().totalCount).toBe(1);
    for (const url of [PAYMENTS, `${PAYMENTS}/months`, `${PAYMENTS}/${item.payoutId}/statement`]) {
      expect((await call(superior, 'GET', url)).statusCode, url).toBe(403);
    }
    const other = await createPayoutWorld(ctx, 'Andere AG');
    expect((await call(other.hr, 'GET', PAYMENTS)).json().totalCount).toBe(0);
    expect((await call(other.hr, 'GET', `${PAYMENTS}/months`)).json().items).toEqual([]);
    expect((await call(other.hr, 'GET', `${PAYMENTS}/${item.payoutId}/statement`)).statusCode).toBe(404);
  });
});
