// The concurrency cases of the absence routes, part of concurrency.test.ts: absences recorded, edited and deleted
// in parallel, calendar feeds subscribed and revoked, a period marked while its derivation is replayed.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { fireInParallel } from '../concurrency.ts';
import { auditEntries, type CaseTable, type Env, json } from './support.ts';

export const absenceConcurrencyCases = {
  absenceCreate: async (env: Env) => {
    // Five parallel recordings of the same days for one employee (a double click, two tabs): one is stored, the
    // others answer ABSENCES_ALREADY_EXIST; the employee's absence lock orders them.
    const employeeId = await env.newEmployee('ABS');
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { employeeId, startDate: '2026-09-07', endDate: '2026-09-11', type: 'SICK', percentage: 100 },
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('ABSENCES_ALREADY_EXIST');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.tenantId, env.tenantId), eq(absences.employeeId, employeeId)));
    expect(rows).toHaveLength(5);
  },

  absencesUpdate: async (env: Env) => {
    // Five parallel edits of one day, each a different field: every acknowledged change survives (the lock makes
    // each edit start from the previous one's result), the revision counts five changes.
    const employeeId = await env.newEmployee('ABE');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2026-09-14', endDate: '2026-09-14', type: 'SICK', percentage: 100 },
    });
    const id = created.json().items[0].absenceId;
    const changes = [
      { comment: 'Arzt' },
      { percentage: '50' },
      { type: 'ACCIDENT', accidentType: 'NON_OCCUPATIONAL' },
      { comment: 'Arzt' },
      { percentage: '50' },
    ];
    const fired = await fireInParallel(
      env.ctx.app,
      changes.map((change) => ({
        method: 'PATCH' as const,
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { items: [{ absenceIds: [id], changes: change }] },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await env.ctx.database.db.select().from(absences).where(eq(absences.id, id));
    expect([row?.type, row?.accidentType, row?.percentage, row?.comment]).toEqual([
      'ACCIDENT',
      'NON_OCCUPATIONAL',
      '50.00',
      'Arzt',
    ]);
    // Three distinct changes were made; the repeated ones changed nothing.
    expect(row?.revision).toBe(4);
  },

  absencesDelete: async (env: Env) => {
    // Five parallel deletes of the same days: one deletes, the others find nothing (ABSENCES_NOT_FOUND); one audit
    // entry.
    const employeeId = await env.newEmployee('ABD');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2026-09-21', endDate: '2026-09-22', type: 'VACATION', percentage: 100 },
    });
    const ids = created
      .json()
      .items.map((item: { absenceId: string }) => item.absenceId)
      .join(',');
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'DELETE' as const,
        url: `/api/modular/absence?ids=${ids}`,
        headers: env.hr.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const entries = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'absence.delete'), eq(auditLog.entityId, employeeId)));
    expect(entries).toHaveLength(1);
  },

  calendarFeedCreate: async (env: Env) => {
    // Parallel subscriptions are independent: each gets its own feed and secret address.
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map((n) => ({
        method: 'POST' as const,
        url: '/api/modular/calendar-feeds',
        headers: env.hr.headers,
        payload: { name: `Parallel ${n}` },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(fired.map((item) => json(item).url)).size).toBe(3);
  },

  calendarFeedRevoke: async (env: Env) => {
    // Five parallel revocations of one feed: all answer it revoked, with one revocation time (the first).
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/calendar-feeds',
      headers: env.hr.headers,
      payload: { name: 'Revoke race' },
    });
    const feedId = created.json().feed.feedId;
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/calendar-feeds/${feedId}/revoke`,
        headers: env.hr.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(fired.map((item) => json(item).revokedAt)).size).toBe(1);
  },

  absencePeriodsColor: async (env: Env) => {
    // Four parallel marks of one period while its employee's derivation is replayed: the mark takes the derivation
    // lock, so it is neither lost to the replacement of the period nor written twice (one change, one audit entry).
    const employeeId = await env.newEmployee('APC');
    await env.ctx.database.db.insert(absences).values({
      tenantId: env.tenantId,
      employeeId,
      date: '2026-10-12',
      type: 'SICK',
      percentage: '100',
      source: 'manual',
    });
    const [event] = await env.ctx.database.db
      .insert(domainEvents)
      .values({ tenantId: env.tenantId, type: 'absences-modified', employeeId, status: 'failed', attempts: 1 })
      .returning();
    const replay = {
      method: 'POST' as const,
      url: `/api/modular/admin/tenant/${env.tenantId}/events/${event?.id}/replay`,
      headers: env.admin.headers,
    };
    expect((await env.ctx.app.inject(replay)).statusCode).toBe(200);
    const [period] = await env.ctx.database.db
      .select()
      .from(absencePeriods)
      .where(and(eq(absencePeriods.tenantId, env.tenantId), eq(absencePeriods.employeeId, employeeId)));
    const fired = await fireInParallel(env.ctx.app, [
      ...[1, 2, 3, 4].map(() => ({
        method: 'PATCH' as const,
        url: '/api/modular/absence-periods/color',
        headers: env.hr.headers,
        payload: { periodIds: [period?.id], color: 'PURPLE' },
      })),
      replay,
    ]);
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(
      fired
        .slice(0, 4)
        .map((item) => json(item).updatedCount)
        .sort(),
    ).toEqual([0, 0, 0, 1]);
    const [after] = await env.ctx.database.db
      .select()
      .from(absencePeriods)
      .where(and(eq(absencePeriods.tenantId, env.tenantId), eq(absencePeriods.employeeId, employeeId)));
    expect([after?.id, after?.colorMark]).toEqual([period?.id, 'PURPLE']);
    expect(await auditEntries(env, 'absence-period.color', employeeId)).toHaveLength(1);
  },
} satisfies CaseTable;
