// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// care-stages (issue 29). A definition set without task templates or notified users (the world has none), so the
// valid PUT needs no fixture; the employee routes name the world's FZ-1.
import type { FuzzTargets } from './support.ts';

const definitions = [
  {
    level: 1,
    triggersLogicalOperator: 'OR',
    triggers: [{ kind: 'number-of-absence-periods', count: 3, lookBackMonths: 12 }],
  },
  {
    level: 2,
    triggersLogicalOperator: 'AND',
    triggers: [
      { kind: 'number-of-absence-periods', count: 5, minimumLengthInDays: 2, lookBackMonths: 12 },
      { kind: 'number-of-absence-days', absenceTypes: ['SICK', 'ACCIDENT'], count: 20, lookBackMonths: 6 },
    ],
  },
];

export const careStagesTargets = {
  careStageDefinitionsGet: () => ({}),
  careStageDefinitionsPut: () => ({ body: { definitions } }),
  careStageDefinitionsPreview: () => ({ body: { definitions, asOf: '2026-06-30' } }),
  careStagesList: () => ({ query: { level: '1', sortBy: 'LEVEL', sortOrder: 'desc', take: '20' } }),
  employeeCareStages: () => ({ params: { employeeId: 'FZ-1' }, query: { asOf: '2026-06-30' } }),
  employeeHealth: () => ({ params: { employeeId: 'FZ-1' }, query: { asOf: '2026-06-30' } }),
} satisfies FuzzTargets;
