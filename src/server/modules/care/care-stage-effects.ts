// The care stages' calls into the care tasks and the notifications (issue 29): the one file that wires a stage
// change to its tasks, the automatic dismissal and the stage-change mail, so the wiring is checked in one place.
// Mails carry no absence type and no diagnosis: only the employee's name and the levels.
import type { AppTransaction } from '../../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { createTasksForCareStage, dismissTasksOfLeftCareStages, openCareTaskCounts } from './care-task-creation.ts';

export type Reason4 = { de: string; fr: string; it: string; en: string };

/** A stage entered (a new current stint): its tasks, then the stage-change mail to the stage's notified users. */
export async function onCareStageEntered(
  tx: AppTransaction,
  input: {
    tenantId: string;
    employeeId: string;
    employeeName: string;
    careStageId: string;
    level: number;
    previousLevel: number;
    enteredCareStageAt: string;
    scheduledTaskDefinitionIds: readonly string[];
    notifiedUsers: readonly string[];
    reason: Reason4;
    today: string;
  },
): Promise<number> {
  const created = await createTasksForCareStage(tx, {
    tenantId: input.tenantId,
    employeeId: input.employeeId,
    careStageId: input.careStageId,
    level: input.level,
    scheduledTaskDefinitionIds: input.scheduledTaskDefinitionIds,
    enteredCareStageAt: input.enteredCareStageAt,
    triggerReason: input.reason,
    origin: 'CARE_STAGE',
    absencePeriodStart: null,
    today: input.today,
  });
  await notify(tx, {
    tenantId: input.tenantId,
    event: 'CARE_STAGE_CHANGED',
    recipientUserIds: input.notifiedUsers,
    dedupeKey: `CARE_STAGE_CHANGED:${input.careStageId}`,
    data: {
      employeeId: input.employeeId,
      employeeName: input.employeeName,
      level: input.level,
      previousLevel: input.previousLevel,
    },
  });
  return created.length;
}

/** A new care period while at a stage with createAdditionalTasksForNewAbsences: the stage's tasks again. */
export async function onNewAbsencePeriodAtStage(
  tx: AppTransaction,
  input: {
    tenantId: string;
    employeeId: string;
    careStageId: string;
    level: number;
    enteredCareStageAt: string;
    scheduledTaskDefinitionIds: readonly string[];
    reason: Reason4;
    absencePeriodStart: string;
    today: string;
  },
): Promise<number> {
  const created = await createTasksForCareStage(tx, {
    tenantId: input.tenantId,
    employeeId: input.employeeId,
    careStageId: input.careStageId,
    level: input.level,
    scheduledTaskDefinitionIds: input.scheduledTaskDefinitionIds,
    enteredCareStageAt: input.enteredCareStageAt,
    triggerReason: input.reason,
    origin: 'NEW_ABSENCE',
    absencePeriodStart: input.absencePeriodStart,
    today: input.today,
  });
  return created.length;
}

/** isAutomaticTaskDismissalEnabled: the open stage tasks of stints the employee has left are discarded. */
export async function onCurrentStageChanged(
  tx: AppTransaction,
  input: { tenantId: string; employeeId: string; currentCareStageId: string | null; today: string },
): Promise<number> {
  return dismissTasksOfLeftCareStages(tx, input);
}

/** Open care tasks per employee (lists and the health view). */
export function openTaskCountsOf(tx: AppTransaction, employeeIds: readonly string[]): Promise<Map<string, number>> {
  return openCareTaskCounts(tx, employeeIds);
}
