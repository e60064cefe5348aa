// Evaluating employees' care stages (issue 29; docs/decisions/0047-care-stages.md): in the derivation on every
// absences event (derive.ts calls it with the absences it already read) and nightly (jobs/care-stages-nightly.ts),
// so look-back windows move with the calendar. For a batch of employees: the care configuration and definitions
// once, the stored stints in one read, the pure evaluation per employee (src/domain/care), then one delete, one
// insert and one update statement for the stints whose content changed.
// Dates follow the absences: the whole history the absences imply is stored (a stint keeps its id while its level and
// enteredCareStageAt stay; stints no longer implied are deleted). Effects (care-stage-effects.ts) only for what is
// new and recent: a current stint not stored before and entered within RECENT_DAYS of today creates its tasks and
// mails; an upload of last year's absences yields that year's history but no stale tasks.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppTransaction } from '../../../db/client.ts';
import { employeeCareStages } from '../../../db/schema/care.ts';
import { careStagePeriods } from '../../../domain/care/care-periods.ts';
import { careStageReason } from '../../../domain/care/care-reason.ts';
import { careStageAsOf, evaluateCareStageHistory } from '../../../domain/care/care-stages.ts';
import type {
  CareAbsenceDay,
  CareLanguage,
  CarePeriodDefinition,
  CareResetTrigger,
  CareStageRule,
  CareStageStint,
  CareTrigger,
  CareTriggerResult,
} from '../../../domain/care/types.ts';
import { toEpochDay } from '../../../domain/dates.ts';
import {
  onCareStageEntered,
  onCurrentStageChanged,
  onNewAbsencePeriodAtStage,
  type Reason4,
} from './care-stage-effects.ts';
import {
  careAbsencesOf,
  careOf,
  type DefinitionRow,
  definitionsOf,
  employeeFactsOf,
  stintsOf,
} from './care-stages.repository.ts';

/** A stint (or a new absence period at a stage) older than this many days creates no task and no mail. */
export const RECENT_DAYS = 30;

const LANGUAGES: readonly CareLanguage[] = ['de', 'fr', 'it', 'en'];

/** What the evaluation needs of the tenant, read once per batch; null when care is off (no careConfiguration). */
export type CareEvaluationContext = {
  rules: CareStageRule[];
  definitions: Map<string, DefinitionRow>;
  periodDefinition: CarePeriodDefinition;
  resetTriggers: CareResetTrigger[];
  isAutomaticTaskDismissalEnabled: boolean;
  isUpdateCareStagesCronJobEnabled: boolean;
};

export async function careEvaluationContextOf(
  tx: AppTransaction,
  tenantId: string,
): Promise<CareEvaluationContext | null> {
  const care = await careOf(tx, tenantId);
  if (!care) return null;
  const definitions = await definitionsOf(tx, tenantId);
  const stage = care.careStageConfiguration;
  return {
    rules: definitions.map(ruleOf),
    definitions: new Map(definitions.map((row) => [row.id, row])),
    periodDefinition: stage.absencePeriodDefinition,
    resetTriggers: stage.resetEmployeeCareStageTriggers.map((reset) => ({
      kind: reset.kind,
      includedAbsenceTypes: reset.includedAbsenceTypes,
      lookBackMonths: reset.lookBackMonths,
    })),
    isAutomaticTaskDismissalEnabled: stage.isAutomaticTaskDismissalEnabled,
    isUpdateCareStagesCronJobEnabled: stage.isUpdateCareStagesCronJobEnabled,
  };
}

/** A stored (or proposed) definition as the domain's rule. Triggers are stored as the contract parsed them. */
export function ruleOf(
  row: Pick<DefinitionRow, 'id' | 'level' | 'triggersLogicalOperator' | 'triggers'>,
): CareStageRule {
  return {
    definitionId: row.id,
    level: row.level,
    triggersLogicalOperator: row.triggersLogicalOperator === 'AND' ? 'AND' : 'OR',
    triggers: row.triggers as CareTrigger[],
  };
}

