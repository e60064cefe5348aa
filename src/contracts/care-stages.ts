// Care stages (issue 29; spec sections 1 and 3, Care): the stage definitions a tenant configures, the employees'
// stage history (derived from the absences, dates follow the absences) and the health view. The rules of the
// evaluation: docs/domain/care.md. Decision: docs/decisions/0046-care.md.
import { z } from 'zod';
import { isoDate, nonEmptyString, page, pagingQuery, timestamp, uuid } from './common.ts';
import { ID_MAX } from './employee-data.ts';
import { ABSENCE_TYPES } from './tenant-sections.ts';

export const CARE_STAGE_LEVEL_MAX = 10;
export const CARE_STAGE_DEFINITIONS_MAX = 10;
export const CARE_TRIGGERS_MAX = 10;
export const CARE_LOOK_BACK_MONTHS_MAX = 120;
export const CARE_TRIGGER_KINDS = ['number-of-absence-periods', 'number-of-absence-days'] as const;
export const CARE_TRIGGERS_LOGICAL_OPERATORS = ['AND', 'OR'] as const;

const absenceTypes = () =>
  z
    .array(z.enum(ABSENCE_TYPES))
    .min(1)
    .refine((types) => new Set(types).size === types.length, { error: 'Each absence type only once' });

export const numberOfAbsencePeriodsTrigger = z
  .strictObject({
    kind: z.literal('number-of-absence-periods'),
    count: z.int().min(1).max(366),
    /** Calendar days a period must last to count (1 = every period). */
    minimumLengthInDays: z.int().min(1).max(366).default(1),
    lookBackMonths: z.int().min(1).max(CARE_LOOK_BACK_MONTHS_MAX).nullable().default(null),
    startDate: isoDate().nullable().default(null),
  })
  .refine((trigger) => (trigger.lookBackMonths === null) !== (trigger.startDate === null), {
    error: 'Give either lookBackMonths or startDate',
    path: ['lookBackMonths'],
  })
  .meta({ id: 'NumberOfAbsencePeriodsTrigger' });

export const numberOfAbsenceDaysTrigger = z
  .strictObject({
    kind: z.literal('number-of-absence-days'),
    absenceTypes: absenceTypes(),
    count: z.int().min(1).max(3660),
    lookBackMonths: z.int().min(1).max(CARE_LOOK_BACK_MONTHS_MAX),
  })
  .meta({ id: 'NumberOfAbsenceDaysTrigger' });

export const careTrigger = z.discriminatedUnion('kind', [numberOfAbsencePeriodsTrigger, numberOfAbsenceDaysTrigger]);
export type CareTriggerInput = z.input<typeof careTrigger>;

/** A stage definition as written by HR (spec: care stage definition). */
export const careStageDefinitionInput = z.strictObject({
  /** Omit for a new definition; give the id to keep a definition (and the history that names it). */
  careStageDefinitionId: uuid().optional(),
  level: z.int().min(1).max(CARE_STAGE_LEVEL_MAX),
  triggersLogicalOperator: z.enum(CARE_TRIGGERS_LOGICAL_OPERATORS),
  triggers: z.array(careTrigger).min(1).max(CARE_TRIGGERS_MAX),
  /** Task templates (care task definitions) whose tasks are created when an employee enters this stage. */
  scheduledTaskDefinitionIds: z
    .array(uuid())
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each task definition only once' })
    .default([]),
  /** Users told by e-mail when an employee enters this stage (besides the tasks' responsible persons). */
  notifiedUsers: z
    .array(uuid())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each user only once' })
    .default([]),
  /** While an employee is at this stage, each new absence period creates the stage's tasks again. */
  createAdditionalTasksForNewAbsences: z.boolean().default(false),
});

export const careStageDefinition = z
  .object({
    careStageDefinitionId: uuid(),
    level: z.int(),
    triggersLogicalOperator: z.enum(CARE_TRIGGERS_LOGICAL_OPERATORS),
    triggers: z.array(z.union([numberOfAbsencePeriodsTrigger, numberOfAbsenceDaysTrigger])),
    scheduledTaskDefinitionIds: z.array(uuid()),
    notifiedUsers: z.array(uuid()),
    createAdditionalTasksForNewAbsences: z.boolean(),
    /** The definition in plain words, in the reader's language ("8 absence periods in the last 12 months"). */
    description: z.string(),
  })
  .meta({ id: 'CareStageDefinition' });

/** The tenant's set of stage definitions; replaced as a whole so levels stay unique and ordered. */
export const careStageDefinitions = z
  .object({
    items: z.array(careStageDefinition),
    /** The set's revision (0 before the first save). */
    revision: z.int().min(0),
    updatedAt: timestamp().nullable(),
    /** careConfiguration is set for the tenant: without it care is off and nothing is evaluated. */
    isCareConfigured: z.boolean(),
  })
  .meta({ id: 'CareStageDefinitions' });

export const putCareStageDefinitionsBody = z
  .strictObject({
    definitions: z.array(careStageDefinitionInput).max(CARE_STAGE_DEFINITIONS_MAX),
    revision: z.int().min(0).optional(),
  })
  .refine((body) => new Set(body.definitions.map((d) => d.level)).size === body.definitions.length, {
    error: 'Each level only once',
    path: ['definitions'],
  });

