import { describe, expect, it } from 'vitest';
import { checkTemplate, languagesWithErrors, newQuestion, newTemplate, nextId, withKind } from './template-draft.ts';

const texts = (text: string) => ({ de: `${text} de`, fr: `${text} fr`, it: `${text} it`, en: `${text} en` });
const translate = (message: string) => message;

describe('task template draft', () => {
  it('gives each question a key of its own, keeping the keys already given', () => {
    expect(nextId('q', [])).toBe('q-1');
    // q-2 was deleted, q-1 and q-3 stay: two taken, so q-3 is tried first and taken, q-4 is free.
    expect(nextId('q', ['q-1', 'q-3'])).toBe('q-4');
    expect(newQuestion([{ ...newQuestion([]), questionId: 'q-1' }]).questionId).toBe('q-2');
  });

  it('starts a single choice with two options and drops them for other kinds', () => {
    const choice = withKind(newQuestion([]), 'SINGLE_CHOICE');
    expect(choice.options.map((option) => option.optionId)).toEqual(['o-1', 'o-2']);
    expect(withKind(choice, 'YES_NO').options).toEqual([]);
  });

  it('sends a complete template as the contract reads it', () => {
    const draft = {
      ...newTemplate(),
      title: texts('Gespräch'),
      form: [{ ...newQuestion([]), label: texts('Wie geht es?') }],
    };
    const checked = checkTemplate(draft, 3, translate);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.body).toMatchObject({ dueInDays: 14, responsible: 'SUPERIOR', revision: 3 });
  });

  it('puts a missing French title and an unnamed option under their fields, and marks those languages', () => {
    const question = withKind({ ...newQuestion([]), label: texts('Wie geht es?') }, 'SINGLE_CHOICE');
    question.options = [
      { optionId: 'o-1', label: texts('Gut') },
      { optionId: 'o-2', label: { ...texts('Schlecht'), it: '' } },
    ];
    const draft = {
      ...newTemplate(),
      title: { ...texts('Gespräch'), fr: '' },
      form: [question],
      dueInDays: '' as const,
    };
    const checked = checkTemplate(draft, undefined, translate);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['dueInDays', 'form.0.options.1.label.it', 'title.fr']);
    expect(languagesWithErrors(checked.fieldErrors)).toEqual(['fr', 'it']);
  });
});
