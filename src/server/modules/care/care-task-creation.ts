// PLACEHOLDER of helper "stages" (issue 29): helper "tasks" owns this file; its version replaces this one at merge.
// Only what the care stages need to run their tests: tasks from a stage's templates (idempotent through the unique
// index care_tasks_from_stage_unique), the automatic dismissal, and the open task counts.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppTransaction } from '../../../db/client.ts';
import { careTaskDefinitions, careTasks } from '../../../db/schema/care.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';

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
  const templates = await tx
    .select()
    .from(careTaskDefinitions)
    .where(
      and(
        eq(careTaskDefinitions.tenantId, input.tenantId),
        inArray(careTaskDefinitions.id, [...input.scheduledTaskDefinitionIds]),
        eq(careTaskDefinitions.isArchived, false),
      ),
    );
  const ids: string[] = [];
  for (const template of templates) {
    const title = template.title as Record<string, string>;
    const description = template.description as Record<string, string>;
    const rows = await tx
      .insert(careTasks)
      .values({
        tenantId: input.tenantId,
        employeeId: input.employeeId,
        origin: input.origin,
        careTaskDefinitionId: template.id,
        careStageId: input.careStageId,
        careStageLevel: input.level,
        careStageEnteredAt: input.enteredCareStageAt,
        absencePeriodStart: input.absencePeriodStart,
        triggerReason: input.triggerReason,
        language: 'de',
        title: title.de ?? '',
        description: description.de ?? '',
        form: template.form,
        dueDate: fromEpochDay(toEpochDay(input.today) + template.dueInDays),
        createdBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: careTasks.id });
    for (const row of rows) ids.push(row.id);
  }
  return ids;
}

export async function dismissTasksOfLeftCareStages(
  tx: AppTransaction,
  input: { tenantId: string; employeeId: string; currentCareStageId: string | null; today: string },
): Promise<number> {
  const rows = await tx
    .update(careTasks)
    .set({ status: 'DISCARDED', discardKind: 'AUTOMATIC', discardedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(careTasks.tenantId, input.tenantId),
        eq(careTasks.employeeId, input.employeeId),
        eq(careTasks.status, 'OPEN'),
        ne(careTasks.origin, 'MANUAL'),
        input.currentCareStageId
          ? sql`${careTasks.careStageId} is distinct from ${input.currentCareStageId}::uuid`
          : sql`true`,
      ),
    )
    .returning({ id: careTasks.id });
  return rows.length;
}

export async function openCareTaskCounts(
  tx: AppTransaction,
  employeeIds: readonly string[],
): Promise<Map<string, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({ employeeId: careTasks.employeeId, count: sql<number>`count(*)::int` })
    .from(careTasks)
    .where(and(inArray(careTasks.employeeId, [...employeeIds]), eq(careTasks.status, 'OPEN')))
    .groupBy(careTasks.employeeId);
  return new Map(rows.map((row) => [row.employeeId, Number(row.count)]));
}
