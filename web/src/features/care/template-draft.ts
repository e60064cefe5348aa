// The task template form's draft (pure, unit-tested): texts in the four languages, the conversation form's questions
// with their options, due days and the responsible person; to the contract's body and back, checked with the
// contract's schema so each message lands under its field ("form.0.label.fr"). Question and option keys are made
// here (q-1, o-1 …): HR never types a key.
import type { z } from 'zod';
import {
  type CARE_FORM_QUESTION_KINDS,
  type careTaskDefinition,
  careTaskDefinitionInput,
} from '../../../../src/contracts/care-tasks.ts';
import { mapIssuesToFields, type NestedFieldErrors } from '../../lib/form-errors.ts';
import type { Blankable } from './stage-draft.ts';

export const TEMPLATE_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export type Texts = Record<TemplateLanguage, string>;
export type QuestionKind = (typeof CARE_FORM_QUESTION_KINDS)[number];
type Template = z.infer<typeof careTaskDefinition>;
export type TemplateBody = z.input<typeof careTaskDefinitionInput>;

export type OptionDraft = { optionId: string; label: Texts };
export type QuestionDraft = {
  questionId: string;
  kind: QuestionKind;
  label: Texts;
  options: OptionDraft[];
  isRequired: boolean;
};
export type TemplateDraft = {
  title: Texts;
  description: Texts;
  form: QuestionDraft[];
  dueInDays: Blankable;
  responsible: 'SUPERIOR' | 'HR_BUSINESS_PARTNER';
};

export const emptyTexts = (): Texts => ({ de: '', fr: '', it: '', en: '' });

export function newTemplate(): TemplateDraft {
  return { title: emptyTexts(), description: emptyTexts(), form: [], dueInDays: 14, responsible: 'SUPERIOR' };
}

export function templateDraftOf(template: Template): TemplateDraft {
  return {
    title: { ...template.title },
    description: { ...template.description },
    form: template.form.map((question) => ({
      questionId: question.questionId,
      kind: question.kind,
      label: { ...question.label },
      options: question.options.map((option) => ({ optionId: option.optionId, label: { ...option.label } })),
      isRequired: question.isRequired,
    })),
    dueInDays: template.dueInDays,
    responsible: template.responsible,
  };
}

/** The next free key with the prefix: q-1, q-2 … (a key once given stays, so answers keep their question). */
export function nextId(prefix: 'q' | 'o', taken: readonly string[]): string {
  let number = taken.length + 1;
  while (taken.includes(`${prefix}-${number}`)) number += 1;
  return `${prefix}-${number}`;
}

export function newQuestion(form: readonly QuestionDraft[]): QuestionDraft {
  return {
    questionId: nextId(
      'q',
      form.map((question) => question.questionId),
    ),
    kind: 'LONG_TEXT',
    label: emptyTexts(),
    options: [],
    isRequired: false,
  };
}

/** A question of another kind: a single choice starts with two options, the other kinds have none. */
export function withKind(question: QuestionDraft, kind: QuestionKind): QuestionDraft {
  if (kind !== 'SINGLE_CHOICE') return { ...question, kind, options: [] };
  const options =
    question.options.length >= 2
      ? question.options
      : [
          { optionId: 'o-1', label: emptyTexts() },
          { optionId: 'o-2', label: emptyTexts() },
        ];
  return { ...question, kind, options };
}

export function templateBody(draft: TemplateDraft, revision?: number): TemplateBody {
  return {
    title: draft.title,
    description: draft.description,
    form: draft.form.map((question) => ({
      questionId: question.questionId,
      kind: question.kind,
      label: question.label,
      options: question.options,
      isRequired: question.isRequired,
    })),
    dueInDays: draft.dueInDays === '' ? (undefined as unknown as number) : draft.dueInDays,
    responsible: draft.responsible,
    ...(revision === undefined ? {} : { revision }),
  };
}

export function templateFieldPaths(draft: TemplateDraft): Set<string> {
  const paths = new Set<string>(['dueInDays', 'responsible', 'form']);
  for (const language of TEMPLATE_LANGUAGES) {
    paths.add(`title.${language}`);
    paths.add(`description.${language}`);
  }
  draft.form.forEach((question, index) => {
    paths.add(`form.${index}.options`);
    for (const language of TEMPLATE_LANGUAGES) {
      paths.add(`form.${index}.label.${language}`);
      question.options.forEach((_, optionIndex) => {
        paths.add(`form.${index}.options.${optionIndex}.label.${language}`);
      });
    }
  });
  return paths;
}

export type CheckedTemplate =
  | { ok: true; body: TemplateBody }
  | { ok: false; fieldErrors: NestedFieldErrors; unmatched: string[] };

export function checkTemplate(
  draft: TemplateDraft,
  revision: number | undefined,
  translate: (message: string) => string,
): CheckedTemplate {
  const body = templateBody(draft, revision);
  const parsed = careTaskDefinitionInput.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const { fieldErrors, unmatched } = mapIssuesToFields(parsed.error.issues, templateFieldPaths(draft), translate);
  return { ok: false, fieldErrors, unmatched };
}

/** The languages that have a message in them (their tab is marked). */
export function languagesWithErrors(fieldErrors: NestedFieldErrors): TemplateLanguage[] {
  return TEMPLATE_LANGUAGES.filter((language) =>
    Object.keys(fieldErrors).some((path) => path.endsWith(`.${language}`)),
  );
}
