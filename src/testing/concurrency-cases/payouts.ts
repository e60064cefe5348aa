// The concurrency cases of the payout routes (issue 15; decision 0031), part of concurrency.test.ts: five admins at
// once regenerate a month, propose the same payout, approve or cancel the same release. Each race ends with one
// outcome written once: one draft, one proposal (the guard keys are unique), one payment file, one cancellation.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { nextBankBusinessDay } from '../../domain/payouts/pain001/bank-business-days.ts';
import { swissToday } from '../../server/access/superior-scope.ts';
import { expectAcknowledgedOrConflict, fireInParallel } from '../concurrency.ts';
import { createAdminUser, signIn, type TestSession } from '../factories/user.factory.ts';
import type { TestContext } from '../test-app.ts';
import { employeeWithAbsence } from './support.ts';

type PayoutEnv = { ctx: TestContext; tenantId: string; hr: TestSession; admin: TestSession };

const PARALLEL = 5;

/**
 * A sick case of a new employee of subunit ZH (its billing account pays) from the 1st of `month`'s previous month
 * to the 20th of `month`: 30 waiting days, then paid days in `month`. The month is opened and locked, a carrier pays
 * KTG, and the month's drafts are built. Answers the payout id.
 */
async function lockedPayout(env: PayoutEnv, month: string, employeeId: string): Promise<{ payoutId: string }> {
  const base = `/api/modular/admin/tenant/${env.tenantId}`;
  await env.ctx.database.withTenant(env.tenantId, async (tx) => {
    const [assigned] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from tenant_carriers`);
    if (assigned?.n) return;
    const carrierId = randomUUID();
    await tx.execute(sql`insert into carriers (id, name, paying_unit_name, street_name, building_number, post_code,
        town_name, country, iban, contact_name)
      values (${carrierId}, ${`Parallel Taggeld ${carrierId.slice(0, 8)}`}, 'Leistungen', 'Bundesplatz', '3', '3011',
        'Bern', 'CH', 'CH5604835012345678009', 'Petra Leistung')`);
    await tx.execute(sql`insert into tenant_carriers (tenant_id, coverage_line, carrier_id)
        values (${env.tenantId}, 'KTG', ${carrierId})`);
  });
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 10);
  await employeeWithAbsence(
    env,
    employeeId,
    { startDate: previous, endDate: `${month}-20`, type: 'SICK', percentage: 100 },
    { companySubunitId: 'ZH' },
  );
  for (const [url, payload] of [
    [`${base}/accounting-month`, { accountingMonthId: month }],
    [`${base}/accounting-month/${month}/lock`, {}],
    [`${base}/payout/regenerate-for-month`, { accountingMonthId: month }],
  ] as const) {
    const response = await env.ctx.app.inject({ method: 'POST', url, headers: env.admin.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  const list = await env.ctx.app.inject({
    method: 'GET',
    url: `${base}/payout?accountingMonthId=${month}`,
    headers: env.admin.headers,
  });
  const items = list.json().items as { payoutId: string; problems: unknown[] }[];
  expect(items).toHaveLength(1);
  expect(items[0]?.problems).toEqual([]);
  return { payoutId: items[0]?.payoutId as string };
}

async function propose(env: PayoutEnv, payoutId: string): Promise<string> {
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: `/api/modular/admin/tenant/${env.tenantId}/payout/release`,
    headers: env.admin.headers,
    payload: { payoutIds: [payoutId], requestedExecutionDate: nextBankBusinessDay(swissToday()) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().releaseId;
}

const count = async (env: PayoutEnv, query: ReturnType<typeof sql>) =>
  env.ctx.database.withTenant(env.tenantId, async (tx) => (await rowsOf<{ n: number }>(tx, query))[0]?.n ?? 0);

export const payoutConcurrencyCases = {
  adminPayoutRegenerate: async (env: PayoutEnv) => {
    // Five regenerations of the same month at once: all answer, one DRAFT per draft key, one audited change.
    await lockedPayout(env, '2025-02', 'PAY-REGEN');
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.execute(sql`delete from payouts where accounting_month_id = '2025-02'`),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/payout/regenerate-for-month`,
        headers: env.admin.headers,
        payload: { accountingMonthId: '2025-02' },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    expect(fired.filter((item) => item.response.json().created === 1)).toHaveLength(1);
    expect(await count(env, sql`select count(*)::int as n from payouts where accounting_month_id = '2025-02'`)).toBe(1);
  },
  adminPayoutRelease: async (env: PayoutEnv) => {
    // Five admins propose the same payout at once: one proposal; the others 409 PAYOUT_NOT_DRAFT; its lines once.
    const { payoutId } = await lockedPayout(env, '2025-04', 'PAY-PROPOSE');
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/payout/release`,
        headers: env.admin.headers,
        payload: { payoutIds: [payoutId], requestedExecutionDate: nextBankBusinessDay(swissToday()) },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((item) => item.response.json().code)).toEqual(Array(PARALLEL - 1).fill('PAYOUT_NOT_DRAFT'));
    expect(
      await count(
        env,
        sql`select count(*)::int as n from payout_releases where status = 'PROPOSED'
      and id = ${acknowledged[0]?.response.json().releaseId}`,
      ),
    ).toBe(1);
    // 20 days of April 2025 booked (waiting days to 31.03.): each guard key once.
    expect(await count(env, sql`select count(*)::int as n from payout_lines where payout_id = ${payoutId}`)).toBe(
      await count(env, sql`select jsonb_array_length(draft->'claimIds')::int as n from payouts where id = ${payoutId}`),
    );
  },
  adminPayoutReleaseApprove: async (env: PayoutEnv) => {
    // Five second admins approve the same proposal at once: one release, one payment file, the others 409.
    const { payoutId } = await lockedPayout(env, '2025-06', 'PAY-APPROVE');
    const releaseId = await propose(env, payoutId);
    const second = await signIn(env.ctx.app, { kind: 'admin', id: (await createAdminUser(env.ctx.database)).id });
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/payout/release/${releaseId}/approve`,
        headers: second.headers,
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(new Set(conflicts.map((item) => item.response.json().code))).toEqual(
      new Set(['PAYOUT_RELEASE_NOT_PROPOSED']),
    );
    expect(await count(env, sql`select count(*)::int as n from payment_files where release_id = ${releaseId}`)).toBe(1);
    expect(
      await count(env, sql`select count(*)::int as n from payouts where id = ${payoutId} and status = 'RELEASED'`),
    ).toBe(1);
  },
  adminPayoutReleaseCancel: async (env: PayoutEnv) => {
    // Five cancellations of the same proposal at once: one; the payout is a DRAFT again and leaves the guard.
    const { payoutId } = await lockedPayout(env, '2025-08', 'PAY-CANCEL');
    const releaseId = await propose(env, payoutId);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/payout/release/${releaseId}/cancel`,
        headers: env.admin.headers,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(1);
    expect(await count(env, sql`select count(*)::int as n from payout_lines where payout_id = ${payoutId}`)).toBe(0);
    expect(
      await count(env, sql`select count(*)::int as n from payouts where id = ${payoutId} and status = 'DRAFT'`),
    ).toBe(1);
  },
};
