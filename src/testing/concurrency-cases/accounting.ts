// The concurrency cases of the accounting routes, part of concurrency.test.ts: accounting months opened, submitted,
// locked and their KTG protocol regenerated, salary exports previewed, each by several clerks or admins at once.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountingMonths, accountingSubmissions, bookedClaims, salaryExports } from '../../db/schema/accounting.ts';
import { claims } from '../../db/schema/cases.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel, sentBody } from '../concurrency.ts';
import { processPendingEvents } from '../factories/domain-event.factory.ts';
import { auditEntries, type CaseTable, type Env, employeeWithAbsence, json, PARALLEL } from './support.ts';

export const accountingConcurrencyCases = {
  adminAccountingMonthCreate: async (env: Env) => {
    // Five admins open the same month at once: one 201, four 409 ACCOUNTING_MONTH_EXISTS; one row, one audit entry.
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month`,
        headers: env.admin.headers,
        payload: { accountingMonthId: '2024-01' },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(
      Array(PARALLEL - 1).fill('ACCOUNTING_MONTH_EXISTS'),
    );
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(accountingMonths).where(eq(accountingMonths.accountingMonthId, '2024-01')),
    );
    expect(rows).toHaveLength(1);
    expect(await auditEntries(env, 'accounting-month.create', '2024-01')).toHaveLength(1);
  },
  accountingMonthSubmit: async (env: Env) => {
    // Five payroll clerks submit the same month at once: one 201, four 409 ACCOUNTING_MONTH_ALREADY_SUBMITTED.
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-02', createdBy: 'Test' }),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: '/api/modular/accounting-month/2024-02/submissions',
        headers: env.hr.headers,
        payload: { comment: `Einreichung ${index}` },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(
      Array(PARALLEL - 1).fill('ACCOUNTING_MONTH_ALREADY_SUBMITTED'),
    );
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(accountingSubmissions).where(eq(accountingSubmissions.accountingMonthId, '2024-02')),
    );
    expect(rows.map((row) => row.comment)).toEqual([
      (sentBody(acknowledged[0] as Fired) as { comment: string }).comment,
    ]);
  },
  adminAccountingMonthLock: async (env: Env) => {
    // A sick case 01.05.-20.06.2024 (30 waiting days, paid from 31.05.): June (20 claim days) is locked by
    // five admins at once while the employee's absences change: one lock is created, the others answer the same
    // lock (created: false); every claim of the month is booked exactly once; the recomputation after the change
    // either ran before the lock (booked as recomputed) or after it (corrections in July): never both, never lost.
    const employeeId = 'LOCK-1';
    const recorded = await employeeWithAbsence(env, employeeId, {
      startDate: '2024-05-01',
      endDate: '2024-06-20',
      type: 'SICK',
      percentage: 100,
    });
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values([
        { tenantId: env.tenantId, accountingMonthId: '2024-06', createdBy: 'Test' },
        { tenantId: env.tenantId, accountingMonthId: '2024-07', createdBy: 'Test' },
      ]),
    );
    const june = recorded.items.filter((day) => day.date >= '2024-06-10');
    const change = env.ctx.app
      .inject({
        method: 'PATCH',
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { items: [{ absenceIds: june.map((day) => day.absenceId), changes: { percentage: 50 } }] },
      })
      .then(async (response) => {
        expect(response.statusCode, response.body).toBe(200);
        return processPendingEvents(env.ctx.database, env.tenantId);
      });
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-06/lock`,
        headers: env.admin.headers,
        payload: {},
      })),
    );
    expect((await change).failed).toBe(0);
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(PARALLEL);
    expect(acknowledged.filter((item) => json(item).created)).toHaveLength(1);
    expect(new Set(acknowledged.map((item) => json(item).lock.lockId)).size).toBe(1);
    expect(await auditEntries(env, 'accounting-month.lock', '2024-06')).toHaveLength(1);
    // Booked once each; the booked June plus everything after equals the current computation (C12).
    await processPendingEvents(env.ctx.database, env.tenantId);
    await env.ctx.database.withTenant(env.tenantId, async (tx) => {
      const booked = await tx.select().from(bookedClaims).where(eq(bookedClaims.employeeId, employeeId));
      expect(new Set(booked.map((row) => row.claimId)).size).toBe(booked.length);
      expect(booked.length).toBe(20);
      const rows = await tx.select().from(claims).where(eq(claims.employeeId, employeeId));
      const total = rows.reduce((sum, row) => sum + row.dailyAllowance, 0);
      const fresh = rows.filter((row) => !row.isCorrection && !row.claimId.includes('#'));
      const aprilToJune = fresh
        .filter((row) => row.date < '2024-06-10')
        .reduce((sum, row) => sum + row.dailyAllowance, 0);
      // The current computation: 157.81 a day before 10.06., 78.91 from then on (paid days only).
      const halfDays = fresh.filter((row) => row.date >= '2024-06-10' && row.dailyAllowance !== 0).length;
      expect(total).toBe(aprilToJune + halfDays * 7_891);
    });
  },
  adminAccountingMonthRegenerateKtgProtocol: async (env: Env) => {
    // Five regenerations of the same month at once: each writes its own generation, numbered without gaps or
    // duplicates (the lock's row lock orders them).
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-03', createdBy: 'Test' }),
    );
    const locked = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-03/lock`,
      headers: env.admin.headers,
      payload: {},
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-03/regenerate-ktg-protocol`,
        headers: env.admin.headers,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const protocols = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx
        .select()
        .from(salaryExports)
        .where(and(eq(salaryExports.accountingMonthId, '2024-03'), eq(salaryExports.type, 'KTG_PROTOCOL'))),
    );
    expect(protocols.map((row) => row.generation).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  },
  salaryExportPreview: async (env: Env) => {
    // Five previews at once: five preview sets, none touching a lock.
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-04', createdBy: 'Test' }),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: '/api/modular/accounting-month/2024-04/salary-export-preview',
        headers: env.hr.headers,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(salaryExports).where(eq(salaryExports.accountingMonthId, '2024-04')),
    );
    expect(rows.every((row) => row.isPreview && row.lockId === null)).toBe(true);
  },
} satisfies CaseTable;
