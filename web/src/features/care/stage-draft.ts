// The stage definitions editor's draft (pure, unit-tested): the definitions as the form holds them (numbers may be
// blank while typed, a period trigger's window is either months or a start date), to the contract's body and back,
// checked with the contract's own schema so each message lands under its field ("definitions.0.triggers.1.count").
import type { z } from 'zod';
import {
  type careStageDefinitionInput,
  type careStageDefinitions,
  putCareStageDefinitionsBody,
} from '../../../../src/contracts/care-stages.ts';
import type { ABSENCE_TYPES } from '../../../../src/contracts/tenant-sections.ts';
import { mapIssuesToFields, type NestedFieldErrors } from '../../lib/form-errors.ts';

export type AbsenceType = (typeof ABSENCE_TYPES)[number];
type CareStageDefinitions = z.infer<typeof careStageDefinitions>;
export type TriggerKind = 'number-of-absence-periods' | 'number-of-absence-days';
export type Blankable = number | '';

export type TriggerDraft = {
  key: string;
  kind: TriggerKind;
  count: Blankable;
  /** Periods only. */
  minimumLengthInDays: Blankable;
  /** Periods: the window is the last N months or everything since a day; days: always months. */
  window: 'months' | 'startDate';
  lookBackMonths: Blankable;
  startDate: string | null;
  /** Days only. */
  absenceTypes: AbsenceType[];
};

export type StageDraft = {
  key: string;
  careStageDefinitionId?: string;
  level: Blankable;
  triggersLogicalOperator: 'AND' | 'OR';
  triggers: TriggerDraft[];
  scheduledTaskDefinitionIds: string[];
  notifiedUsers: string[];
  createAdditionalTasksForNewAbsences: boolean;
};

export type StageInput = z.input<typeof careStageDefinitionInput>;

let keySequence = 0;
const nextKey = () => {
  keySequence += 1;
  return `draft-${keySequence}`;
};

export function newTrigger(kind: TriggerKind): TriggerDraft {
  return kind === 'number-of-absence-periods'
    ? {
        key: nextKey(),
        kind,
        count: 3,
        minimumLengthInDays: 1,
        window: 'months',
        lookBackMonths: 12,
        startDate: null,
        absenceTypes: ['SICK', 'ACCIDENT'],
      }
    : {
        key: nextKey(),
        kind,
        count: 10,
        minimumLengthInDays: 1,
        window: 'months',
        lookBackMonths: 12,
        startDate: null,
        absenceTypes: ['SICK', 'ACCIDENT'],
      };
}

/** A new stage one level above the highest, with a period trigger to start from. */
export function newStage(stages: readonly StageDraft[]): StageDraft {
  const highest = Math.max(0, ...stages.map((stage) => (stage.level === '' ? 0 : stage.level)));
  return {
    key: nextKey(),
    level: highest + 1,
    triggersLogicalOperator: 'OR',
    triggers: [newTrigger('number-of-absence-periods')],
    scheduledTaskDefinitionIds: [],
    notifiedUsers: [],
    createAdditionalTasksForNewAbsences: false,
  };
}

export function stagesFromDefinitions(definitions: CareStageDefinitions['items']): StageDraft[] {
  return [...definitions]
    .sort((a, b) => a.level - b.level)
    .map((definition) => ({
      key: nextKey(),
      careStageDefinitionId: definition.careStageDefinitionId,
      level: definition.level,
      triggersLogicalOperator: definition.triggersLogicalOperator,
      scheduledTaskDefinitionIds: [...definition.scheduledTaskDefinitionIds],
      notifiedUsers: [...definition.notifiedUsers],
      createAdditionalTasksForNewAbsences: definition.createAdditionalTasksForNewAbsences,
      triggers: definition.triggers.map((trigger) => {
        const base = newTrigger(trigger.kind);
        return trigger.kind === 'number-of-absence-periods'
          ? {
              ...base,
              count: trigger.count,
              minimumLengthInDays: trigger.minimumLengthInDays,
              window: trigger.startDate === null ? 'months' : 'startDate',
              lookBackMonths: trigger.lookBackMonths ?? 12,
              startDate: trigger.startDate,
            }
          : {
              ...base,
              count: trigger.count,
              lookBackMonths: trigger.lookBackMonths,
              absenceTypes: [...trigger.absenceTypes],
            };
      }),
    }));
}

