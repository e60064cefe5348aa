// Care tasks (issue 29 scope 3 and 5): the list, the detail, manual creation, the conversation form, private notes,
// due date and reassignment, complete / discard / reopen. Who: employee.careTasks (or employee.tasks) — HR roles the
// whole tenant, a Superior the tasks of the own team (superior scope) and the tasks they are responsible for. A task
// out of reach answers 404 CARE_TASK_NOT_FOUND (as a case: not told apart from an unknown one); creating a task for
// an employee out of scope 403 EMPLOYEE_ACCESS_FORBIDDEN. Every write locks the task row, checks the revision the
// screen edited (409 REVISION_CONFLICT) and writes its audit entry in the same transaction. Decision 0048.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  careTasksQuery,
  completeCareTaskBody,
  createCareTaskBody,
  discardCareTaskBody,
  patchCareTaskBody,
  reopenCareTaskBody,
} from '../../../contracts/care-tasks.ts';
import { isoDate } from '../../../contracts/common.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { careTaskDefinitions, careTasks } from '../../../db/schema/care.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { assertInScope, swissToday } from '../../access/superior-scope.ts';
import { AppError, type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import {
  afterTaskCreated,
  CARE_TASKS_LOCK,
  employeeFactsOf,
  notifyResponsible,
  questionIn,
  responsibleUserFor,
  userMayEditEmployeeTasks,
} from './care-task-creation.ts';
import type { StoredQuestion } from './care-task-definitions.ts';
import { writeCareTaskProtocol } from './care-task-protocol.ts';
import {
  type CareTaskAccess,
  type CareTaskRow,
  careTaskAccess,
  careTaskDetail,
  listCareTasks,
  reaches,
  taskRowFor,
} from './care-task-repository.ts';

type Question = {
  questionId: string;
  kind: StoredQuestion['kind'];
  options: { optionId: string }[];
  isRequired: boolean;
};
type Answers = Record<string, string | boolean | null>;

export function listTasks(database: Database, ctx: RequestContext, query: z.infer<typeof careTasksQuery>) {
  const today = swissToday();
  return inTenant(database, ctx, async (tx) =>
    listCareTasks(tx, await careTaskAccess(tx, ctx, 'view', today), query, today),
  );
}

/** The detail as the caller sees it; `access` the caller's edit access (private notes and canEdit follow it). */
export async function detailFor(tx: AppTransaction, access: CareTaskAccess, row: CareTaskRow, today: string) {
  return careTaskDetail(tx, row, { language: access.language, mayEdit: reaches(access, row), today });
}

export function getTask(database: Database, ctx: RequestContext, id: string) {
  const today = swissToday();
  return inTenant(database, ctx, async (tx) => {
    const row = await taskRowFor(tx, await careTaskAccess(tx, ctx, 'view', today), id, false);
    return detailFor(tx, await careTaskAccess(tx, ctx, 'edit', today), row, today);
  });
}

/**
 * Runs a change of one task: the caller's edit access, the task row locked (404 when out of reach), the change, and
 * the detail afterwards, all in one transaction.
 */
export function changeTask(
  database: Database,
  ctx: RequestContext,
  id: string,
  change: (tx: AppTransaction, row: CareTaskRow, access: CareTaskAccess, today: string) => Promise<CareTaskRow>,
) {
  const today = swissToday();
  return inTenant(database, ctx, async (tx) => {
    const access = await careTaskAccess(tx, ctx, 'edit', today);
    const row = await taskRowFor(tx, access, id, true);
    const after = await change(tx, row, access, today);
    return detailFor(tx, access, after, today);
  });
}

function assertOpen(row: CareTaskRow) {
  if (row.status !== 'OPEN') {
    throw new AppError('CARE_TASK_NOT_OPEN', `This care task is ${row.status.toLowerCase()}: reopen it first`, {
      careTaskId: row.id,
      status: row.status,
    });
  }
}

/** A responsible user the task may be given to: active, of the tenant, allowed to edit the employee's care tasks. */
async function assertResponsible(tx: AppTransaction, userId: string, employeeId: string, today: string) {
  const [user] = await rowsOf<{ user_role: string; employee_id: string | null; status: string }>(
    tx,
    sql`select user_role, employee_id, status from users where id = ${userId}`,
  );
  const fits =
    user !== undefined &&
    user.status === 'ACTIVE' &&
    (await userMayEditEmployeeTasks(tx, { userRole: user.user_role, employeeId: user.employee_id }, employeeId, today));
  if (!fits) {
    throw new AppError(
      'CARE_TASK_RESPONSIBLE_INVALID',
      "The responsible person must be an active user who may edit this employee's care tasks",
      { responsibleUserId: userId },
    );
  }
}

/** The tenant's care settings, read as stored (the contract's defaults apply to what is not stored). */
async function careSettings(tx: AppTransaction, tenantId: string) {
  const current = await currentConfigurationVersion(tx, tenantId);
  const care = (current?.configuration as { careConfiguration?: { careStageConfiguration?: Record<string, unknown> } })
    ?.careConfiguration;
  if (!care) throw new AppError('CARE_NOT_CONFIGURED', 'Care is not configured for this company');
  return { isManualTaskCreationEnabled: care.careStageConfiguration?.isManualTaskCreationEnabled !== false };
}

async function updateRow(tx: AppTransaction, id: string, set: Partial<typeof careTasks.$inferInsert>) {
  const [row] = await tx
    .update(careTasks)
    .set({ ...set, revision: sql`${careTasks.revision} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(careTasks.id, id))
    .returning();
  if (!row) throw new Error('care task update returned nothing');
  return row;
}

export function createTask(database: Database, ctx: RequestContext, body: z.infer<typeof createCareTaskBody>) {
  const tenantId = requireTenantId(ctx);
  const actor = requireActor(ctx);
  const today = swissToday();
  return inTenant(database, ctx, async (tx) => {
    const settings = await careSettings(tx, tenantId);
    if (!settings.isManualTaskCreationEnabled) {
      throw new AppError(
        'CARE_MANUAL_TASKS_DISABLED',
        'Care tasks are created from the care stages only in this company (manual task creation is off)',
      );
    }
    const access = await careTaskAccess(tx, ctx, 'edit', today);
    assertInScope(access.scope, body.employeeId);
    await lockAggregate(tx, tenantId, CARE_TASKS_LOCK, body.employeeId);
    const facts = await employeeFactsOf(tx, body.employeeId, today);
    if (!facts) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId: body.employeeId });
    let template: typeof careTaskDefinitions.$inferSelect | undefined;
    if (body.careTaskDefinitionId) {
      [template] = await tx
        .select()
        .from(careTaskDefinitions)
        .where(eq(careTaskDefinitions.id, body.careTaskDefinitionId));
      if (!template) {
        throw new AppError('CARE_TASK_DEFINITION_NOT_FOUND', 'Care task template not found', {
          careTaskDefinitionId: body.careTaskDefinitionId,
        });
      }
      if (template.isArchived) {
        throw new AppError('CARE_TASK_DEFINITION_ARCHIVED', 'This care task template is archived', {
          careTaskDefinitionId: body.careTaskDefinitionId,
        });
      }
    } else if (!body.title) {
      throw new BodyValidationError([{ path: 'title', message: 'A title is required without a template' }]);
    }
    const language = facts.language;
    const texts = (field: 'title' | 'description') =>
      template ? ((template[field] as Record<string, string>)[language] ?? '') : '';
    const title = body.title ?? texts('title');
    const description = body.description ?? texts('description');
    let responsibleUserId: string | null;
    if (body.responsibleUserId) {
      await assertResponsible(tx, body.responsibleUserId, body.employeeId, today);
      responsibleUserId = body.responsibleUserId;
    } else {
      const kind = (template?.responsible ?? 'SUPERIOR') as 'SUPERIOR' | 'HR_BUSINESS_PARTNER';
      responsibleUserId = await responsibleUserFor(tx, facts, kind, today);
    }
    const [row] = await tx
      .insert(careTasks)
      .values({
        tenantId,
        employeeId: body.employeeId,
        origin: 'MANUAL',
        careTaskDefinitionId: template?.id ?? null,
        language,
        title,
        description,
        form: template ? (template.form as StoredQuestion[]).map((question) => questionIn(question, language)) : [],
        dueDate: body.dueDate,
        responsibleUserId,
        createdBy: actor.name,
      })
      .returning();
    if (!row) throw new Error('care task insert returned nothing');
    await afterTaskCreated(tx, ctx, row, facts.name);
    return detailFor(tx, access, row, today);
  });
}

const isEmpty = (value: string | boolean | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The answers checked against the task's form: known questions, the kind's value, existing options and dates. */
function answerIssues(form: readonly Question[], answers: Answers): BodyIssue[] {
  const byId = new Map(form.map((question) => [question.questionId, question]));
  const issues: BodyIssue[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const path = `answers.${questionId}`;
    const question = byId.get(questionId);
    if (!question) {
      issues.push({ path, message: 'This task has no question with this questionId' });
      continue;
    }
    if (value === null) continue;
    switch (question.kind) {
      case 'YES_NO':
        if (typeof value !== 'boolean') issues.push({ path, message: 'Answer with true or false' });
        break;
      case 'DATE':
        if (typeof value !== 'string' || !isoDate().safeParse(value).success) {
          issues.push({ path, message: 'Answer with a date YYYY-MM-DD' });
        }
        break;
      case 'SINGLE_CHOICE':
        if (typeof value !== 'string' || !question.options.some((option) => option.optionId === value)) {
          issues.push({
            path,
            message: `Answer with one of the optionIds: ${question.options.map((option) => option.optionId).join(', ')}`,
          });
        }
        break;
      case 'TEXT':
        if (typeof value !== 'string') issues.push({ path, message: 'Answer with a text' });
        else if (value.length > 500) issues.push({ path, message: 'At most 500 characters' });
        break;
      default:
        if (typeof value !== 'string') issues.push({ path, message: 'Answer with a text' });
    }
  }
  return issues;
}

export function updateTask(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof patchCareTaskBody>,
) {
  return changeTask(database, ctx, id, async (tx, row, _access, today) => {
    assertOpen(row);
    assertRevision('care task', body.revision, row.revision, { careTaskId: id });
    const set: Partial<typeof careTasks.$inferInsert> = {};
    const changed: string[] = [];
    if (body.answers !== undefined) {
      const issues = answerIssues(row.form as Question[], body.answers);
      if (issues.length > 0) throw new BodyValidationError(issues);
      const current = row.answers as Answers;
      const next: Answers = { ...current };
      for (const [questionId, value] of Object.entries(body.answers)) {
        const trimmed = typeof value === 'string' ? value.trim() : value;
        if (trimmed === null || trimmed === '') delete next[questionId];
        else next[questionId] = trimmed;
      }
      if (JSON.stringify(next) !== JSON.stringify(current)) {
        set.answers = next;
        changed.push(...Object.keys(body.answers).map((questionId) => `answers.${questionId}`));
      }
    }
    if (body.conversationDate !== undefined && body.conversationDate !== row.conversationDate) {
      set.conversationDate = body.conversationDate;
      changed.push('conversationDate');
    }
    if (body.participants !== undefined && JSON.stringify(body.participants) !== JSON.stringify(row.participants)) {
      set.participants = body.participants;
      changed.push('participants');
    }
    if (body.privateNotes !== undefined && body.privateNotes !== row.privateNotes) {
      set.privateNotes = body.privateNotes;
      changed.push('privateNotes');
    }
    if (body.dueDate !== undefined && body.dueDate !== row.dueDate) {
      set.dueDate = body.dueDate;
      changed.push('dueDate');
    }
    const reassigned = body.responsibleUserId !== undefined && body.responsibleUserId !== row.responsibleUserId;
    if (reassigned && body.responsibleUserId) {
      await assertResponsible(tx, body.responsibleUserId, row.employeeId, today);
      set.responsibleUserId = body.responsibleUserId;
    }
    if (changed.length === 0 && !reassigned) return row;
    const after = await updateRow(tx, id, set);
    if (changed.length > 0) {
      // The fields, not their contents (answers and notes are personal); the due date as it moved.
      await recordAudit(tx, ctx, {
        action: 'care-task.update',
        entityType: 'care-task',
        entityId: id,
        before: { dueDate: row.dueDate },
        after: { changed, dueDate: after.dueDate },
      });
    }
    if (reassigned) {
      await recordAudit(tx, ctx, {
        action: 'care-task.reassign',
        entityType: 'care-task',
        entityId: id,
        before: { responsibleUserId: row.responsibleUserId },
        after: { responsibleUserId: after.responsibleUserId },
      });
      const facts = await employeeFactsOf(tx, row.employeeId, today);
      await notifyResponsible(tx, after, facts?.name ?? row.employeeId);
    }
    return after;
  });
}

/** The audit entry of a status change: the status before and after (and what else the change names). */
function statusAudit(row: CareTaskRow, after: CareTaskRow, extra: Record<string, unknown> = {}) {
  return {
    before: { status: row.status },
    after: { status: after.status, ...extra },
  };
}

/**
 * Completes an open task (every required question answered, else 400 CARE_TASK_FORM_INCOMPLETE naming them) and then
 * writes its PDF protocol (care-task-protocol.ts); answers the task with protocolStatus 'ready' (or 'pending' when
 * the document store failed: the protocol route and the daily job write it later).
 */
export async function completeTask(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof completeCareTaskBody>,
) {
  const tenantId = requireTenantId(ctx);
  await changeTask(database, ctx, id, async (tx, row) => {
    assertOpen(row);
    assertRevision('care task', body.revision, row.revision, { careTaskId: id });
    const answers = row.answers as Answers;
    const missing = (row.form as Question[])
      .filter((question) => question.isRequired && isEmpty(answers[question.questionId]))
      .map((question) => question.questionId);
    if (missing.length > 0) {
      throw new AppError(
        'CARE_TASK_FORM_INCOMPLETE',
        `Answer the required question${missing.length === 1 ? '' : 's'} first: ${missing.join(', ')}`,
        { careTaskId: id, questionIds: missing },
      );
    }
    const after = await updateRow(tx, id, {
      status: 'COMPLETED',
      completedAt: new Date().toISOString(),
      completedBy: actorOf(ctx).actorName ?? 'Absenza',
      protocolDocumentId: null,
    });
    await recordAudit(tx, ctx, {
      action: 'care-task.complete',
      entityType: 'care-task',
      entityId: id,
      ...statusAudit(row, after),
    });
    return after;
  });
  await writeCareTaskProtocol(runtime, database, tenantId, id).catch(() => null);
  return getTask(database, ctx, id);
}

export function discardTask(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof discardCareTaskBody>,
) {
  return changeTask(database, ctx, id, async (tx, row) => {
    assertOpen(row);
    assertRevision('care task', body.revision, row.revision, { careTaskId: id });
    const after = await updateRow(tx, id, {
      status: 'DISCARDED',
      discardKind: 'MANUAL',
      discardReason: body.reason,
      discardedAt: new Date().toISOString(),
    });
    await recordAudit(tx, ctx, {
      action: 'care-task.discard',
      entityType: 'care-task',
      entityId: id,
      ...statusAudit(row, after, { discardKind: 'MANUAL' }),
    });
    return after;
  });
}

export function reopenTask(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof reopenCareTaskBody>,
) {
  return changeTask(database, ctx, id, async (tx, row) => {
    if (row.status === 'OPEN') {
      throw new AppError('CARE_TASK_ALREADY_OPEN', 'This care task is open already', { careTaskId: id });
    }
    assertRevision('care task', body.revision, row.revision, { careTaskId: id });
    // The protocol of the earlier completion stays stored and linked until the task is completed again.
    const after = await updateRow(tx, id, {
      status: 'OPEN',
      completedAt: null,
      completedBy: null,
      discardKind: null,
      discardReason: null,
      discardedAt: null,
    });
    await recordAudit(tx, ctx, {
      action: 'care-task.reopen',
      entityType: 'care-task',
      entityId: id,
      ...statusAudit(row, after),
    });
    return after;
  });
}
