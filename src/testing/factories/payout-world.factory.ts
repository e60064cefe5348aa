// The payouts' test company (issue 15; decisions 0031, 0033, 0035), shared by the payouts' and the payment overview's
// HTTP tests. The accounting test's company (C14 defaults: 30 waiting days, 80 %, divisor 365): K-1 earns 6 000 a month
// (insured 72 000; 72 000 / 365 = 197.26; 80 % = 157.81 a day), sick at 100 % from 01.03. to 09.04.2026: March pays
// 31.03. (157.81), April 9 x 157.81 = 1 420.29. K-1 belongs to no subunit: the employer is paid to the tenant's billing
// address (Bahnhofstrasse 1, 8001 Zürich, CH93 0076 2011 6238 5295 7); the carrier pays from CH56 0483 5012 3456 7800 9.
// Both months are opened; nothing is locked yet.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { nextBankBusinessDay } from '../../domain/payouts/pain001/bank-business-days.ts';
import { swissToday } from '../../server/access/superior-scope.ts';
import type { TestContext } from '../test-app.ts';
import { processPendingEvents } from './domain-event.factory.ts';
import { createSalariedEmployee } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest } from './tenant-configuration.factory.ts';
import { validConfigurationInput } from './tenant-configuration-input.ts';
import { createAdminUser, createSignedInUser, signIn, type TestSession } from './user.factory.ts';

export type PayoutWorld = Awaited<ReturnType<typeof createPayoutWorld>>;

export function payoutCall(ctx: TestContext) {
  return (session: TestSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

/** The next Swiss bank business day from today: the earliest execution date a release accepts. */
export const nextExecutionDate = () => nextBankBusinessDay(swissToday());

/**
 * `options.absence` replaces the sickness (01.03.–09.04.2026) and `options.months` the months opened (March, April):
 * the month-closing test uses a sickness across 28.11.2026.
 */
export async function createPayoutWorld(
  ctx: TestContext,
  name: string,
  options: {
    absence?: { startDate: string; endDate: string };
    months?: readonly string[];
    /** Changes the configuration before it is stored (the insurance subunits' test adds subunits). */
    configure?: (configuration: ReturnType<typeof validConfigurationInput>) => void;
    /** K-1's company subunit (none by default: the tenant's billing address is paid). */
    companySubunitId?: string;
  } = {},
) {
  const call = payoutCall(ctx);
  const tenant = await createTenant(ctx.database, { name });
  const configuration = validConfigurationInput(name);
  configuration.insuranceConfiguration.billingAddress.iban = 'CH93 0076 2011 6238 5295 7';
  options.configure?.(configuration);
  await configureTenantForTest(ctx.database, tenant.id, configuration);
  await createSalariedEmployee(ctx.database, tenant.id, 'K-1', 6000, options.companySubunitId ?? null);
  const carrierId = randomUUID();
  await ctx.database.db.execute(sql`insert into carriers (id, name, paying_unit_name, street_name, building_number,
      post_code, town_name, country, iban, contact_name, contact_email)
    values (${carrierId}, ${`Taggeld AG ${carrierId.slice(0, 8)}`}, 'Leistungen', 'Bundesplatz', '3', '3011', 'Bern',
      'CH', 'CH5604835012345678009', 'Petra Leistung', 'leistungen@example.ch')`);
  await ctx.database.withTenant(tenant.id, (tx) =>
    tx.execute(sql`insert into tenant_carriers (tenant_id, coverage_line, carrier_id)
        values (${tenant.id}, 'KTG', ${carrierId})`),
  );
  const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
  const adminA = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
  const adminB = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
  const recorded = await call(hr, 'POST', '/api/modular/absence', {
    employeeId: 'K-1',
    startDate: options.absence?.startDate ?? '2026-03-01',
    endDate: options.absence?.endDate ?? '2026-04-09',
    type: 'SICK',
    percentage: 100,
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  expect(await processPendingEvents(ctx.database, tenant.id)).toMatchObject({ failed: 0 });
  const days = recorded.json().items as { absenceId: string; date: string }[];
  const base = `/api/modular/admin/tenant/${tenant.id}`;
  for (const month of options.months ?? ['2026-03', '2026-04']) {
    const opened = await call(adminA, 'POST', `${base}/accounting-month`, { accountingMonthId: month });
    expect(opened.statusCode, opened.body).toBe(201);
  }
  return { tenantId: tenant.id, hr, adminA, adminB, days, base, carrierId };
}

/** Locks a month for the whole organisation (admin A). */
export async function lockPayoutMonth(ctx: TestContext, world: PayoutWorld, month: string) {
  const locked = await payoutCall(ctx)(world.adminA, 'POST', `${world.base}/accounting-month/${month}/lock`, {});
  expect(locked.statusCode, locked.body).toBe(200);
}
