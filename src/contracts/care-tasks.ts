// Care tasks (issue 29; spec sections 1 and 2: care tasks, tasks): task templates (care task definitions) per tenant,
// the tasks created from a stage or by hand, their conversation form, private notes, comments, attachments, status
// and the PDF conversation protocol. Decision: docs/decisions/0046-care.md.
import { z } from 'zod';
import { isoDate, nonEmptyString, page, pagingQuery, queryBoolean, revision, timestamp, uuid } from './common.ts';
import { ID_MAX } from './employee-data.ts';

export const CARE_TASK_STATUSES = ['OPEN', 'COMPLETED', 'DISCARDED'] as const;
export type CareTaskStatus = (typeof CARE_TASK_STATUSES)[number];
export const CARE_TASK_ORIGINS = ['CARE_STAGE', 'NEW_ABSENCE', 'MANUAL'] as const;
export const CARE_TASK_RESPONSIBLES = ['SUPERIOR', 'HR_BUSINESS_PARTNER'] as const;
export const CARE_FORM_QUESTION_KINDS = ['TEXT', 'LONG_TEXT', 'YES_NO', 'DATE', 'SINGLE_CHOICE'] as const;
export const CARE_TASK_DISCARD_KINDS = ['MANUAL', 'AUTOMATIC'] as const;
export const CARE_TASK_TITLE_MAX = 200;
export const CARE_TASK_TEXT_MAX = 10_000;
export const CARE_TASK_COMMENT_MAX = 1000;
export const CARE_FORM_QUESTIONS_MAX = 50;
export const CARE_TASK_DEFINITIONS_MAX = 100;

const text = (max: number) => z.string().trim().max(max);
const title = () => nonEmptyString().max(CARE_TASK_TITLE_MAX);

/** A text in the four languages (a template is written once for every employee's language). */
export const localizedText = (max: number, required = true) =>
  z.strictObject({
    de: required ? nonEmptyString().max(max) : text(max),
    fr: required ? nonEmptyString().max(max) : text(max),
    it: required ? nonEmptyString().max(max) : text(max),
    en: required ? nonEmptyString().max(max) : text(max),
  });

export const careFormQuestionInput = z
  .strictObject({
    /** Stable key of the question within the form (letters, digits, '-'), e.g. "reason-for-absence". */
    questionId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, { error: 'Lower-case letters, digits and "-"' }),
    kind: z.enum(CARE_FORM_QUESTION_KINDS),
    label: localizedText(500),
    /** The answers to choose from (SINGLE_CHOICE only). */
    options: z
      .array(z.strictObject({ optionId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/), label: localizedText(200) }))
      .max(20)
      .default([]),
    isRequired: z.boolean().default(false),
  })
  .refine((question) => (question.kind === 'SINGLE_CHOICE') === question.options.length >= 2, {
    error: 'A single choice has at least two options; other kinds have none',
    path: ['options'],
  });

export const careTaskDefinitionInput = z.strictObject({
  title: localizedText(CARE_TASK_TITLE_MAX),
  /** The conversation guidance. */
  description: localizedText(CARE_TASK_TEXT_MAX, false),
  form: z
    .array(careFormQuestionInput)
    .max(CARE_FORM_QUESTIONS_MAX)
    .refine((questions) => new Set(questions.map((q) => q.questionId)).size === questions.length, {
      error: 'Each questionId only once',
    })
    .default([]),
  dueInDays: z.int().min(0).max(365),
  responsible: z.enum(CARE_TASK_RESPONSIBLES).default('SUPERIOR'),
  revision: revision().optional(),
});

export const careTaskDefinition = z
  .object({
    careTaskDefinitionId: uuid(),
    title: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
    description: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
    form: z.array(
      z.object({
        questionId: z.string(),
        kind: z.enum(CARE_FORM_QUESTION_KINDS),
        label: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
        options: z.array(
          z.object({
            optionId: z.string(),
            label: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
          }),
        ),
        isRequired: z.boolean(),
      }),
    ),
    dueInDays: z.int(),
    responsible: z.enum(CARE_TASK_RESPONSIBLES),
    isArchived: z.boolean(),
    revision: z.int().min(1),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'CareTaskDefinition' });

export const careTaskDefinitionIdParams = z.strictObject({ careTaskDefinitionId: uuid() });
export const careTaskDefinitionList = z
  .object({ items: z.array(careTaskDefinition) })
  .meta({ id: 'CareTaskDefinitionList' });

// --- Tasks ---------------------------------------------------------------------------------------------------------

/** The form of a task: the template's questions in the task's language, frozen when the task was created. */
export const careTaskQuestion = z.object({
  questionId: z.string(),
  kind: z.enum(CARE_FORM_QUESTION_KINDS),
  label: z.string(),
  options: z.array(z.object({ optionId: z.string(), label: z.string() })),
  isRequired: z.boolean(),
});

/** An answer: text for TEXT/LONG_TEXT, true/false for YES_NO, a date for DATE, an optionId for SINGLE_CHOICE. */
export const careTaskAnswerValue = z.union([z.string().max(CARE_TASK_TEXT_MAX), z.boolean()]).nullable();