/** The contract's careTriggerResult of a domain result (stored in employee_care_stages.triggers). */
export function triggerResultOf(result: CareTriggerResult) {
  return {
    kind: result.trigger.kind,
    met: result.met,
    value: result.value,
    threshold: result.trigger.kind === 'no-absences-in-look-back-period' ? 0 : result.trigger.count,
    windowFrom: result.windowFrom,
    windowTo: result.windowTo,
  };
}

/**
 * The reason snapshot in the four languages, without absence types: it is shown to superiors (lists, tasks, mails),
 * and the health view shows the types separately to readers who may see them.
 */
export function reasonsOf(stint: Pick<CareStageStint, 'level' | 'triggers'>): Reason4 {
  const [de, fr, it, en] = LANGUAGES.map((language) => careStageReason(stint, language, { withAbsenceTypes: false }));
  return { de: de as string, fr: fr as string, it: it as string, en: en as string };
}

export type CareEvaluationResult = { employees: number; stints: number; tasks: number };

/**
 * Evaluates the employees' care stages as of `today` and stores their history, in the caller's transaction (the
 * caller holds the employees' derivation locks). `absences` may come from the caller (the derivation has read
 * them); otherwise they are read here. Care off: nothing is evaluated or written.
 */
export async function evaluateCareStages(
  tx: AppTransaction,
  tenantId: string,
  employeeIds: readonly string[],
  options: {
    today: string;
    absences?: ReadonlyMap<string, readonly CareAbsenceDay[]>;
    context?: CareEvaluationContext | null;
  },
): Promise<CareEvaluationResult> {
  const unique = [...new Set(employeeIds)];
  const context = options.context === undefined ? await careEvaluationContextOf(tx, tenantId) : options.context;
  if (!context || unique.length === 0) return { employees: 0, stints: 0, tasks: 0 };
  const { today } = options;
  const absencesOf = options.absences ?? (await careAbsencesOf(tx, unique, today));
  const storedOf = await stintsOf(tx, unique);

  const inserts: (typeof employeeCareStages.$inferInsert)[] = [];
  const updates: StintUpdate[] = [];
  const deletes: string[] = [];
  const effects: (() => Promise<number>)[] = [];
  const named = new Set<string>();
  let stintCount = 0;

  for (const employeeId of unique) {
    const absences = (absencesOf.get(employeeId) ?? []).filter((day) => day.date <= today);
    const history =
      context.rules.length === 0
        ? []
        : evaluateCareStageHistory({
            absences,
            rules: context.rules,
            periodDefinition: context.periodDefinition,
            resetTriggers: context.resetTriggers,
            until: today,
          });
    stintCount += history.length;
    const stored = storedOf.get(employeeId) ?? [];
    const storedByDay = new Map(stored.map((row) => [row.enteredCareStageAt, row]));
    const kept = new Set<string>();
    const idOf = new Map<CareStageStint, string>();
    const fresh = new Set<CareStageStint>();
    for (const stint of history) {
      const existing = storedByDay.get(stint.enteredCareStageAt);
      const triggers = stint.triggers.map(triggerResultOf);
      const reason = reasonsOf(stint);
      if (existing && existing.level === stint.level) {
        kept.add(existing.id);
        idOf.set(stint, existing.id);
        if (
          existing.leftCareStageAt !== stint.leftCareStageAt ||
          existing.changedCareStageTo !== stint.changedCareStageTo ||
          existing.careStageDefinitionId !== stint.definitionId ||
          !sameJson(existing.triggers, triggers) ||
          !sameJson(existing.reason, reason)
        ) {
          updates.push({
            id: existing.id,
            left: stint.leftCareStageAt,
            changedTo: stint.changedCareStageTo,
            definitionId: stint.definitionId,
            triggers,
            reason,
          });
        }
        continue;
      }
      const id = randomUUID();
      idOf.set(stint, id);
      fresh.add(stint);
      inserts.push({
        tenantId,
        id,
        employeeId,
        careStageDefinitionId: stint.definitionId,
        level: stint.level,
        enteredCareStageAt: stint.enteredCareStageAt,
        leftCareStageAt: stint.leftCareStageAt,
        changedCareStageTo: stint.changedCareStageTo,
        triggers,
        reason,
      });
    }
    for (const row of stored) if (!kept.has(row.id)) deletes.push(row.id);

    const current = careStageAsOf(history, today);
    const storedCurrent = stored.find((row) => row.leftCareStageAt === null) ?? null;
    const currentId = current ? (idOf.get(current) ?? null) : null;
    if (context.isAutomaticTaskDismissalEnabled && storedCurrent && storedCurrent.id !== currentId) {
      effects.push(() => onCurrentStageChanged(tx, { tenantId, employeeId, currentCareStageId: currentId, today }));
    }
    if (!current || !currentId) continue;
    const definition = context.definitions.get(current.definitionId);
    if (!definition) continue;
    const taskIds = definition.scheduledTaskDefinitionIds as string[];
    const reason = reasonsOf(current);
    if (fresh.has(current) && isRecent(current.enteredCareStageAt, today)) {
      const previous = history.find((stint) => stint.leftCareStageAt === current.enteredCareStageAt);
      named.add(employeeId);
      effects.push(async () =>
        onCareStageEntered(tx, {
          tenantId,
          employeeId,
          employeeName: nameOf(employeeId),
          careStageId: currentId,
          level: current.level,
          previousLevel: previous?.level ?? 0,
          enteredCareStageAt: current.enteredCareStageAt,
          scheduledTaskDefinitionIds: taskIds,
          notifiedUsers: definition.notifiedUsers as string[],
          reason,
          today,
        }),
      );
    }
    if (definition.createAdditionalTasksForNewAbsences && taskIds.length > 0) {
      for (const period of careStagePeriods(absences, context.periodDefinition)) {
        if (period.startDate <= current.enteredCareStageAt || !isRecent(period.startDate, today)) continue;
        effects.push(() =>
          onNewAbsencePeriodAtStage(tx, {
            tenantId,
            employeeId,
            careStageId: currentId,
            level: current.level,
            enteredCareStageAt: current.enteredCareStageAt,
            scheduledTaskDefinitionIds: taskIds,
            reason,
            absencePeriodStart: period.startDate,
            today,
          }),
        );
      }
    }
  }

  const names = named.size > 0 ? await employeeFactsOf(tx, [...named]) : new Map<string, { name: string }>();
  function nameOf(employeeId: string): string {
    return names.get(employeeId)?.name ?? employeeId;
  }
  await writeStints(tx, tenantId, { inserts, updates, deletes });
  let tasks = 0;
  for (const effect of effects) tasks += await effect();
  return { employees: unique.length, stints: stintCount, tasks };
}

