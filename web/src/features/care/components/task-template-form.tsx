// A care task template in the four languages (one tab per language: title, conversation guidance, the questions'
// labels and options), the questions' kinds and whether each must be answered, the due days and the responsible
// person. Checked with the contract before sending; a tab with a message in it is marked.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';
import { CARE_FORM_QUESTION_KINDS, type careTaskDefinition } from '../../../../../src/contracts/care-tasks.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { isRevisionConflict } from '../../../lib/errors.ts';
import { splitNestedFormError, translateFieldMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useCreateCareTaskDefinition } from '../api/create-care-task-definition.ts';
import { useUpdateCareTaskDefinition } from '../api/update-care-task-definition.ts';
import {
  checkTemplate,
  emptyTexts,
  languagesWithErrors,
  newQuestion,
  newTemplate,
  nextId,
  type QuestionDraft,
  type QuestionKind,
  TEMPLATE_LANGUAGES,
  type TemplateDraft,
  type TemplateLanguage,
  templateDraftOf,
  templateFieldPaths,
  withKind,
} from '../template-draft.ts';

type Template = z.infer<typeof careTaskDefinition>;

export type TaskTemplateFormProps = {
  /** null: a new template. */
  template: Template | null;
  onClose: () => void;
  /** After a revision conflict: the template as it is now. */
  onReload: () => Promise<Template | null>;
};

