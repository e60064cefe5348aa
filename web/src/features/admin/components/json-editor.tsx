// The whole configuration as JSON text (monospace). Edits here and in the coverage editor change the same draft.
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/translator.ts';
import type { JsonSyntaxError } from '../configuration-draft.ts';

export type JsonEditorProps = {
  text: string;
  onChange: (text: string) => void;
  /** Where and why the text is not JSON (null when it is), shown translated with line and column. */
  syntaxError: JsonSyntaxError | null;
};

export function JsonEditor({ text, onChange, syntaxError }: JsonEditorProps) {
  const { t } = useTranslation();
  const lineCount = text.split('\n').length;
  const reason = syntaxError
    ? t(`admin.json.reasons.${syntaxError.reason}`, { character: syntaxError.character ?? '' })
    : null;
  return (
    <Stack gap="xs" data-testid="json-editor">
      <Textarea
        label={t('admin.json.label')}
        description={t('admin.json.description')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={18}
        maxRows={36}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        error={
          syntaxError
            ? t('admin.json.syntaxError', { line: syntaxError.line, column: syntaxError.column, reason })
            : undefined
        }
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, lineHeight: 1.5 } }}
        data-testid="json-editor-input"
      />
      <Group justify="flex-end">
        <Text size="xs" c="dimmed">
          {t('admin.json.lines', { count: lineCount })}
        </Text>
      </Group>
    </Stack>
  );
}
