import { describe, expect, it } from 'vitest';
import {
  checkStages,
  duplicateLevels,
  newStage,
  type StageDraft,
  stageInput,
  stagesFromDefinitions,
  type TriggerDraft,
} from './stage-draft.ts';

const translate = (message: string) => message;

const definition = {
  careStageDefinitionId: '0f1d9a4e-3c2b-4a1d-9e8f-7a6b5c4d3e2f',
  level: 2,
  triggersLogicalOperator: 'AND' as const,
  triggers: [
    {
      kind: 'number-of-absence-periods' as const,
      count: 5,
      minimumLengthInDays: 1,
      lookBackMonths: null,
      startDate: '2026-01-01',
    },
    { kind: 'number-of-absence-days' as const, absenceTypes: ['SICK' as const], count: 20, lookBackMonths: 12 },
  ],
  scheduledTaskDefinitionIds: [],
  notifiedUsers: [],
  createAdditionalTasksForNewAbsences: true,
  description: '5 absence periods since 01.01.2026 and 20 days of sickness in the last 12 months',
};

describe('stage definitions draft', () => {
  it('round-trips a saved definition to the body it was saved with', () => {
    const stage = stagesFromDefinitions([definition])[0] as StageDraft;
    expect(stage.triggers[0]?.window).toBe('startDate');
    const { description: _description, ...input } = definition;
    expect(stageInput(stage)).toEqual(input);
    expect(checkStages([stage], translate)).toEqual({ ok: true, definitions: [input] });
  });

  it('adds a stage one level above the highest', () => {
    const stages = stagesFromDefinitions([definition]);
    expect(newStage(stages).level).toBe(3);
    expect(newStage([]).level).toBe(1);
  });

  it('puts each message under its field, the missing start date under the start date', () => {
    const first = newStage([]);
    const second = { ...newStage([first]), level: '' as const };
    const trigger = first.triggers[0] as TriggerDraft;
    first.triggers = [
      { ...trigger, count: 0 },
      { ...trigger, key: 'b', window: 'startDate', startDate: null },
    ];
    const checked = checkStages([first, second], translate);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual([
      'definitions.0.triggers.0.count',
      'definitions.0.triggers.1.startDate',
      'definitions.1.level',
    ]);
  });

  it('names the levels given twice', () => {
    const one = newStage([]);
    expect(duplicateLevels([one, { ...one, key: 'x' }, newStage([one])])).toEqual([1]);
  });
});
