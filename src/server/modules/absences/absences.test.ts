import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { absences } from '../../../db/schema/absences.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('absences on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await createEmployeeRecord(ctx.database, tenant.id, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
    await createEmployeeRecord(ctx.database, tenant.id, 'A-1', { superiorId: 'BOSS' });
    await createEmployeeRecord(ctx.database, tenant.id, 'A-2');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'Payroll');
    return { tenantId: tenant.id, session };
  }

  const post = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/modular/absence', headers: session.headers, payload });
  const patch = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/modular/absence', headers: session.headers, payload });
  const remove = (session: TestSession, ids: string[]) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/modular/absence?ids=${ids.join(',')}`, headers: session.headers });
  const list = (session: TestSession, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/modular/absences${query}`, headers: session.headers });

  async function rowsOf(tenantId: string) {
    const rows = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(absences).orderBy(asc(absences.employeeId), asc(absences.date)),
    );
    return rows.map((row) => [row.employeeId, row.date, row.type, row.hours, row.percentage, row.source, row.deleted]);
  }

  it('POST records one manual absence per day, audited, with one event; a second range over them is refused', async () => {
    const { tenantId, session } = await company('Absenzen Erfassen AG');
    // Mon 02.03. - Fri 06.03.2026: five days at 50 %.
    const created = await post(session, {
      employeeId: 'A-1',
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      type: 'SICK',
      percentage: 50,
      comment: 'Arztzeugnis',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().items.map((item: { date: string }) => item.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
    expect(created.json().items[0]).toMatchObject({
      employeeId: 'A-1',
      type: 'SICK',
      accidentType: null,
      hours: null,
      percentage: '50',
      source: 'manual',
      comment: 'Arztzeugnis',
      deleted: false,
      revision: 1,
    });
    // Thu 05.03. - Mon 09.03. overlaps two of them: refused, naming the days, nothing stored.
    const overlap = await post(session, {
      employeeId: 'A-1',
      startDate: '2026-03-05',
      endDate: '2026-03-09',
      type: 'VACATION',
      percentage: '100',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ code: 'ABSENCES_ALREADY_EXIST', dates: ['2026-03-05', '2026-03-06'] });
    expect(await rowsOf(tenantId)).toHaveLength(5);
    const events = await ctx.database.db
      .select({ type: domainEvents.type, employeeId: domainEvents.employeeId })
      .from(domainEvents)
      .where(eq(domainEvents.tenantId, tenantId));
    expect(events).toEqual([{ type: 'absences-modified', employeeId: 'A-1' }]);
    const audit = await ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityType, 'employee-absences')));
    expect(audit).toEqual([
      {
        action: 'absence.create',
        entityId: 'A-1',
        after: expect.objectContaining({ startDate: '2026-03-02', endDate: '2026-03-06', days: 5 }),
      },
    ]);
  });

  it('POST checks the rules: basis, accident type, range, employee', async () => {
    const { session } = await company('Absenzen Regeln AG');
    const base = { employeeId: 'A-1', startDate: '2026-03-02', endDate: '2026-03-02', type: 'SICK' };
    const cases: [object, number, string][] = [
      [{ ...base, hours: 4, percentage: 50 }, 400, 'Give either hours or percentage, not both'],
      [{ ...base }, 400, 'Either hours or percentage is required'],
      [{ ...base, type: 'ACCIDENT', percentage: 100 }, 400, 'Accident type is required for type ACCIDENT'],
      [{ ...base, accidentType: 'OCCUPATIONAL', percentage: 100 }, 400, 'Accident type is only allowed'],
      [{ ...base, hours: 25 }, 400, 'Hours must be greater than 0 and at most 24'],
      [{ ...base, percentage: '12.345' }, 400, 'with at most 2 decimals'],
      [{ ...base, endDate: '2026-03-01', percentage: 100 }, 400, 'The end date must not be before the start date'],
      [{ ...base, endDate: '2027-03-03', percentage: 100 }, 400, 'Date range must not exceed 366 days'],
      [{ ...base, employeeId: 'NOBODY', percentage: 100 }, 404, 'Employee not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.body, JSON.stringify(payload)).toContain(message);
    }
  });

  it('PATCH edits a period and single days; automatic absences become edited; all or nothing', async () => {
    const { tenantId, session } = await company('Absenzen Bearbeiten AG');
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.insert(absences).values(
        ['2026-04-06', '2026-04-07', '2026-04-08'].map((date) => ({
          tenantId,
          employeeId: 'A-2',
          date,
          type: 'SICK' as const,
          percentage: '100',
          source: 'automatic' as const,
        })),
      ),
    );
    const ids = (
      await ctx.database.withTenant(tenantId, (tx) => tx.select().from(absences).orderBy(asc(absences.date)))
    ).map((row) => row.id);
    const [first, second, third] = ids as [string, string, string];

    // An unknown id: nothing changes, the answer names it.
    const unknown = '0196f0a0-0000-7000-8000-00000000dead';
    const refused = await patch(session, { items: [{ absenceIds: [first, unknown], changes: { percentage: '50' } }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ABSENCES_NOT_FOUND', absenceIds: [unknown] });
    // A change to ACCIDENT without the accident type is refused at its path.
    const noAccidentType = await patch(session, { items: [{ absenceIds: [first], changes: { type: 'ACCIDENT' } }] });
    expect(noAccidentType.statusCode).toBe(400);
    expect(noAccidentType.body).toContain('items.0.changes.accidentType');

    // 06.-07.04. to 50 %; 08.04. to 4 hours with a comment (hours replace the percentage).
    const edited = await patch(session, {
      items: [
        {
          absenceIds: [first, second],
          changes: { percentage: '50' },
          individualAbsenceEdits: [{ absenceId: third, changes: { hours: '4', comment: 'Nachmittag' } }],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await rowsOf(tenantId)).toEqual([
      ['A-2', '2026-04-06', 'SICK', null, '50.00', 'edited', false],
      ['A-2', '2026-04-07', 'SICK', null, '50.00', 'edited', false],
      ['A-2', '2026-04-08', 'SICK', '4.00', null, 'edited', false],
    ]);
    expect(edited.json().items.map((item: { revision: number }) => item.revision)).toEqual([2, 2, 2]);
    // A change to what is already there writes nothing (no revision, no event).
    const same = await patch(session, { items: [{ absenceIds: [first], changes: { percentage: 50 } }] });
    expect(same.json().items[0].revision).toBe(2);
    const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenantId));
    expect(events).toHaveLength(1);
  });

  it('DELETE soft-deletes; the list no longer shows them; a second delete finds nothing', async () => {
    const { tenantId, session } = await company('Absenzen Loeschen AG');
    const created = await post(session, {
      employeeId: 'A-1',
      startDate: '2026-05-04',
      endDate: '2026-05-05',
      type: 'VACATION',
      percentage: '100',
    });
    const ids = created.json().items.map((item: { absenceId: string }) => item.absenceId);
    const deleted = await remove(session, ids);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 2, absenceIds: ids });
    expect(await rowsOf(tenantId)).toEqual([
      ['A-1', '2026-05-04', 'VACATION', null, '100.00', 'manual', true],
      ['A-1', '2026-05-05', 'VACATION', null, '100.00', 'manual', true],
    ]);
    expect((await list(session)).json()).toEqual({ items: [], totalCount: 0 });
    const again = await remove(session, ids);
    expect(again.json()).toMatchObject({ code: 'ABSENCES_NOT_FOUND', absenceIds: ids });
    // The days are free again.
    const recreated = await post(session, {
      employeeId: 'A-1',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      type: 'SICK',
      hours: '2',
    });
    expect(recreated.statusCode).toBe(201);
  });

  it('GET lists with filters and paging; a superior sees the own team only and cannot edit', async () => {
    const { tenantId, session } = await company('Absenzen Liste AG');
    await post(session, {
      employeeId: 'A-1',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      type: 'SICK',
      percentage: 100,
    });
    await post(session, {
      employeeId: 'A-2',
      startDate: '2026-06-02',
      endDate: '2026-06-02',
      type: 'VACATION',
      percentage: 100,
    });
    const all = await list(session);
    expect(all.json().totalCount).toBe(4);
    const page = await list(session, '?from=2026-06-02&to=2026-06-03&skip=1&take=1');
    expect(page.json().totalCount).toBe(3);
    expect(page.json().items.map((item: { employeeId: string; date: string }) => [item.employeeId, item.date])).toEqual(
      [['A-1', '2026-06-03']],
    );
    expect((await list(session, '?type=VACATION')).json().totalCount).toBe(1);
    expect((await list(session, '?take=201')).statusCode).toBe(400);

    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    const bossSession = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    const team = await list(bossSession);
    expect(team.statusCode).toBe(200);
    expect(new Set(team.json().items.map((item: { employeeId: string }) => item.employeeId))).toEqual(new Set(['A-1']));
    const create = await post(bossSession, {
      employeeId: 'A-1',
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      type: 'SICK',
      percentage: 100,
    });
    expect(create.statusCode).toBe(403);
  });

  it('while a file processes, every absence write answers FILES_PROCESSING and changes nothing', async () => {
    const { tenantId, session } = await company('Absenzen Gesperrt AG');
    const created = await post(session, {
      employeeId: 'A-1',
      startDate: '2026-08-03',
      endDate: '2026-08-03',
      type: 'SICK',
      percentage: 100,
    });
    const id = created.json().items[0].absenceId;
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.insert(fileUploads).values({ tenantId, kind: 'employee', uploadedByName: 'Test' }),
    );
    const attempts = [
      await post(session, {
        employeeId: 'A-1',
        startDate: '2026-08-04',
        endDate: '2026-08-04',
        type: 'SICK',
        percentage: 100,
      }),
      await patch(session, { items: [{ absenceIds: [id], changes: { percentage: 50 } }] }),
      await remove(session, [id]),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILES_PROCESSING');
    }
    expect(await rowsOf(tenantId)).toEqual([['A-1', '2026-08-03', 'SICK', null, '100.00', 'manual', false]]);
  });
});
