// The conversation form of a care task: the conversation date, the participants and the template's questions by
// kind — a line of text, a longer text, yes/no, a date, one of several answers. Required questions are marked (an
// asterisk and "required" for screen readers); a question the server found unanswered on completing shows its
// message under the field.
import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { CARE_TASK_TEXT_MAX, type careTaskQuestion } from '../../../../../src/contracts/care-tasks.ts';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import type { AnswerValue, CareTaskDraft } from '../care-task-draft.ts';

type Question = z.infer<typeof careTaskQuestion>;

function QuestionField({
  question,
  value,
  onChange,
  error,
  readOnly,
}: {
  question: Question;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error?: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const common = {
    label: question.label,
    required: question.isRequired,
    error,
    'data-testid': `care-question-${question.questionId}`,
  };
  switch (question.kind) {
    case 'TEXT':
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={500}
          readOnly={readOnly}
        />
      );
    case 'LONG_TEXT':
      return (
        <Textarea
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={CARE_TASK_TEXT_MAX}
          autosize
          minRows={3}
          readOnly={readOnly}
        />
      );
    case 'DATE':
      return (
        <SwissDateInput
          {...common}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next)}
          readOnly={readOnly}
          maw={240}
        />
      );
    case 'YES_NO':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(next) => onChange(next === 'yes')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t('careTasks.form.yes')} disabled={readOnly} />
            <Radio value="no" label={t('careTasks.form.no')} disabled={readOnly} />
          </Group>
        </Radio.Group>
      );
    case 'SINGLE_CHOICE':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : ''} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option.optionId} value={option.optionId} label={option.label} disabled={readOnly} />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}

export function ConversationForm({
  form,
  draft,
  onChange,
  missing,
  readOnly,
}: {
  form: readonly Question[];
  draft: CareTaskDraft;
  onChange: (next: CareTaskDraft) => void;
  /** questionIds the server reported unanswered. */
  missing: readonly string[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const setAnswer = (questionId: string, value: AnswerValue) =>
    onChange({ ...draft, answers: { ...draft.answers, [questionId]: value } });
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start" wrap="wrap">
        <SwissDateInput
          label={t('careTasks.form.conversationDate')}
          value={draft.conversationDate}
          onChange={(next) => onChange({ ...draft, conversationDate: next })}
          readOnly={readOnly}
          w={{ base: '100%', xs: 220 }}
          data-testid="care-task-conversation-date"
        />
        <Textarea
          label={t('careTasks.form.participants')}
          description={t('careTasks.form.participantsHint')}
          value={draft.participants}
          onChange={(event) => onChange({ ...draft, participants: event.currentTarget.value })}
          autosize
          minRows={2}
          readOnly={readOnly}
          style={{ flex: '1 1 260px' }}
          data-testid="care-task-participants"
        />
      </Group>
      {form.length === 0 ? null : (
        <Stack gap="md" data-testid="care-task-questions">
          {form.map((question) => (
            <QuestionField
              key={question.questionId}
              question={question}
              value={draft.answers[question.questionId] ?? null}
              onChange={(value) => setAnswer(question.questionId, value)}
              error={missing.includes(question.questionId) ? t('careTasks.form.missing') : undefined}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
