import { describe, expect, it } from 'vitest';
import { draftChanges, draftOf, participantsOf, unansweredRequired, zurichToday } from './care-task-draft.ts';

const task = {
  form: [
    { questionId: 'reason', kind: 'LONG_TEXT', label: 'Grund', options: [], isRequired: true },
    { questionId: 'support', kind: 'YES_NO', label: 'Unterstützung?', options: [], isRequired: true },
    { questionId: 'next', kind: 'DATE', label: 'Nächstes Gespräch', options: [], isRequired: false },
  ],
  answers: { reason: 'Rücken' },
  conversationDate: null,
  participants: ['Anna Muster'],
  privateNotes: '',
} as unknown as Parameters<typeof draftOf>[0];

describe('care task draft', () => {
  it('starts from the task: unanswered questions are null, participants one per line', () => {
    expect(draftOf(task)).toEqual({
      answers: { reason: 'Rücken', support: null, next: null },
      conversationDate: null,
      participants: 'Anna Muster',
      privateNotes: '',
    });
  });

  it('names the required questions without an answer: "support" (a blank text counts as none)', () => {
    const draft = draftOf(task);
    expect(unansweredRequired(task, draft)).toEqual(['support']);
    expect(unansweredRequired(task, { ...draft, answers: { ...draft.answers, reason: '  ' } })).toEqual([
      'reason',
      'support',
    ]);
    // false is an answer to a yes/no question.
    expect(unansweredRequired(task, { ...draft, answers: { ...draft.answers, support: false } })).toEqual([]);
  });

  it('sends only what changed; nothing changed → null', () => {
    const draft = draftOf(task);
    expect(draftChanges(task, draft)).toBeNull();
    expect(
      draftChanges(task, {
        ...draft,
        answers: { ...draft.answers, support: true, next: '' },
        conversationDate: '2026-11-30',
        participants: 'Anna Muster\n\n  Beat Beispiel ',
        privateNotes: ' nur für mich ',
      }),
    ).toEqual({
      answers: { support: true },
      conversationDate: '2026-11-30',
      participants: ['Anna Muster', 'Beat Beispiel'],
      privateNotes: 'nur für mich',
    });
  });

  it('reads participants line by line and today in Zurich (23:30 UTC on 31.12. is already 1.1. there)', () => {
    expect(participantsOf(' a \n\nb')).toEqual(['a', 'b']);
    expect(zurichToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
