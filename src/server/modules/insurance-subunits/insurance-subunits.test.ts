// Insurance subunits through the API (issue 33 scope 5; decision 0066), on both databases. The payouts' test company
// (payout-world.factory.ts: K-1, CHF 6 000 a month, sick 01.03.-09.04.2026) with two subunits: ZH (K-1's, with an
// IBAN and a street) and BE (a post-office box, no IBAN: nothing can be paid to it). B-1 works in BE and has data
// issues; L-1 left ZH last year.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createPayoutWorld, lockPayoutMonth, payoutCall } from '../../../testing/factories/payout-world.factory.ts';
import { createTenantIssue } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const SUBUNITS = '/api/modular/insurance/subunits';

const BERN = {
  companySubunitId: 'BE',
  name: 'Bern',
  addressLine1: 'Postfach 12',
  postalCode: '3001',
  city: 'Bern',
  country: 'CH',
};

describe.each(testBackends())('insurance subunits on %s', (backend) => {
  const ctx = useTestApp(backend);
  const call = payoutCall(ctx);

  async function world() {
    const payouts = await createPayoutWorld(ctx, 'Einheiten AG', {
      companySubunitId: 'ZH',
      configure: (configuration) => {
        configuration.companySubunits = [...(configuration.companySubunits ?? []), BERN];
      },
    });
    const { tenantId } = payouts;
    await createEmployeeRecord(ctx.database, tenantId, 'B-1', {
      lastName: 'Bärtschi',
      data: { companySubunitId: 'BE', dateOfEmployment: '2021-05-01' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'L-1', {
      data: { companySubunitId: 'ZH', dateOfEmployment: '2019-01-01', leavingDate: '2025-12-31' },
    });
    // B-1: two open issues (severity 1 and 2), one dismissed, one only the operators see (4): 2 count.
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'B-1', severity: 1, key: 'b-1' });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'B-1', severity: 2, key: 'b-2' });
    await createTenantIssue(ctx.database, tenantId, {
      employeeId: 'B-1',
      severity: 2,
      key: 'b-3',
      ignoredAt: new Date().toISOString(),
    });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'B-1', severity: 4, key: 'b-4' });
    // March locked and its draft built: 157.81 for 31.03. to the employer, i.e. to ZH's account.
    await lockPayoutMonth(ctx, payouts, '2026-03');
    const built = await call(payouts.adminA, 'POST', `${payouts.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-03',
    });
    expect(built.statusCode, built.body).toBe(200);
    return payouts;
  }

  it('lists each subunit with what stops a payout, its employees, open cases, payouts and open issues', async () => {
    const { hr, tenantId } = await world();
    const response = await call(hr, 'GET', SUBUNITS);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.configurationVersion).toBe(1);
    const [zurich, bern] = body.items;
    expect(zurich).toMatchObject({
      companySubunitId: 'ZH',
      name: 'Zürich',
      billing: {
        addressLine1: 'Bahnhofstrasse 1',
        postalCode: '8001',
        city: 'Zürich',
        iban: 'CH93 0076 2011 6238 5295 7',
      },
      // The street is read from the address line (decision 0032): nothing stops a payout.
      problems: [],
      // K-1 today; L-1 left on 31.12.2025.
      employeeCount: 1,
      payouts: {
        inPreparation: { count: 1, netAmount: '157.81' },
        scheduled: { count: 0, netAmount: '0.00' },
        paidThisYear: { count: 0, netAmount: '0.00' },
      },
      openIssues: 0,
    });
    // K-1's sickness is one case; whatever its state today, it is a sickness case of ZH or closed.
    const [caseRow] = await ctx.database.withTenant(tenantId, (tx) =>
      rowsOf<{ status: string }>(tx, sql`select status from cases where employee_id = 'K-1'`),
    );
    const open = ['CLOSED', 'DENIED'].includes(String(caseRow?.status)) ? 0 : 1;
    expect(zurich.openCases).toEqual({ total: open, sickness: open, accident: 0 });
    expect(bern).toMatchObject({
      companySubunitId: 'BE',
      billing: { addressLine1: 'Postfach 12', iban: null, streetName: null },
      problems: [{ code: 'NO_ACCOUNT' }, { code: 'ADDRESS_NOT_STRUCTURED' }],
      employeeCount: 1,
      openCases: { total: 0, sickness: 0, accident: 0 },
      payouts: { inPreparation: { count: 0, netAmount: '0.00' } },
      openIssues: 2,
    });
  });

  it('saves the billing details as a new configuration version, derives nobody again, and refuses stale or bad ones', async () => {
    const { hr, tenantId } = await world();
    const events = async () => {
      const [row] = await ctx.database.withTenant(tenantId, (tx) =>
        rowsOf<{ count: string | number }>(tx, sql`select count(*) as count from domain_events`),
      );
      return Number(row?.count);
    };
    const before = await events();
    const details = {
      name: 'Bern Bundesplatz',
      addressLine1: 'Bundesgasse 3',
      addressLine2: null,
      streetName: 'Bundesgasse',
      buildingNumber: '3',
      postalCode: '3011',
      city: 'Bern',
      country: 'CH',
      iban: 'CH56 0483 5012 3456 7800 9',
      uid: 'CHE-116.281.710',
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `${SUBUNITS}/BE`,
      headers: hr.headers,
      payload: { configurationVersion: 1, ...details },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bern = saved.json().items[1];
    expect(saved.json().configurationVersion).toBe(2);
    expect(bern).toMatchObject({
      name: 'Bern Bundesplatz',
      billing: {
        streetName: 'Bundesgasse',
        buildingNumber: '3',
        iban: 'CH56 0483 5012 3456 7800 9',
        uid: 'CHE-116.281.710',
      },
      problems: [],
    });
    // Billing details feed the payouts when they are built, nothing derived: no employee is derived again.
    expect(await events()).toBe(before);
    const [audit] = await ctx.database.withTenant(tenantId, (tx) =>
      rowsOf<{ after: { changedPaths: string[] } }>(
        tx,
        sql`select after from audit_log where action = 'tenant.configure' order by occurred_at desc limit 1`,
      ),
    );
    expect(audit?.after.changedPaths).toEqual(
      expect.arrayContaining(['companySubunits.1.iban', 'companySubunits.1.name']),
    );

    // The same version again: someone else's change came first.
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `${SUBUNITS}/BE`,
      headers: hr.headers,
      payload: { configurationVersion: 1, ...details, name: 'Bern alt' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT' });
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `${SUBUNITS}/GE`,
      headers: hr.headers,
      payload: { configurationVersion: 2, ...details },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMPANY_SUBUNIT_NOT_FOUND' });
    const badIban = await ctx.app.inject({
      method: 'PUT',
      url: `${SUBUNITS}/BE`,
      headers: hr.headers,
      payload: { configurationVersion: 2, ...details, iban: 'CH00 1234' },
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json()).toMatchObject({ errors: expect.any(Array) });
    // Nothing of the refused ones was saved.
    expect((await call(hr, 'GET', SUBUNITS)).json()).toMatchObject({
      configurationVersion: 2,
      items: [{}, { name: 'Bern Bundesplatz' }],
    });
  });

  it('lets payroll read and not edit, and a superior neither', async () => {
    const { tenantId } = await world();
    const payroll = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll')).session;
    expect((await call(payroll, 'GET', SUBUNITS)).statusCode).toBe(200);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `${SUBUNITS}/BE`,
      headers: payroll.headers,
      payload: { ...BERN, addressLine2: null },
    });
    expect(edit.statusCode).toBe(403);
    const superior = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Superior')).session;
    expect((await call(superior, 'GET', SUBUNITS)).statusCode).toBe(403);
  });
});
