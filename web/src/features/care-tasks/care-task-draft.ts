// The conversation form's draft on the care task detail: the answers, the conversation date, the participants and
// the private notes as the screen edits them, made from the loaded task and turned into the PATCH body of what
// changed. Pure: no React.
import type { z } from 'zod';
import type { careTask } from '../../../../src/contracts/care-tasks.ts';

type CareTask = z.infer<typeof careTask>;
export type AnswerValue = string | boolean | null;

export type CareTaskDraft = {
  answers: Record<string, AnswerValue>;
  conversationDate: string | null;
  /** One name per line as typed. */
  participants: string;
  privateNotes: string;
};

export function draftOf(task: CareTask): CareTaskDraft {
  const answers: Record<string, AnswerValue> = {};
  for (const question of task.form) answers[question.questionId] = task.answers[question.questionId] ?? null;
  return {
    answers,
    conversationDate: task.conversationDate,
    participants: task.participants.join('\n'),
    privateNotes: task.privateNotes,
  };
}

/** The participants typed one per line: trimmed, empty lines left out. */
export function participantsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** An answer counts as given when it is a boolean or a non-blank text. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  return typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== '');
}

/** The required questions of the form without an answer in the draft, in the form's order. */
export function unansweredRequired(task: CareTask, draft: CareTaskDraft): string[] {
  return task.form
    .filter((question) => question.isRequired && !isAnswered(draft.answers[question.questionId]))
    .map((question) => question.questionId);
}

const normalised = (value: AnswerValue | undefined): AnswerValue =>
  typeof value === 'string' ? (value.trim() === '' ? null : value) : (value ?? null);

/** What changed against the task as loaded: the PATCH body without the revision; null when nothing changed. */
export function draftChanges(task: CareTask, draft: CareTaskDraft) {
  const changes: {
    answers?: Record<string, AnswerValue>;
    conversationDate?: string | null;
    participants?: string[];
    privateNotes?: string;
  } = {};
  const answers: Record<string, AnswerValue> = {};
  for (const question of task.form) {
    const next = normalised(draft.answers[question.questionId]);
    if (next !== normalised(task.answers[question.questionId])) answers[question.questionId] = next;
  }
  if (Object.keys(answers).length > 0) changes.answers = answers;
  if (draft.conversationDate !== task.conversationDate) changes.conversationDate = draft.conversationDate;
  const participants = participantsOf(draft.participants);
  if (participants.join('\n') !== task.participants.join('\n')) changes.participants = participants;
  if (draft.privateNotes.trim() !== task.privateNotes.trim()) changes.privateNotes = draft.privateNotes.trim();
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Today (Zurich) as YYYY-MM-DD, for "due today" and the conversation date's default. */
export function zurichToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
}
