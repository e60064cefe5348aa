// Care stage definitions (issue 29 scope 1; decision 0047): read, replace as a whole (revision, 409
// REVISION_CONFLICT), preview. A save is audited and enqueues the re-evaluation of every employee of the tenant
// (a job: never inside the request). The evaluation itself: care-stage-evaluation.ts.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  careStageDefinitions as careStageDefinitionsSchema,
  careStagePreview,
  previewCareStageDefinitionsBody,
  putCareStageDefinitionsBody,
} from '../../../contracts/care-stages.ts';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { careStageDefinitionSets, careStageDefinitions } from '../../../db/schema/care.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { careRuleDescription } from '../../../domain/care/care-reason.ts';
import { careStageAsOf, evaluateCareStageHistory } from '../../../domain/care/care-stages.ts';
import type { CareLanguage, CareTrigger } from '../../../domain/care/types.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision } from '../../concurrency.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { ruleOf } from './care-stage-evaluation.ts';
import {
  allEmployeeIds,
  careAbsencesOf,
  careConfigurationOf,
  type DefinitionRow,
  definitionSetOf,
  definitionsOf,
  readerLanguageOf,
} from './care-stages.repository.ts';

type Definitions = z.input<typeof careStageDefinitionsSchema>;
type PutBody = z.output<typeof putCareStageDefinitionsBody>;
type PreviewBody = z.output<typeof previewCareStageDefinitionsBody>;
type Preview = z.input<typeof careStagePreview>;

/** The re-evaluation job's data: one tenant (after a save) or none (the nightly run over every tenant). */
export type CareStagesJob = { tenantId?: string; reason: 'definitions-changed' | 'nightly' };

function toDefinition(row: DefinitionRow, language: CareLanguage) {
  const triggers = row.triggers as CareTrigger[];
  return {
    careStageDefinitionId: row.id,
    level: row.level,
    triggersLogicalOperator: row.triggersLogicalOperator === 'AND' ? ('AND' as const) : ('OR' as const),
    triggers: triggers as Definitions['items'][number]['triggers'],
    scheduledTaskDefinitionIds: row.scheduledTaskDefinitionIds as string[],
    notifiedUsers: row.notifiedUsers as string[],
    createAdditionalTasksForNewAbsences: row.createAdditionalTasksForNewAbsences,
    description: careRuleDescription(ruleOf(row), language),
  };
}

async function definitionsAnswer(tx: Queryable, tenantId: string, language: CareLanguage): Promise<Definitions> {
  const rows = await definitionsOf(tx, tenantId);
  const set = await definitionSetOf(tx, tenantId);
  const { care } = await careConfigurationOf(tx, tenantId);
  return {
    items: rows.map((row) => toDefinition(row, language)),
    revision: set?.revision ?? 0,
    updatedAt: set ? new Date(set.updatedAt).toISOString() : null,
    isCareConfigured: care !== null,
  };
}

/** GET /care-stage-definitions: lowest level first, each described in the reader's language. */
export async function getCareStageDefinitions(database: Database, ctx: RequestContext): Promise<Definitions> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) =>
    definitionsAnswer(tx, tenantId, await readerLanguageOf(tx, ctx, tenantId)),
  );
}

/** What a save compares and stores: the definitions without ids and descriptions, in level order. */
function contentOf(
  definition: Pick<
    DefinitionRow,
    'level' | 'triggersLogicalOperator' | 'triggers' | 'scheduledTaskDefinitionIds' | 'notifiedUsers'
  > & { createAdditionalTasksForNewAbsences: boolean; id: string },
) {
  return {
    id: definition.id,
    level: definition.level,
    triggersLogicalOperator: definition.triggersLogicalOperator,
    triggers: definition.triggers,
    scheduledTaskDefinitionIds: definition.scheduledTaskDefinitionIds,
    notifiedUsers: definition.notifiedUsers,
    createAdditionalTasksForNewAbsences: definition.createAdditionalTasksForNewAbsences,
  };
}

/**
 * Refuses, in the validation shape with a code per field, what the schema cannot check: a definition id that is not
 * one of the tenant's, a task template that does not exist or is archived, a notified user who is not a user of
 * the tenant.
 */
