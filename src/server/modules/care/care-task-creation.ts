// Creating care tasks (issue 29 scope 3) from the care stage an employee entered (origin CARE_STAGE), from a new
// absence at a stage (NEW_ABSENCE, createAdditionalTasksForNewAbsences) and by hand (MANUAL, care-tasks.service.ts);
// the automatic dismissal of the tasks of a stage the employee left; the open-task counts of the health views.
// Called inside the caller's transaction (the stage evaluation, the request). Decision 0048:
// - language: the employee's correspondence language (the record valid on the day, else the latest), else the
//   tenant's defaultCorrespondenceLanguage; the template's title, guidance and form are frozen in it;
// - due date: the later of the day the reason arose (stage entered, absence period start) and today, plus the
//   template's dueInDays: a task that learns of last quarter's absences late is not born overdue;
// - responsible: the active user whose employeeId is the employee's SUPERIOR (or HR_BUSINESS_PARTNER, per template)
//   connection on that day and whose role may edit that employee's care tasks; none: null (HR sees it unassigned).
import { sql } from 'drizzle-orm';
import { PERMISSION_MATRIX, type UserRole } from '../../../contracts/roles.ts';
import { type AppTransaction, type Queryable, rowsOf } from '../../../db/client.ts';
import { careTasks } from '../../../db/schema/care.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { resolveSuperiorScope } from '../../access/superior-scope.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregate } from '../../concurrency.ts';
import type { RequestContext } from '../../request-context.ts';
import { notify } from '../notifications/index.ts';
import type { StoredQuestion } from './care-task-definitions.ts';
import {
  AUTOMATIC_DISMISSAL_REASON,
  CARE_TASK_LANGUAGES,
  type CareTaskLanguage,
  careTaskLanguageOf,
} from './care-task-texts.ts';

type CareTaskRow = typeof careTasks.$inferSelect;
type Localized = Record<CareTaskLanguage, string>;
type Connection = { employeeId: string; kind: string };

/** The lock of an employee's care tasks: creation from a stage, dismissal and manual creation queue on it. */
export const CARE_TASKS_LOCK = 'employee-care-tasks';

export type EmployeeFacts = {
  employeeId: string;
  name: string;
  language: CareTaskLanguage;
  connections: Connection[];
};

/**
 * The facts of an employee a task needs, from the record valid on `day` (else the latest): the name, the task
 * language and the connections. Null when the tenant has no such employee.
 */
export async function employeeFactsOf(tx: Queryable, employeeId: string, day: string): Promise<EmployeeFacts | null> {
  const [row] = await rowsOf<{
    first_name: string;
    last_name: string;
    language: string | null;
    connections: Connection[] | null;
    tenant_language: string | null;
  }>(
    tx,
    sql`select r.first_name, r.last_name, r.data->>'correspondenceLanguage' as language,
          r.data->'connections' as connections, t.default_correspondence_language as tenant_language
        from employee_records r join tenants t on t.id = r.tenant_id
        where r.employee_id = ${employeeId}
        order by (r.valid_from <= ${day}::date and (r.valid_to is null or r.valid_to >= ${day}::date)) desc,
          r.valid_from desc
        limit 1`,
  );
  if (!row) return null;
  return {
    employeeId,
    name: `${row.first_name} ${row.last_name}`.trim() || employeeId,
    language: careTaskLanguageOf(row.language) ?? careTaskLanguageOf(row.tenant_language) ?? 'de',
    connections: Array.isArray(row.connections) ? row.connections : [],
  };
}

/** Whether a user may edit the care tasks of the employee on the day: the role's cell, and a superior's scope. */
export async function userMayEditEmployeeTasks(
  tx: Queryable,
  user: { userRole: string; employeeId: string | null },
  employeeId: string,
  day: string,
): Promise<boolean> {
  const permissions = PERMISSION_MATRIX[user.userRole as UserRole];
  const value = permissions?.['employee.careTasks.edit'];
  if (value === true || value === '*') return true;
  if (value !== 'superior' || !user.employeeId) return false;
  return (await resolveSuperiorScope(tx, user.employeeId, day)).has(employeeId);
}

/**
 * The responsible user of a new task: the active user linked to the employee's connection of the kind (the first
 * such connection with a user who may edit the employee's care tasks); null when there is none.
 */
