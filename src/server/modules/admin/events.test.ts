import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { absencePeriods } from '../../../db/schema/absences.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('admin: domain events on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function setUp(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await createEmployeeRecord(ctx.database, tenant.id, 'EV-1');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    // A recorded absence: one pending absences-modified event; then it is made to look failed (a worker error).
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: session.headers,
      payload: { employeeId: 'EV-1', startDate: '2026-02-02', endDate: '2026-02-03', type: 'SICK', percentage: 100 },
    });
    expect(created.statusCode).toBe(201);
    await ctx.database.db
      .update(domainEvents)
      .set({ status: 'failed', attempts: 3, lastError: 'connection reset' })
      .where(eq(domainEvents.tenantId, tenant.id));
    const [event] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenant.id));
    return { tenantId: tenant.id, admin, eventId: event?.id as string };
  }

  it('lists events with filters; a failed one shows its error; replaying it derives the state, twice is harmless', async () => {
    const { tenantId, admin, eventId } = await setUp('Events Liste AG');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/events?tenantId=${tenantId}&status=failed&employeeId=EV-1`,
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [
        {
          eventId,
          tenantName: 'Events Liste AG',
          type: 'absences-modified',
          status: 'failed',
          attempts: 3,
          lastError: 'connection reset',
        },
      ],
    });
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/events?tenantId=${tenantId}&status=processed`,
      headers: admin.headers,
    });
    expect(none.json().totalCount).toBe(0);

    for (const round of [1, 2]) {
      const replay = await ctx.app.inject({
        method: 'POST',
        url: `/api/modular/admin/tenant/${tenantId}/events/${eventId}/replay`,
        headers: admin.headers,
      });
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json()).toMatchObject({ eventId, status: 'processed', lastError: null, attempts: 3 + round });
      const periods = await ctx.database.withTenant(tenantId, (tx) => tx.select().from(absencePeriods));
      expect(periods.map((period) => [period.startDate, period.endDate])).toEqual([['2026-02-02', '2026-02-03']]);
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${tenantId}/events/0196f0a0-0000-7000-8000-00000000dead/replay`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('event-not-found');
  });

  it("replays all failed events of a tenant and leaves other tenants' alone", async () => {
    const first = await setUp('Events Alle AG');
    const other = await setUp('Events Andere AG');
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${first.tenantId}/events/replay-failed`,
      headers: first.admin.headers,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ replayed: 1, processed: 1, failed: 0 });
    const [otherEvent] = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.tenantId, other.tenantId));
    expect(otherEvent?.status).toBe('failed');
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${first.tenantId}/events/replay-failed`,
      headers: first.admin.headers,
    });
    expect(again.json()).toEqual({ replayed: 0, processed: 0, failed: 0 });
  });
});