async function checkReferences(tx: Queryable, body: PutBody, existing: ReadonlySet<string>): Promise<void> {
  const taskIds = [...new Set(body.definitions.flatMap((d) => d.scheduledTaskDefinitionIds))];
  const userIds = [...new Set(body.definitions.flatMap((d) => d.notifiedUsers))];
  const templates = new Map(
    taskIds.length === 0
      ? []
      : (
          await rowsOf<{ id: string; is_archived: boolean }>(
            tx,
            sql`select id::text, is_archived from care_task_definitions
                where id::text = any(${textArray(taskIds)})`,
          )
        ).map((row) => [row.id, row.is_archived]),
  );
  const users = new Set(
    userIds.length === 0
      ? []
      : (
          await rowsOf<{ id: string }>(tx, sql`select id::text from users where id::text = any(${textArray(userIds)})`)
        ).map((row) => row.id),
  );
  const issues: BodyIssue[] = [];
  body.definitions.forEach((definition, index) => {
    const at = `definitions.${index}`;
    if (definition.careStageDefinitionId !== undefined && !existing.has(definition.careStageDefinitionId)) {
      issues.push({
        path: `${at}.careStageDefinitionId`,
        code: 'UNKNOWN_CARE_STAGE_DEFINITION',
        message: `No care stage definition of this company has the id ${definition.careStageDefinitionId}; omit the id for a new one`,
      });
    }
    definition.scheduledTaskDefinitionIds.forEach((id, position) => {
      const archived = templates.get(id);
      if (archived === undefined) {
        issues.push({
          path: `${at}.scheduledTaskDefinitionIds.${position}`,
          code: 'UNKNOWN_CARE_TASK_DEFINITION',
          message: `No care task template of this company has the id ${id}`,
        });
      } else if (archived) {
        issues.push({
          path: `${at}.scheduledTaskDefinitionIds.${position}`,
          code: 'ARCHIVED_CARE_TASK_DEFINITION',
          message: `The care task template ${id} is archived: a stage cannot create its tasks`,
        });
      }
    });
    definition.notifiedUsers.forEach((id, position) => {
      if (!users.has(id)) {
        issues.push({
          path: `${at}.notifiedUsers.${position}`,
          code: 'UNKNOWN_USER',
          message: `No user of this company has the id ${id}`,
        });
      }
    });
  });
  if (issues.length > 0) throw new BodyValidationError(issues);
}

/**
 * PUT /care-stage-definitions: replaces the set under the set's row lock. A stale `revision` answers 409
 * REVISION_CONFLICT; a definition given with its id keeps it (and the history and tasks that name it). An unchanged
 * set writes nothing. A change is audited and enqueues the re-evaluation of every employee (jobs/care-stages.ts).
 */
export async function putCareStageDefinitions(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  body: PutBody,
): Promise<Definitions> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await tx.insert(careStageDefinitionSets).values({ tenantId, revision: 0 }).onConflictDoNothing();
    const [set] = await rowsOf<{ revision: number }>(
      tx,
      sql`select revision from care_stage_definition_sets where tenant_id = ${tenantId} for update`,
    );
    const revision = set?.revision ?? 0;
    assertRevision('set of care stage definitions', body.revision, revision);
    const before = await definitionsOf(tx, tenantId);
    const existing = new Map(before.map((row) => [row.id, row]));
    await checkReferences(tx, body, new Set(existing.keys()));
    const next = body.definitions
      .map((definition) => ({
        id: definition.careStageDefinitionId ?? crypto.randomUUID(),
        level: definition.level,
        triggersLogicalOperator: definition.triggersLogicalOperator,
        triggers: definition.triggers,
        scheduledTaskDefinitionIds: definition.scheduledTaskDefinitionIds,
        notifiedUsers: definition.notifiedUsers,
        createAdditionalTasksForNewAbsences: definition.createAdditionalTasksForNewAbsences,
      }))
      .sort((a, b) => a.level - b.level);
    const language = await readerLanguageOf(tx, ctx, tenantId);
    const beforeContent = before.map(contentOf);
    if (canonical(beforeContent) === canonical(next.map(contentOf))) {
      return definitionsAnswer(tx, tenantId, language);
    }
    // Delete and insert (ids kept): levels may swap between definitions, which row-wise updates cannot do under
    // the unique (tenant, level) index.
    await tx.delete(careStageDefinitions).where(sql`${careStageDefinitions.tenantId} = ${tenantId}`);
    if (next.length > 0) {
      await tx.insert(careStageDefinitions).values(
        next.map((definition) => ({
          tenantId,
          ...definition,
          createdAt: existing.get(definition.id)?.createdAt ?? sql`now()`,
          updatedAt: sql`now()`,
        })),
      );
    }
    await tx.execute(
      sql`update care_stage_definition_sets set revision = ${revision + 1}, updated_at = now(),
          updated_by = ${ctx.actor?.name ?? null} where tenant_id = ${tenantId}`,
    );
    await recordAudit(tx, ctx, {
      action: 'care-stage-definitions.replace',
      entityType: 'care-stage-definitions',
      entityId: tenantId,
      before: { revision, definitions: beforeContent },
      after: { revision: revision + 1, definitions: next },
    });
    if (jobs) {
      await jobs.sendInTransaction(tx, QUEUES.careStages, {
        tenantId,
        reason: 'definitions-changed',
      } satisfies CareStagesJob);
    }
    return definitionsAnswer(tx, tenantId, language);
  });
}

