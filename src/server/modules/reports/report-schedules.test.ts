// Scheduled reports, the retention and the saved filters over HTTP on both databases (issue 31 scopes 2, 4 and 5;
// decision 0058). The clock is set per test. The world: Anna Zeller (E-1) sick at 100 % 02.03.–10.04.2026.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_SETTINGS_MAX } from '../../../contracts/reports.ts';
import { mails } from '../../../db/schema/care.ts';
import { documents } from '../../../db/schema/documents.ts';
import { filterSettings, reportSchedules, reports } from '../../../db/schema/reports.ts';
import { createReportWorld, type ReportWorld } from '../../../testing/factories/report-world.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { runDueReportSchedules } from './index.ts';
import { removeExpiredReportFiles } from './report-settings.service.ts';

let clock = new Date('2026-03-02T09:00:00Z');

const scheduleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lohnlauf Taggelder',
  definition: { kind: 'daily-allowance-or-wage-cut', language: 'fr', format: 'XLSX' },
  period: 'previous-month',
  workingDayOfMonth: 3,
  recipients: ['lohn@example.ch', 'treuhand@example.ch'],
  ...overrides,
});

describe.each(testBackends())('report schedules, retention and saved filters on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => clock });
  let world: ReportWorld;

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const services = () => ({ database: ctx.database, documents: ctx.app.documents, jobs: null });

  beforeAll(async () => {
    world = await createReportWorld(ctx.app, ctx.database, 'Plan AG');
  });

  it('creates, lists, changes (revision 409) and removes a schedule; the contract refuses bad ones', async () => {
    clock = new Date('2026-03-02T09:00:00Z');
    const hr = world.sessions.HR_Admin;
    const created = await call(hr, 'POST', '/report-schedule', scheduleBody());
    expect(created.statusCode, created.body).toBe(201);
    // Monday 2.3.2026: the 3rd working day of March is Wednesday 4.3.
    expect(created.json()).toMatchObject({
      name: 'Lohnlauf Taggelder',
      period: 'previous-month',
      workingDayOfMonth: 3,
      isActive: true,
      nextRunOn: '2026-03-04',
      lastRunAt: null,
      revision: 1,
      createdBy: { userId: world.userIds.HR_Admin },
    });
    expect(created.json().definition).toMatchObject({ filters: { risk: 'any' }, riskCounterThreshold: 0 });
    const id = created.json().scheduleId as string;

    const twice = await call(
      hr,
      'POST',
      '/report-schedule',
      scheduleBody({ recipients: ['a@example.ch', 'A@example.ch'] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ path: 'recipients', message: 'Each address only once' });
    const noOne = await call(hr, 'POST', '/report-schedule', scheduleBody({ recipients: [] }));
    expect(noOne.json().errors[0].path).toBe('recipients');
    const withPeriod = await call(hr, 'POST', '/report-schedule', {
      ...scheduleBody(),
      definition: { kind: 'bookings', period: { kind: 'accounting-period', accountingMonthId: '2026-02' } },
    });
    expect(withPeriod.statusCode).toBe(400);
    const day21 = await call(hr, 'POST', '/report-schedule', scheduleBody({ workingDayOfMonth: 21 }));
    expect(day21.json().errors[0].path).toBe('workingDayOfMonth');

    // Payroll changes it to the 1st working day (Monday 2.3. is today: the run is today), revision 1 -> 2.
    const changed = await call(world.sessions.Payroll, 'PUT', `/report-schedule/${id}`, {
      ...scheduleBody({ workingDayOfMonth: 1, name: 'Lohnlauf' }),
      revision: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Lohnlauf', revision: 2, nextRunOn: '2026-03-02' });
    const stale = await call(hr, 'PUT', `/report-schedule/${id}`, { ...scheduleBody(), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    const paused = await call(hr, 'PUT', `/report-schedule/${id}`, {
      ...scheduleBody({ isActive: false }),
      revision: 2,
    });
    expect(paused.json()).toMatchObject({ isActive: false, nextRunOn: null, revision: 3 });

    const list = await call(hr, 'GET', '/report-schedules');
    expect(list.json().items.map((item: { scheduleId: string }) => item.scheduleId)).toContain(id);
    const removed = await call(hr, 'DELETE', `/report-schedule/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().scheduleId).toBe(id);
    const again = await call(hr, 'DELETE', `/report-schedule/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('REPORT_SCHEDULE_NOT_FOUND');
    const after = await call(hr, 'GET', '/report-schedules');
    expect(after.json().items.map((item: { scheduleId: string }) => item.scheduleId)).not.toContain(id);
    // Superior, Case_Manager and HR_Business_Partner neither list nor schedule.
    for (const role of ['Superior', 'Case_Manager', 'HR_Business_Partner'] as const) {
      expect((await call(world.sessions[role], 'POST', '/report-schedule', scheduleBody())).statusCode).toBe(403);
    }
  });

  it('runs a due schedule once on its working day: a history row with its id and one mail per recipient', async () => {
    clock = new Date('2026-03-02T09:00:00Z');
    const hr = world.sessions.HR_Admin;
    const created = await call(hr, 'POST', '/report-schedule', scheduleBody({ name: 'Monatsrapport' }));
    const id = created.json().scheduleId as string;
    const runsOf = () =>
      ctx.database.withTenant(world.tenantId, (tx) => tx.select().from(reports).where(eq(reports.scheduleId, id)));
    const mailsOf = () =>
      ctx.database.withTenant(world.tenantId, (tx) =>
        tx.select().from(mails).where(eq(mails.event, 'REPORT_SCHEDULE_RUN')),
      );

    // Tuesday 3.3., 06:15 Zurich: not yet due (the 3rd working day is Wednesday 4.3.).
    await runDueReportSchedules(services(), new Date('2026-03-03T05:15:00Z'));
    expect(await runsOf()).toHaveLength(0);
    // Wednesday 4.3., 06:15 Zurich (05:15 UTC): the run for February.
    const runAt = new Date('2026-03-04T05:15:00Z');
    clock = runAt;
    expect(await runDueReportSchedules(services(), runAt)).toBe(1);
    // A second scan the same morning (a retry, a second worker) starts nothing.
    expect(await runDueReportSchedules(services(), runAt)).toBe(0);
    const runs = await runsOf();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'DONE', requestedByUserId: world.userIds.HR_Admin });
    expect(runs[0]?.definition).toMatchObject({
      kind: 'daily-allowance-or-wage-cut',
      language: 'fr',
      period: { kind: 'time-range', from: '2026-02-01', to: '2026-02-28' },
    });
    const sent = (await mailsOf()).filter((mail) => mail.dedupeKey?.includes(runs[0]?.id as string));
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual(['lohn@example.ch', 'treuhand@example.ch']);
    expect(sent[0]).toMatchObject({ language: 'fr', link: `/reports?reportId=${runs[0]?.id}` });
    expect(sent[0]?.subject).toBe('Plan AG : votre rapport planifié « Monatsrapport » est prêt');
    expect(sent[0]?.textBody).toContain('01.02.2026 – 28.02.2026');
    expect(sent[0]?.textBody).toContain(`http://absenza.test/reports?reportId=${runs[0]?.id}`);

    // The schedule moved on to April's 3rd working day (Tuesday 7.4.: Good Friday and Easter Monday are holidays).
    const [schedule] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(reportSchedules).where(eq(reportSchedules.id, id)),
    );
    expect(schedule).toMatchObject({ nextRunOn: '2026-04-07', lastRunAt: runAt.toISOString() });
    // The history lists the run by its schedule.
    const history = await call(hr, 'GET', `/reports?scheduleId=${id}`);
    expect(history.json()).toMatchObject({ totalCount: 1, items: [{ scheduleId: id, status: 'DONE' }] });
  });

  it('keeps files for the retention; the cleanup removes expired files and keeps the history row', async () => {
    clock = new Date('2026-11-29T08:00:00Z');
    const hr = world.sessions.HR_Admin;
    expect((await call(hr, 'GET', '/report-settings')).json()).toEqual({ retentionDays: 90, revision: 1 });
    const created = await call(world.sessions.Payroll, 'POST', '/report', {
      reportDefinition: {
        kind: 'daily-allowance-or-wage-cut',
        period: { kind: 'accounting-period', accountingMonthId: '2026-03' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json();
    expect(report.expiresAt).toBe('2027-02-27T08:00:00.000Z');

    const tooShort = await call(hr, 'PUT', '/report-settings', { retentionDays: 3 });
    expect(tooShort.statusCode).toBe(400);
    const put = await call(hr, 'PUT', '/report-settings', { retentionDays: 7, revision: 1 });
    expect(put.json()).toEqual({ retentionDays: 7, revision: 2 });
    const stale = await call(world.sessions.Payroll, 'PUT', '/report-settings', { retentionDays: 30, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('REVISION_CONFLICT');
    // The kept file's expiry moved with the retention: 7 days after it was finished.
    const moved = (await call(hr, 'GET', `/report/${report.reportId}`)).json();
    expect(moved.expiresAt).toBe('2026-12-06T08:00:00.000Z');

    const services = { documents: ctx.app.documents, database: ctx.database };
    expect(await removeExpiredReportFiles(services.documents, services.database, world.tenantId, clock)).toBe(0);
    // A day later: this file (and the schedule's run of the test before, finished by the real clock) expired.
    const later = new Date('2026-12-07T08:00:01Z');
    expect(
      await removeExpiredReportFiles(services.documents, services.database, world.tenantId, later),
    ).toBeGreaterThanOrEqual(1);
    const gone = (await call(hr, 'GET', `/report/${report.reportId}`)).json();
    expect(gone).toMatchObject({ status: 'DONE', documentId: null, uri: null, filename: report.filename });
    const [document] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.id, report.documentId)),
    );
    expect(document).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: report.uri })).statusCode).toBe(404);
  });

  it('saves, lists by prefix, replaces and removes a user’s filters, at most FILTER_SETTINGS_MAX', async () => {
    const superior = world.sessions.Superior;
    const save = (session: TestSession, filterKey: string, value: unknown) =>
      call(session, 'POST', '/filter-settings', { filterKey, value });
    expect((await save(superior, 'list:employees:Zürich', { subunit: 'ZH' })).statusCode).toBe(200);
    expect((await save(superior, 'report:bookings', { risk: 'long-term' })).statusCode).toBe(200);
    const replaced = await save(superior, 'list:employees:Zürich', { subunit: 'ZH', sort: 'name' });
    expect(replaced.json().items).toHaveLength(2);
    const listed = await call(superior, 'GET', '/filter-settings?prefix=list:employees:');
    expect(listed.json().items).toEqual([
      { filterKey: 'list:employees:Zürich', value: { subunit: 'ZH', sort: 'name' }, updatedAt: expect.any(String) },
    ]);
    // Another user sees none of them.
    expect((await call(world.sessions.Payroll, 'GET', '/filter-settings')).json()).toEqual({ items: [] });
    // null removes it.
    const removed = await save(superior, 'report:bookings', null);
    expect(removed.json().items.map((item: { filterKey: string }) => item.filterKey)).toEqual([
      'list:employees:Zürich',
    ]);
    const noValue = await call(superior, 'POST', '/filter-settings', { filterKey: 'list:x' });
    expect(noValue.json().errors[0]).toMatchObject({ in: 'body', path: 'value', message: 'Required' });
    const empty = await call(superior, 'POST', '/filter-settings', { filterKey: '', value: 1 });
    expect(empty.statusCode).toBe(400);
    const huge = await save(superior, 'list:x', 'x'.repeat(8_001));
    expect(huge.json().errors[0]).toMatchObject({ path: 'value', message: 'At most 8000 characters' });

    // At the limit: a new key is refused (409 in the error shape), an existing one may still change.
    const payrollId = world.userIds.Payroll;
    await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.insert(filterSettings).values(
        Array.from({ length: FILTER_SETTINGS_MAX }, (_, index) => ({
          tenantId: world.tenantId,
          userId: payrollId,
          filterKey: `list:seed:${String(index).padStart(3, '0')}`,
          value: index,
        })),
      ),
    );
    const refused = await save(world.sessions.Payroll, 'list:one-more', true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FILTER_SETTINGS_LIMIT_REACHED', limit: FILTER_SETTINGS_MAX });
    expect(refused.json().message).toMatch(/remove one/);
    expect((await save(world.sessions.Payroll, 'list:seed:000', 'changed')).statusCode).toBe(200);
    const count = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx
        .select()
        .from(filterSettings)
        .where(and(eq(filterSettings.userId, payrollId))),
    );
    expect(count).toHaveLength(FILTER_SETTINGS_MAX);
  });
});