/** Blank numbers go as they are: the schema names the field ("a number is needed") instead of guessing one. */
const numberOrBlank = (value: Blankable) => (value === '' ? (undefined as unknown as number) : value);

export function stageInput(stage: StageDraft): StageInput {
  return {
    ...(stage.careStageDefinitionId ? { careStageDefinitionId: stage.careStageDefinitionId } : {}),
    level: numberOrBlank(stage.level),
    triggersLogicalOperator: stage.triggersLogicalOperator,
    scheduledTaskDefinitionIds: stage.scheduledTaskDefinitionIds,
    notifiedUsers: stage.notifiedUsers,
    createAdditionalTasksForNewAbsences: stage.createAdditionalTasksForNewAbsences,
    triggers: stage.triggers.map((trigger) =>
      trigger.kind === 'number-of-absence-periods'
        ? {
            kind: trigger.kind,
            count: numberOrBlank(trigger.count),
            minimumLengthInDays: numberOrBlank(trigger.minimumLengthInDays),
            lookBackMonths: trigger.window === 'months' ? numberOrBlank(trigger.lookBackMonths) : null,
            startDate: trigger.window === 'startDate' ? (trigger.startDate ?? ('' as string)) : null,
          }
        : {
            kind: trigger.kind,
            absenceTypes: trigger.absenceTypes,
            count: numberOrBlank(trigger.count),
            lookBackMonths: numberOrBlank(trigger.lookBackMonths),
          },
    ),
  };
}

/** Every field path the editor shows a message under. */
export function stageFieldPaths(stages: readonly StageDraft[]): Set<string> {
  const paths = new Set<string>();
  stages.forEach((stage, index) => {
    const at = `definitions.${index}`;
    for (const field of ['level', 'triggers', 'scheduledTaskDefinitionIds', 'notifiedUsers'])
      paths.add(`${at}.${field}`);
    stage.triggers.forEach((trigger, triggerIndex) => {
      const fields =
        trigger.kind === 'number-of-absence-periods'
          ? ['count', 'minimumLengthInDays', 'lookBackMonths', 'startDate']
          : ['count', 'absenceTypes', 'lookBackMonths'];
      for (const field of fields) paths.add(`${at}.triggers.${triggerIndex}.${field}`);
    });
  });
  return paths;
}

export type CheckedStages =
  | { ok: true; definitions: StageInput[] }
  | { ok: false; fieldErrors: NestedFieldErrors; unmatched: string[] };

/**
 * The drafts checked with the contract's body schema. A period trigger's "either months or start date" is reported
 * by the schema under lookBackMonths; with the start date chosen it belongs under the start date.
 */
export function checkStages(stages: readonly StageDraft[], translate: (message: string) => string): CheckedStages {
  const definitions = stages.map(stageInput);
  const parsed = putCareStageDefinitionsBody.safeParse({ definitions });
  if (parsed.success) return { ok: true, definitions };
  const issues = parsed.error.issues.map((issue) => {
    const [, stageIndex, , triggerIndex, field] = issue.path.map(String);
    const trigger = stages[Number(stageIndex)]?.triggers[Number(triggerIndex)];
    if (field === 'lookBackMonths' && trigger?.kind === 'number-of-absence-periods' && trigger.window === 'startDate') {
      return { ...issue, path: [...issue.path.slice(0, -1), 'startDate'] };
    }
    return issue;
  });
  const { fieldErrors, unmatched } = mapIssuesToFields(issues, stageFieldPaths(stages), translate);
  return { ok: false, fieldErrors, unmatched };
}

/** The levels given twice (each level only once). */
export function duplicateLevels(stages: readonly StageDraft[]): number[] {
  const seen = new Map<number, number>();
  for (const stage of stages) if (stage.level !== '') seen.set(stage.level, (seen.get(stage.level) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([level]) => level);
}
