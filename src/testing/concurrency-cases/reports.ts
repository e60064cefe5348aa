// The concurrency cases of the reports routes (issue 31, decision 0058), part of concurrency.test.ts. Reports and
// schedules are rows of their own (parallel creates are independent); a schedule's and the retention's changes are
// revision-checked under a row or tenant lock (one wins, the rest 409); a user's saved filters are serialised by a
// lock on the user, so parallel saves never pass FILTER_SETTINGS_MAX.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FILTER_SETTINGS_MAX } from '../../contracts/reports.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { filterSettings, reportSchedules, reports } from '../../db/schema/reports.ts';
import { type Fired, fireInParallel } from '../concurrency.ts';
import { createUser, signIn, type TestSession } from '../factories/user.factory.ts';
import { type CaseTable, type Env, json, PARALLEL } from './support.ts';

const statuses = (fired: readonly Fired[]) => fired.map((item) => item.response.statusCode).sort();
const times = <T>(count: number, what: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => what(index));

const definition = {
  kind: 'daily-allowance-or-wage-cut',
  language: 'fr',
  format: 'XLSX',
} as const;
const reportDefinition = { ...definition, period: { kind: 'time-range', from: '2026-02-01', to: '2026-02-28' } };
const schedule = (name: string) => ({
  name,
  definition,
  period: 'previous-month',
  workingDayOfMonth: 3,
  recipients: ['lohn@example.ch'],
});

function fire(env: Env, who: TestSession, method: 'POST' | 'PUT' | 'DELETE', url: string, payloads: unknown[]) {
  return fireInParallel(
    env.ctx.app,
    payloads.map((payload) => ({
      method,
      url: `/api/modular${url}`,
      headers: who.headers,
      ...(payload ? { payload: payload as object } : {}),
    })),
  );
}

async function actions(env: Env, action: string, entityId?: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, env.tenantId),
        eq(auditLog.action, action),
        ...(entityId ? [eq(auditLog.entityId, entityId)] : []),
      ),
    );
}

async function createdSchedule(env: Env, name: string): Promise<string> {
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/report-schedule',
    headers: env.hr.headers,
    payload: schedule(name),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().scheduleId as string;
}

export const reportsConcurrencyCases = {
  reportCreate: async (env: Env) => {
    // Five reports at once: five history rows, five files, five audit entries.
    const before = (await actions(env, 'report.create')).length;
    const fired = await fire(
      env,
      env.hr,
      'POST',
      '/report',
      times(PARALLEL, () => ({ reportDefinition })),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 201));
    const ids = fired.map((item) => json(item).reportId as string);
    const documentIds = new Set(fired.map((item) => json(item).documentId as string));
    expect(documentIds.size).toBe(PARALLEL);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) => tx.select().from(reports));
    expect(rows.filter((row) => ids.includes(row.id))).toHaveLength(PARALLEL);
    expect(await actions(env, 'report.create')).toHaveLength(before + PARALLEL);
  },

  reportPreview: async (env: Env) => {
    // A preview only reads: parallel previews all answer the same rows.
    const fired = await fire(
      env,
      env.hr,
      'POST',
      '/report/preview',
      times(PARALLEL, () => ({ reportDefinition })),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 200));
    expect(new Set(fired.map((item) => item.response.body)).size).toBe(1);
  },

  reportScheduleCreate: async (env: Env) => {
    const fired = await fire(
      env,
      env.hr,
      'POST',
      '/report-schedule',
      times(PARALLEL, (index) => schedule(`Parallel ${index}`)),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 201));
    const ids = fired.map((item) => json(item).scheduleId as string);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) => tx.select().from(reportSchedules));
    expect(rows.filter((row) => ids.includes(row.id))).toHaveLength(PARALLEL);
  },

  reportScheduleUpdate: async (env: Env) => {
    // Five screens saved revision 1: one wins, four answer REVISION_CONFLICT; one audit entry.
    const id = await createdSchedule(env, 'Parallel update');
    const fired = await fire(
      env,
      env.hr,
      'PUT',
      `/report-schedule/${id}`,
      times(PARALLEL, (index) => ({ ...schedule(`Renamed ${index}`), revision: 1 })),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 409)]);
    const winner = json(fired.find((item) => item.response.statusCode === 200) as Fired);
    const [row] = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(reportSchedules).where(eq(reportSchedules.id, id)),
    );
    expect(row).toMatchObject({ revision: 2, name: winner.name });
    expect(await actions(env, 'report-schedule.update', id)).toHaveLength(1);
  },

  reportScheduleDelete: async (env: Env) => {
    // One removal wins; the others find nothing (404 REPORT_SCHEDULE_NOT_FOUND); one audit entry.
    const id = await createdSchedule(env, 'Parallel delete');
    const fired = await fire(
      env,
      env.hr,
      'DELETE',
      `/report-schedule/${id}`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 404)]);
    expect(await actions(env, 'report-schedule.delete', id)).toHaveLength(1);
  },

  adminReportScheduleRun: async (env: Env) => {
    // An admin presses "run now" five times at once: every press answers, each run has its own report (with the
    // schedule's id in the history) and its own audit entry, and no report is claimed by two presses.
    const id = await createdSchedule(env, 'Parallel run');
    const fired = await fire(
      env,
      env.admin,
      'POST',
      `/admin/tenant/${env.tenantId}/report-schedule/${id}/run`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 200));
    const reportIds = fired.flatMap((item) => json(item).reportIds as string[]);
    expect(reportIds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(reportIds).size).toBe(reportIds.length);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(reports).where(eq(reports.scheduleId, id)),
    );
    expect(rows.map((row) => row.id).sort()).toEqual([...reportIds].sort());
    expect(await actions(env, 'report-schedule.run', id)).toHaveLength(reportIds.length);
  },

  reportSettingsPut: async (env: Env) => {
    // Five saves of revision 1: one wins (revision 2), four answer REVISION_CONFLICT.
    const fired = await fire(
      env,
      env.hr,
      'PUT',
      '/report-settings',
      times(PARALLEL, (index) => ({ retentionDays: 30 + index, revision: 1 })),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 409)]);
    const winner = json(fired.find((item) => item.response.statusCode === 200) as Fired);
    expect(winner.revision).toBe(2);
    expect(await actions(env, 'report-settings.update')).toHaveLength(1);
  },

  filterSettingsSave: async (env: Env) => {
    // A user two short of the limit saves five new filters at once: two are saved, three answer
    // FILTER_SETTINGS_LIMIT_REACHED, and the user ends with exactly FILTER_SETTINGS_MAX.
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(filterSettings).values(
        times(FILTER_SETTINGS_MAX - 2, (index) => ({
          tenantId: env.tenantId,
          userId: user.id,
          filterKey: `list:seed:${index}`,
          value: { index },
        })),
      ),
    );
    const fired = await fire(
      env,
      session,
      'POST',
      '/filter-settings',
      times(PARALLEL, (index) => ({ filterKey: `list:parallel:${index}`, value: { index } })),
    );
    expect(statuses(fired)).toEqual([200, 200, 409, 409, 409]);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(filterSettings).where(eq(filterSettings.userId, user.id)),
    );
    expect(rows).toHaveLength(FILTER_SETTINGS_MAX);
  },
} satisfies CaseTable;
