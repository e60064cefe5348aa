// Care task templates (care task definitions, issue 29 scope 3): the tenant's texts in four languages, the
// conversation form and the due days from which tasks are created. Written by HR_Admin (employee.careStages.edit),
// read by everyone who sees care tasks. A change never touches tasks already created (their texts and form are
// frozen); archiving stops new tasks and is refused while a care stage definition schedules the template.
// Decision 0048.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CARE_TASK_DEFINITIONS_MAX,
  type careTaskDefinition,
  type careTaskDefinitionInput,
} from '../../../contracts/care-tasks.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { careTaskDefinitions } from '../../../db/schema/care.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';

type DefinitionRow = typeof careTaskDefinitions.$inferSelect;
type DefinitionInput = z.infer<typeof careTaskDefinitionInput>;
type Definition = z.infer<typeof careTaskDefinition>;
export type StoredQuestion = Definition['form'][number];
type Localized = Definition['title'];

export function toCareTaskDefinition(row: DefinitionRow): Definition {
  return {
    careTaskDefinitionId: row.id,
    title: row.title as Localized,
    description: row.description as Localized,
    form: row.form as StoredQuestion[],
    dueInDays: row.dueInDays,
    responsible: row.responsible as Definition['responsible'],
    isArchived: row.isArchived,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the audit keeps of a template: everything but the long texts' bodies (their lengths tell a change). */
function auditView(row: DefinitionRow) {
  return {
    title: row.title,
    dueInDays: row.dueInDays,
    responsible: row.responsible,
    questions: (row.form as StoredQuestion[]).map((question) => `${question.questionId}:${question.kind}`),
    isArchived: row.isArchived,
  };
}

function columnsOf(input: DefinitionInput) {
  return {
    title: input.title,
    description: input.description,
    form: input.form,
    dueInDays: input.dueInDays,
    responsible: input.responsible,
  };
}

/** The template row of the tenant, locked for a change; 404 CARE_TASK_DEFINITION_NOT_FOUND. */
export async function lockedDefinition(tx: AppTransaction, id: string): Promise<DefinitionRow> {
  const [row] = await tx.select().from(careTaskDefinitions).where(eq(careTaskDefinitions.id, id)).for('update');
  if (!row) {
    throw new AppError('CARE_TASK_DEFINITION_NOT_FOUND', 'Care task template not found', { careTaskDefinitionId: id });
  }
  return row;
}

export function listCareTaskDefinitions(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(careTaskDefinitions)
      .orderBy(asc(careTaskDefinitions.isArchived), asc(careTaskDefinitions.createdAt), asc(careTaskDefinitions.id));
    return { items: rows.map(toCareTaskDefinition) };
  });
}

export function createCareTaskDefinition(database: Database, ctx: RequestContext, input: DefinitionInput) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    // The count and the insert under one lock: two parallel creates cannot pass the limit together.
    await lockAggregate(tx, tenantId, 'care-task-definitions', tenantId);
    const [existing] = await tx.select({ value: count() }).from(careTaskDefinitions);
    if (Number(existing?.value ?? 0) >= CARE_TASK_DEFINITIONS_MAX) {
      throw new AppError(
        'INVALID_PARAMETERS',
        `A company has at most ${CARE_TASK_DEFINITIONS_MAX} care task templates`,
      );
    }
    const [row] = await tx
      .insert(careTaskDefinitions)
      .values({ tenantId, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('care task definition insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'care-task-definition.create',
      entityType: 'care-task-definition',
      entityId: row.id,
      after: auditView(row),
    });
    return toCareTaskDefinition(row);
  });
}

export function updateCareTaskDefinition(database: Database, ctx: RequestContext, id: string, input: DefinitionInput) {
  return inTenant(database, ctx, async (tx) => {
    const current = await lockedDefinition(tx, id);
    assertRevision('care task template', input.revision, current.revision, { careTaskDefinitionId: id });
    const next = columnsOf(input);
    const unchanged =
      JSON.stringify([current.title, current.description, current.form, current.dueInDays, current.responsible]) ===
      JSON.stringify([next.title, next.description, next.form, next.dueInDays, next.responsible]);
    if (unchanged) return toCareTaskDefinition(current);
    const [row] = await tx
      .update(careTaskDefinitions)
      .set({ ...next, revision: sql`${careTaskDefinitions.revision} + 1`, updatedAt: new Date().toISOString() })
      .where(eq(careTaskDefinitions.id, id))
      .returning();
    if (!row) throw new Error('care task definition update returned nothing');
    await recordAudit(tx, ctx, {
      action: 'care-task-definition.update',
      entityType: 'care-task-definition',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
    });
    return toCareTaskDefinition(row);
  });
}

/** The levels of the care stage definitions that schedule the template (empty: it may be archived). */
export async function levelsScheduling(tx: AppTransaction, id: string): Promise<number[]> {
  const rows = await rowsOf<{ level: number }>(
    tx,
    sql`select level from care_stage_definitions
        where scheduled_task_definition_ids @> jsonb_build_array(${id}::text) order by level`,
  );
  return rows.map((row) => row.level);
}

export function archiveCareTaskDefinition(database: Database, ctx: RequestContext, id: string) {
  return inTenant(database, ctx, async (tx) => {
    const current = await lockedDefinition(tx, id);
    if (current.isArchived) return toCareTaskDefinition(current);
    const levels = await levelsScheduling(tx, id);
    if (levels.length > 0) {
      throw new AppError(
        'CARE_TASK_DEFINITION_IN_USE',
        `The care stage definition${levels.length === 1 ? '' : 's'} of level ${levels.join(', ')} ` +
          'schedule this template: remove it there first',
        { careTaskDefinitionId: id, levels },
      );
    }
    const [row] = await tx
      .update(careTaskDefinitions)
      .set({
        isArchived: true,
        revision: sql`${careTaskDefinitions.revision} + 1`,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(careTaskDefinitions.id, id))
      .returning();
    if (!row) throw new Error('care task definition archive returned nothing');
    await recordAudit(tx, ctx, {
      action: 'care-task-definition.archive',
      entityType: 'care-task-definition',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
    });
    return toCareTaskDefinition(row);
  });
}
