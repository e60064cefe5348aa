// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// care-tasks (issue 29). The fuzz world has no care task yet: the routes of one task name an id no row has and
// answer their documented 404 (CARE_TASK_NOT_FOUND); the list, the templates and the creation run for real.
import { FUZZ_MISSING_ID, type FuzzTargets, inDays } from './support.ts';

const localized = (text: string) => ({ de: `${text} (de)`, fr: `${text} (fr)`, it: `${text} (it)`, en: text });

const template = () => ({
  title: localized('Return-to-work conversation'),
  description: localized('Ask how the employee is doing.'),
  form: [
    { questionId: 'how-are-you', kind: 'LONG_TEXT', label: localized('How are you?'), isRequired: true },
    {
      questionId: 'support',
      kind: 'SINGLE_CHOICE',
      label: localized('Support needed'),
      options: [
        { optionId: 'none', label: localized('None') },
        { optionId: 'workplace', label: localized('Workplace') },
      ],
    },
  ],
  dueInDays: 14,
  responsible: 'SUPERIOR',
});

export const careTasksTargets = {
  careTaskDefinitionsList: () => ({}),
  careTaskDefinitionCreate: () => ({ body: template() }),
  careTaskDefinitionUpdate: () => ({
    params: { careTaskDefinitionId: FUZZ_MISSING_ID },
    body: { ...template(), revision: 1 },
  }),
  careTaskDefinitionArchive: () => ({ params: { careTaskDefinitionId: FUZZ_MISSING_ID } }),
  careTasksList: () => ({
    query: {
      scope: 'all',
      status: 'OPEN',
      employeeId: 'FZ-1',
      overdue: 'false',
      search: 'Muster',
      sortBy: 'DUE_DATE',
      sortOrder: 'asc',
      skip: '0',
      take: '50',
    },
  }),
  careTaskGet: () => ({ params: { careTaskId: FUZZ_MISSING_ID } }),
  careTaskCreate: () => ({
    body: { employeeId: 'FZ-1', title: 'Check-in after the absence', description: 'Call', dueDate: inDays(14) },
  }),
  careTaskUpdate: () => ({
    params: { careTaskId: FUZZ_MISSING_ID },
    body: {
      revision: 1,
      answers: { 'how-are-you': 'Better' },
      conversationDate: inDays(0),
      participants: ['Sandra Keller'],
      privateNotes: 'Follow up in two weeks',
      dueDate: inDays(7),
    },
  }),
  careTaskComplete: () => ({ params: { careTaskId: FUZZ_MISSING_ID }, body: { revision: 1 } }),
  careTaskDiscard: () => ({
    params: { careTaskId: FUZZ_MISSING_ID },
    body: { revision: 1, reason: 'Left the company' },
  }),
  careTaskReopen: () => ({ params: { careTaskId: FUZZ_MISSING_ID }, body: {} }),
  careTaskCommentCreate: () => ({ params: { careTaskId: FUZZ_MISSING_ID }, body: { comment: 'Called, no answer' } }),
  careTaskCommentDelete: () => ({ params: { careTaskId: FUZZ_MISSING_ID, commentId: FUZZ_MISSING_ID } }),
  careTaskAttachmentCreate: (world) => ({
    params: { careTaskId: FUZZ_MISSING_ID },
    body: { documentId: world.documentId },
  }),
  careTaskAttachmentDelete: () => ({ params: { careTaskId: FUZZ_MISSING_ID, attachmentId: FUZZ_MISSING_ID } }),
  careTaskAttachmentDownload: () => ({ params: { careTaskId: FUZZ_MISSING_ID, attachmentId: FUZZ_MISSING_ID } }),
  careTaskProtocol: () => ({ params: { careTaskId: FUZZ_MISSING_ID } }),
} satisfies FuzzTargets;