export async function responsibleUserFor(
  tx: Queryable,
  facts: EmployeeFacts,
  kind: 'SUPERIOR' | 'HR_BUSINESS_PARTNER',
  day: string,
): Promise<string | null> {
  const connected = facts.connections.filter((connection) => connection.kind === kind).map((c) => c.employeeId);
  if (connected.length === 0) return null;
  const candidates = await rowsOf<{ id: string; user_role: string; employee_id: string }>(
    tx,
    sql`select id, user_role, employee_id from users
        where status = 'ACTIVE' and employee_id = any(${textArray(connected)}) order by created_at, id`,
  );
  for (const employeeId of connected) {
    for (const user of candidates.filter((candidate) => candidate.employee_id === employeeId)) {
      if (await userMayEditEmployeeTasks(tx, { userRole: user.user_role, employeeId }, facts.employeeId, day)) {
        return user.id;
      }
    }
  }
  return null;
}

/** 'YYYY-MM-DD' plus days. */
export const addDays = (day: string, days: number) => fromEpochDay(toEpochDay(day) + days);

/** The due date of a task from a template (see the header): the later of the reason's day and today, + dueInDays. */
export function dueDateOf(reasonDay: string | null, today: string, dueInDays: number): string {
  const base = reasonDay !== null && reasonDay > today ? reasonDay : today;
  return addDays(base, dueInDays);
}

/** The template's question in the task's language (frozen into the task). */
export function questionIn(question: StoredQuestion, language: CareTaskLanguage) {
  return {
    questionId: question.questionId,
    kind: question.kind,
    label: question.label[language],
    options: question.options.map((option) => ({ optionId: option.optionId, label: option.label[language] })),
    isRequired: question.isRequired,
  };
}

/** Records a new task's audit entry and tells its responsible user (same transaction). */
export async function afterTaskCreated(
  tx: AppTransaction,
  ctx: RequestContext | null,
  row: CareTaskRow,
  employeeName: string,
): Promise<void> {
  await recordAudit(tx, ctx, {
    tenantId: row.tenantId,
    action: 'care-task.create',
    entityType: 'care-task',
    entityId: row.id,
    after: {
      employeeId: row.employeeId,
      origin: row.origin,
      careTaskDefinitionId: row.careTaskDefinitionId,
      careStageLevel: row.careStageLevel,
      title: row.title,
      dueDate: row.dueDate,
      responsibleUserId: row.responsibleUserId,
    },
  });
  await notifyResponsible(tx, row, employeeName);
}

/** CARE_TASK_CREATED to the task's responsible user (on creation and on reassignment to a new one). */
export async function notifyResponsible(tx: AppTransaction, row: CareTaskRow, employeeName: string): Promise<void> {
  if (!row.responsibleUserId) return;
  await notify(tx, {
    tenantId: row.tenantId,
    event: 'CARE_TASK_CREATED',
    recipientUserIds: [row.responsibleUserId],
    dedupeKey: `CARE_TASK_CREATED:${row.id}:${row.responsibleUserId}`,
    data: {
      employeeId: row.employeeId,
      employeeName,
      careTaskId: row.id,
      title: row.title,
      dueDate: row.dueDate,
      ...(row.careStageLevel === null ? {} : { level: row.careStageLevel }),
    },
  });
}

type DefinitionForTask = {
  id: string;
  title: Localized;
  description: Localized;
  form: StoredQuestion[];
  due_in_days: number;
  responsible: 'SUPERIOR' | 'HR_BUSINESS_PARTNER';
};

/**
 * Creates the tasks of a care stage's scheduled templates for the employee (origin CARE_STAGE, or NEW_ABSENCE for
 * the additional task of a new absence period at the stage). Idempotent: a template already made into a task for
 * this stage (and absence period) is skipped, under the employee's care-task lock (the partial unique index
 * care_tasks_from_stage_unique backs it where absencePeriodStart is set). Archived or unknown templates are skipped.
 * Answers the ids of the tasks created.
 */
