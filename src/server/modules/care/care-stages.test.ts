// Care stages through the API (issue 29 scope 1, 2, 5) on both databases: the definitions (read, replace with
// revision, refusals, preview), the derivation's care step (an absences event moves an employee to level 2 on the
// day the trigger was met; last quarter's absences yield their history without stale tasks), the list with the
// superior's scope, one employee's stages "as of" a day, the health view, and the nightly evaluation.
// Dates are relative to today (the derivation evaluates as of today in Zurich): D(-40) is 40 days ago.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { careTaskDefinitions, careTasks, employeeCareStages, mails } from '../../../db/schema/care.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { evaluateTenantCareStages } from '../../jobs/care-stages-nightly.ts';

const TODAY = swissToday();
const D = (offset: number) => fromEpochDay(toEpochDay(TODAY) + offset);
const API = '/api/modular';

/** L1: ≥ 2 periods in 12 months; L2: ≥ 3 periods in 12 months OR ≥ 10 sick days in 6 months. */
const definitions = (taskId: string, userId: string) => [
  {
    level: 1,
    triggersLogicalOperator: 'OR',
    triggers: [{ kind: 'number-of-absence-periods', count: 2, lookBackMonths: 12 }],
  },
  {
    level: 2,
    triggersLogicalOperator: 'OR',
    triggers: [
      { kind: 'number-of-absence-periods', count: 3, lookBackMonths: 12 },
      { kind: 'number-of-absence-days', absenceTypes: ['SICK'], count: 10, lookBackMonths: 6 },
    ],
    scheduledTaskDefinitionIds: [taskId],
    notifiedUsers: [userId],
  },
];

