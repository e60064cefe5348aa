// The admin case inputs' test set-up (src/server/modules/case-inputs/case-inputs.*.test.ts, decision 0021): a
// company per test with its sick or accident case recorded through the route, calls to the admin routes, and the
// stored amounts, preview months and audit entries the tests compare.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { caseMonthlyTotals, cases, insuredPersons } from '../../db/schema/cases.ts';
import { auditLog } from '../../db/schema/identity.ts';
import type { TestContext } from '../test-app.ts';
import { processPendingEvents } from './domain-event.factory.ts';
import { createSalariedEmployee } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest } from './tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn, type TestSession } from './user.factory.ts';

/** The helpers of the case input tests on the test app of `ctx`. */
export function caseInputHelpers(ctx: TestContext) {
  /**
   * A configured tenant (SIMPLE KTG coverage with the defaults, C14: 30 waiting days, 80 %, divisor 365) with K-1
   * earning 6 000 a month (insured salary 72 000, C8), an HR admin and an internal admin.
   */
  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id);
    for (const employeeId of ['K-1', 'K-2']) {
      await createSalariedEmployee(ctx.database, tenant.id, employeeId);
    }
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    return { tenantId: tenant.id, hr: session, admin };
  }

  async function recordCase(
    tenantId: string,
    hr: TestSession,
    absence: { startDate: string; endDate: string; type?: 'SICK' | 'ACCIDENT'; employeeId?: string },
  ) {
    const employeeId = absence.employeeId ?? 'K-1';
    const type = absence.type ?? 'SICK';
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: {
        employeeId,
        startDate: absence.startDate,
        endDate: absence.endDate,
        type,
        percentage: 100,
        ...(type === 'ACCIDENT' ? { accidentType: 'OCCUPATIONAL' } : {}),
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    return ctx.database.withTenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(cases)
        .where(and(eq(cases.employeeId, employeeId), eq(cases.claimType, type)));
      const [person] = await tx.select().from(insuredPersons).where(eq(insuredPersons.employeeId, employeeId));
      return { caseId: row?.id as string, insuredPersonId: person?.id as string };
    });
  }

  /** The sick case of the examples: 100 % 01.03.-09.04.2026, 10 paid days (31.03.-09.04.) of 157.81 = 1 578.10. */
  async function sickCase(name: string) {
    const world = await company(name);
    const ids = await recordCase(world.tenantId, world.hr, { startDate: '2026-03-01', endDate: '2026-04-09' });
    return { ...world, ...ids };
  }

  const base = (world: { tenantId: string; insuredPersonId: string }) =>
    `/api/modular/admin/tenant/${world.tenantId}/insured-person/${world.insuredPersonId}`;

  const call = (session: TestSession, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  /** The stored case: total and monthly totals as CHF-free Rappen. */
  async function stored(tenantId: string, caseId: string) {
    return ctx.database.withTenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
      const totals = await tx
        .select()
        .from(caseMonthlyTotals)
        .where(eq(caseMonthlyTotals.caseId, caseId))
        .orderBy(asc(caseMonthlyTotals.accountingMonthId), asc(caseMonthlyTotals.coverageLine));
      return {
        totalAmount: row?.totalAmount,
        accidentDate: row?.accidentDate,
        months: totals.map((total) => [total.accountingMonthId, total.coverageLine, total.paidDays, total.amount]),
      };
    });
  }

  /** A preview's months in the shape of `stored`. */
  const monthsOf = (amounts: {
    months: { accountingMonthId: string; coverageLine: string; paidDays: number; amount: string }[];
  }) =>
    amounts.months.map((month) => [
      month.accountingMonthId,
      month.coverageLine,
      month.paidDays,
      Math.round(Number(month.amount) * 100),
    ]);

  async function audits(tenantId: string, action: string, caseId: string) {
    return ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action), eq(auditLog.entityId, caseId)));
  }

  return { company, recordCase, sickCase, base, call, stored, monthsOf, audits };
}