export const careTaskComment = z.object({
  commentId: uuid(),
  comment: z.string(),
  postedBy: z.string().meta({ description: 'Name of the person who wrote it' }),
  postedByUserId: uuid().nullable(),
  createdAt: timestamp(),
});

export const careTaskAttachment = z.object({
  attachmentId: uuid(),
  documentId: uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().min(0).nullable(),
  uploadedBy: z.string(),
  createdAt: timestamp(),
});

export const careTaskListItem = z
  .object({
    careTaskId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string(),
    status: z.enum(CARE_TASK_STATUSES),
    origin: z.enum(CARE_TASK_ORIGINS),
    careStageLevel: z.int().nullable(),
    dueDate: isoDate(),
    /** Open and due before today (Zurich). */
    isOverdue: z.boolean(),
    responsibleUserId: uuid().nullable(),
    responsibleName: z.string().nullable(),
    createdAt: timestamp(),
    completedAt: timestamp().nullable(),
  })
  .meta({ id: 'CareTaskListItem' });

export const careTask = careTaskListItem
  .extend({
    careTaskDefinitionId: uuid().nullable(),
    careStageEnteredAt: isoDate().nullable(),
    /** Why the task exists, kept as a snapshot when it was created, in the reader's language (null for MANUAL). */
    triggerReason: z.string().nullable(),
    /** The conversation guidance. */
    description: z.string(),
    /** The language the task's texts and its protocol are in (the employee's correspondence language). */
    language: z.enum(['de', 'fr', 'it', 'en']),
    form: z.array(careTaskQuestion),
    answers: z.record(z.string(), careTaskAnswerValue),
    conversationDate: isoDate().nullable(),
    participants: z.array(z.string()),
    /** Private notes of the people working on the task: never in the protocol. */
    privateNotes: z.string(),
    comments: z.array(careTaskComment),
    attachments: z.array(careTaskAttachment),
    discardKind: z.enum(CARE_TASK_DISCARD_KINDS).nullable(),
    discardReason: z.string().nullable(),
    discardedAt: timestamp().nullable(),
    completedBy: z.string().nullable(),
    /** The PDF conversation protocol, once the task is completed and the protocol is written. */
    protocolDocumentId: uuid().nullable(),
    protocolStatus: z.enum(['none', 'pending', 'ready']),
    /** The caller may change the task (care tasks edit, in scope, still open). */
    canEdit: z.boolean(),
    revision: z.int().min(1),
    updatedAt: timestamp(),
  })
  .meta({ id: 'CareTask' });

export const careTaskIdParams = z.strictObject({ careTaskId: uuid() });
export const careTaskCommentParams = z.strictObject({ careTaskId: uuid(), commentId: uuid() });
export const careTaskAttachmentParams = z.strictObject({ careTaskId: uuid(), attachmentId: uuid() });

export const CARE_TASK_SORT_FIELDS = ['DUE_DATE', 'CREATED_AT', 'LAST_NAME', 'STATUS'] as const;
export const CARE_TASK_SCOPES = ['mine', 'all'] as const;

export const careTasksQuery = z.strictObject({
  ...pagingQuery(),
  /** mine: tasks the caller is responsible for; all: every task the caller may see (a superior: the team's). */
  scope: z.enum(CARE_TASK_SCOPES).default('all'),
  status: z.enum(CARE_TASK_STATUSES).optional(),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
  overdue: queryBoolean().optional(),
  search: z.string().trim().max(200).optional(),
  /** Default: due and overdue first (open by due date, then the rest newest first). */
  sortBy: z.enum(CARE_TASK_SORT_FIELDS).default('DUE_DATE'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

export const careTasksPage = page(careTaskListItem).meta({ id: 'CareTasksPage' });

export const createCareTaskBody = z.strictObject({
  employeeId: nonEmptyString().max(ID_MAX),
  /** From a template (its title, guidance and form), or free with title and description. */
  careTaskDefinitionId: uuid().optional(),
  title: title().optional(),
  description: text(CARE_TASK_TEXT_MAX).optional(),
  dueDate: isoDate(),
  /** Default: the employee's superior. */
  responsibleUserId: uuid().optional(),
});

export const patchCareTaskBody = z
  .strictObject({
    revision: revision().optional(),
    answers: z.record(z.string().max(50), careTaskAnswerValue).optional(),
    conversationDate: isoDate().nullable().optional(),
    participants: z.array(nonEmptyString().max(200)).max(20).optional(),
    privateNotes: text(CARE_TASK_TEXT_MAX).optional(),
    dueDate: isoDate().optional(),
    /** Reassign the task. */
    responsibleUserId: uuid().optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'revision'), { error: 'Nothing to change' });

export const completeCareTaskBody = z.strictObject({ revision: revision().optional() });
export const discardCareTaskBody = z.strictObject({
  revision: revision().optional(),
  reason: nonEmptyString().max(CARE_TASK_COMMENT_MAX),
});
export const reopenCareTaskBody = z.strictObject({ revision: revision().optional() });

export const createCareTaskCommentBody = z.strictObject({ comment: nonEmptyString().max(CARE_TASK_COMMENT_MAX) });
export const createCareTaskAttachmentBody = z.strictObject({ documentId: uuid() });

export const careTaskProtocol = z
  .object({ documentId: uuid(), name: z.string(), url: z.string() })
  .meta({ id: 'CareTaskProtocol' });
