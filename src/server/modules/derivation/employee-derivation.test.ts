import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { absencePeriods } from '../../../db/schema/absences.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { tenantIssues } from '../../../db/schema/tenant-configuration.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { processDomainEvent, processDomainEventBatch } from '../../jobs/domain-events.ts';

describe.each(testBackends())('derived absence state on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    // The test configuration: weekend fill FILL_IF_FRIDAY_AND_MONDAY, all issue types, gap up to 10 days.
    await configureTenantForTest(ctx.database, tenant.id);
    await createEmployeeRecord(ctx.database, tenant.id, 'D-1', {
      validFrom: '2020-01-01',
      data: { dateOfEmployment: '2020-01-01', wageTypes: [{ wageTypeId: '1000', amount: 6000 }] },
    });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    return { tenantId: tenant.id, session };
  }

  const record = (session: TestSession, startDate: string, endDate: string, type = 'SICK') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: session.headers,
      payload: { employeeId: 'D-1', startDate, endDate, type, percentage: 100 },
    });

  async function pendingEventIds(tenantId: string) {
    const rows = await ctx.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.status, 'pending')));
    return rows.map((row) => row.id);
  }

  async function periodsOf(tenantId: string) {
    return ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({
          id: absencePeriods.id,
          type: absencePeriods.type,
          startDate: absencePeriods.startDate,
          endDate: absencePeriods.endDate,
          calendarDays: absencePeriods.calendarDays,
          colorMark: absencePeriods.colorMark,
        })
        .from(absencePeriods)
        .orderBy(asc(absencePeriods.startDate)),
    );
  }

  async function issuesOf(tenantId: string) {
    return ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: tenantIssues.id, type: tenantIssues.type, ignoredAt: tenantIssues.ignoredAt })
        .from(tenantIssues)
        .orderBy(asc(tenantIssues.type)),
    );
  }

  it('a sick Friday and Monday become one period over the weekend; a week later a gap issue; marks and dismissals survive', async () => {
    const { tenantId, session } = await company('Ableitung AG');
    // Fri 06.03.2026 and Mon 09.03.2026 sick: weekend fill (Friday and Monday) makes Sat/Sun part of it:
    // one SICK period 06.-09.03., 4 calendar days.
    expect((await record(session, '2026-03-06', '2026-03-06')).statusCode).toBe(201);
    expect((await record(session, '2026-03-09', '2026-03-09')).statusCode).toBe(201);
    const first = await processDomainEventBatch(ctx.database, tenantId, await pendingEventIds(tenantId));
    expect(first).toMatchObject({ processed: 2, failed: 0 });
    const periods = await periodsOf(tenantId);
    expect(periods.map((period) => [period.type, period.startDate, period.endDate, period.calendarDays])).toEqual([
      ['SICK', '2026-03-06', '2026-03-09', 4],
    ]);
    expect(await issuesOf(tenantId)).toEqual([]);

    // A person marks the period; then Wed 11.03. sick as well: one weekday (Tue 10.03.) without absence between two
    // SICK runs: ABSENCE_GAP_BETWEEN_ABSENCES (1 day <= absenceGapMaxDays 10). The first period keeps its id and mark.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .update(absencePeriods)
        .set({ colorMark: 'GREEN' })
        .where(eq(absencePeriods.id, periods[0]?.id as string)),
    );
    expect((await record(session, '2026-03-11', '2026-03-11')).statusCode).toBe(201);
    await processDomainEventBatch(ctx.database, tenantId, await pendingEventIds(tenantId));
    const after = await periodsOf(tenantId);
    expect(after.map((period) => [period.id === periods[0]?.id, period.startDate, period.colorMark])).toEqual([
      [true, '2026-03-06', 'GREEN'],
      [false, '2026-03-11', null],
    ]);
    const issues = await issuesOf(tenantId);
    expect(issues.map((issue) => issue.type)).toEqual(['ABSENCE_GAP_BETWEEN_ABSENCES']);

    // Dismissed, then re-derived (a replay of the same facts): still dismissed, same id, nothing else changes.
    const dismissedAt = new Date().toISOString();
    await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .update(tenantIssues)
        .set({ ignoredAt: dismissedAt })
        .where(eq(tenantIssues.id, issues[0]?.id as string)),
    );
    const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenantId));
    await ctx.database.db.update(domainEvents).set({ status: 'failed' }).where(eq(domainEvents.tenantId, tenantId));
    await processDomainEventBatch(
      ctx.database,
      tenantId,
      events.map((event) => event.id),
    );
    expect(await issuesOf(tenantId)).toEqual([
      { id: issues[0]?.id, type: 'ABSENCE_GAP_BETWEEN_ABSENCES', ignoredAt: expect.any(String) },
    ]);
    expect(await periodsOf(tenantId)).toEqual(after);

    // The gap filled (Tue 10.03. sick): one period 06.-11.03. keeps the marked id; the gap issue is gone.
    expect((await record(session, '2026-03-10', '2026-03-10')).statusCode).toBe(201);
    await processDomainEventBatch(ctx.database, tenantId, await pendingEventIds(tenantId));
    const merged = await periodsOf(tenantId);
    expect(
      merged.map((period) => [period.id === periods[0]?.id, period.startDate, period.endDate, period.colorMark]),
    ).toEqual([[true, '2026-03-06', '2026-03-11', 'GREEN']]);
    expect(await issuesOf(tenantId)).toEqual([]);
  });

  it('a failing event is marked failed with its error, the others of the batch are processed, and a replay succeeds', async () => {
    const { tenantId, session } = await company('Ableitung Fehler AG');
    await createEmployeeRecord(ctx.database, tenantId, 'D-2');
    expect((await record(session, '2026-04-06', '2026-04-07')).statusCode).toBe(201);
    // An event whose processing fails: the employee's absences are fine, but a broken event of a processor that
    // throws is simulated with a processor list that throws for D-2.
    const [broken] = await ctx.database.db
      .insert(domainEvents)
      .values({ tenantId, type: 'absences-modified', employeeId: 'D-2' })
      .returning();
    const failing = {
      'absences-modified': [
        async (_tx: unknown, event: { employeeId: string | null }) => {
          if (event.employeeId === 'D-2') throw new Error('derivation exploded');
        },
      ],
      'employee-data-modified': [],
    };
    await expect(
      processDomainEvent(ctx.database, { tenantId, eventId: broken?.id as string }, failing),
    ).rejects.toThrow('derivation exploded');
    const [failed] = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.id, broken?.id as string));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('exploded') });
    // The replay with the real processors succeeds and is idempotent.
    expect(await processDomainEvent(ctx.database, { tenantId, eventId: broken?.id as string })).toBe('processed');
    expect(await processDomainEvent(ctx.database, { tenantId, eventId: broken?.id as string })).toBe('skipped');
    const all = await processDomainEventBatch(ctx.database, tenantId, await pendingEventIds(tenantId));
    expect(all.processed).toBe(1);
    expect((await periodsOf(tenantId)).map((period) => period.startDate)).toEqual(['2026-04-06']);
  });
});
