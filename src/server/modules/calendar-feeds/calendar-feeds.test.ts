import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { users } from '../../../db/schema/identity.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { processDomainEventBatch } from '../../jobs/domain-events.ts';
import { buildCalendar, escapeText, foldLine } from './ics.ts';

describe('iCalendar text', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('Muster, Anna; krank\\nicht\nneu')).toBe('Muster\\, Anna\\; krank\\\\nicht\\nneu');
    const line = `SUMMARY:${'Zürich '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('an all-day event ends the day after its last day (DTEND is exclusive)', () => {
    const ics = buildCalendar(
      'Team',
      [
        {
          uid: 'p1@x',
          startDate: '2026-02-27',
          endDate: '2026-03-02',
          summary: 'Anna – abwesend',
          updatedAt: '2026-02-27T08:00:00.000Z',
        },
      ],
      new Date('2026-03-01T10:00:00.000Z'),
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20260227\r\nDTEND;VALUE=DATE:20260303\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe.each(testBackends())('calendar feeds on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await createEmployeeRecord(ctx.database, tenant.id, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-1', {
      firstName: 'Anna',
      lastName: 'Muster',
      superiorId: 'BOSS',
    });
    await createEmployeeRecord(ctx.database, tenant.id, 'T-2', { firstName: 'Other', lastName: 'Person' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const [employeeId, type] of [
      ['T-1', 'SICK'],
      ['T-2', 'VACATION'],
    ] as const) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: session.headers,
        payload: { employeeId, startDate: day(3), endDate: day(5), type, percentage: 100 },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const pending = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenant.id));
    await processDomainEventBatch(
      ctx.database,
      tenant.id,
      pending.map((event) => event.id),
    );
    return { tenantId: tenant.id, session };
  }

  const create = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/modular/calendar-feeds', headers: session.headers, payload });
  const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('a superior subscribes: the feed shows the own team as "absent", never the type; revoked, it answers 404', async () => {
    const { tenantId } = await company('Kalender Team AG');
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS', language: 'de' });
    const bossSession = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    const created = await create(bossSession, { name: 'Mein Team' });
    expect(created.statusCode, created.body).toBe(201);
    const { url, feed } = created.json();
    expect(url).toMatch(/\/api\/modular\/calendar-feed\/cal_[A-Za-z0-9_-]+$/);
    expect(feed).toMatchObject({ name: 'Mein Team', showAbsenceTypes: false, revokedAt: null });

    const ics = await fetchFeed(url);
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Anna Muster – abwesend');
    expect(ics.body).not.toContain('Krankheit');
    expect(ics.body).not.toContain('Other Person');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/calendar-feeds/${feed.feedId}/revoke`,
      headers: bossSession.headers,
    });
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it("an HR admin may subscribe to the types; a deactivated user's feed stops; a made-up address is a 404", async () => {
    const { tenantId, session } = await company('Kalender HR AG');
    const created = await create(session, { name: 'Alle', showAbsenceTypes: true, absenceTypes: ['SICK', 'VACATION'] });
    expect(created.statusCode, created.body).toBe(201);
    const ics = await fetchFeed(created.json().url);
    expect(ics.body).toContain('Anna Muster – Krankheit');
    expect(ics.body).toContain('Other Person – Ferien');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/calendar-feeds', headers: session.headers });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].lastFetchedAt).not.toBeNull();
    expect(JSON.stringify(list.json())).not.toContain(new URL(created.json().url).pathname.split('/').pop());

    await ctx.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.tenantId, tenantId));
    expect((await fetchFeed(created.json().url)).statusCode).toBe(404);
    const madeUp = await ctx.app.inject({ method: 'GET', url: `/api/modular/calendar-feed/cal_${'x'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(404);
  });

  it('a user who may not see health data cannot subscribe to the types', async () => {
    const { tenantId } = await company('Kalender Payroll AG');
    const payroll = await createUser(ctx.database, tenantId, { userRole: 'Payroll' });
    const payrollSession = await signIn(ctx.app, { kind: 'user', id: payroll.id, tenantId });
    const refused = await create(payrollSession, { name: 'Typen', showAbsenceTypes: true });
    expect(refused.statusCode).toBe(403);
    expect((await create(payrollSession, { name: 'Abwesend' })).statusCode).toBe(201);
  });
});