/** Equal as JSON whatever the key order (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_key, item: unknown) =>
      item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => x.localeCompare(y)))
        : item,
    );
  return canonical(a) === canonical(b);
}

function isRecent(day: string, today: string): boolean {
  const age = toEpochDay(today) - toEpochDay(day);
  return age >= 0 && age <= RECENT_DAYS;
}

const CHUNK = 2000;

type StintUpdate = {
  id: string;
  left: string | null;
  changedTo: number | null;
  definitionId: string;
  triggers: unknown;
  reason: Reason4;
};

async function writeStints(
  tx: AppTransaction,
  tenantId: string,
  changes: {
    inserts: (typeof employeeCareStages.$inferInsert)[];
    updates: StintUpdate[];
    deletes: string[];
  },
): Promise<void> {
  for (let start = 0; start < changes.deletes.length; start += CHUNK) {
    const ids = changes.deletes.slice(start, start + CHUNK);
    await tx.execute(
      sql`delete from employee_care_stages where tenant_id = ${tenantId}
          and id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
  }
  for (let start = 0; start < changes.updates.length; start += CHUNK) {
    const rows = changes.updates.slice(start, start + CHUNK);
    await tx.execute(
      sql`update employee_care_stages s set
            left_care_stage_at = u."left", changed_care_stage_to = u."changedTo",
            care_stage_definition_id = u."definitionId", triggers = u.triggers, reason = u.reason, evaluated_at = now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as u(id uuid, "left" date, "changedTo" int, "definitionId" uuid, triggers jsonb, reason jsonb)
          where s.tenant_id = ${tenantId} and s.id = u.id`,
    );
  }
  for (let start = 0; start < changes.inserts.length; start += CHUNK) {
    await tx.insert(employeeCareStages).values(changes.inserts.slice(start, start + CHUNK));
  }
}