describe.each(testBackends())('care stages on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let hrUserId = '';
  let superior: TestSession;
  let taskId = '';
  let archivedTaskId = '';

  const call = (session: TestSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const absence = async (employeeId: string, startDate: string, endDate: string, type = 'SICK') => {
    const response = await call(hr, 'POST', '/absence', { employeeId, startDate, endDate, type, percentage: 100 });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Pflege AG' })).id;
    await configureTenantForTest(ctx.database, tenantId, {
      ...validConfigurationInput('Pflege AG'),
      careConfiguration: {
        keyContactEmail: 'care@pflege.example',
        careStageConfiguration: {
          resetEmployeeCareStageTriggers: [
            { kind: 'no-absences-in-look-back-period', includedAbsenceTypes: ['SICK', 'ACCIDENT'], lookBackMonths: 12 },
          ],
        },
      },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      superiorId: 'BOSS',
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', { firstName: 'Beat', lastName: 'Ammann' });
    const signedIn = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    hr = signedIn.session;
    hrUserId = signedIn.user.id;
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    const template = {
      title: { de: 'Gespräch', fr: 'Entretien', it: 'Colloquio', en: 'Conversation' },
      description: { de: 'Führen', fr: 'Mener', it: 'Condurre', en: 'Hold' },
      dueInDays: 14,
    };
    await ctx.database.withTenant(tenantId, async (tx) => {
      const [active] = await tx
        .insert(careTaskDefinitions)
        .values({ tenantId, ...template })
        .returning();
      const [archived] = await tx
        .insert(careTaskDefinitions)
        .values({ tenantId, ...template, isArchived: true })
        .returning();
      taskId = active?.id as string;
      archivedTaskId = archived?.id as string;
    });
  });

  it('answers no definitions at revision 0 before the first save, with care configured', async () => {
    const response = await call(hr, 'GET', '/care-stage-definitions');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ items: [], revision: 0, updatedAt: null, isCareConfigured: true });
  });

  it('refuses unknown or archived task templates and users who are not users of the company (400, code per field)', async () => {
    const body = definitions(taskId, hrUserId);
    const unknown = '00000000-0000-4000-8000-000000000001';
    (body[1] as { scheduledTaskDefinitionIds: string[] }).scheduledTaskDefinitionIds = [unknown, archivedTaskId];
    (body[1] as { notifiedUsers: string[] }).notifiedUsers = [unknown];
    const response = await call(hr, 'PUT', '/care-stage-definitions', { definitions: body });
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().errors as { path: string; code: string }[];
    expect(errors.map((error) => [error.path, error.code])).toEqual([
      ['definitions.1.scheduledTaskDefinitionIds.0', 'UNKNOWN_CARE_TASK_DEFINITION'],
      ['definitions.1.scheduledTaskDefinitionIds.1', 'ARCHIVED_CARE_TASK_DEFINITION'],
      ['definitions.1.notifiedUsers.0', 'UNKNOWN_USER'],
    ]);
  });

  it('saves the set (revision 0 → 1), describes it in the reader’s language and answers 409 on a stale revision', async () => {
    const saved = await call(hr, 'PUT', '/care-stage-definitions', {
      definitions: definitions(taskId, hrUserId),
      revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.revision).toBe(1);
    expect(body.items.map((item: { level: number }) => item.level)).toEqual([1, 2]);
    // The HR user reads German (the factory's users speak 'de').
    expect(body.items[0].description).toBe('mindestens 2 Absenzperioden in den letzten 12 Monaten');
    expect(body.items[1].description).toContain(' oder mindestens 10 Absenztage (Krankheit) in den letzten 6 Monaten');
    const stale = await call(hr, 'PUT', '/care-stage-definitions', { definitions: [], revision: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('REVISION_CONFLICT');
    // The same set again with its ids: nothing changes, the revision stays 1.
    const again = await call(hr, 'PUT', '/care-stage-definitions', {
      revision: 1,
      definitions: definitions(taskId, hrUserId).map((definition, index) => ({
        ...definition,
        careStageDefinitionId: body.items[index].careStageDefinitionId,
      })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().revision).toBe(1);
  });

  it('moves E-1 to level 2 through an absences event, entered on the day the trigger was met, with its task and mail', async () => {
    // Three sick periods: D(-40)…D(-39), D(-20)…D(-19), D(-5)…D(-4). Periods in the last 12 months: 1 on D(-40),
    // 2 on D(-20) → level 1 (≥ 2), 3 on D(-5) → level 2 (≥ 3). Sick days in 6 months: 6 < 10.
    await absence('E-1', D(-40), D(-39));
    await absence('E-1', D(-20), D(-19));
    await absence('E-1', D(-5), D(-4));
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    const response = await call(hr, 'GET', '/employee/E-1/care-stages');
    expect(response.statusCode, response.body).toBe(200);
    const stages = response.json();
    expect(stages.current).toMatchObject({ level: 2, enteredCareStageAt: D(-5), leftCareStageAt: null });
    expect(stages.current.reason).toBe('Stufe 2 wegen 3 Absenzperioden in den letzten 12 Monaten');
    // The same reader on a French screen (the web app sends its display language): the reason in French.
    const onFrenchScreen = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employee/E-1/care-stages',
      headers: { ...hr.headers, 'accept-language': 'fr-CH,fr;q=0.9' },
    });
    expect(onFrenchScreen.json().current.reason).toBe(
      'Niveau 2 en raison de 3 périodes d’absence au cours des 12 derniers mois',
    );
    expect(stages.current.triggers[0]).toMatchObject({
      kind: 'number-of-absence-periods',
      met: true,
      value: 3,
      threshold: 3,
    });
    expect(
      stages.history.map((stage: { level: number; enteredCareStageAt: string }) => [
        stage.level,
        stage.enteredCareStageAt,
      ]),
    ).toEqual([
      [2, D(-5)],
      [1, D(-20)],
    ]);
    expect(stages.history[1]).toMatchObject({ leftCareStageAt: D(-5), changedCareStageTo: 2 });
    // One task from level 2's template (level 1 has none and is not current); one stage-change mail to HR.
    const tasks = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(careTasks).where(eq(careTasks.employeeId, 'E-1')),
    );
    expect(tasks.map((task) => [task.origin, task.careStageId, task.careStageLevel])).toEqual([
      ['CARE_STAGE', stages.current.careStageId, 2],
    ]);
    const sent = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(mails)
        .where(and(eq(mails.event, 'CARE_STAGE_CHANGED'), eq(mails.recipientUserId, hrUserId))),
    );
    expect(sent).toHaveLength(1);
    // Deriving again changes nothing: same ids, no second task.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(employeeCareStages).where(eq(employeeCareStages.employeeId, 'E-1')),
    );
    await absence('E-1', D(-60), D(-60), 'VACATION');
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    const after = (await call(hr, 'GET', '/employee/E-1/care-stages')).json();
    expect(after.current.careStageId).toBe(stages.current.careStageId);
    const tasksAfter = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(careTasks).where(eq(careTasks.employeeId, 'E-1')),
    );
    expect(tasksAfter).toHaveLength(1);
  });

  it('yields the history of last quarter’s absences arriving today, without stale tasks', async () => {
    // E-2: sick D(-150)…D(-141) (10 sick days in 6 months → level 2 on D(-141), the 10th day), D(-100), D(-80).
    await absence('E-2', D(-150), D(-141));
    await absence('E-2', D(-100), D(-100));
    await absence('E-2', D(-80), D(-80));
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    const stages = (await call(hr, 'GET', '/employee/E-2/care-stages')).json();
    expect(
      stages.history.map((stage: { level: number; enteredCareStageAt: string }) => [
        stage.level,
        stage.enteredCareStageAt,
      ]),
    ).toEqual([[2, D(-141)]]);
    expect(stages.current.reason).toBe('Stufe 2 wegen 10 Absenztagen in den letzten 6 Monaten');
    // Entered 141 days ago (> 30): no task is created for a stage long entered.
    const tasks = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(careTasks).where(eq(careTasks.employeeId, 'E-2')),
    );
    expect(tasks).toEqual([]);
    // "As of" a day before: no stage on D(-142).
    const before = (await call(hr, 'GET', `/employee/E-2/care-stages?asOf=${D(-142)}`)).json();
    expect(before.current).toBeNull();
  });

  it('lists who is at which level; a superior sees the team only and gets 403 for others', async () => {
    const all = (await call(hr, 'GET', '/care-stages')).json();
    expect(all.totalCount).toBe(2);
    expect(
      all.items.map((item: { employeeId: string; level: number }) => [item.employeeId, item.level]).sort(),
    ).toEqual([
      ['E-1', 2],
      ['E-2', 2],
    ]);
    expect(all.items.find((item: { employeeId: string }) => item.employeeId === 'E-1').openTaskCount).toBe(1);
    const without = (await call(hr, 'GET', '/care-stages?level=0')).json();
    expect(without.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['BOSS']);
    const team = (await call(superior, 'GET', '/care-stages')).json();
    expect(team.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['E-1']);
    const forbidden = await call(superior, 'GET', '/employee/E-2/care-stages');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN', employeeId: 'E-2' });
    const health = await call(superior, 'GET', '/employee/E-2/health');
    expect(health.statusCode).toBe(403);
    expect((await call(hr, 'GET', '/employee/NOBODY/care-stages')).statusCode).toBe(404);
  });

  it('shows the health view: periods, the 12-month picture and the Bradford factor S² × D', async () => {
    const response = await call(hr, 'GET', '/employee/E-1/health');
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json();
    // Care periods: 3 of 2 days (the vacation is not a care type). S = 3, D = 6 → 3² × 6 = 54.
    expect(health.periods.map((period: { startDate: string }) => period.startDate)).toEqual([D(-5), D(-20), D(-40)]);
    expect(health.periods[0].types).toEqual(['SICK']);
    expect(health.absenceDaysLast12Months).toBe(6);
    expect(health.periodCountLast12Months).toBe(3);
    expect(health.bradfordFactor).toBe(54);
    expect(health.months).toHaveLength(12);
    expect(health.months.at(-1).month).toBe(TODAY.slice(0, 7));
    expect(health.months.reduce((sum: number, month: { absenceDays: number }) => sum + month.absenceDays, 0)).toBe(6);
    expect(health.careStage.level).toBe(2);
    expect(health.openTaskCount).toBe(1);
    const team = await call(superior, 'GET', '/employee/E-1/health');
    expect(team.statusCode, team.body).toBe(200);
  });

  it('previews other definitions without saving: L1 = ≥ 1 period in 12 months puts E-1 and E-2 at 1, BOSS at 0', async () => {
    const response = await call(hr, 'POST', '/care-stage-definitions/preview', {
      definitions: [
        {
          level: 1,
          triggersLogicalOperator: 'OR',
          triggers: [{ kind: 'number-of-absence-periods', count: 1, lookBackMonths: 12 }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      asOf: TODAY,
      employeeCount: 3,
      byLevel: [
        { level: 0, count: 1, currentCount: 1 },
        { level: 1, count: 2, currentCount: 0 },
        { level: 2, count: 0, currentCount: 2 },
      ],
    });
    expect((await call(hr, 'GET', '/care-stage-definitions')).json().revision).toBe(1);
  });

  it('moves the windows with the calendar in the nightly evaluation: a year on, the reset has ended every stage', async () => {
    // Levels only rise; the reset "12 months without SICK/ACCIDENT" ends them: on D(+400) E-1's last sick day D(-4)
    // has left the window (it leaves on D(-4) + 12 months ≈ D(+361)).
    expect(await evaluateTenantCareStages(ctx.database, tenantId, D(400), { nightly: true })).toBe(3);
    const rows = await ctx.database.withTenant(tenantId, (tx) => tx.select().from(employeeCareStages));
    expect(rows.filter((row) => row.leftCareStageAt === null)).toEqual([]);
    // Back to today: the stages are current again, with the ids of the stints that stayed.
    await evaluateTenantCareStages(ctx.database, tenantId, TODAY);
    const current = (await call(hr, 'GET', '/employee/E-1/care-stages')).json();
    expect(current.current).toMatchObject({ level: 2, enteredCareStageAt: D(-5) });
  });
});
