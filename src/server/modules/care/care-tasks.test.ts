// Care task templates, tasks created from a care stage and by hand, the form, reassignment and the Superior's scope
// (issue 29 scope 3 and 5), over HTTP on both databases. Today is the real Swiss today: due dates are computed from it.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careStageDefinitions } from '../../../db/schema/care.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import {
  CONVERSATION_TEMPLATE,
  careTaskRow,
  createCareCompany,
  createStageTask,
} from '../../../testing/factories/care-task.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { addDays, dismissTasksOfLeftCareStages, openCareTaskCounts } from './care-task-creation.ts';

describe.each(testBackends())('care tasks on %s', (backend) => {
  const ctx = useTestApp(backend);
  const today = swissToday();

  const call = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

  it('templates: HR_Admin creates and changes them (revision 409), archiving is refused while a stage schedules one', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Vorlagen AG');
    const list = await call(company.hrbp, 'GET', '/care-task-definitions');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      title: CONVERSATION_TEMPLATE.title,
      dueInDays: 14,
      responsible: 'SUPERIOR',
      isArchived: false,
      revision: 1,
    });
    // HR business partners edit care tasks, not their templates (employee.careStages.edit is HR_Admin's).
    expect((await call(company.hrbp, 'POST', '/care-task-definition', CONVERSATION_TEMPLATE)).statusCode).toBe(403);
    const id = company.templateId;
    const changed = await call(company.hr, 'PUT', `/care-task-definition/${id}`, {
      ...CONVERSATION_TEMPLATE,
      dueInDays: 7,
      revision: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ dueInDays: 7, revision: 2 });
    const stale = await call(company.hr, 'PUT', `/care-task-definition/${id}`, {
      ...CONVERSATION_TEMPLATE,
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    // A single choice needs two options.
    const bad = await call(company.hr, 'POST', '/care-task-definition', {
      ...CONVERSATION_TEMPLATE,
      form: [{ ...CONVERSATION_TEMPLATE.form[1], options: [] }],
    });
    expect(bad.statusCode).toBe(400);

    await ctx.database.withTenant(company.tenantId, (tx) =>
      tx.insert(careStageDefinitions).values({
        tenantId: company.tenantId,
        level: 2,
        triggersLogicalOperator: 'OR',
        triggers: [],
        scheduledTaskDefinitionIds: [id],
      }),
    );
    const inUse = await call(company.hr, 'DELETE', `/care-task-definition/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'CARE_TASK_DEFINITION_IN_USE', levels: [2] });
    await ctx.database.withTenant(company.tenantId, (tx) =>
      tx.update(careStageDefinitions).set({ scheduledTaskDefinitionIds: [] }),
    );
    const archived = await call(company.hr, 'DELETE', `/care-task-definition/${id}`);
    expect(archived.json()).toMatchObject({ isArchived: true, revision: 3 });
    const unknown = await call(company.hr, 'DELETE', `/care-task-definition/0196f0a0-0000-7000-8000-00000000dead`);
    expect(unknown.json().code).toBe('CARE_TASK_DEFINITION_NOT_FOUND');
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, company.tenantId), eq(auditLog.entityType, 'care-task-definition')));
    expect(actions.map((row) => row.action)).toEqual([
      'care-task-definition.create',
      'care-task-definition.update',
      'care-task-definition.archive',
    ]);
  });

  it('a stage creates the task in the employee language, due in N days, for the superior; idempotent; dismissal', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Stufen AG');
    const stageId = crypto.randomUUID();
    // Entered 10 days ago (data arriving late): due = today + 14, not entered + 14 (it would be born overdue).
    const id = await createStageTask(ctx.database, company, 'T-1', {
      careStageId: stageId,
      enteredCareStageAt: addDays(today, -10),
    });
    const detail = await call(company.hr, 'GET', `/care-task/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      employeeId: 'T-1',
      firstName: 'Claire',
      lastName: 'Dubois',
      origin: 'CARE_STAGE',
      careStageLevel: 2,
      language: 'fr',
      title: 'Entretien de retour',
      description: 'Demandez comment va la personne.',
      dueDate: addDays(today, 14),
      isOverdue: false,
      responsibleUserId: company.bossUserId,
      responsibleName: 'Sandra Keller',
      status: 'OPEN',
      // The reader's language (the HR user reads German).
      triggerReason: 'Stufe 2: 4 Absenzperioden in 12 Monaten',
      protocolStatus: 'none',
      canEdit: true,
    });
    expect(detail.json().form.map((question: { label: string }) => question.label)).toEqual([
      'Comment allez-vous ?',
      'Soutien',
      'Visite médicale ?',
      'Prochain rendez-vous',
    ]);
    // The same reader on an Italian screen (the web app sends its display language): the reason in Italian.
    const onItalianScreen = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/care-task/${id}`,
      headers: { ...company.hr.headers, 'accept-language': 'it' },
    });
    expect(onItalianScreen.json().triggerReason).toBe('Livello 2: 4 periodi di assenza in 12 mesi');
    // The same stage again creates nothing (the stage evaluation runs on every absences event).
    const again = await ctx.database.withTenant(company.tenantId, (tx) =>
      import('./care-task-creation.ts').then(({ createTasksForCareStage }) =>
        createTasksForCareStage(tx, {
          tenantId: company.tenantId,
          employeeId: 'T-1',
          careStageId: stageId,
          level: 2,
          scheduledTaskDefinitionIds: [company.templateId],
          enteredCareStageAt: addDays(today, -10),
          triggerReason: { de: 'x', fr: 'x', it: 'x', en: 'x' },
          origin: 'CARE_STAGE',
          absencePeriodStart: null,
          today,
        }),
      ),
    );
    expect(again).toEqual([]);
    // A new absence period at the stage (createAdditionalTasksForNewAbsences): one more task for that period, once;
    // the period started 3 days ago, so due = today + 14 (the later of period start and today, + dueInDays).
    const newAbsence = (start: string) =>
      ctx.database.withTenant(company.tenantId, (tx) =>
        import('./care-task-creation.ts').then(({ createTasksForCareStage }) =>
          createTasksForCareStage(tx, {
            tenantId: company.tenantId,
            employeeId: 'T-1',
            careStageId: stageId,
            level: 2,
            scheduledTaskDefinitionIds: [company.templateId],
            enteredCareStageAt: addDays(today, -10),
            triggerReason: { de: 'Neue Absenz', fr: 'Nouvelle absence', it: 'Nuova assenza', en: 'New absence' },
            origin: 'NEW_ABSENCE',
            absencePeriodStart: start,
            today,
          }),
        ),
      );
    const [additional] = await newAbsence(addDays(today, -3));
    expect((await newAbsence(addDays(today, -3))).length).toBe(0);
    const additionalRow = await careTaskRow(ctx.database, company.tenantId, additional as string);
    expect([additionalRow?.origin, additionalRow?.dueDate, additionalRow?.absencePeriodStart]).toEqual([
      'NEW_ABSENCE',
      addDays(today, 14),
      addDays(today, -3),
    ]);
    // O-1 has no superior: the task exists without a responsible (HR sees it unassigned). The tenant speaks Italian
    // and O-1 has no correspondence language: the task is in Italian.
    await ctx.database.db
      .update(tenants)
      .set({ defaultCorrespondenceLanguage: 'IT' })
      .where(eq(tenants.id, company.tenantId));
    const orphan = await createStageTask(ctx.database, company, 'O-1');
    const orphanRow = await careTaskRow(ctx.database, company.tenantId, orphan);
    expect([orphanRow?.responsibleUserId, orphanRow?.language, orphanRow?.title]).toEqual([
      null,
      'it',
      'Colloquio di rientro',
    ]);
    const counts = await ctx.database.withTenant(company.tenantId, (tx) =>
      openCareTaskCounts(tx, ['T-1', 'O-1', 'T-2']),
    );
    expect(Object.fromEntries(counts)).toEqual({ 'T-1': 2, 'O-1': 1 });
    // T-1 left the stage: its open stage task is discarded automatically, the reason in the task's language.
    const dismissed = await ctx.database.withTenant(company.tenantId, (tx) =>
      dismissTasksOfLeftCareStages(tx, {
        tenantId: company.tenantId,
        employeeId: 'T-1',
        currentCareStageId: null,
        today,
      }),
    );
    expect(dismissed).toBe(2);
    const row = await careTaskRow(ctx.database, company.tenantId, id);
    expect([row?.status, row?.discardKind, row?.discardReason, row?.revision]).toEqual([
      'DISCARDED',
      'AUTOMATIC',
      "Écartée automatiquement : la personne n'est plus au niveau de suivi 2.",
      2,
    ]);
  });

  it('HR_BUSINESS_PARTNER templates go to the HR business partner connection', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Partner AG');
    await call(company.hr, 'PUT', `/care-task-definition/${company.templateId}`, {
      ...CONVERSATION_TEMPLATE,
      responsible: 'HR_BUSINESS_PARTNER',
    });
    const id = await createStageTask(ctx.database, company, 'T-1');
    expect((await careTaskRow(ctx.database, company.tenantId, id))?.responsibleUserId).toBe(company.hrbpUserId);
  });

  it('manual creation: needs care configured and isManualTaskCreationEnabled; from a template or free', async () => {
    const off = await createCareCompany(ctx.app, ctx.database, 'Ohne Hand AG', { isManualTaskCreationEnabled: false });
    const body = { employeeId: 'T-2', title: 'Anruf', dueDate: addDays(today, 3) };
    const disabled = await call(off.hr, 'POST', '/care-task', body);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().code).toBe('CARE_MANUAL_TASKS_DISABLED');
    const none = await createCareCompany(ctx.app, ctx.database, 'Ohne Care AG', { configured: false });
    expect((await call(none.hr, 'POST', '/care-task', body)).json().code).toBe('CARE_NOT_CONFIGURED');

    const company = await createCareCompany(ctx.app, ctx.database, 'Von Hand AG');
    const free = await call(company.hr, 'POST', '/care-task', body);
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({
      origin: 'MANUAL',
      title: 'Anruf',
      description: '',
      form: [],
      language: 'de',
      responsibleUserId: company.bossUserId,
      triggerReason: null,
      careStageLevel: null,
    });
    const fromTemplate = await call(company.hr, 'POST', '/care-task', {
      employeeId: 'T-1',
      careTaskDefinitionId: company.templateId,
      dueDate: addDays(today, 5),
      responsibleUserId: company.hrbpUserId,
    });
    expect(fromTemplate.json()).toMatchObject({ title: 'Entretien de retour', responsibleUserId: company.hrbpUserId });
    const cases: [object, number, string][] = [
      [{ employeeId: 'T-2', dueDate: today }, 400, 'title'],
      [{ ...body, employeeId: 'NOBODY' }, 404, 'EMPLOYEE_NOT_FOUND'],
      [{ ...body, responsibleUserId: company.payrollUserId }, 400, 'CARE_TASK_RESPONSIBLE_INVALID'],
      [
        { ...body, careTaskDefinitionId: '0196f0a0-0000-7000-8000-00000000dead' },
        404,
        'CARE_TASK_DEFINITION_NOT_FOUND',
      ],
    ];
    for (const [payload, status, text] of cases) {
      const response = await call(company.hr, 'POST', '/care-task', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.body).toContain(text);
    }
    // The superior creates for the own team only.
    expect((await call(company.boss, 'POST', '/care-task', body)).statusCode).toBe(201);
    const outside = await call(company.boss, 'POST', '/care-task', { ...body, employeeId: 'O-1' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN', employeeId: 'O-1' });
  });

  it('PATCH checks answers against the form, keeps notes private, reassigns, and refuses stale revisions', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Formular AG');
    const id = await createStageTask(ctx.database, company, 'T-1');
    const refused: [object, string][] = [
      [{ answers: { unknown: 'x' } }, 'answers.unknown'],
      [{ answers: { support: 'maybe' } }, 'Answer with one of the optionIds: none, workplace'],
      [{ answers: { doctor: 'yes' } }, 'Answer with true or false'],
      [{ answers: { 'follow-up': '2026-02-30' } }, 'Answer with a date YYYY-MM-DD'],
      [{ answers: { wellbeing: true } }, 'Answer with a text'],
    ];
    for (const [payload, text] of refused) {
      const response = await call(company.boss, 'PATCH', `/care-task/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(text);
    }
    const filled = await call(company.boss, 'PATCH', `/care-task/${id}`, {
      revision: 1,
      answers: { wellbeing: '  Mieux, merci.  ', support: 'workplace', doctor: true, 'follow-up': '2026-12-15' },
      conversationDate: today,
      participants: ['Claire Dubois', 'Sandra Keller'],
      privateNotes: 'Semble fatiguée',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({
      answers: { wellbeing: 'Mieux, merci.', support: 'workplace', doctor: true, 'follow-up': '2026-12-15' },
      privateNotes: 'Semble fatiguée',
      revision: 2,
    });
    const stale = await call(company.boss, 'PATCH', `/care-task/${id}`, { revision: 1, privateNotes: 'x' });
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    // Clearing an answer with null.
    const cleared = await call(company.boss, 'PATCH', `/care-task/${id}`, { answers: { doctor: null } });
    expect(cleared.json().answers).toEqual({
      wellbeing: 'Mieux, merci.',
      support: 'workplace',
      'follow-up': '2026-12-15',
    });
    // Reassignment: to a Payroll user refused; to the HR business partner: theirs now, the superior still sees it.
    const toPayroll = await call(company.boss, 'PATCH', `/care-task/${id}`, {
      responsibleUserId: company.payrollUserId,
    });
    expect(toPayroll.json().code).toBe('CARE_TASK_RESPONSIBLE_INVALID');
    const reassigned = await call(company.boss, 'PATCH', `/care-task/${id}`, { responsibleUserId: company.hrbpUserId });
    expect(reassigned.json()).toMatchObject({ responsibleUserId: company.hrbpUserId, responsibleName: 'Hans Partner' });
    const mine = await call(company.hrbp, 'GET', '/care-tasks?scope=mine');
    expect(mine.json().items.map((item: { careTaskId: string }) => item.careTaskId)).toEqual([id]);
    const audit = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'care-task')))
      .orderBy(auditLog.occurredAt);
    expect(audit.map((entry) => entry.action)).toEqual([
      'care-task.create',
      'care-task.update',
      'care-task.update',
      'care-task.reassign',
    ]);
    // The audit names the fields, never the notes or answers themselves.
    expect(JSON.stringify(audit)).not.toContain('fatiguée');
    expect(JSON.stringify(audit)).not.toContain('Mieux');
  });

  it("a superior sees and edits the own team's tasks and those given to them; others are not found", async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Team AG');
    const team = await createStageTask(ctx.database, company, 'T-2');
    const other = await createStageTask(ctx.database, company, 'O-1');
    const list = await call(company.boss, 'GET', '/care-tasks');
    expect(list.json().items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['T-2']);
    expect((await call(company.hr, 'GET', '/care-tasks')).json().totalCount).toBe(2);
    for (const [method, url, payload] of [
      ['GET', `/care-task/${other}`, undefined],
      ['PATCH', `/care-task/${other}`, { privateNotes: 'x' }],
      ['POST', `/care-task/${other}/complete`, {}],
      ['POST', `/care-task/${other}/comments`, { comment: 'x' }],
      ['GET', `/care-task/${other}/protocol`, undefined],
    ] as const) {
      const response = await call(company.boss, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('CARE_TASK_NOT_FOUND');
    }
    expect((await call(company.boss, 'PATCH', `/care-task/${team}`, { privateNotes: 'ok' })).statusCode).toBe(200);
    // HR gives O-1's task to the superior: now theirs to see and edit (but not the rest of O-1's data).
    await ctx.database.withTenant(company.tenantId, (tx) =>
      tx.execute(sql`update care_tasks set responsible_user_id = ${company.bossUserId} where id = ${other}`),
    );
    const given = await call(company.boss, 'GET', `/care-task/${other}`);
    expect(given.statusCode).toBe(200);
    expect(given.json().canEdit).toBe(true);
    expect((await call(company.boss, 'GET', '/care-tasks?scope=mine')).json().totalCount).toBe(2);
    // A Payroll user has no care tasks at all.
    const payroll = await import('../../../testing/factories/user.factory.ts').then(({ signIn }) =>
      signIn(ctx.app, { kind: 'user', id: company.payrollUserId, tenantId: company.tenantId }),
    );
    expect((await call(payroll, 'GET', '/care-tasks')).statusCode).toBe(403);
  });

  it('the list: open first by due date (overdue on top), then closed ones; filters and search', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Liste AG');
    await createEmployeeRecord(ctx.database, company.tenantId, 'T-3', { lastName: 'Zeller', superiorId: 'BOSS' });
    const post = async (employeeId: string, title: string, dueDate: string) =>
      (await call(company.hr, 'POST', '/care-task', { employeeId, title, dueDate })).json().careTaskId as string;
    const later = await post('T-1', 'Später', addDays(today, 10));
    const overdue = await post('T-2', 'Überfällig', addDays(today, -2));
    const soon = await post('T-3', 'Bald', addDays(today, 1));
    const done = await post('T-2', 'Erledigt', addDays(today, -5));
    await call(company.hr, 'POST', `/care-task/${done}/discard`, { reason: 'Doppelt' });
    const ids = (query: string) =>
      call(company.hr, 'GET', `/care-tasks${query}`).then((response) =>
        response.json().items.map((item: { careTaskId: string }) => item.careTaskId),
      );
    expect(await ids('')).toEqual([overdue, soon, later, done]);
    expect(await ids('?overdue=true')).toEqual([overdue]);
    expect(await ids('?status=DISCARDED')).toEqual([done]);
    expect(await ids('?employeeId=T-2')).toEqual([overdue, done]);
    expect(await ids('?search=zeller')).toEqual([soon]);
    expect(await ids('?search=sp%C3%A4ter')).toEqual([later]);
    expect(await ids('?sortBy=LAST_NAME')).toEqual([later, done, overdue, soon]);
    const page = await call(company.hr, 'GET', '/care-tasks?skip=1&take=2');
    expect(page.json()).toMatchObject({ totalCount: 4 });
    expect(page.json().items[0]).toMatchObject({ careTaskId: soon, isOverdue: false });
    expect((await call(company.hr, 'GET', '/care-tasks?take=1')).json().items[0].isOverdue).toBe(true);
  });
});