export function TaskTemplateForm({ template, onClose, onReload }: TaskTemplateFormProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? templateDraftOf(template) : newTemplate()));
  const [revision, setRevision] = useState(template?.revision);
  const [language, setLanguage] = useState<TemplateLanguage>('de');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useCreateCareTaskDefinition();
  const update = useUpdateCareTaskDefinition();
  const save = template ? update : create;
  const knownPaths = useMemo(() => templateFieldPaths(draft), [draft]);
  const server = splitNestedFormError(save.error, knownPaths, t);
  const errors = { ...server.fieldErrors, ...clientErrors };
  const errorOf = (path: string) => errors[path];
  const markedLanguages = languagesWithErrors(errors);

  const change = (next: TemplateDraft) => {
    setDraft(next);
    setClientErrors({});
    if (save.isError && !isRevisionConflict(save.error)) save.reset();
  };
  const setQuestion = (index: number, question: QuestionDraft) =>
    change({ ...draft, form: draft.form.map((item, at) => (at === index ? question : item)) });
  const setText = (texts: Record<TemplateLanguage, string>, value: string) => ({ ...texts, [language]: value });

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) {
      setDraft(templateDraftOf(fresh));
      setRevision(fresh.revision);
    }
    setClientErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTemplate(draft, revision, (message) => translateFieldMessage(message, t));
    if (!checked.ok) {
      setClientErrors(checked.fieldErrors);
      const first = languagesWithErrors(checked.fieldErrors);
      if (first.length > 0 && !first.includes(language)) setLanguage(first[0] as TemplateLanguage);
      return;
    }
    const options = { onSuccess: () => onClose() };
    if (template) update.mutate({ careTaskDefinitionId: template.careTaskDefinitionId, body: checked.body }, options);
    else create.mutate(checked.body, options);
  };

  const kindOptions = CARE_FORM_QUESTION_KINDS.map((kind) => ({
    value: kind,
    label: t(`care.templates.kinds.${kind}`),
  }));
  const languageName = (code: TemplateLanguage) => t(`care.templates.languages.${code}`);

  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? t('care.templates.editTitle') : t('care.templates.newTitle')}
      size="xl"
      fullScreen={isPhone}
      data-testid="task-template-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {save.isError && (server.showGeneralError || isRevisionConflict(save.error)) && (
            <ErrorAlert error={save.error} onReload={() => void reload()} />
          )}
          <Group gap="md" align="flex-start" wrap="wrap">
            <NumberInput
              label={t('care.templates.dueInDays')}
              description={t('care.templates.dueInDaysHint')}
              value={draft.dueInDays}
              onChange={(value) => change({ ...draft, dueInDays: typeof value === 'number' ? value : '' })}
              min={0}
              max={365}
              allowDecimal={false}
              w={{ base: '100%', xs: 200 }}
              error={errorOf('dueInDays')}
              data-testid="template-due"
            />
            <Select
              label={t('care.templates.responsible')}
              data={(['SUPERIOR', 'HR_BUSINESS_PARTNER'] as const).map((value) => ({
                value,
                label: t(`care.templates.responsibles.${value}`),
              }))}
              value={draft.responsible}
              onChange={(value) => value && change({ ...draft, responsible: value as TemplateDraft['responsible'] })}
              allowDeselect={false}
              w={{ base: '100%', xs: 280 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="template-responsible"
            />
          </Group>
          <Tabs
            value={language}
            onChange={(value) => value && setLanguage(value as TemplateLanguage)}
            keepMounted={false}
          >
            <Tabs.List>
              {TEMPLATE_LANGUAGES.map((code) => (
                <Tabs.Tab
                  key={code}
                  value={code}
                  c={markedLanguages.includes(code) ? 'red' : undefined}
                  data-testid={`template-tab-${code}`}
                >
                  {languageName(code)}
                  {markedLanguages.includes(code) ? ` ${t('care.templates.tabHasErrors')}` : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Text size="xs" c="dimmed">
            {t('care.templates.languageHint', { language: languageName(language) })}
          </Text>
          <TextInput
            label={t('care.templates.titleField')}
            value={draft.title[language]}
            onChange={(event) => change({ ...draft, title: setText(draft.title, event.currentTarget.value) })}
            maxLength={200}
            required
            lang={language}
            error={errorOf(`title.${language}`)}
            data-testid="template-title"
          />
          <Textarea
            label={t('care.templates.description')}
            description={t('care.templates.descriptionHint')}
            value={draft.description[language]}
            onChange={(event) =>
              change({ ...draft, description: setText(draft.description, event.currentTarget.value) })
            }
            autosize
            minRows={3}
            maxRows={10}
            maxLength={10_000}
            lang={language}
            error={errorOf(`description.${language}`)}
            data-testid="template-description"
          />
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {t('care.templates.questions')}
            </Text>
            {draft.form.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('care.templates.noQuestions')}
              </Text>
            )}
            {draft.form.map((question, index) => (
              <Paper key={question.questionId} withBorder p="sm" data-testid={`template-question-${index}`}>
                <Stack gap="sm">
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    <Select
                      label={t('care.templates.kind')}
                      data={kindOptions}
                      value={question.kind}
                      onChange={(value) => value && setQuestion(index, withKind(question, value as QuestionKind))}
                      allowDeselect={false}
                      w={{ base: '100%', xs: 220 }}
                      comboboxProps={{ withinPortal: true }}
                      data-testid={`template-question-${index}-kind`}
                    />
                    <Checkbox
                      label={t('care.templates.required')}
                      checked={question.isRequired}
                      onChange={(event) => setQuestion(index, { ...question, isRequired: event.currentTarget.checked })}
                      mb={8}
                      data-testid={`template-question-${index}-required`}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      ml="auto"
                      onClick={() => change({ ...draft, form: draft.form.filter((_, at) => at !== index) })}
                      aria-label={t('care.templates.removeQuestion', { number: index + 1 })}
                      data-testid={`template-question-${index}-remove`}
                    >
                      <IconTrash aria-hidden size={18} />
                    </ActionIcon>
                  </Group>
                  <TextInput
                    label={t('care.templates.questionLabel', { number: index + 1 })}
                    value={question.label[language]}
                    onChange={(event) =>
                      setQuestion(index, { ...question, label: setText(question.label, event.currentTarget.value) })
                    }
                    maxLength={500}
                    required
                    lang={language}
                    error={errorOf(`form.${index}.label.${language}`)}
                    data-testid={`template-question-${index}-label`}
                  />
                  {question.kind === 'SINGLE_CHOICE' && (
                    <Stack gap="xs" pl={{ base: 0, xs: 'md' }}>
                      {question.options.map((option, optionIndex) => (
                        <Group key={option.optionId} gap="xs" align="flex-end" wrap="nowrap">
                          <TextInput
                            label={t('care.templates.option', { number: optionIndex + 1 })}
                            value={option.label[language]}
                            onChange={(event) =>
                              setQuestion(index, {
                                ...question,
                                options: question.options.map((item, at) =>
                                  at === optionIndex
                                    ? { ...item, label: setText(item.label, event.currentTarget.value) }
                                    : item,
                                ),
                              })
                            }
                            maxLength={200}
                            lang={language}
                            flex={1}
                            error={errorOf(`form.${index}.options.${optionIndex}.label.${language}`)}
                            data-testid={`template-question-${index}-option-${optionIndex}`}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            disabled={question.options.length <= 2}
                            onClick={() =>
                              setQuestion(index, {
                                ...question,
                                options: question.options.filter((_, at) => at !== optionIndex),
                              })
                            }
                            aria-label={t('care.templates.removeOption', { number: optionIndex + 1 })}
                          >
                            <IconTrash aria-hidden size={16} />
                          </ActionIcon>
                        </Group>
                      ))}
                      {errorOf(`form.${index}.options`) && (
                        <Text size="sm" c="red">
                          {errorOf(`form.${index}.options`)}
                        </Text>
                      )}
                      {question.options.length < 20 && (
                        <Group>
                          <Button
                            variant="subtle"
                            size="xs"
                            leftSection={<IconPlus aria-hidden size={14} />}
                            onClick={() =>
                              setQuestion(index, {
                                ...question,
                                options: [
                                  ...question.options,
                                  {
                                    optionId: nextId(
                                      'o',
                                      question.options.map((item) => item.optionId),
                                    ),
                                    label: emptyTexts(),
                                  },
                                ],
                              })
                            }
                          >
                            {t('care.templates.addOption')}
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  )}
                </Stack>
              </Paper>
            ))}
            {errorOf('form') && (
              <Text size="sm" c="red">
                {errorOf('form')}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus aria-hidden size={14} />}
                onClick={() => change({ ...draft, form: [...draft.form, newQuestion(draft.form)] })}
                data-testid="template-add-question"
              >
                {t('care.templates.addQuestion')}
              </Button>
            </Group>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('care.templates.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="template-save">
              {t('care.templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