/** JSON with object keys sorted: jsonb does not keep the key order a body came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Employees evaluated together in the preview (bounds the memory of one read). */
const PREVIEW_BATCH = 1000;

/**
 * POST /care-stage-definitions/preview: every employee of the tenant evaluated with the proposed definitions as of
 * a day (read only), next to the stored stages on that day. Level 0 counts the employees without a stage.
 */
export async function previewCareStageDefinitions(
  database: Database,
  ctx: RequestContext,
  body: PreviewBody,
  now = new Date(),
): Promise<Preview> {
  const tenantId = requireTenantId(ctx);
  const asOf = body.asOf ?? swissToday(now);
  return inTenant(database, ctx, async (tx) => {
    const { care } = await careConfigurationOf(tx, tenantId);
    const stage = care?.careStageConfiguration;
    const periodDefinition = stage?.absencePeriodDefinition ?? {
      includeAbsenceTypes: ['SICK', 'ACCIDENT'],
      combinePeriodsWithWeekendGaps: true,
      combinePeriodsWithAbsenceGapsOfType: [],
      combinePeriodsWithGapDurationInDays: 0,
    };
    const resetTriggers = stage?.resetEmployeeCareStageTriggers ?? [];
    const rules = body.definitions.map((definition, index) =>
      ruleOf({
        id: definition.careStageDefinitionId ?? `proposed-${index}`,
        level: definition.level,
        triggersLogicalOperator: definition.triggersLogicalOperator,
        triggers: definition.triggers,
      }),
    );
    const employees = await allEmployeeIds(tx, tenantId);
    const counts = new Map<number, number>();
    for (let start = 0; start < employees.length; start += PREVIEW_BATCH) {
      const batch = employees.slice(start, start + PREVIEW_BATCH);
      const absencesOf = await careAbsencesOf(tx, batch, asOf);
      for (const employeeId of batch) {
        const absences = absencesOf.get(employeeId) ?? [];
        const history =
          absences.length === 0 || rules.length === 0
            ? []
            : evaluateCareStageHistory({ absences, rules, periodDefinition, resetTriggers, until: asOf });
        const level = careStageAsOf(history, asOf)?.level ?? 0;
        counts.set(level, (counts.get(level) ?? 0) + 1);
      }
    }
    const current = await currentCountsOf(tx, asOf, care !== null);
    const storedWithStage = [...current.values()].reduce((sum, count) => sum + count, 0);
    current.set(0, Math.max(0, employees.length - storedWithStage));
    const highest = Math.max(0, ...rules.map((rule) => rule.level), ...current.keys());
    return {
      asOf,
      employeeCount: employees.length,
      byLevel: Array.from({ length: highest + 1 }, (_, level) => ({
        level,
        count: counts.get(level) ?? 0,
        currentCount: current.get(level) ?? 0,
      })),
    };
  });
}

/** The stored stages on a day, per level (only employees of the employee list). */
async function currentCountsOf(tx: AppTransaction, asOf: string, configured: boolean): Promise<Map<number, number>> {
  if (!configured) return new Map();
  const rows = await rowsOf<{ level: number; count: number }>(
    tx,
    sql`select s.level, count(*)::int as count from employee_care_stages s
        join employee_list l on l.tenant_id = s.tenant_id and l.employee_id = s.employee_id
        where s.entered_care_stage_at <= ${asOf}::date
          and (s.left_care_stage_at is null or s.left_care_stage_at > ${asOf}::date)
        group by s.level`,
  );
  return new Map(rows.map((row) => [Number(row.level), Number(row.count)]));
}