export async function createTasksForCareStage(
  tx: AppTransaction,
  input: {
    tenantId: string;
    employeeId: string;
    careStageId: string;
    level: number;
    scheduledTaskDefinitionIds: readonly string[];
    enteredCareStageAt: string;
    triggerReason: { de: string; fr: string; it: string; en: string };
    origin: 'CARE_STAGE' | 'NEW_ABSENCE';
    absencePeriodStart: string | null;
    today: string;
  },
): Promise<string[]> {
  if (input.scheduledTaskDefinitionIds.length === 0) return [];
  await lockAggregate(tx, input.tenantId, CARE_TASKS_LOCK, input.employeeId);
  const definitions = await rowsOf<DefinitionForTask>(
    tx,
    sql`select id, title, description, form, due_in_days, responsible from care_task_definitions
        where id = any(${uuidArray([...new Set(input.scheduledTaskDefinitionIds)])}) and not is_archived`,
  );
  const existing = await rowsOf<{ care_task_definition_id: string }>(
    tx,
    sql`select care_task_definition_id from care_tasks
        where employee_id = ${input.employeeId} and care_stage_id = ${input.careStageId}
          and origin <> 'MANUAL'
          and absence_period_start is not distinct from ${input.absencePeriodStart}::date`,
  );
  const done = new Set(existing.map((row) => row.care_task_definition_id));
  // In the order the stage lists them.
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const todo = [...new Set(input.scheduledTaskDefinitionIds)]
    .map((id) => byId.get(id))
    .filter((definition): definition is DefinitionForTask => definition !== undefined && !done.has(definition.id));
  if (todo.length === 0) return [];
  const facts = await employeeFactsOf(tx, input.employeeId, input.today);
  if (!facts) return [];
  const reasonDay = input.origin === 'NEW_ABSENCE' ? (input.absencePeriodStart ?? input.enteredCareStageAt) : null;
  const created: string[] = [];
  for (const definition of todo) {
    const responsibleUserId = await responsibleUserFor(tx, facts, definition.responsible, input.today);
    const [row] = await tx
      .insert(careTasks)
      .values({
        tenantId: input.tenantId,
        employeeId: input.employeeId,
        origin: input.origin,
        careTaskDefinitionId: definition.id,
        careStageId: input.careStageId,
        careStageLevel: input.level,
        careStageEnteredAt: input.enteredCareStageAt,
        absencePeriodStart: input.absencePeriodStart,
        triggerReason: input.triggerReason,
        language: facts.language,
        title: definition.title[facts.language],
        description: definition.description[facts.language],
        form: definition.form.map((question) => questionIn(question, facts.language)),
        dueDate: dueDateOf(reasonDay ?? input.enteredCareStageAt, input.today, definition.due_in_days),
        responsibleUserId,
        createdBy: 'Absenza',
      })
      .returning();
    if (!row) throw new Error('care task insert returned nothing');
    await afterTaskCreated(tx, null, row, facts.name);
    created.push(row.id);
  }
  return created;
}

/**
 * The automatic dismissal (isAutomaticTaskDismissalEnabled; the caller checks the setting): every OPEN task of origin
 * CARE_STAGE or NEW_ABSENCE whose stage is not the employee's current one is DISCARDED with discardKind AUTOMATIC and
 * the reason in words in the task's language. Answers how many were discarded.
 */
export async function dismissTasksOfLeftCareStages(
  tx: AppTransaction,
  input: { tenantId: string; employeeId: string; currentCareStageId: string | null; today: string },
): Promise<number> {
  await lockAggregate(tx, input.tenantId, CARE_TASKS_LOCK, input.employeeId);
  const reasons = (level: number | null) =>
    sql.join(
      CARE_TASK_LANGUAGES.map((language) => sql`when ${language} then ${AUTOMATIC_DISMISSAL_REASON[language](level)}`),
      sql` `,
    );
  const candidates = await rowsOf<{ id: string; care_stage_level: number | null; revision: number }>(
    tx,
    sql`select id, care_stage_level, revision from care_tasks
        where employee_id = ${input.employeeId} and status = 'OPEN' and origin in ('CARE_STAGE', 'NEW_ABSENCE')
          and care_stage_id is distinct from ${input.currentCareStageId}::uuid
        order by id for update`,
  );
  for (const task of candidates) {
    await tx.execute(sql`update care_tasks set status = 'DISCARDED', discard_kind = 'AUTOMATIC',
        discard_reason = case language ${reasons(task.care_stage_level)} else ${AUTOMATIC_DISMISSAL_REASON.en(task.care_stage_level)} end,
        discarded_at = now(), revision = revision + 1, updated_at = now()
      where id = ${task.id}`);
    await recordAudit(tx, null, {
      tenantId: input.tenantId,
      action: 'care-task.dismiss',
      entityType: 'care-task',
      entityId: task.id,
      before: { status: 'OPEN' },
      after: { status: 'DISCARDED', discardKind: 'AUTOMATIC', currentCareStageId: input.currentCareStageId },
    });
  }
  return candidates.length;
}

/** The number of OPEN care tasks per employee (employees without any are absent from the map). */
export async function openCareTaskCounts(tx: Queryable, employeeIds: readonly string[]): Promise<Map<string, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await rowsOf<{ employee_id: string; open: number }>(
    tx,
    sql`select employee_id, count(*)::int as open from care_tasks
        where status = 'OPEN' and employee_id = any(${textArray([...new Set(employeeIds)])})
        group by employee_id`,
  );
  return new Map(rows.map((row) => [row.employee_id, row.open]));
}