export const previewCareStageDefinitionsBody = z.strictObject({
  definitions: z.array(careStageDefinitionInput).max(CARE_STAGE_DEFINITIONS_MAX),
  /** The day to evaluate (default today, Zurich). */
  asOf: isoDate().optional(),
});

export const careStagePreview = z
  .object({
    asOf: isoDate(),
    employeeCount: z.int().min(0),
    /** One entry per level 1 … the highest defined, also when its count is 0; level 0 = no stage. */
    byLevel: z.array(z.object({ level: z.int().min(0), count: z.int().min(0), currentCount: z.int().min(0) })),
  })
  .meta({ id: 'CareStagePreview' });

export const careTriggerResult = z
  .object({
    kind: z.enum([...CARE_TRIGGER_KINDS, 'no-absences-in-look-back-period']),
    met: z.boolean(),
    /** Periods or days counted. */
    value: z.int().min(0),
    /** What was asked (the trigger's count; for a reset 0). */
    threshold: z.int().min(0),
    windowFrom: isoDate(),
    windowTo: isoDate(),
  })
  .meta({ id: 'CareTriggerResult' });

/** Employee care stage (spec section 3): one stint at a level. */
export const employeeCareStage = z
  .object({
    careStageId: uuid(),
    employeeId: z.string(),
    careStageDefinitionId: uuid().nullable(),
    level: z.int().min(1),
    enteredCareStageAt: isoDate(),
    leftCareStageAt: isoDate().nullable(),
    changedCareStageTo: z.int().min(0).nullable(),
    triggers: z.array(careTriggerResult),
    /** The reason in plain words, in the reader's language ("Level 3 because of 8 absence periods in the last 12 months"). */
    reason: z.string(),
    /** The same reason in the employee's correspondence language (the snapshot kept with the stage). */
    reasonInEmployeeLanguage: z.string(),
    evaluatedAt: timestamp(),
  })
  .meta({ id: 'EmployeeCareStage' });

export const employeeCareStagesQuery = z.strictObject({
  /** The day the current stage is asked for (default today): "as of" any past day. */
  asOf: isoDate().optional(),
});

export const employeeCareStages = z
  .object({
    employeeId: z.string(),
    asOf: isoDate(),
    /** The stage on asOf, or null (no stage). */
    current: employeeCareStage.nullable(),
    /** Every stint, newest first. */
    history: z.array(employeeCareStage),
  })
  .meta({ id: 'EmployeeCareStages' });

export const CARE_STAGE_SORT_FIELDS = ['LEVEL', 'ENTERED_AT', 'LAST_NAME', 'PERSONNEL_NUMBER'] as const;

export const careStagesQuery = z.strictObject({
  ...pagingQuery(),
  search: z.string().trim().max(200).optional(),
  /** Only employees at this level (0 = without a stage); default: every employee at a stage (level >= 1). */
  level: z.coerce.number().int().min(0).max(CARE_STAGE_LEVEL_MAX).optional(),
  companySubunitId: nonEmptyString().max(ID_MAX).optional(),
  sortBy: z.enum(CARE_STAGE_SORT_FIELDS).default('LEVEL'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

export const careStageListItem = z
  .object({
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companySubunitId: z.string().nullable(),
    level: z.int().min(0),
    enteredCareStageAt: isoDate().nullable(),
    reason: z.string().nullable(),
    openTaskCount: z.int().min(0),
  })
  .meta({ id: 'CareStageListItem' });

export const careStagesPage = page(careStageListItem).meta({ id: 'CareStagesPage' });

/** The health view of one employee (the health area): care's periods, stage and history, open tasks, a 12-month picture. */
export const employeeHealthQuery = z.strictObject({
  /** The last day of the 12 months shown (default today). */
  asOf: isoDate().optional(),
});

export const employeeHealth = z
  .object({
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    asOf: isoDate(),
    /** Care's absence periods (its own period view) ending in the 12 months up to asOf, newest first. */
    periods: z.array(
      z.object({
        startDate: isoDate(),
        endDate: isoDate(),
        lengthInDays: z.int().min(1),
        absenceDays: z.int().min(0),
        /** The absence types, or null when the reader may not see types (only "absent"). */
        types: z.array(z.enum(ABSENCE_TYPES)).nullable(),
      }),
    ),
    /** Twelve months up to asOf's month, oldest first: absence days per month (by type when the reader may see types). */
    months: z.array(
      z.object({
        month: z.string().meta({ description: 'YYYY-MM' }),
        absenceDays: z.number().min(0),
        byType: z.array(z.object({ type: z.enum(ABSENCE_TYPES), absenceDays: z.number().min(0) })).nullable(),
      }),
    ),
    absenceDaysLast12Months: z.number().min(0),
    periodCountLast12Months: z.int().min(0),
    /** Bradford factor S² × D over the 12 months (S periods, D absence days). */
    bradfordFactor: z.number().min(0),
    careStage: employeeCareStage.nullable(),
    careStageHistory: z.array(employeeCareStage),
    openTaskCount: z.int().min(0),
  })
  .meta({ id: 'EmployeeHealth' });
